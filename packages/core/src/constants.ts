/**
 * Business constants and limits of SPEC §9 (and the few of §4/§5 that are numbers).
 * Every name carries its unit; money is in cents unless the name says dollars.
 */

/** Main API and intents client timeout, milliseconds (SPEC §7, §9: 65 s). */
export const API_TIMEOUT_MS = 65_000;
/** Redirects followed by the main API client (SPEC §9). */
export const API_MAX_REDIRECTS = 1;
/** Help-desk client timeout, milliseconds (SPEC §9: 10 s). */
export const HELPDESK_TIMEOUT_MS = 10_000;
/** Service provider id of onboarding and of this build (SPEC §9). */
export const DEFAULT_SPID = 2;

/** Minimum password length, characters (SPEC §5, §9). */
export const PASSWORD_MIN_LENGTH = 10;
/** Voucher code length, digits (SPEC §5, §9). */
export const VOUCHER_CODE_LENGTH = 13;

/** Auto top-up interval bounds, days inclusive (SPEC §5, §9). */
export const AUTO_TOP_UP_DAYS_MIN = 1;
export const AUTO_TOP_UP_DAYS_MAX = 99;
/** Auto top-up amount bounds, whole dollars inclusive (SPEC §5, §9). */
export const AUTO_TOP_UP_AMOUNT_MIN_DOLLARS = 1;
export const AUTO_TOP_UP_AMOUNT_MAX_DOLLARS = 999;
/** Default auto top-up record (SPEC §9): amount 0 dollars, 0 days, status off, type EVERY_DAY. */
export const AUTO_TOP_UP_DEFAULTS = /* @__PURE__ */ Object.freeze({
  amount: 0,
  days: 0,
  status: false,
  type: 'EVERY_DAY',
} as const);

/** A top-up must exceed this many cents: $0.99 (SPEC §5, §9). */
export const TOP_UP_MIN_EXCLUSIVE_CENTS = 99;
/** Minimum card charge, cents: $1.00 (SPEC §5, §9). */
export const MIN_CARD_CHARGE_CENTS = 100;
/**
 * Largest one-off top-up, cents: $999.00. SPEC sets no ceiling for a one-off top-up; this build uses the auto
 * top-up's (SPEC §5, §9: $1–$999) so a mistyped amount (9999) is refused before the card is charged.
 */
export const TOP_UP_MAX_CENTS = 99_900;
/**
 * Largest one bill payment, cents: $99,999.99. SPEC §7 sets no ceiling for POST /customer/{id}/payment; the
 * amount is also refused above what is outstanding, so this only bounds a mistyped or hostile number.
 */
export const BILL_PAYMENT_MAX_CENTS = 99_999_99;
/** Balance minimum, cents; below it a payment is refused with not_enough_balance (SPEC §5, §9). */
export const BALANCE_MIN_CENTS = 0;
/** Balance expiry after a top-up, days (SPEC §9: one year). */
export const BALANCE_EXPIRY_DAYS = 365;
/** Prepay credit expiry fallback after product creation, days (SPEC §9). */
export const PREPAY_CREDIT_EXPIRY_DAYS = 365;
/** Carry-over limit, days (SPEC §9: "carry-over up to 365"). */
export const CARRY_OVER_MAX_DAYS = 365;

/** Bill cycle options, days (SPEC §5, §9: 7 or 28, or monthly). */
export const BILL_CYCLE_OPTIONS_DAYS = /* @__PURE__ */ Object.freeze([7, 28] as const);
/** Plan changes allowed per month (SPEC §5, §9). */
export const PLAN_CHANGES_PER_MONTH = 1;
/** A later plan change happens this many months ahead (SPEC §4, §9). */
export const PLAN_CHANGE_LATER_MONTHS = 1;

/** Group invitation expiry after creation, milliseconds (SPEC §9: 1 hour). */
export const INVITE_EXPIRY_MS = 60 * 60 * 1000;

/** GST rate, fraction; all prices are GST-inclusive (SPEC §9). */
export const GST_RATE = 0.15;
/** Currency of every price (SPEC §1, §9). */
export const CURRENCY = 'NZD';

