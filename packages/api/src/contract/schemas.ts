import { PRODUCT_TYPES, ZOD_CONFIG } from '@telco-portal/core';
import * as z from 'zod';

// No `new Function` in the browser (a development client validates with these): core's ZOD_CONFIG.
z.config(ZOD_CONFIG);

/**
 * Wire schemas of the provider API (SPEC §3 field names, including the API's own misspellings such as
 * `OrigianlPrice`).
 *
 * Timestamps in nanoseconds (`…Nanos`, billing-cycle `From`/`Upto`, histogram ranges) exceed 2^53, so
 * they travel as decimal STRINGS and are typed `string` here. Convert with `BigInt(value)` when doing
 * arithmetic; `Number(BigInt(value) / 1_000_000n)` gives milliseconds for `new Date(...)`.
 * Money is integer cents (NZD, GST inclusive, SPEC §9). Data amounts are MB unless stated.
 */

/** Nanoseconds since the Unix epoch as a decimal string (may exceed 2^53). */
export const nanos = z.string().regex(/^\d+$/, 'expected nanoseconds as a decimal string');

/** Integer cents (NZD). */
export const cents = z.number().int();

// ---------------------------------------------------------------------------------------------------
// Request limits (issue 8: bad input is a 400 with a clear message, never a 500)

/**
 * Longest accepted value of each kind of request string (characters). Every string a request carries
 * (params, query, body) has one; `contract.test.ts` fails for a request string without `.max()`.
 */
export const LIMITS = {
  /** RFC 5321: 254 characters in a forward path. */
  email: 254,
  /** Passwords: argon2id hashes any length; 256 keeps a request from making the server hash megabytes. */
  password: 256,
  /** First / last name. (SPEC §9's 33/20 are display rules, not input limits.) */
  name: 100,
  /** Mobile number as typed (E.164 has at most 15 digits, plus spaces and a plus). */
  mobileNumber: 32,
  externalRef: 100,
  /** UUIDs and other identifiers in paths and bodies. */
  id: 64,
  /** JWTs, social id tokens, AuthCode (password or token). */
  token: 4096,
  /** Reset codes, verification secrets, setup-intent client secrets. */
  code: 256,
  /** Free labels such as ProductType. */
  label: 64,
  /** Card number as typed (digits, spaces, dashes). */
  cardNumber: 32,
} as const;

/** C0 and C1 control characters (NUL, line feeds, escape…) and DEL: refused in every request string. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair without the other half (not valid Unicode; Postgres refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A request string of `min` (default 0) to `max` characters without control characters or lone surrogates (which
 * Postgres refuses). Messages say what is wrong so the 400 is clear.
 */
export function text(max: number, min = 0) {
  return z
    .string()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'must not contain control characters (such as NUL)')
    .refine((v) => !LONE_SURROGATE.test(v), 'must be valid Unicode text');
}

/** Largest value of a Postgres bigint: nanosecond inputs above it are refused. */
const MAX_BIGINT = 9_223_372_036_854_775_807n;

/** Nanoseconds in a request: digits only, at most 19, within a signed 64-bit integer. */
export const nanosInput = z
  .string()
  .max(19, 'must be at most 19 digits')
  .regex(/^\d+$/, 'expected nanoseconds as a decimal string')
  .refine((v) => BigInt(v) <= MAX_BIGINT, 'must fit a 64-bit integer');

/** An identifier (UUID and the like) in a path or body. */
export const idInput = text(LIMITS.id, 1);

// ---------------------------------------------------------------------------------------------------
// Errors (SPEC §8)

/**
 * Error body the sandbox sends (and the client reads). The client extracts the text in SPEC §8 order:
 * `err_message`, `message`, `error.message`, the thrown error's own message, then 'unknown error'.
 * `err_number` (or `error.number`) 1002 marks a 401 that must NOT log the user out (failed sign-in).
 */
