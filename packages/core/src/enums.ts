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

/** Order statuses (SPEC §4). */
export const ORDER_STATUSES = /* @__PURE__ */ Object.freeze([
  'CONFIRMED',
  'PAID',
  'PROCESSING',
  'COMPLETED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'FAILED',
  'CANCELED',
  'UNKNOWN',
  'CART',
] as const);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Semantic colour token of each order status (SPEC §4 "each has a colour"): the name of a theme token of
 * packages/ui (`--success`, `--warning`, `--destructive`, `--primary`, `--muted`), never a hex value, so every
 * brand colours statuses with its own palette.
 */
export const ORDER_STATUS_TONES = /* @__PURE__ */ Object.freeze({
  CONFIRMED: 'primary',
  PAID: 'primary',
  PROCESSING: 'warning',
  COMPLETED: 'success',
  PARTIALLY_SHIPPED: 'warning',
  SHIPPED: 'success',
  FAILED: 'destructive',
  CANCELED: 'destructive',
  UNKNOWN: 'muted',
  CART: 'muted',
} as const satisfies Record<OrderStatus, 'primary' | 'success' | 'warning' | 'destructive' | 'muted'>);
export type OrderStatusTone = (typeof ORDER_STATUS_TONES)[OrderStatus];

/** Cart v2 item Type (SPEC §3 cart item): a physical product (SIM card) or a virtual one (eSIM, plan). */
export const CART_ITEM_TYPES = /* @__PURE__ */ Object.freeze(['TYPE_PRODUCT', 'TYPE_VIRTUAL'] as const);
export type CartItemType = (typeof CART_ITEM_TYPES)[number];
/** Cart v2 item VirtualType (SPEC §3): an eSIM or a plan line; empty for a physical product. */
export const CART_VIRTUAL_TYPES = /* @__PURE__ */ Object.freeze(['VT_ESIM', 'VT_PLAN'] as const);
export type CartVirtualType = (typeof CART_VIRTUAL_TYPES)[number];
/** Older cart (v1) item types (SPEC §3 "type (sim, esim, plan, mobile)"). */
export const CART_V1_ITEM_TYPES = /* @__PURE__ */ Object.freeze(['sim', 'esim', 'plan', 'mobile'] as const);
export type CartV1ItemType = (typeof CART_V1_ITEM_TYPES)[number];
/**
 * eSIM profile states of an order's eSIM (SPEC §7 GET /eshop/orders-esim-status; the names are the GSMA SM-DP+
 * download states): RELEASED — ready to download with the activation code; DOWNLOADED — fetched by a device;
 * INSTALLED — installed and enabled.
 */
export const ESIM_STATUSES = /* @__PURE__ */ Object.freeze(['RELEASED', 'DOWNLOADED', 'INSTALLED'] as const);
export type EsimStatus = (typeof ESIM_STATUSES)[number];
/** Delivery address type (SPEC §3, §7 "AddressType DELIVERY"). */
export const ADDRESS_TYPES = /* @__PURE__ */ Object.freeze(['DELIVERY'] as const);
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Invoice statuses, compared case-insensitively (SPEC §3, §4). DUE and OVERDUE are outstanding. */
export const INVOICE_STATUSES = /* @__PURE__ */ Object.freeze([
  'OPEN',
  'PAID',
  'DUE',
  'OVERDUE',
  'VOID',
] as const);
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