/** Usage histogram: number of daily buckets (SPEC §9). */
export const USAGE_HISTOGRAM_DAYS = 30;
/** One day in nanoseconds, as bigint (SPEC §9 histogram bucket width). */
export const DAY_NANOS = 86_400_000_000_000n;
/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** JWT validity margin, seconds: a JWT counts as valid if its expiry is more than 5 min ahead (SPEC §4, §9). */
export const JWT_VALIDITY_MARGIN_S = 300;
// The prepay retry window (SPEC §9: 10 s) is PREPAY_RETRY_WINDOW_MS in prepay.ts: only the card add-on purchase uses
// it, and a new name used from this module would land in the chunk every page loads (home route ceiling).
/** Delay before a catalogue request, milliseconds (SPEC §4, §9: 1.5 s). */
export const CATALOGUE_REQUEST_DELAY_MS = 1_500;
/** Catalogue page size, entries (SPEC §7, §9). */
export const CATALOGUE_PAGE_SIZE = 1000;
/** Help-centre articles per page (SPEC §7, §9). */
export const HELP_ARTICLES_PER_PAGE = 100;
/** Wait for an activated mobile product, milliseconds (SPEC §4, §9: 250 s, then 'Timout'). */
export const ACTIVATION_WAIT_MS = 250_000;
/** Default animation timeout, milliseconds (SPEC §9). */
export const ANIMATION_TIMEOUT_MS = 5_000;
/** Page chunk load timeout, milliseconds (SPEC §8: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Remote config minimum fetch interval, milliseconds (SPEC §7: 1 hour). */
export const REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS = 60 * 60 * 1000;

/** Cache durations, milliseconds (SPEC §9 "Caches"). */
export const CACHE_MS = /* @__PURE__ */ Object.freeze({
  resourceRecords: 3 * 60_000,
  services: 30 * 60_000,
  deliveryAddresses: 30 * 60_000,
  planLists: 60_000,
  helpCentre: 60 * 60_000,
  searches: 10 * 60_000,
  mapLists: 5 * 60_000,
  fibrePlans: 5 * 60 * 60_000,
  planTypeMocks: 10 * 60_000,
  usageShort: 60_000,
  usageLong: 60 * 60_000,
} as const);

/** Default list page size and pages shown either side of the current one (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGINATION_SIBLINGS = 4;
/** Rank that marks the default address and default card (SPEC §4, §9). */
export const DEFAULT_RANK = 1;
/** File size constants, bytes: 1 KiB and 1 MiB (SPEC §9). */
export const KIB = 1024;
export const MIB = 1_048_576;
/**
 * Data threshold at or above which an allowance is shown in GB, in MB (SPEC §9 says "the one-GB
 * threshold (value not shown)"; we use 1024 MB = 1 GB, matching the 1024 file-size constant).
 */
export const GB_THRESHOLD_MB = 1024;
/** Display-name length limits, characters (SPEC §5, §9): 33 in the profile, 20 in the account name. */
export const DISPLAY_NAME_LIMIT = /* @__PURE__ */ Object.freeze({ profile: 33, account: 20 } as const);
/** Error-reporting tracing sample rate (SPEC §7, §9). */
export const TRACING_SAMPLE_RATE = 1.0;

/** Demonstration bonus balance, points (SPEC §9). */
export const DEMO_BONUS_BALANCE_POINTS = 450;
export const BONUS_CATEGORIES = /* @__PURE__ */ Object.freeze(['your-rewards', 'other-gifts'] as const);
export const BONUS_GROUPS = /* @__PURE__ */ Object.freeze([
  'internet',
  'mobile-services',
  'entertainment',
  'shopping',
  'gifts',
] as const);

/**
 * International calling rates, NZ cents per minute (SPEC §9). "cook 1.20" is 1.2 cents per minute:
 * fractional cents are kept as numbers, never rounded.
 */
export const INTERNATIONAL_RATES_CENTS_PER_MIN = /* @__PURE__ */ Object.freeze({
  australia: 0,
  bangladesh: 5,
  canada: 20,
  china: 3,
  cook: 1.2,
  fiji: 29,
  french_polynesia: 60,
  hawaii: 5,
  hong_kong: 5,
  india: 3,
  macau: 20,
  malaysia: 5,
  nepal: 20,
  niue: 1.6,
  pakistan: 20,
  samoa: 60,
  singapore: 5,
  sri_lanka: 20,
  taiwan: 20,
  tonga: 60,
  uae: 40,
  uk: 20,
  usa: 20,
  vietnam: 20,
} as const);
export type InternationalRateCountry = keyof typeof INTERNATIONAL_RATES_CENTS_PER_MIN;
