/**
 * The domain enums of SPEC §3, §4, §6 and §9, defined once: every other package (manifest schema, block
 * config schemas, api contract, portal, generator) imports them from here. Kept apart from the numeric
 * constants so the first-loaded bundle pulls only the few it reads.
 */

/** Interface languages; en is default and fallback (SPEC §1, §9). */
export const LANGUAGES = /* @__PURE__ */ Object.freeze(['en', 'mi-NZ'] as const);
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A short text in every interface language; `en` is required because it is the fallback (SPEC §5, §9). */
export type LocalizedText = { en: string } & { [L in Exclude<Language, 'en'>]?: string | undefined };

/** The text of `text` in `locale`, falling back to English (SPEC §5 "Language falls back to English"). */
export function localizedText(text: LocalizedText, locale: string): string {
  if (locale === DEFAULT_LANGUAGE) return text.en;
  return text[locale as Exclude<Language, 'en'>] ?? text.en;
}

/**
 * Plan types offered (SPEC §9 "Available plan types: postpay, prepay, PAYG"), in the order a portal lists
 * them (the `/plans/{type}` switcher, the manifest default of `plans.types`).
 */
export const PLAN_TYPES = /* @__PURE__ */ Object.freeze(['prepay', 'postpay', 'payg'] as const);
export type PlanType = (typeof PLAN_TYPES)[number];
/** Account types (SPEC §6 "Account types: prepay, postpay, payg, UFB"); `ufb` is a fibre account. */
export const ACCOUNT_TYPES = /* @__PURE__ */ Object.freeze([...PLAN_TYPES, 'ufb'] as const);
export type AccountKind = (typeof ACCOUNT_TYPES)[number];
/** Catalogue product types (SPEC §3 Catalog entry ProductType). */
export const PRODUCT_TYPES = /* @__PURE__ */ Object.freeze([
  'prepaymobileAddon',
  'postpaymobile',
  'postpaymobileAddon',
] as const);
export type CatalogProductType = (typeof PRODUCT_TYPES)[number];

/** Build environments (SPEC §2 "non-production only", §6 environment switches). */
export const ENVIRONMENTS = /* @__PURE__ */ Object.freeze(['production', 'staging', 'development'] as const);
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Customer and mobile group modes (SPEC §6 "customer and mobile groups (mode ALL, CUSTOMER or MOBILE)");
 * `false` (no groups) is the switch's off value.
 */
export const GROUP_MODES = /* @__PURE__ */ Object.freeze(['ALL', 'CUSTOMER', 'MOBILE'] as const);
export type GroupMode = (typeof GROUP_MODES)[number];

/** Show-plans modes besides on/off (SPEC §6 "show plans (true, or local with stored flag)", §9). */
export const SHOW_PLANS_LOCAL = 'local';

/** When a plan change takes effect (SPEC §4 "Change mode per product type is NOW, LATER or BOTH"). */
export const PLAN_CHANGE_MODES = /* @__PURE__ */ Object.freeze(['NOW', 'LATER', 'BOTH'] as const);
export type PlanChangeMode = (typeof PLAN_CHANGE_MODES)[number];
/** Broadband plan type (SPEC §9). */
export const BROADBAND_PLAN_TYPE = 'broadband';

// The e-shop's enums (order statuses and their colour tokens, cart item types, eSIM states, address type; SIM
// colour themes) are in eshop.ts, the e-shop's own module: this module's chunk is loaded by every page, and an
// enum here that any lazy chunk reads stays in it (issue 7 home-route ceiling; measured +68 B for issue 11's).

/** Invoice statuses, compared case-insensitively (SPEC §3, §4). DUE and OVERDUE are outstanding. */
export const INVOICE_STATUSES = /* @__PURE__ */ Object.freeze([
  'OPEN',
  'PAID',
  'DUE',
  'OVERDUE',
  'VOID',
] as const);
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
