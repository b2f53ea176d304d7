import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the forgot-password block (SPEC §1 recover password). */
export const messages = untyped(
  defineMessages({
    title: { id: 'forgotPassword.title' },
    intro: { id: 'forgotPassword.intro' },
    email: { id: 'forgotPassword.email' },
    submit: { id: 'forgotPassword.submit' },
    submitting: { id: 'forgotPassword.submitting' },
    sentTitle: { id: 'forgotPassword.sentTitle' },
    sent: { id: 'forgotPassword.sent' },
    backToSignIn: { id: 'forgotPassword.backToSignIn' },
    errorTitle: { id: 'forgotPassword.errorTitle' },
  }),
);
