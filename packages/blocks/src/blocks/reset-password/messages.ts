import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the reset-password block (SPEC §1 recover password; §5 password rules). */
export const messages = untyped(
  defineMessages({
    title: { id: 'resetPassword.title', defaultMessage: 'Choose a new password' },
    password: { id: 'resetPassword.password', defaultMessage: 'New password' },
    confirmPassword: { id: 'resetPassword.confirmPassword', defaultMessage: 'Confirm new password' },
    showPassword: { id: 'resetPassword.showPassword', defaultMessage: 'Show password' },
    submit: { id: 'resetPassword.submit', defaultMessage: 'Change password' },
    submitting: { id: 'resetPassword.submitting', defaultMessage: 'Changing…' },
    successTitle: { id: 'resetPassword.successTitle', defaultMessage: 'Success!' },
    success: { id: 'resetPassword.success', defaultMessage: 'Your password has been changed.' },
    signIn: { id: 'resetPassword.signIn', defaultMessage: 'Sign in with your new password' },
    expiredTitle: { id: 'resetPassword.expiredTitle', defaultMessage: 'This link has expired' },
    expired: {
      id: 'resetPassword.expired',
      defaultMessage:
        'This password reset link has expired or was already used. Links work once, for 1 hour. Ask for a new one.',
    },
    requestNew: { id: 'resetPassword.requestNew', defaultMessage: 'Get a new reset link' },
    errorTitle: { id: 'resetPassword.errorTitle', defaultMessage: 'Error!' },
    checking: { id: 'resetPassword.checking', defaultMessage: 'Checking your reset link…' },
    introFor: { id: 'resetPassword.introFor', defaultMessage: 'Enter a new password for {email}.' },
    checkFailedTitle: {
      id: 'resetPassword.checkFailedTitle',
      defaultMessage: 'Your reset link could not be checked',
    },
    retry: { id: 'resetPassword.retry', defaultMessage: 'Try again' },
  }),
);
