/**
 * The SPEC §5 form rules as plain functions, zod-free (issue 7 lean render path): the browser forms run
 * these (react-hook-form with a small resolver of blocks), and validation.ts builds its zod schemas from
 * the same rules, so each rule is defined once. A rule returns the CoreMessage ids its value fails, in
 * order ([] when it passes). Nothing here may import zod.
 */
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { type FieldRule, type FormRules, requiredTextRule } from './field-rules.ts';
import type { CoreMessageId } from './messages.ts';

/**
 * E-mail format (SPEC §5): zod 4's e-mail pattern (`z.regexes.email`, the one `z.email()` uses by
 * default), kept here so the rule runs without zod; form-rules.test.ts checks it is still zod's.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const NUMBER_OR_SYMBOL = /[\p{N}\p{P}\p{S}]/u;

/**
 * Password rule messages (SPEC §5): 10+ characters, an upper- and a lower-case letter, at least one
 * number or symbol. Returns every failed rule in that order; [] when valid. An empty password gives
 * only 'required'.
 */
export function passwordRuleFailures(password: string): CoreMessageId[] {
  if (password.length === 0) return ['core.validation.password.required'];
  const failures: CoreMessageId[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) failures.push('core.validation.password.tooShort');
  if (!UPPER.test(password)) failures.push('core.validation.password.needsUppercase');
  if (!LOWER.test(password)) failures.push('core.validation.password.needsLowercase');
  if (!NUMBER_OR_SYMBOL.test(password)) failures.push('core.validation.password.needsNumberOrSymbol');
  return failures;
}

/** A new password (SPEC §5): `passwordRuleFailures`, not trimmed. */
export const newPasswordRule: FieldRule<string> = { check: passwordRuleFailures };

/** A password typed to prove who you are (sign-in, current password): not empty; `id` when it is. */
export const enteredPasswordRule = (id: CoreMessageId): FieldRule<string> => ({
  check: (value) => (value.length === 0 ? [id] : []),
});

/** E-mail (SPEC §5): trimmed, required, `EMAIL_PATTERN`. Submitted trimmed. */
export const emailRule: FieldRule<string> = {
  trim: true,
  check: (value) => {
    const email = value.trim();
    if (email === '') return ['core.validation.email.required'];
    return EMAIL_PATTERN.test(email) ? [] : ['core.validation.email.invalid'];
  },
};

/** A box that must be ticked (terms, privacy); `id` when it is not. */
export const acceptedRule = (id: CoreMessageId): FieldRule<boolean> => ({
  check: (value) => (value === true ? [] : [id]),
});

/** A repeated new password (SPEC §5): must equal the password exactly ('mismatch' when it does not). */
export function passwordConfirmationFailures(password: string, confirmation: string): CoreMessageId[] {
  return confirmation === password ? [] : ['core.validation.password.mismatch'];
}

/** Sign-in (SPEC §5): e-mail and password present (the e-mail trimmed; its format is the server's call). */
export const signInRules = {
  email: requiredTextRule('core.validation.email.required'),
  password: enteredPasswordRule('core.validation.password.required'),
} as const satisfies FormRules<{ email: string; password: string }>;

/**
 * Sign-up (SPEC §5): e-mail, new password, first and last name (trimmed), terms and privacy accepted.
 */
export const signUpRules = {
  email: emailRule,
  password: newPasswordRule,
  firstName: requiredTextRule('core.validation.firstName.required'),
  lastName: requiredTextRule('core.validation.lastName.required'),
  acceptTerms: acceptedRule('core.validation.terms.required'),
  acceptPrivacy: acceptedRule('core.validation.privacy.required'),
} as const satisfies FormRules<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}>;
