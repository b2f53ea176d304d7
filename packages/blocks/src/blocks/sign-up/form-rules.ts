import { checkForm, type FieldFailure, passwordConfirmationFailures, signUpRules } from '@telco-portal/core';

/** NZ mobile numbers: 02x then 6–8 digits, national (0…) or international (+64 / 64) form. */
const NZ_MOBILE = /^(?:\+?64|0)2\d{6,8}$/;

/** Message id for an invalid mobile number (this block's catalogue). */
export const MOBILE_INVALID = 'signUp.mobileNumberInvalid';

/** What the sign-up form holds. One checkbox accepts both terms and privacy: the form sets both together. */
export type SignUpFormInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  confirmPassword: string;
  mobileNumber: string;
  marketing: boolean;
};
/** What it submits: the same, e-mail, names and mobile number trimmed. */
export type SignUpFormValues = SignUpFormInput;

/**
 * The sign-up form's rules, without zod (issue 7): core's `signUpRules` (SPEC §5: e-mail, password rules,
 * trimmed names, terms and privacy accepted — message ids are core ids), then an optional NZ mobile number
 * (trimmed; this block's `MOBILE_INVALID`), then the confirm password (must match). Failures come in that
 * order; the values come back trimmed where the rules trim.
 */
export function checkSignUpForm(input: SignUpFormInput): {
  values: SignUpFormValues;
  failures: Array<FieldFailure<string>>;
} {
  const { values, failures }: { values: SignUpFormValues; failures: Array<FieldFailure<string>> } = checkForm(
    signUpRules,
    input,
  );
  const mobileNumber = input.mobileNumber.trim();
  if (mobileNumber !== '' && !NZ_MOBILE.test(mobileNumber.replace(/[\s()-]/g, ''))) {
    failures.push({ field: 'mobileNumber', id: MOBILE_INVALID });
  }
  for (const id of passwordConfirmationFailures(input.password, input.confirmPassword)) {
    failures.push({ field: 'confirmPassword', id });
  }
  return { values: { ...values, mobileNumber }, failures };
}
