import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the reset-password block (SPEC §1 recover password; §5 password rules). */
export const messages = untyped(
  defineMessages({
    title: { id: 'resetPassword.title' },
    password: { id: 'resetPassword.password' },
    confirmPassword: { id: 'resetPassword.confirmPassword' },
    showPassword: { id: 'resetPassword.showPassword' },
    submit: { id: 'resetPassword.submit' },
    submitting: { id: 'resetPassword.submitting' },
    successTitle: { id: 'resetPassword.successTitle' },
    success: { id: 'resetPassword.success' },
    signIn: { id: 'resetPassword.signIn' },
    expiredTitle: { id: 'resetPassword.expiredTitle' },
    expired: { id: 'resetPassword.expired' },
    requestNew: { id: 'resetPassword.requestNew' },
    errorTitle: { id: 'resetPassword.errorTitle' },
    checking: { id: 'resetPassword.checking' },
    introFor: { id: 'resetPassword.introFor' },
    checkFailedTitle: { id: 'resetPassword.checkFailedTitle' },
    retry: { id: 'resetPassword.retry' },
  }),
);
