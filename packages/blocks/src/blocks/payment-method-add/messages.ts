import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the payment-method-add block (SPEC §2 balance/payment-methods/add, §5 card rules, §8 card errors). */
export const messages = untyped(
  defineMessages({
    title: { id: 'paymentMethodAdd.title' },
    intro: { id: 'paymentMethodAdd.intro' },
    sandboxTitle: { id: 'paymentMethodAdd.sandboxTitle' },
    sandboxNote: { id: 'paymentMethodAdd.sandboxNote' },
    testCardsTitle: { id: 'paymentMethodAdd.testCardsTitle' },
    testCardSucceeds: { id: 'paymentMethodAdd.testCardSucceeds' },
    testCardDeclined: { id: 'paymentMethodAdd.testCardDeclined' },
    testCardInsufficient: { id: 'paymentMethodAdd.testCardInsufficient' },
    testCard3ds: { id: 'paymentMethodAdd.testCard3ds' },
    name: { id: 'paymentMethodAdd.name' },
    number: { id: 'paymentMethodAdd.number' },
    expiry: { id: 'paymentMethodAdd.expiry' },
    expiryHint: { id: 'paymentMethodAdd.expiryHint' },
    cvc: { id: 'paymentMethodAdd.cvc' },
    cvcHint: { id: 'paymentMethodAdd.cvcHint' },
    submit: { id: 'paymentMethodAdd.submit' },
    submitting: { id: 'paymentMethodAdd.submitting' },
    errorTitle: { id: 'paymentMethodAdd.errorTitle' },
    nameRequired: { id: 'paymentMethodAdd.error.nameRequired' },
    numberInvalid: { id: 'paymentMethodAdd.error.numberInvalid' },
    expiryInvalid: { id: 'paymentMethodAdd.error.expiryInvalid' },
    cvcInvalid: { id: 'paymentMethodAdd.error.cvcInvalid' },
    cardDeclined: { id: 'paymentMethodAdd.error.cardDeclined' },
    insufficientFunds: { id: 'paymentMethodAdd.error.insufficientFunds' },
    incorrectNumber: { id: 'paymentMethodAdd.error.incorrectNumber' },
    expiredCard: { id: 'paymentMethodAdd.error.expiredCard' },
    authenticationFailed: { id: 'paymentMethodAdd.error.authenticationFailed' },
    authenticationCancelled: { id: 'paymentMethodAdd.error.authenticationCancelled' },
  }),
);
