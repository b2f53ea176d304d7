/**
 * Catalogue wire types and derivations (SPEC §3 "Catalog entry", "Price record"; SPEC §7
 * POST /catalog/v2/entries -> { Entries, Prices }). Wire names are kept exactly, including the
 * provider's misspelt `OrigianlPrice`. Characteristics arrive as strings ("10240", "Unlimited",
 * "true"), so every reader here parses defensively.
 */

import { type CoreMessage, coreMessage } from './core-message.ts';
import type { PlanType } from './enums.ts';
import { formatCents } from './money.ts';

/** A characteristic value as the API may send it. */
export type CharacteristicValue = string | number | boolean | null | undefined;

/**
 * Raw characteristic keys read by core (SPEC §3 "Raw plan characteristics read"). Allowances:
 * data in MB, voice in minutes, SMS/MMS in messages. Usage rules are Unlimited, CasualRate or
 * (data only) Throttled. Speeds are limits such as "10M", "1.2M", "512K" or bits per second.
 */
export const CHARACTERISTIC_KEYS = /* @__PURE__ */ Object.freeze({
  isBasePlan: 'IsBasePlan',
  isAddon: 'IsAddon',
  allowAutoRenew: 'AllowAutoRenew',
  offerPeriodCount: 'ocs.OfferPeriodCount',
  offerPeriodInterval: 'ocs.OfferPeriodInterval',
  timePeriodInterval: 'ocs.TimePeriodInterval',
  dataUsageRule: 'ocs.DataUsageRule',
  dataAllowanceMB: 'ocs.RecurringDataAllowance',
  voiceAllowance: 'ocs.RecurringVoiceAllowance',
  smsAllowance: 'ocs.RecurringSMSAllowance',
  mmsAllowance: 'ocs.RecurringMMSAllowance',
  iddVoiceAllowance: 'ocs.RecurringIDDVoiceAllowance',
  iddSmsAllowance: 'ocs.RecurringIDDSMSAllowance',
  voiceUsageRule: 'ocs.VoiceUsageRule',
  smsUsageRule: 'ocs.SMSUsageRule',
  mmsUsageRule: 'ocs.MMSUsageRule',
  iddVoiceUsageRule: 'ocs.IDDVoiceUsageRule',
  iddSmsUsageRule: 'ocs.IDDSMSUsageRule',
  speedLimitDL: 'ocs.SpeedLimitDL',
  speedLimitUL: 'ocs.SpeedLimitUL',
  throttle: 'ocs.Throttle',
} as const);

/** Catalogue entry characteristics: the keys of CHARACTERISTIC_KEYS plus anything else the API sends. */
export type Characteristics = Record<string, CharacteristicValue>;

/** Availabilities[n] of a catalogue entry (SPEC §3). RetailCents is the GST-inclusive price in cents. */
export interface Availability {
  UUID: string;
  Available?: boolean | string | null;
  Priority?: number | string | null;
  RetailCents?: number | string | null;
  ProductCatalogEntryUUID?: string;
  RetailName?: string | null;
  RetailDescription?: string | null;
}

/** Catalogue entry (SPEC §3). ProductType e.g. prepaymobileAddon, postpaymobile, postpaymobileAddon. */
export interface CatalogEntry {
  UUID: string;
  Name?: string | null;
  ProductType?: string | null;
  CreatedAtNanos?: string | number | null;
  Characteristics?: Characteristics | null;
  Availabilities?: Availability[] | null;
}

/** One period of a special offer: the discounted price or the credit for that period, in cents. */
export interface AmountInPeriod {
  DiscountedAmount?: number | string | null;
  CreditAmount?: number | string | null;
}

/**
 * Price record (SPEC §3) of POST /catalog/v2/entries. Amounts are cents. Our reading (SPEC does not
 * say): `OrigianlPrice` is the undiscounted price, `DiscountedPrice` the price after the discount,
 * `CreditPrice` the credit granted, `AppliedOfferID` the discount's UUID, `AmountInPeriod[i]` the
 * discounted price (`DiscountedAmount`) or credit (`CreditAmount`) of period i + 1.
 * `ProductID` matches the entry UUID or its first availability UUID.
 */
export interface PriceRecord {
  ProductID?: string | null;
  OrigianlPrice?: number | string | null;
  DiscountedPrice?: number | string | null;
  CreditPrice?: number | string | null;
  AppliedOfferID?: string | null;
  AmountInPeriod?: AmountInPeriod[] | null;
}

/** Response of POST /catalog/v2/entries (SPEC §7). */
export interface CatalogResponse {
  Entries?: CatalogEntry[] | null;
  Prices?: PriceRecord[] | null;
}

