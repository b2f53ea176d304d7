/**
 * Form validation rules (SPEC §5) as zod 4 schemas, for code that parses with zod (the server side, the
 * validate* functions below). Each rule is defined once, zod-free, in form-rules.ts (the browser forms run
 * those through react-hook-form, issue 7 lean render path); the schemas here are built from those rules,
 * and their issue messages are CoreMessage ids. Built with `zod/mini`: its functions tree-shake.
 */
import * as z from 'zod/mini';
import { deliveryAddressRules } from './address-rules.ts';
import {
  AUTO_TOP_UP_AMOUNT_MAX_DOLLARS,
  AUTO_TOP_UP_AMOUNT_MIN_DOLLARS,
  AUTO_TOP_UP_DAYS_MAX,
  AUTO_TOP_UP_DAYS_MIN,
  TOP_UP_MIN_EXCLUSIVE_CENTS,
  VOUCHER_CODE_LENGTH,
} from './constants.ts';
import { type CoreMessage, coreMessage } from './core-message.ts';
import type { FieldRule } from './field-rules.ts';
import {
  emailRule,
  enteredPasswordRule,
  newPasswordRule,
  passwordConfirmationFailures,
  passwordRuleFailures,
  signInRules,
  signUpRules,
} from './form-rules.ts';
import { type CoreMessageId, coreMessages } from './messages.ts';
import { authDisplayName, displayName, splitAuthDisplayName } from './names.ts';
import { ZOD_CONFIG } from './zod-config.ts';

z.config(ZOD_CONFIG);

/** Re-exported for the callers of this module (defined, zod-free, in form-rules.ts and names.ts). */
export { authDisplayName, displayName, passwordRuleFailures, splitAuthDisplayName };

export type FieldError = { field: string; message: CoreMessage };
export type ValidationResult = { ok: true } | { ok: false; errors: FieldError[] };

/** A zod check reporting a rule's failures (form-rules.ts) as issues whose messages are the ids, in order. */
const byRule = <T>(rule: FieldRule<T>) =>
  z.superRefine<T>((value, ctx) => {
    for (const id of rule.check(value)) ctx.addIssue({ code: 'custom', message: id });
  });

/** A string schema of a rule: trimmed first when the rule says so (the output is then trimmed too). */
const stringBy = (rule: FieldRule<string>) =>
  rule.trim ? z.string().check(z.trim(), byRule(rule)) : z.string().check(byRule(rule));

/** A new password (SPEC §5); issue messages are CoreMessage ids. */
export const passwordSchema = stringBy(newPasswordRule);

/** E-mail: trimmed, required, valid format (form-rules `EMAIL_PATTERN`, zod's e-mail pattern). */
export const emailSchema = stringBy(emailRule);

/** Sign-in (SPEC §5): e-mail and password present. */
export const signInSchema = z.object({
  email: stringBy(signInRules.email),
  password: stringBy(signInRules.password),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * Sign-up (SPEC §5): e-mail, new password, first and last name (trimmed), terms and privacy accepted.
 * NotifySpecialOffers / NotifyNewsletters choices are optional booleans (SPEC §7 register).
 */
export const signUpSchema = z.object({
  email: stringBy(signUpRules.email),
  password: stringBy(signUpRules.password),
  firstName: stringBy(signUpRules.firstName),
  lastName: stringBy(signUpRules.lastName),
  acceptTerms: z.boolean().check(byRule(signUpRules.acceptTerms)),
  acceptPrivacy: z.boolean().check(byRule(signUpRules.acceptPrivacy)),
  notifySpecialOffers: z.optional(z.boolean()),
  notifyNewsletters: z.optional(z.boolean()),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

/**
 * Password change (SPEC §5): current password re-entered, new password valid and different from the
 * old one, confirmation matches.
 */
export const passwordChangeSchema = z
  .object({
    oldPassword: stringBy(enteredPasswordRule('core.validation.password.currentRequired')),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.oldPassword.length > 0 && v.newPassword === v.oldPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'core.validation.password.sameAsOld',
        });
      }
      for (const id of passwordConfirmationFailures(v.newPassword, v.confirmPassword)) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: id });
      }
    }),
  );
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/**
 * E-mail change (SPEC §5): new e-mail valid, confirmation matches, differs from the current one
 * (case-insensitive), current password re-entered.
 */
export const emailChangeSchema = z
  .object({
    currentEmail: z.string(),
    email: emailSchema,
    confirmEmail: z.string().check(z.trim()),
    password: stringBy(enteredPasswordRule('core.validation.password.currentRequired')),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.confirmEmail.toLowerCase() !== v.email.toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'core.validation.email.mismatch' });
      }
      if (v.email.toLowerCase() === v.currentEmail.trim().toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'core.validation.email.sameAsCurrent' });
      }
    }),
  );
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** Voucher code (SPEC §5): exactly 13 digits once spaces and hyphens are removed. */
export const voucherSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => normalizeVoucherCode(v)),
  ),
  z
    .string()
    .check(
      z.regex(new RegExp(`^\\d{${VOUCHER_CODE_LENGTH}}$`), { error: 'core.validation.voucher.invalid' }),
    ),
);

