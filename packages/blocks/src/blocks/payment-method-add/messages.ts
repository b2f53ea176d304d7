import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the payment-method-add block (SPEC §2 balance/payment-methods/add, §5 card rules, §8 card errors). */
export const messages = untyped(
  defineMessages({
    title: { id: 'paymentMethodAdd.title', defaultMessage: 'Add a card' },
    intro: {
      id: 'paymentMethodAdd.intro',
      defaultMessage: 'Save a payment card to your account. Your first card becomes your default card.',
    },
    sandboxTitle: { id: 'paymentMethodAdd.sandboxTitle', defaultMessage: 'Sandbox payment form' },
    sandboxNote: {
      id: 'paymentMethodAdd.sandboxNote',
      defaultMessage:
        'This is the sandbox card form: no real card is charged. In production the payment provider’s secure card form replaces it. Use any future expiry date and any 3 digits for the CVC.',
    },
    testCardsTitle: { id: 'paymentMethodAdd.testCardsTitle', defaultMessage: 'Test card numbers' },
    testCardSucceeds: { id: 'paymentMethodAdd.testCardSucceeds', defaultMessage: 'is accepted' },
    testCardDeclined: { id: 'paymentMethodAdd.testCardDeclined', defaultMessage: 'is declined' },
    testCardInsufficient: {
      id: 'paymentMethodAdd.testCardInsufficient',
      defaultMessage: 'has insufficient funds',
    },
    testCard3ds: {
      id: 'paymentMethodAdd.testCard3ds',
      defaultMessage: 'asks you to confirm with your bank (3-D Secure)',
    },
    name: { id: 'paymentMethodAdd.name', defaultMessage: 'Name on card' },
    number: { id: 'paymentMethodAdd.number', defaultMessage: 'Card number' },
    expiry: { id: 'paymentMethodAdd.expiry', defaultMessage: 'Expiry date' },
    expiryHint: { id: 'paymentMethodAdd.expiryHint', defaultMessage: 'MM/YY' },
    cvc: { id: 'paymentMethodAdd.cvc', defaultMessage: 'Security code (CVC)' },
    cvcHint: {
      id: 'paymentMethodAdd.cvcHint',
      defaultMessage: '3 digits on the back of the card (4 on the front for American Express)',
    },
    submit: { id: 'paymentMethodAdd.submit', defaultMessage: 'Save card' },
    submitting: { id: 'paymentMethodAdd.submitting', defaultMessage: 'Saving…' },
    errorTitle: { id: 'paymentMethodAdd.errorTitle', defaultMessage: 'Error!' },
    nameRequired: {
      id: 'paymentMethodAdd.error.nameRequired',
      defaultMessage: 'Enter the name on the card.',
    },
    numberInvalid: {
      id: 'paymentMethodAdd.error.numberInvalid',
      defaultMessage: 'Enter a valid card number.',
    },
    expiryInvalid: {
      id: 'paymentMethodAdd.error.expiryInvalid',
      defaultMessage: 'Enter the expiry date as MM/YY, not in the past.',
    },
    cvcInvalid: { id: 'paymentMethodAdd.error.cvcInvalid', defaultMessage: 'Enter the security code.' },
    cardDeclined: { id: 'paymentMethodAdd.error.cardDeclined', defaultMessage: 'Card authorization error.' },
    insufficientFunds: {
      id: 'paymentMethodAdd.error.insufficientFunds',
      defaultMessage: 'Insufficient funds on this card. Choose or add another card.',
    },
    incorrectNumber: {
      id: 'paymentMethodAdd.error.incorrectNumber',
      defaultMessage: 'Card authorization error: the card number is incorrect.',
    },
    expiredCard: {
      id: 'paymentMethodAdd.error.expiredCard',
      defaultMessage: 'Card authorization error: the card has expired or expires this month.',
    },
    authenticationFailed: {
      id: 'paymentMethodAdd.error.authenticationFailed',
      defaultMessage: 'Payment processing error (choose or add another card).',
    },
    challengeTitle: {
      id: 'paymentMethodAdd.challengeTitle',
      defaultMessage: 'Confirm with your bank (sandbox 3-D Secure)',
    },
    challengeDescription: {
      id: 'paymentMethodAdd.challengeDescription',
      defaultMessage:
        'Your bank asks you to confirm that you are adding the card ending in {last4}. In production your bank shows this step.',
    },
    approve: { id: 'paymentMethodAdd.approve', defaultMessage: 'Approve' },
    decline: { id: 'paymentMethodAdd.decline', defaultMessage: 'Decline' },
  }),
);
