import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the e-mail verification blocks (SPEC §2 email-verify, email-verify-page; SPEC §8 activation link expired). */
export const messages = untyped(
  defineMessages({
    title: { id: 'emailVerify.title' },
    verifying: { id: 'emailVerify.verifying' },
    successTitle: { id: 'emailVerify.successTitle' },
    success: { id: 'emailVerify.success' },
    continue: { id: 'emailVerify.continue' },
    signIn: { id: 'emailVerify.signIn' },
    errorTitle: { id: 'emailVerify.errorTitle' },
    expired: { id: 'emailVerify.expired' },
    incomplete: { id: 'emailVerify.incomplete' },
    resend: { id: 'emailVerify.resend' },
    resending: { id: 'emailVerify.resending' },
    resent: { id: 'emailVerify.resent' },
    resendNeedsSignIn: { id: 'emailVerify.resendNeedsSignIn' },
    pageTitle: { id: 'emailVerify.pageTitle' },
    pageIntro: { id: 'emailVerify.pageIntro' },
    pageIntroNoEmail: { id: 'emailVerify.pageIntroNoEmail' },
    pageSpam: { id: 'emailVerify.pageSpam' },
    pageResend: { id: 'emailVerify.pageResend' },
    pageVerified: { id: 'emailVerify.pageVerified' },
    pageStillUnverified: { id: 'emailVerify.pageStillUnverified' },
  }),
);