/** A special offer for one ordinal period (SPEC §3: labelled 1st, 2nd, 3rd, 4th …). */
export interface SpecialOffer {
  /** 1-based period number. */
  period: number;
  kind: 'discount' | 'credit';
  /** Discounted price or credit of the period, cents. */
  amountCents: number;
  /** "1st period" etc. (ICU selectordinal). */
  label: CoreMessage;
  /** "$10.00 (usually $20.00)" or "$5.00 credit"; amounts are passed as "$10.00" text. */
  value: CoreMessage;
}

/** Catalogue entry plus the derivations of SPEC §3 (all amounts in cents). */
export type DerivedCatalogEntry = CatalogEntry & {
  /** Availabilities[0].RetailCents, 0 when missing. */
  price_catalog_cents: number;
  /** Undiscounted price, cents (the price record's OrigianlPrice, else price_catalog_cents). */
  origianl_price: number;
  /** Discount amount, cents: OrigianlPrice − DiscountedPrice when positive, else 0. */
  discount: number;
  /** AppliedOfferID of the price record when a discount or credit applies, else null. */
  DiscountUUID: string | null;
  /** Credit granted, cents (CreditPrice), else 0. */
  offer_credit: number;
  special_offers_to_show: SpecialOffer[];
};

// ---------------------------------------------------------------------------------------------
// Defensive readers

/** "true"/"yes"/"1"/true/1 -> true; anything else false (case-insensitive, trimmed). */
export function parseBoolean(value: CharacteristicValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return text === 'true' || text === 'yes' || text === '1';
}

