import type { AccountType } from '@telco-portal/core';
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/**
 * Text that describes one customer account, shared by the dashboard, the select-account page and the
 * header's account switcher (`AccountChoice`) (defined once; catalogue ids `account.*`).
 */
export const accountMessages = untyped(
  defineMessages({
    typePrepay: { id: 'account.type.prepay', defaultMessage: 'Prepay' },
    typePostpay: { id: 'account.type.postpay', defaultMessage: 'Pay monthly' },
    typePayg: { id: 'account.type.payg', defaultMessage: 'Pay as you go' },
    number: { id: 'account.number', defaultMessage: 'Account number {number}' },
    mobileNumber: { id: 'account.mobileNumber', defaultMessage: 'Mobile {msisdn}' },
    current: { id: 'account.current', defaultMessage: 'Current' },
    loadError: { id: 'account.loadError', defaultMessage: 'We could not load this account.' },
    retry: { id: 'account.retry', defaultMessage: 'Try again' },
  }),
);

/**
 * The label of each of core's `AccountType`s (SPEC §4 prepay / postpay classification of the default
 * product's BillingReference; SPEC §6 account types). A full record: a new core type fails the typecheck
 * until it has a label.
 */
export const accountTypeLabels: Readonly<Record<AccountType, MessageDescriptor>> = {
  prepay: accountMessages.typePrepay,
  postpay: accountMessages.typePostpay,
  payg: accountMessages.typePayg,
};
