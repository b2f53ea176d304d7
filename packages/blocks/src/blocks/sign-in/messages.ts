import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the sign-in block (SPEC §2 guests only: sign-in; SPEC §8 credential error). */
export const messages = untyped(
  defineMessages({
    title: { id: 'signIn.title', defaultMessage: 'Sign in' },
    intro: { id: 'signIn.intro', defaultMessage: 'Sign in to manage your plan, balance and usage.' },
    email: { id: 'signIn.email', defaultMessage: 'Email' },
    password: { id: 'signIn.password', defaultMessage: 'Password' },
    showPassword: { id: 'signIn.showPassword', defaultMessage: 'Show password' },
    submit: { id: 'signIn.submit', defaultMessage: 'Sign in' },
    submitting: { id: 'signIn.submitting', defaultMessage: 'Signing in…' },
    forgotPassword: { id: 'signIn.forgotPassword', defaultMessage: 'Forgot your password?' },
    noAccount: { id: 'signIn.noAccount', defaultMessage: 'New here?' },
    signUp: { id: 'signIn.signUp', defaultMessage: 'Create an account' },
    errorTitle: { id: 'signIn.errorTitle', defaultMessage: 'Error!' },
  }),
);