/** A whole number min..max (numeric strings accepted); `error` for anything else. */
const wholeNumber = (min: number, max: number, error: CoreMessageId) =>
  z.coerce.number({ error }).check(z.multipleOf(1, { error }), z.gte(min, { error }), z.lte(max, { error }));

/** Auto top-up (SPEC §5): whole days 1..99, whole dollars 1..999. */
export const autoTopUpSchema = z.object({
  days: wholeNumber(AUTO_TOP_UP_DAYS_MIN, AUTO_TOP_UP_DAYS_MAX, 'core.validation.autoTopUp.days'),
  amount: wholeNumber(
    AUTO_TOP_UP_AMOUNT_MIN_DOLLARS,
    AUTO_TOP_UP_AMOUNT_MAX_DOLLARS,
    'core.validation.autoTopUp.amount',
  ),
});

/** Delivery address (SPEC §5): at least street, city and postcode. */
export const deliveryAddressSchema = z.object({
  street: stringBy(deliveryAddressRules.street),
  city: stringBy(deliveryAddressRules.city),
  postcode: stringBy(deliveryAddressRules.postcode),
});

// ---------------------------------------------------------------------------------------------

/** Runs a schema and turns zod issues into CoreMessage field errors (field = dotted path, '' for root). */
export function validateWith(schema: z.ZodMiniType, input: unknown): ValidationResult {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: { id: isValidationId(issue.message) ? issue.message : 'core.validation.required' },
    })),
  };
}

/** A validation message id of the core catalogue (defined once there: every `core.validation.*` id). */
const isValidationId = (id: string): id is CoreMessageId =>
  id.startsWith('core.validation.') && Object.hasOwn(coreMessages, id);

/** A new password (SPEC §5); errors on field "password". */
export function validatePassword(password: string): ValidationResult {
  const failures = passwordRuleFailures(password);
  return failures.length === 0
    ? { ok: true }
    : { ok: false, errors: failures.map((id) => ({ field: 'password', message: coreMessage(id) })) };
}

/** Password change (SPEC §5); fields oldPassword, newPassword, confirmPassword. */
export function validatePasswordChange(input: PasswordChangeInput): ValidationResult {
  return validateWith(passwordChangeSchema, input);
}

/** E-mail format (SPEC §5); field "email". */
export function validateEmail(email: string): ValidationResult {
  return validateWith(z.object({ email: emailSchema }), { email });
}

/** E-mail change (SPEC §5); fields currentEmail, email, confirmEmail, password. */
export function validateEmailChange(input: EmailChangeInput): ValidationResult {
  return validateWith(emailChangeSchema, input);
}

/** Sign-up (SPEC §5); fields email, password, firstName, lastName, acceptTerms, acceptPrivacy. */
export function validateSignUp(input: SignUpInput): ValidationResult {
  return validateWith(signUpSchema, input);
}

/** Sign-in (SPEC §5): e-mail and password present; fields email, password. */
export function validateSignIn(input: SignInInput): ValidationResult {
  return validateWith(signInSchema, input);
}

/** Voucher code with spaces and hyphens removed ("1234 5678-90123" -> "1234567890123"). */
export function normalizeVoucherCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** Voucher code (SPEC §5): 13 digits after normalizeVoucherCode; field "code". */
export function validateVoucherCode(code: string): ValidationResult {
  return validateWith(z.object({ code: voucherSchema }), { code });
}

/** Auto top-up (SPEC §5): days 1..99 and amount 1..999 whole dollars; fields days, amount. */
export function validateAutoTopUp(input: { days: unknown; amount: unknown }): ValidationResult {
  return validateWith(autoTopUpSchema, input);
}

/** One-off top-up (SPEC §5): amount in cents must exceed 99 ($0.99); field "amount". */
export function validateTopUpCents(cents: number): ValidationResult {
  if (!Number.isFinite(cents) || !Number.isInteger(cents)) {
    return {
      ok: false,
      errors: [{ field: 'amount', message: coreMessage('core.validation.amount.invalid') }],
    };
  }
  return cents > TOP_UP_MIN_EXCLUSIVE_CENTS
    ? { ok: true }
    : { ok: false, errors: [{ field: 'amount', message: coreMessage('core.validation.topUp.minimum') }] };
}

/** Delivery address (SPEC §5): street, city and postcode present; fields street, city, postcode. */
export function validateDeliveryAddress(input: {
  street?: string;
  city?: string;
  postcode?: string;
}): ValidationResult {
  return validateWith(deliveryAddressSchema, {
    street: input.street ?? '',
    city: input.city ?? '',
    postcode: input.postcode ?? '',
  });
}
