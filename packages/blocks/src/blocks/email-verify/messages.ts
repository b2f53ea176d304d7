import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the e-mail verification blocks (SPEC §2 email-verify, email-verify-page; SPEC §8 activation link expired). */
export const messages = untyped(
  defineMessages({
    title: { id: 'emailVerify.title', defaultMessage: 'Verify your email address' },
    verifying: { id: 'emailVerify.verifying', defaultMessage: 'Checking your verification link…' },
    successTitle: { id: 'emailVerify.successTitle', defaultMessage: 'Success!' },
    success: { id: 'emailVerify.success', defaultMessage: 'Your email address is verified.' },
    continue: { id: 'emailVerify.continue', defaultMessage: 'Continue to your account' },
    signIn: { id: 'emailVerify.signIn', defaultMessage: 'Sign in' },
    errorTitle: { id: 'emailVerify.errorTitle', defaultMessage: 'Error!' },
    expired: {
      id: 'emailVerify.expired',
      defaultMessage: 'This activation link has expired or was already used. Ask for a new one below.',
    },
    incomplete: {
      id: 'emailVerify.incomplete',
      defaultMessage:
        'This verification link is incomplete. Open the link from your email again, or ask for a new one.',
    },
    resend: { id: 'emailVerify.resend', defaultMessage: 'Send a new link' },
    resending: { id: 'emailVerify.resending', defaultMessage: 'Sending…' },
    resent: {
      id: 'emailVerify.resent',
      defaultMessage: 'We have sent a new verification link. Check your email.',
    },
    resendNeedsSignIn: {
      id: 'emailVerify.resendNeedsSignIn',
      defaultMessage: 'Sign in to ask for a new verification link.',
    },
    pageTitle: { id: 'emailVerify.pageTitle', defaultMessage: 'Check your email' },
    pageIntro: {
      id: 'emailVerify.pageIntro',
      defaultMessage: 'We sent a verification link to {email}. Open it to finish setting up your account.',
    },
    pageIntroNoEmail: {
      id: 'emailVerify.pageIntroNoEmail',
      defaultMessage: 'We sent you a verification link. Open it to finish setting up your account.',
    },
    pageSpam: {
      id: 'emailVerify.pageSpam',
      defaultMessage: 'Cannot find it? Look in your spam or junk folder, or send the email again.',
    },
    pageResend: { id: 'emailVerify.pageResend', defaultMessage: 'Resend email' },
    pageVerified: { id: 'emailVerify.pageVerified', defaultMessage: 'I have verified my email, continue' },
    pageStillUnverified: {
      id: 'emailVerify.pageStillUnverified',
      defaultMessage:
        'Your email address is not verified yet. Open the link in the email we sent, then try again.',
    },
  }),
);