export const errorBodySchema = z.looseObject({
  err_message: z.string().optional(),
  err_code: z.string().optional(),
  err_number: z.number().optional(),
  message: z.string().optional(),
  error: z.looseObject({ message: z.string().optional(), number: z.number().optional() }).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Auth (SPEC §3 Auth data, §7 Auth and profile)

export const identityProviderSchema = z.enum([
  'LOCAL',
  'FIREBASE',
  'FACEBOOK',
  'APPLE',
  'GOOGLE',
  'JWT_REFRESH',
]);
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

/** One role of the signed-in identity: access to one customer account (SPEC §3 roles). */
export const authRoleSchema = z.object({
  CustomerUUID: z.string(),
  /** Role name; the sandbox uses 'OWNER'. Named permission roles are not shown in SPEC §6. */
  Role: z.string(),
});
export type AuthRole = z.infer<typeof authRoleSchema>;

/** Auth data (SPEC §3). `JWTExpiry` is unix SECONDS. */
export const authDataSchema = z.object({
  JWT: z.string().min(1),
  JWTExpiry: z.number().int(),
  UUID: z.string(),
  SPID: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MobileNumber: z.string(),
  IdentityProvider: identityProviderSchema,
  AuthID: z.string(),
  roles: z.array(authRoleSchema),
});
export type AuthData = z.infer<typeof authDataSchema>;

/**
 * Body of POST /v2/:spid/auth. LOCAL: `AuthID` e-mail + `AuthCode` password. JWT_REFRESH: `AuthCode` is a
 * still-valid JWT. Social providers use `AuthCode` (id token) or `AuthNonce`.
 */
export const authRequestSchema = z.object({
  IdentityProvider: identityProviderSchema,
  AuthID: text(LIMITS.email).optional(),
  AuthCode: text(LIMITS.token).optional(),
  AuthNonce: text(LIMITS.code).optional(),
  IncludeRoles: z.boolean().optional(),
});
export type AuthRequest = z.infer<typeof authRequestSchema>;

/** 2 if opted in, else 0 (SPEC §7 Register). */
export const notifyFlagSchema = z.union([z.literal(0), z.literal(2)]);

/** Body of POST /v2/:spid/auth/register (SPEC §7 "Register adds …"). LOCAL only in the sandbox. */
export const registerRequestSchema = authRequestSchema.extend({
  Email: text(LIMITS.email),
  MobileNumber: text(LIMITS.mobileNumber).optional(),
  FirstName: text(LIMITS.name),
  LastName: text(LIMITS.name),
  NotifySpecialOffers: notifyFlagSchema,
  NotifyNewsletters: notifyFlagSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Body of POST /v2/:spid/auth_check. */
export const authCheckRequestSchema = z.object({
  IdentityProvider: identityProviderSchema,
  AuthID: text(LIMITS.email),
});
/** Response of auth_check (shape chosen here; SPEC §7 does not show it). */
export const authCheckResponseSchema = z.object({
  IdentityProvider: identityProviderSchema,
  AuthID: z.string(),
  Exists: z.boolean(),
});
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

/**
 * PUT /v2/:spid/auth/LOCAL/:authId. `CurrentPassword` is required (SPEC §5 "changing password or e-mail
 * requires re-entering the current password"); a wrong one is 400 'old_password_invalid' ('old password is
 * invalid', SPEC §8). Success ends every other session of the identity (the answer carries a fresh token).
 */
export const changePasswordRequestSchema = z.object({
  Password: text(LIMITS.password),
  CurrentPassword: text(LIMITS.password),
});
export const changePasswordResponseSchema = z.object({
  IdentityProvider: identityProviderSchema,
  AuthID: z.string(),
  UpdatedAtNanos: nanos,
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/**
 * Password-reset request (SPEC §1 "recover password"; path and shape chosen here, SPEC §7 lists password
 * reset only as an identity operation). The answer is the same whether or not the address has an
 * account (no account enumeration).
 */
export const passwordResetRequestSchema = z.object({ Email: text(LIMITS.email) });
export const passwordResetRequestedSchema = z.object({
  /** Always true: says nothing about whether the address has an account. */
  Sent: z.boolean(),
});

/** Password-reset confirmation: the code from the e-mailed link and the new password (SPEC §5 rules). */
export const passwordResetConfirmSchema = z.object({
  Code: text(LIMITS.code),
  Password: text(LIMITS.password),
});

/**
 * Password-reset link check (Firebase `verifyPasswordResetCode` semantics; path chosen here): the code of the
 * e-mailed link, checked when the reset page opens so a used or expired link says so before any typing.
 */
export const passwordResetCheckSchema = z.object({ Code: text(LIMITS.code) });
/** A usable reset code: the LOCAL identity (its e-mail, the AuthID) it resets. Nothing is changed or used up. */
export const passwordResetCheckedSchema = z.object({
  IdentityProvider: z.literal('LOCAL'),
  AuthID: z.string(),
});
export type PasswordResetChecked = z.infer<typeof passwordResetCheckedSchema>;

/**
 * POST /v2/:spid/auth/logout (path chosen here; SPEC §4 logout names no server call): ends every session of
 * the identity the JWT belongs to (its token version is bumped). Like an OAuth revocation endpoint (RFC 7009)
 * it answers 200 also for a token that is already invalid, so signing out never fails.
 */
export const logoutRequestSchema = z.object({ JWT: text(LIMITS.token) });
export const logoutResponseSchema = z.object({
  /** True when a live session was ended; false when the token was already invalid. */
  LoggedOut: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------
// Customer (SPEC §3 Account)

export const accountStateSchema = z.enum(['Active', 'Suspended']);
export type AccountState = z.infer<typeof accountStateSchema>;

/** Customer record (SPEC §3 Account). Client-side composites (services, info, cards…) are not on the wire. */
export const customerSchema = z.object({
  UUID: z.string(),
  SPID: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MobileNumber: z.string(),
  ExternalRef5: z.string(),
  EmailVerified: z.boolean(),
  AccountState: accountStateSchema,
  CreatedAtNanos: nanos,
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * PUT /customer/:uuid — every field optional; changing Email resets EmailVerified to false, needs
 * `CurrentPassword` (SPEC §5; 400 'current_password_required' / 'old_password_invalid') and ends the other
 * sessions of the identities holding the account.
 */
export const customerUpdateSchema = z.object({
  FirstName: text(LIMITS.name).optional(),
  LastName: text(LIMITS.name).optional(),
  ExternalRef5: text(LIMITS.externalRef).optional(),
  Email: text(LIMITS.email).optional(),
  CurrentPassword: text(LIMITS.password).optional(),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** Response of email_verification/send and /resend: the address the message went to. */
export const emailVerificationSentSchema = z.object({ Sent: z.boolean(), Email: z.string() });
export const emailVerificationConfirmQuerySchema = z.object({
  Secret: text(LIMITS.code),
  CustomerUUID: text(LIMITS.id),
});
export const emailVerificationConfirmedSchema = z.object({
  CustomerUUID: z.string(),
  EmailVerified: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------
// Catalogue (SPEC §3 Catalog entry, Price record, raw characteristics)

/** Catalogue product types (SPEC §3) — core's `PRODUCT_TYPES`. */
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Availability of a catalogue entry (SPEC §3). `RetailCents` is the price in cents. */
export const availabilitySchema = z.object({
  UUID: z.string(),
  Available: z.boolean(),
  Priority: z.number().int(),
  RetailCents: cents,
  ProductCatalogEntryUUID: z.string(),
  RetailName: z.string(),
  RetailDescription: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * Catalogue entry (SPEC §3). `Characteristics` values are all STRINGS on the wire: 'IsBasePlan',
 * 'IsAddon', 'AllowAutoRenew' ('true'/'false'), 'IsPAYG' (sandbox: marks pay-as-you-go base plans) and the
 * `ocs.*` keys of SPEC §3 (allowances as numbers in text: data in MB, voice in minutes; rules
 * 'Unlimited' | 'CasualRate' | 'Throttled'; speed limits and throttle like '20M' or '1.2M' (shown
 * with 'bps' appended, SPEC §9); intervals like '30 days' or '1 day').
 */
export const catalogEntrySchema = z.object({
  UUID: z.string(),
  Name: z.string(),
  ProductType: productTypeSchema,
  CreatedAtNanos: nanos,
  Characteristics: z.record(z.string(), z.string()),
  Availabilities: z.array(availabilitySchema),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

/** Amount applied in one offer period (index 0 = 1st period). Cents. */
export const amountInPeriodSchema = z.object({
  DiscountedAmount: cents.optional(),
  CreditAmount: cents.optional(),
});

/** Price record (SPEC §3), all amounts in cents. `ProductID` is the catalogue entry UUID. */
export const priceRecordSchema = z.object({
  ProductID: z.string(),
  OrigianlPrice: cents,
  DiscountedPrice: cents,
  CreditPrice: cents,
  AppliedOfferID: z.string(),
  AmountInPeriod: z.array(amountInPeriodSchema),
});
export type PriceRecord = z.infer<typeof priceRecordSchema>;

export const catalogEntriesRequestSchema = z.object({
  ProductTypeList: z.array(productTypeSchema).max(productTypeSchema.options.length * 2),
  /** SPEC §9: catalogue page size 1000 (also the largest page answered). */
  SearchOptions: z.object({ PageSize: z.number().int().min(1).max(1000) }),
  CustomerInfo: z.object({ ID: text(LIMITS.id) }).optional(),
  ProductInfo: z.object({ ProductType: text(LIMITS.label), ProductInstanceUUID: text(LIMITS.id) }).optional(),
});
export type CatalogEntriesRequest = z.infer<typeof catalogEntriesRequestSchema>;

export const catalogEntriesResponseSchema = z.object({
  Entries: z.array(catalogEntrySchema),
  Prices: z.array(priceRecordSchema),
});
export type CatalogEntriesResponse = z.infer<typeof catalogEntriesResponseSchema>;

export const postpayPlansResponseSchema = z.object({ PostpayPlansTab: z.array(catalogEntrySchema) });
export const prepayPlansResponseSchema = z.object({ PrepayAddons: z.array(catalogEntrySchema) });

// ---------------------------------------------------------------------------------------------------
// Mobile products (SPEC §3 Mobile product, Addon, Prepay product; §4 Status and PortingState)

/** Add-on on a product. Nanos as strings; allowances as on the catalogue entry. */
export const productAddonSchema = z.object({
  UUID: z.string(),
  Name: z.string(),
  ProductCatalogEntryUUID: z.string(),
  ProductAvailabilityUUID: z.string(),
  CreatedAtNanos: nanos,
  ExpiresAtNanos: nanos,
  AllowAutoRenew: z.boolean(),
  EndAfterCycleCount: z.number().int(),
  IsBasePlan: z.boolean(),
});
export type ProductAddon = z.infer<typeof productAddonSchema>;

/**
 * Mobile product of a customer (SPEC §3). `MSISDN` without the leading '+' (shown with one). `Status`:
 * below 4 not activated, 4 active, above 4 not active (SPEC §4). `BillingReference` starts with prepay,
 * payg or postpay. Totals: data MB, voice minutes, SMS/MMS counts. `MainBalCreditCents` cents.
 */
export const mobileProductSchema = z.object({
  UUID: z.string(),
  CustomerUUID: z.string(),
  IMSI: z.string(),
  SIMID: z.string(),
  MSISDN: z.string(),
  Status: z.number().int(),
  BillingReference: z.string(),
  ProductCatalogUUID: z.string(),
  CreatedAtNanos: nanos,
  PortingState: z.number().int(),
  Addons: z.array(productAddonSchema),
  TotalDataMB: z.number(),
  TotalMMS: z.number(),
  TotalSMS: z.number(),
  TotalVoiceMinutes: z.number(),
  TotalIDDSMS: z.number(),
  TotalIDDVoiceMinutes: z.number(),
  MainBalCreditCents: cents,
});
export type MobileProduct = z.infer<typeof mobileProductSchema>;

export const mobileProductsResponseSchema = z.object({ MobileProducts: z.array(mobileProductSchema) });

/** Prepay product (SPEC §3): credit in cents, credit expiry nanos, add-ons under `AddOns` (capital O). */
export const prepayProductSchema = z.object({
  UUID: z.string(),
  CustomerUUID: z.string(),
  MSISDN: z.string(),
  Status: z.number().int(),
  BillingReference: z.string(),
  CreditCents: cents,
  CurrencyCreditExpiresAtNanos: nanos,
  CreatedAtNanos: nanos,
  AddOns: z.array(productAddonSchema),
});
export type PrepayProduct = z.infer<typeof prepayProductSchema>;

/** Postpay product. `BillingCycleDays` 7 or 28 (SPEC §9 bill cycle options). */
export const postpayProductSchema = z.object({
  UUID: z.string(),
  CustomerUUID: z.string(),
  MSISDN: z.string(),
  Status: z.number().int(),
  BillingReference: z.string(),
  ProductCatalogUUID: z.string(),
  CreatedAtNanos: nanos,
  Addons: z.array(productAddonSchema),
  BillingCycleDays: z.number().int(),
});
export type PostpayProduct = z.infer<typeof postpayProductSchema>;

// ---------------------------------------------------------------------------------------------------
// Balances and usage (SPEC §3 Usage entry, Postpay balance, billing cycles; §9 histogram)

/**
 * One allowance (SPEC §3). Units by key: Data MB, Mins/IDDMins minutes, TXTs/IDDTXTs/PXTs messages.
 * `UsageRule` 'Unlimited' | 'CasualRate' | 'Throttled'.
 */
export const usageEntrySchema = z.object({
  CarryOverAmount: z.number(),
  RemainingAmount: z.number(),
  UsageRule: z.string(),
});
export type UsageEntry = z.infer<typeof usageEntrySchema>;

const usageKeys = {
  Data: usageEntrySchema,
  Mins: usageEntrySchema,
  IDDMins: usageEntrySchema,
  TXTs: usageEntrySchema,
  IDDTXTs: usageEntrySchema,
  PXTs: usageEntrySchema,
};

/** Prepay balance: the six usage keys (map to data, voice, idd_voice, sms, idd_sms, mms) plus credit. */
export const prepayBalanceSchema = z.object({
  ...usageKeys,
  CreditCents: cents,
  CurrencyCreditExpiresAtNanos: nanos,
});
export type PrepayBalance = z.infer<typeof prepayBalanceSchema>;

export const postpayBalanceRequestSchema = z.object({ CustomerUUID: idInput, UUID: idInput });
/** Postpay balance: `Value` = amount of the current bill so far in cents, plus the six usage keys. */
export const postpayBalanceSchema = z.object({ Value: cents, ...usageKeys });
export type PostpayBalance = z.infer<typeof postpayBalanceSchema>;

export const billingCycleRangeSchema = z.object({ From: nanos, Upto: nanos });
/** GET /customer/:id/account. `Balance` cents (owed on postpay, credit on prepay). */
export const customerAccountSchema = z.object({
  Balance: cents,
  CurrentBillingCycle: billingCycleRangeSchema,
  NextBillingCycle: billingCycleRangeSchema,
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** Usage types of SPEC §3 Usage entry. */
export const usageTypeSchema = z.enum(['data', 'voice', 'sms', 'mms', 'idd_voice', 'idd_sms']);

/**
 * Body of POST /v2/:spid/usage/data/histogram (SPEC §7). `UsageType` is a sandbox extension (default
 * 'data'). Range and interval in nanoseconds (strings).
 */
export const usageHistogramRequestSchema = z.object({
  CustomerUUID: idInput,
  ProductInstanceUUID: idInput,
  ProductType: text(LIMITS.label),
  Range: z.object({ FirstNanos: nanosInput, FinalNanos: nanosInput }),
  IntervalNanos: nanosInput,
  UsageType: usageTypeSchema.optional(),
});

/**
 * One histogram bucket. `Value` units: data BYTES, voice SECONDS, messages count (the portal converts,
 * SPEC §9: data to the unit with 2 decimals, minutes = seconds / 60). Buckets without usage may be absent.
 */
export const usageBucketSchema = z.object({ StartNanos: nanos, EndNanos: nanos, Value: z.number() });
export type UsageBucket = z.infer<typeof usageBucketSchema>;
export const usageHistogramResponseSchema = z.object({
  result: z.object({ Buckets: z.array(usageBucketSchema) }),
});

// ---------------------------------------------------------------------------------------------------
// Guard data: payment methods and billing routes (SPEC §3)

/** Saved card (SPEC §3). Rank 1 is the default. `DeletedAtNanos` null when not deleted. */
export const paymentMethodSchema = z.object({
  UUID: z.string(),
  Rank: z.number().int(),
  CardType: z.string(),
  CardLast4: z.string(),
  Token: z.string(),
  CardExpiryMonth: z.number().int(),
  CardExpiryYear: z.number().int(),
  DeletedAtNanos: nanos.nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({ PaymentMethods: z.array(paymentMethodSchema) });

/**
 * Answer of POST /customer/{id}/setup-payment-method (SPEC §7 shows a GET; see API.md): the client secret of a
 * new setup intent (Stripe-shaped, `seti_…_secret_…`) that the payments adapter confirms with the card details.
 */
export const setupPaymentMethodResponseSchema = z.object({ SetupIntentClientSecret: z.string() });
export type SetupPaymentMethodResponse = z.infer<typeof setupPaymentMethodResponseSchema>;

/** PUT /customer/{id}/payment-methods/{cardId} (SPEC §7): `Rank: 1` makes the card the default. */
export const setDefaultPaymentMethodRequestSchema = z.object({ Rank: z.literal(1) });

/** Path params of one card of a customer. */
export const paymentMethodParams = z.object({ id: idInput, cardId: idInput });

export const billingRouteAccountSchema = z.object({ UUID: z.string(), Email: z.string() });

/**
 * Billing route (SPEC §3), seen from the requesting customer: RoutingType 'parent' = another account
 * (DebitAccount) pays for this one; 'child' = this account pays for CreditAccount. Amounts in cents;
 * `SpendCycle` 'daily' | 'weekly' | 'monthly', repeated `SpendCycleCount` times.
 */
export const billingRouteSchema = z.object({
  UUID: z.string(),
  Name: z.string(),
  RoutingType: z.enum(['parent', 'child']),
  SpendLimit: cents,
  SpendCycle: z.string(),
  SpendCycleCount: z.number().int(),
  RemainingSpendLimit: cents,
  DebitAccount: billingRouteAccountSchema,
  CreditAccount: billingRouteAccountSchema,
  RequestedByCustomerName: z.string(),
});
export type BillingRoute = z.infer<typeof billingRouteSchema>;
export const billingRoutesResponseSchema = z.object({ BillingRoutes: z.array(billingRouteSchema) });

// ---------------------------------------------------------------------------------------------------
// Shared param schemas

export const uuidParams = z.object({ uuid: idInput });
export const idParams = z.object({ id: idInput });

// --- Issue 10, billing part: invoices and receipts (SPEC §3 Invoice, Receipts; §4 statuses; §7) -------------

/** One line of a bill: what it is for and its amount in cents (GST included). */
export const billLineSchema = z.object({ Description: z.string(), AmountCents: z.number().int() });
export type BillLine = z.infer<typeof billLineSchema>;

/**
 * Invoice (SPEC §3): `Status` OPEN (the current period), DUE / OVERDUE (outstanding), PAID or VOID — compared
 * case-insensitively (core `invoiceStatusOf`). `Number` identifies it in `account/invoices/{number}` and the PDF
 * path. Amounts in cents, GST included (`AmountTaxCents` is the GST part); times in nanoseconds. SPEC §7 names
 * the list call, not its fields: the other names here are chosen in the SPEC's style.
 */
export const invoiceSchema = z.object({
  UUID: z.string(),
  Number: z.string(),
  Status: z.string(),
  PeriodFromNanos: nanos,
  PeriodUptoNanos: nanos,
  IssuedAtNanos: nanos,
  DueAtNanos: nanos,
  AmountCents: z.number().int(),
  AmountTaxCents: z.number().int(),
  Lines: z.array(billLineSchema),
  /** Cents paid towards this invoice so far (bill payments, SPEC §7); absent = 0. See core `invoiceDueCents`. */
  PaidCents: z.number().int().nonnegative().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/** GET /customer/{id}/invoice: newest first. */
export const invoicesResponseSchema = z.object({ Invoices: z.array(invoiceSchema) });

/** Receipt of a payment (SPEC §3 "Receipt list under Receipts"): amount in cents, paid card, the bill it paid. */
export const receiptSchema = z.object({
  UUID: z.string(),
  Number: z.string(),
  PaidAtNanos: nanos,
  AmountCents: z.number().int(),
  AmountTaxCents: z.number().int(),
  Description: z.string(),
  InvoiceNumber: z.string().nullable(),
  CardType: z.string(),
  CardLast4: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
/** GET /customer/{id}/receipt: newest first. */
export const receiptsResponseSchema = z.object({ Receipts: z.array(receiptSchema) });

/**
 * A downloaded file (SPEC §7 "blob"; §5 "downloaded file must be non-empty with a name"): what the client gives
 * for an endpoint with `binary: true` — the bytes, the file name from `Content-Disposition` and the type.
 */
export const downloadedFileSchema = z.object({
  FileName: z.string().min(1),
  ContentType: z.string(),
  // z.custom, not z.instanceof: zod 4.6's ZodInstanceOf brings its `.properties` check into zod's core, the chunk
  // every form route loads for its rules (+200 B gzipped on /sign-in for a schema only the validator runs).
  Data: z.custom<Blob>((value) => value instanceof Blob, { error: 'expected a Blob' }),
});
export type DownloadedFile = z.infer<typeof downloadedFileSchema>;

export const invoiceNumberParams = z.object({ id: idInput, number: idInput });
export const receiptUuidParams = z.object({ id: idInput, uuid: idInput });