/** Finite number from a number or numeric string, else null ("10240" -> 10240, "Unlimited" -> null). */
export function parseNumber(value: CharacteristicValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || !/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Trimmed text of a characteristic, or null when missing/empty. */
export function characteristicText(entry: Pick<CatalogEntry, 'Characteristics'>, key: string): string | null {
  const value = entry.Characteristics?.[key];
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Numeric characteristic (see parseNumber), or null. */
export function characteristicNumber(
  entry: Pick<CatalogEntry, 'Characteristics'>,
  key: string,
): number | null {
  return parseNumber(entry.Characteristics?.[key]);
}

/** Whether the characteristic key is present at all (even with an empty value). */
export function hasCharacteristic(entry: Pick<CatalogEntry, 'Characteristics'>, key: string): boolean {
  const chars = entry.Characteristics;
  return !!chars && Object.hasOwn(chars, key) && chars[key] !== undefined && chars[key] !== null;
}

/**
 * Auto-renew flag (SPEC §4): on only if AllowAutoRenew is present and is not the text "false"
 * (compared case-insensitively, trimmed). A boolean false is also off.
 */
export function isAutoRenewable(entry: Pick<CatalogEntry, 'Characteristics'>): boolean {
  const value = entry.Characteristics?.[CHARACTERISTIC_KEYS.allowAutoRenew];
  if (value === undefined || value === null || value === false) return false;
  return String(value).trim().toLowerCase() !== 'false';
}

/** First availability, or null. */
export function firstAvailability(entry: CatalogEntry): Availability | null {
  return entry.Availabilities?.[0] ?? null;
}

/** Cents from a wire amount (number or numeric string), rounded to whole cents; missing -> 0. */
export function toCents(value: CharacteristicValue): number {
  const n = parseNumber(value);
  if (n === null) return 0;
  const whole = Math.round(n);
  return whole === 0 ? 0 : whole;
}

/** price_catalog_cents: Availabilities[0].RetailCents in cents, 0 when missing (SPEC §3). */
export function priceCatalogCents(entry: CatalogEntry): number {
  return toCents(firstAvailability(entry)?.RetailCents);
}

/**
 * An add-on (SPEC §3): an entry whose first availability is Available and which is a base plan or an
 * add-on (IsBasePlan or IsAddon characteristic true).
 */
export function isAddonEntry(entry: CatalogEntry): boolean {
  const availability = firstAvailability(entry);
  if (!availability || !parseBoolean(availability.Available)) return false;
  return (
    parseBoolean(entry.Characteristics?.[CHARACTERISTIC_KEYS.isBasePlan]) ||
    parseBoolean(entry.Characteristics?.[CHARACTERISTIC_KEYS.isAddon])
  );
}

/** Whether the entry is a base plan (IsBasePlan true). */
export function isBasePlan(entry: CatalogEntry): boolean {
  return parseBoolean(entry.Characteristics?.[CHARACTERISTIC_KEYS.isBasePlan]);
}

/**
 * Plan type of a catalogue entry (SPEC §3, §9 plan types postpay, prepay, PAYG): "payg" when the
 * ProductType mentions payg or an is_payg/IsPAYG characteristic is true; "postpay" when ProductType
 * starts with postpay; "prepay" when it starts with prepay; otherwise null.
 */
export function planTypeOf(entry: CatalogEntry): PlanType | null {
  const type = (entry.ProductType ?? '').trim().toLowerCase();
  const chars = entry.Characteristics ?? {};
  if (type.includes('payg') || parseBoolean(chars.is_payg) || parseBoolean(chars.IsPAYG)) return 'payg';
  if (type.startsWith('postpay')) return 'postpay';
  if (type.startsWith('prepay')) return 'prepay';
  return null;
}

/** The price record of an entry: ProductID equals the entry UUID or its first availability UUID. */
export function findPriceRecord(
  entry: CatalogEntry,
  prices: readonly PriceRecord[] | null | undefined,
): PriceRecord | undefined {
  if (!prices) return undefined;
  const availabilityUUID = firstAvailability(entry)?.UUID;
  return prices.find(
    (p) => !!p.ProductID && (p.ProductID === entry.UUID || p.ProductID === availabilityUUID),
  );
}

/** Special offers of a price record, one per period with a positive discounted price or credit. */
export function specialOffersOf(price: PriceRecord | null | undefined): SpecialOffer[] {
  const periods = price?.AmountInPeriod ?? [];
  const originalCents = toCents(price?.OrigianlPrice);
  const offers: SpecialOffer[] = [];
  periods.forEach((amounts, index) => {
    const period = index + 1;
    const label = coreMessage('core.plan.offer.period', { period });
    const discounted = parseNumber(amounts?.DiscountedAmount);
    const credit = parseNumber(amounts?.CreditAmount);
    if (discounted !== null && discounted > 0) {
      const amountCents = toCents(discounted);
      offers.push({
        period,
        kind: 'discount',
        amountCents,
        label,
        value: coreMessage('core.plan.offer.discountedPrice', {
          amount: `$${formatCents(amountCents)}`,
          original: `$${formatCents(originalCents)}`,
        }),
      });
    } else if (credit !== null && credit > 0) {
      const amountCents = toCents(credit);
      offers.push({
        period,
        kind: 'credit',
        amountCents,
        label,
        value: coreMessage('core.plan.offer.credit', { amount: `$${formatCents(amountCents)}` }),
      });
    }
  });
  return offers;
}

/** Pricing derivations of SPEC §3 for one entry and its (optional) price record, in cents. */
export function derivePricing(
  entry: CatalogEntry,
  price?: PriceRecord | null,
): Omit<DerivedCatalogEntry, keyof CatalogEntry> {
  const price_catalog_cents = priceCatalogCents(entry);
  const hasOriginal = parseNumber(price?.OrigianlPrice) !== null;
  const origianl_price = hasOriginal ? toCents(price?.OrigianlPrice) : price_catalog_cents;
  const discountedPrice = parseNumber(price?.DiscountedPrice);
  const discount =
    discountedPrice !== null && discountedPrice >= 0 && origianl_price > discountedPrice
      ? origianl_price - toCents(discountedPrice)
      : 0;
  const offer_credit = Math.max(0, toCents(price?.CreditPrice));
  const special_offers_to_show = specialOffersOf(price);
  const hasOffer = discount > 0 || offer_credit > 0 || special_offers_to_show.length > 0;
  const offerId = price?.AppliedOfferID?.trim();
  return {
    price_catalog_cents,
    origianl_price,
    discount,
    DiscountUUID: hasOffer && offerId ? offerId : null,
    offer_credit,
    special_offers_to_show,
  };
}

/** Entry with its SPEC §3 derivations, matching its price record in `prices`. */
export function deriveCatalogEntry(
  entry: CatalogEntry,
  prices?: readonly PriceRecord[] | null,
): DerivedCatalogEntry {
  return { ...entry, ...derivePricing(entry, findPriceRecord(entry, prices)) };
}

/**
 * Every entry of a catalogue response with its derivations, keeping the API order.
 * @param options.addonsOnly keep only add-ons (isAddonEntry).
 */
export function deriveCatalog(
  response: CatalogResponse | null | undefined,
  options: { addonsOnly?: boolean } = {},
): DerivedCatalogEntry[] {
  const entries = response?.Entries ?? [];
  const kept = options.addonsOnly ? entries.filter(isAddonEntry) : entries;
  return kept.map((entry) => deriveCatalogEntry(entry, response?.Prices));
}
