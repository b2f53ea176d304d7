import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the sign-up block (SPEC §5 sign-up and password rules, SPEC §7 register). */
export const messages = untyped(
  defineMessages({
    title: { id: 'signUp.title', defaultMessage: 'Create an account' },
    intro: {
      id: 'signUp.intro',
      defaultMessage: 'It takes a minute. We will send you an email to confirm your address.',
    },
    firstName: { id: 'signUp.firstName', defaultMessage: 'First name' },
    lastName: { id: 'signUp.lastName', defaultMessage: 'Last name' },
    email: { id: 'signUp.email', defaultMessage: 'Email' },
    mobileNumber: { id: 'signUp.mobileNumber', defaultMessage: 'Mobile number (optional)' },
    mobileNumberHint: {
      id: 'signUp.mobileNumberHint',
      defaultMessage: 'A New Zealand number, for example 021 123 4567',
    },
    mobileNumberInvalid: {
      id: 'signUp.mobileNumberInvalid',
      defaultMessage: 'Enter a New Zealand mobile number, for example 021 123 4567',
    },
    password: { id: 'signUp.password', defaultMessage: 'Password' },
    confirmPassword: { id: 'signUp.confirmPassword', defaultMessage: 'Confirm password' },
    showPassword: { id: 'signUp.showPassword', defaultMessage: 'Show password' },
    rulesTitle: { id: 'signUp.rulesTitle', defaultMessage: 'Your password needs' },
    ruleLength: { id: 'signUp.ruleLength', defaultMessage: 'At least {min} characters' },
    ruleUpper: { id: 'signUp.ruleUpper', defaultMessage: 'An upper case letter' },
    ruleLower: { id: 'signUp.ruleLower', defaultMessage: 'A lower case letter' },
    ruleDigitOrSymbol: { id: 'signUp.ruleDigitOrSymbol', defaultMessage: 'A number or a symbol' },
    ruleMet: { id: 'signUp.ruleMet', defaultMessage: 'done' },
    ruleNotMet: { id: 'signUp.ruleNotMet', defaultMessage: 'not yet' },
    acceptTerms: {
      id: 'signUp.acceptTerms',
      defaultMessage:
        'I accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>',
    },
    acceptTermsRequired: {
      id: 'signUp.acceptTermsRequired',
      defaultMessage: 'Accept the terms and conditions and the privacy policy to continue',
    },
    marketing: { id: 'signUp.marketing', defaultMessage: 'Send me special offers and the newsletter' },
    submit: { id: 'signUp.submit', defaultMessage: 'Create account' },
    submitting: { id: 'signUp.submitting', defaultMessage: 'Creating your account…' },
    haveAccount: { id: 'signUp.haveAccount', defaultMessage: 'Already have an account?' },
    signIn: { id: 'signUp.signIn', defaultMessage: 'Sign in' },
    errorTitle: { id: 'signUp.errorTitle', defaultMessage: 'Error!' },
  }),
);
