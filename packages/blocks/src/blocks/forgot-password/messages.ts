import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the forgot-password block (SPEC §1 recover password). */
export const messages = untyped(
  defineMessages({
    title: { id: 'forgotPassword.title', defaultMessage: 'Reset your password' },
    intro: {
      id: 'forgotPassword.intro',
      defaultMessage:
        'Enter the email address you signed up with and we will send you a link to choose a new password.',
    },
    email: { id: 'forgotPassword.email', defaultMessage: 'Email' },
    submit: { id: 'forgotPassword.submit', defaultMessage: 'Send reset link' },
    submitting: { id: 'forgotPassword.submitting', defaultMessage: 'Sending…' },
    sentTitle: { id: 'forgotPassword.sentTitle', defaultMessage: 'Check your email' },
    sent: {
      id: 'forgotPassword.sent',
      defaultMessage:
        'If an account uses {email}, we have sent it a link to reset the password. The link may take a few minutes to arrive.',
    },
    backToSignIn: { id: 'forgotPassword.backToSignIn', defaultMessage: 'Back to sign in' },
    errorTitle: { id: 'forgotPassword.errorTitle', defaultMessage: 'Error!' },
  }),
);
