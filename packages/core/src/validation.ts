/**
 * Form validation rules (SPEC §5). Each rule exists once, as a zod 4 schema whose issue messages are
 * CoreMessage ids (so forms can translate them, e.g. with @hookform/resolvers/zod); the validate*
 * functions run the same schemas and return CoreMessage errors. Built with `zod/mini` (issue 7 lean
 * render path): these rules run in the browser on the form routes, and mini's tree-shakable functions
 * cost a fraction of classic zod's methods, which all ship once one schema is built with them.
 */
import * as z from 'zod/mini';
import {
  AUTO_TOP_UP_AMOUNT_MAX_DOLLARS,
  AUTO_TOP_UP_AMOUNT_MIN_DOLLARS,
  AUTO_TOP_UP_DAYS_MAX,
  AUTO_TOP_UP_DAYS_MIN,
  DISPLAY_NAME_LIMIT,
  PASSWORD_MIN_LENGTH,
  TOP_UP_MIN_EXCLUSIVE_CENTS,
  VOUCHER_CODE_LENGTH,
} from './constants.ts';
import { type CoreMessage, type CoreMessageId, coreMessage, coreMessages } from './messages.ts';

/**
 * Global zod settings of every module that builds zod schemas which may run in a browser (these forms, the
 * API contract when a development client validates, the card form). `jitless`: zod never compiles a parser
 * with `new Function` — its eval probe alone set off a Trusted Types CSP report on the first parse
 * (issue 8's CSP forbids eval; issue 7). Each such module imports this and passes it to `z.config` at its
 * top, so the setting holds before any of its schemas parses, whichever module loads first.
 */
export const ZOD_CONFIG = { jitless: true } as const;
z.config(ZOD_CONFIG);

export type FieldError = { field: string; message: CoreMessage };
export type ValidationResult = { ok: true } | { ok: false; errors: FieldError[] };

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

/** A new password (SPEC §5); issue messages are CoreMessage ids. */
export const passwordSchema = z.string().check(
  z.superRefine((value, ctx) => {
    for (const id of passwordRuleFailures(value)) ctx.addIssue({ code: 'custom', message: id });
  }),
);

/** A trimmed string that must not be empty; `error` is the CoreMessage id of an empty one. */
const requiredTrimmed = (error: CoreMessageId) => z.string().check(z.trim(), z.minLength(1, { error }));

/** E-mail: trimmed, required, valid format (zod's e-mail pattern). */
export const emailSchema = z.pipe(
  requiredTrimmed('core.validation.email.required'),
  z.email({ error: 'core.validation.email.invalid' }),
);

/** Sign-in (SPEC §5): e-mail and password present. */
export const signInSchema = z.object({
  email: requiredTrimmed('core.validation.email.required'),
  password: z.string().check(z.minLength(1, { error: 'core.validation.password.required' })),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * Sign-up (SPEC §5): e-mail, new password, first and last name (trimmed), terms and privacy accepted.
 * NotifySpecialOffers / NotifyNewsletters choices are optional booleans (SPEC §7 register).
 */
export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredTrimmed('core.validation.firstName.required'),
  lastName: requiredTrimmed('core.validation.lastName.required'),
  acceptTerms: z.boolean().check(z.refine((v) => v, { error: 'core.validation.terms.required' })),
  acceptPrivacy: z.boolean().check(z.refine((v) => v, { error: 'core.validation.privacy.required' })),
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
    oldPassword: z.string().check(z.minLength(1, { error: 'core.validation.password.currentRequired' })),
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
      if (v.confirmPassword !== v.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'core.validation.password.mismatch',
        });
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
    password: z.string().check(z.minLength(1, { error: 'core.validation.password.currentRequired' })),
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
  street: requiredTrimmed('core.validation.address.street'),
  city: requiredTrimmed('core.validation.address.city'),
  postcode: requiredTrimmed('core.validation.address.postcode'),
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

/**
 * Display name (SPEC §5, §9): "First Last", or only the first name when the combined length of the
 * trimmed first and last names (separator not counted) exceeds 33 in the profile or 20 in the
 * account name. Missing parts are skipped.
 */
export function displayName(
  first: string | null | undefined,
  last: string | null | undefined,
  context: 'profile' | 'account',
): string {
  const f = first?.trim() ?? '';
  const l = last?.trim() ?? '';
  if (l === '') return f;
  if (f === '') return l;
  return f.length + l.length > DISPLAY_NAME_LIMIT[context] ? f : `${f} ${l}`;
}

/** Auth user displayName (SPEC §3): first and last name separated by a double space. */
export function authDisplayName(first: string | null | undefined, last: string | null | undefined): string {
  return `${first?.trim() ?? ''}  ${last?.trim() ?? ''}`;
}

/** Splits an auth user displayName ("First  Last") back into names; a single space also works. */
export function splitAuthDisplayName(name: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const text = name?.trim() ?? '';
  const doubleAt = text.indexOf('  ');
  const at = doubleAt >= 0 ? doubleAt : text.indexOf(' ');
  if (at < 0) return { firstName: text, lastName: '' };
  return { firstName: text.slice(0, at).trim(), lastName: text.slice(at).trim() };
}
