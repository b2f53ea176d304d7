import type { AccountType } from '@telco-portal/core';
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/**
 * Text that describes one customer account, shared by the dashboard, the select-account page and the
 * header's account switcher (`AccountChoice`) (defined once; catalogue ids `account.*`).
 */
export const accountMessages = untyped(
  defineMessages({
    typePrepay: { id: 'account.type.prepay' },
    typePostpay: { id: 'account.type.postpay' },
    typePayg: { id: 'account.type.payg' },
    number: { id: 'account.number' },
    mobileNumber: { id: 'account.mobileNumber' },
    current: { id: 'account.current' },
    loadError: { id: 'account.loadError' },
    retry: { id: 'account.retry' },
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
