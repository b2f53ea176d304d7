import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the sign-in block (SPEC §2 guests only: sign-in; SPEC §8 credential error). */
export const messages = untyped(
  defineMessages({
    title: { id: 'signIn.title' },
    intro: { id: 'signIn.intro' },
    email: { id: 'signIn.email' },
    password: { id: 'signIn.password' },
    showPassword: { id: 'signIn.showPassword' },
    submit: { id: 'signIn.submit' },
    submitting: { id: 'signIn.submitting' },
    forgotPassword: { id: 'signIn.forgotPassword' },
    noAccount: { id: 'signIn.noAccount' },
    signUp: { id: 'signIn.signUp' },
    errorTitle: { id: 'signIn.errorTitle' },
  }),
);
