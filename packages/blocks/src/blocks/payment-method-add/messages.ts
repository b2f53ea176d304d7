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
    authenticationCancelled: { id: 'paymentMethodAdd.error.authenticationCancelled' },
  }),
);

/**
 * The form's field errors: card-form-rules.ts (CARD_FORM_ERRORS) gives a field one of these ids, and the form shows
 * it by id, so its chunk carries no second table of them (issue 7); declared here with the block's other texts.
 */
// Marked pure: nothing in the bundle imports it, so it is dropped from the card form's chunk.
export const fieldErrors = /* @__PURE__ */ untyped(
  /* @__PURE__ */ defineMessages({
    nameRequired: { id: 'paymentMethodAdd.error.nameRequired' },
    numberInvalid: { id: 'paymentMethodAdd.error.numberInvalid' },
    expiryInvalid: { id: 'paymentMethodAdd.error.expiryInvalid' },
    cvcInvalid: { id: 'paymentMethodAdd.error.cvcInvalid' },
  }),
);

/**
 * The SPEC §8 texts of the payment provider's card refusals, by the payments port's `code` (one table, no
 * second mapping).
 */
export const refusals = untyped(
  defineMessages({
    card_declined: { id: 'paymentMethodAdd.error.cardDeclined' },
    insufficient_funds: { id: 'paymentMethodAdd.error.insufficientFunds' },
    incorrect_number: { id: 'paymentMethodAdd.error.incorrectNumber' },
    expired_card: { id: 'paymentMethodAdd.error.expiredCard' },
    authentication_failed: { id: 'paymentMethodAdd.error.authenticationFailed' },
  }),
);
