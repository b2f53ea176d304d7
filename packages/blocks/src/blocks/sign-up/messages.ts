import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the sign-up block (SPEC §5 sign-up and password rules, SPEC §7 register). */
export const messages = untyped(
  defineMessages({
    title: { id: 'signUp.title' },
    intro: { id: 'signUp.intro' },
    firstName: { id: 'signUp.firstName' },
    lastName: { id: 'signUp.lastName' },
    email: { id: 'signUp.email' },
    mobileNumber: { id: 'signUp.mobileNumber' },
    mobileNumberHint: { id: 'signUp.mobileNumberHint' },
    mobileNumberInvalid: { id: 'signUp.mobileNumberInvalid' },
    password: { id: 'signUp.password' },
    confirmPassword: { id: 'signUp.confirmPassword' },
    showPassword: { id: 'signUp.showPassword' },
    rulesTitle: { id: 'signUp.rulesTitle' },
    ruleLength: { id: 'signUp.ruleLength' },
    ruleUpper: { id: 'signUp.ruleUpper' },
    ruleLower: { id: 'signUp.ruleLower' },
    ruleDigitOrSymbol: { id: 'signUp.ruleDigitOrSymbol' },
    ruleMet: { id: 'signUp.ruleMet' },
    ruleNotMet: { id: 'signUp.ruleNotMet' },
    acceptTerms: { id: 'signUp.acceptTerms' },
    acceptTermsRequired: { id: 'signUp.acceptTermsRequired' },
    marketing: { id: 'signUp.marketing' },
    submit: { id: 'signUp.submit' },
    submitting: { id: 'signUp.submitting' },
    haveAccount: { id: 'signUp.haveAccount' },
    signIn: { id: 'signUp.signIn' },
    errorTitle: { id: 'signUp.errorTitle' },
  }),
);
