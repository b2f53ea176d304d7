/**
 * Plan formatting (SPEC §3 "Formatted plan offer", SPEC §9 "Plan formatting"). Every user-visible
 * piece is a CoreMessage; amounts are dollars text with 2 decimals.
 */
import {
  type CatalogEntry,
  CHARACTERISTIC_KEYS,
  characteristicNumber,
  characteristicText,
  derivePricing,
  firstAvailability,
  hasCharacteristic,
  isAutoRenewable,
  type PriceRecord,
  parseNumber,
  planTypeOf,
  type SpecialOffer,
} from './catalogue.ts';
import { GB_THRESHOLD_MB } from './constants.ts';
import { type CoreMessage, coreMessage } from './core-message.ts';
import type { PlanType } from './enums.ts';
import { formatCents } from './money.ts';

export type PlanDetailKey =
  | 'period'
  | 'data'
  | 'voice'
  | 'sms'
  | 'mms'
  | 'idd_voice'
  | 'idd_sms'
  | 'speed'
  | 'throttle';

/** One labelled line of a plan card. */
export type PlanDetail = { key: PlanDetailKey; label: CoreMessage; value: CoreMessage };

/** Result of formatPlanOffer (SPEC §3 "Formatted plan offer"). Money fields are dollars, 2 decimals. */
export interface FormattedPlanOffer {
  /** Catalogue entry UUID. */
  uuid: string;
  /** Availabilities[0].UUID, or null. */
  availabilityUUID: string | null;
  /** Availabilities[0].RetailName, else the entry Name, else "". */
  name: string;
  planType: PlanType | null;
  details: PlanDetail[];
  /** Price in dollars ("12.50"), from RetailCents; "0.00" when missing (SPEC §9). */
  cost: string;
  /** Undiscounted price, dollars with 2 decimals. */
  origianl_price: string;
  /** Discount, dollars with 2 decimals ("0.00" when none). */
  discount: string;
  /** Credit, dollars with 2 decimals ("0.00" when none). */
  offer_credit: string;
  /** AppliedOfferID of the price record when an offer applies. */
  DiscountUUID: string | null;
  /** ocs.OfferPeriodCount as a number, or null. */
  offerPeriodCount: number | null;
  /** ocs.OfferPeriodInterval as sent (e.g. "month"), or null. */
  offerPeriodInterval: string | null;
  /** Auto-renew flag (SPEC §4): AllowAutoRenew present and not the text "false". */
  hasSubscribeSign: boolean;
  /** Availabilities[0].RetailDescription, else "". */
  more_details: string;
  /** Offers by ordinal period (SPEC §3). */
  specialOffers: SpecialOffer[];
}

/** Usage rules of SPEC §3 (compared case-insensitively). */
export type UsageRule = 'Unlimited' | 'CasualRate' | 'Throttled';

/** Normalises a usage rule value; unknown values give null. */
export function parseUsageRule(value: unknown): UsageRule | null {
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (text === 'unlimited') return 'Unlimited';
  if (text === 'casualrate') return 'CasualRate';
  if (text === 'throttled') return 'Throttled';
  return null;
}

/** Up to 2 decimals: whole numbers without decimals ("10"), else exactly 2 ("1.50"). */
function wholeOr2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
}

/**
 * Data amount in MB to display amount + unit (SPEC §9): at or above GB_THRESHOLD_MB (1024 MB) in GB
 * (mb / 1024), below in MB; no decimals when whole, else 2. 10240 -> {amount "10", unit "GB"},
 * 1536 -> {"1.50", "GB"}, 500 -> {"500", "MB"}.
 */
export function formatDataAmount(mb: number): { amount: string; unit: 'GB' | 'MB' } {
  if (mb >= GB_THRESHOLD_MB) return { amount: wholeOr2(mb / 1024), unit: 'GB' };
  return { amount: wholeOr2(mb), unit: 'MB' };
}

/**
 * Period text of an interval characteristic such as "30day", "1 day", "7days", "1month", "week"
 * (SPEC §9: ending in day -> '1 day' / 'N days', an ICU plural). Weeks and months get their own
 * plurals; anything else is passed through as `{interval}`. Missing/empty -> null.
 */
export function formatPeriod(interval: string | number | null | undefined): CoreMessage | null {
  if (interval === null || interval === undefined) return null;
  const text = String(interval).trim();
  if (text === '') return null;
  const match = /^(\d+)?\s*(day|week|month)s?$/i.exec(text);
  if (match) {
    const count = match[1] === undefined ? 1 : Number(match[1]);
    const unit = match[2]?.toLowerCase();
    if (unit === 'day') return coreMessage('core.plan.period.days', { count });
    if (unit === 'week') return coreMessage('core.plan.period.weeks', { count });
    return coreMessage('core.plan.period.months', { count });
  }
  return coreMessage('core.plan.period.other', { interval: text });
}

const SPEED_PREFIXES: ReadonlyArray<[number, string]> = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * Speed limit text as limit plus "bps" (SPEC §9): "1.2M" / "1.2 Mbps" / "1.2Mbps" -> "1.2Mbps",
 * "512k" -> "512Kbps"; a plain number is bits per second (1200000 -> "1.2Mbps").
 * Missing, empty, "0", negative or "Unlimited" mean no cap and give null.
 */
export function formatSpeed(raw: string | number | boolean | null | undefined): string | null {
  if (raw === null || raw === undefined || typeof raw === 'boolean') return null;
  const text = String(raw).trim();
  if (text === '' || /^unlimited$/i.test(text)) return null;
  const plain = parseNumber(text);
  if (plain !== null) {
    if (plain <= 0) return null;
    for (const [factor, prefix] of SPEED_PREFIXES) {
      if (plain >= factor) return `${wholeOr1Or2(plain / factor)}${prefix}bps`;
    }
    return `${wholeOr1Or2(plain)}bps`;
  }
  const match = /^(\d+(?:\.\d+)?)\s*([kmg])?\s*(?:bps|bit\/s|b\/s)?$/i.exec(text);
  if (!match) return text; // unknown notation: shown as sent
  const value = Number(match[1]);
  if (value <= 0) return null;
  return `${match[1]}${(match[2] ?? '').toUpperCase()}bps`;
}

/** 2 -> "2", 1.2 -> "1.2", 1.234 -> "1.23". */
function wholeOr1Or2(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The speed detail value (SPEC §9 speed caps), or null when the plan states no speed limit at all. */
export function speedMessage(entry: CatalogEntry): CoreMessage | null {
  const hasDown = hasCharacteristic(entry, CHARACTERISTIC_KEYS.speedLimitDL);
  const hasUp = hasCharacteristic(entry, CHARACTERISTIC_KEYS.speedLimitUL);
  if (!hasDown && !hasUp) return null;
  const down = formatSpeed(entry.Characteristics?.[CHARACTERISTIC_KEYS.speedLimitDL]);
  const up = formatSpeed(entry.Characteristics?.[CHARACTERISTIC_KEYS.speedLimitUL]);
  if (down === null && up === null) return coreMessage('core.plan.speed.max');
  if (down !== null && up !== null) {
    return down === up
      ? coreMessage('core.plan.speed.capped', { speed: down })
      : coreMessage('core.plan.speed.cappedSplit', { down, up });
  }
  return down !== null
    ? coreMessage('core.plan.speed.cappedDownOnly', { down })
    : coreMessage('core.plan.speed.cappedUpOnly', { up: up as string });
}

/** 'Additional Endless Data capped at {speed}' from ocs.Throttle (SPEC §9), or null without a throttle. */
export function throttleMessage(entry: CatalogEntry): CoreMessage | null {
  const speed = formatSpeed(entry.Characteristics?.[CHARACTERISTIC_KEYS.throttle]);
  return speed === null ? null : coreMessage('core.plan.throttle', { speed });
}

type AllowanceUnit = 'GB' | 'MB' | 'mins' | 'SMS' | 'MMS';

/**
 * Value of one allowance (SPEC §9): rule Unlimited (or the allowance text "Unlimited") -> 'Unlimited';
 * zero/missing with CasualRate -> 'Casual rate'; a positive amount -> '{amount} {unit}', with
 * ', then casual rate' appended when the rule is CasualRate; zero/missing without rule -> null (no line).
 * @param amount allowance in its base unit (MB for data, minutes, messages) or its raw text.
 */
export function allowanceMessage(
  amount: string | number | null | undefined,
  rule: UsageRule | null,
  kind: 'data' | 'voice' | 'sms' | 'mms',
): CoreMessage | null {
  const unlimitedText = typeof amount === 'string' && /^\s*unlimited\s*$/i.test(amount);
  if (rule === 'Unlimited' || unlimitedText) return coreMessage('core.plan.value.unlimited');
  const value = parseNumber(amount);
  if (value === null || value <= 0) {
    return rule === 'CasualRate' ? coreMessage('core.plan.value.casualRate') : null;
  }
  let shown: { amount: string; unit: AllowanceUnit };
  if (kind === 'data') shown = formatDataAmount(value);
  else shown = { amount: wholeOr2(value), unit: kind === 'voice' ? 'mins' : kind === 'sms' ? 'SMS' : 'MMS' };
  return rule === 'CasualRate'
    ? coreMessage('core.plan.value.amountThenCasualRate', shown)
    : coreMessage('core.plan.value.amount', shown);
}

const ALLOWANCE_LINES: ReadonlyArray<{
  key: PlanDetailKey;
  kind: 'data' | 'voice' | 'sms' | 'mms';
  label: Parameters<typeof coreMessage>[0];
  amountKey: string;
  ruleKey: string;
}> = [
  {
    key: 'data',
    kind: 'data',
    label: 'core.plan.label.data',
    amountKey: CHARACTERISTIC_KEYS.dataAllowanceMB,
    ruleKey: CHARACTERISTIC_KEYS.dataUsageRule,
  },
  {
    key: 'voice',
    kind: 'voice',
    label: 'core.plan.label.voice',
    amountKey: CHARACTERISTIC_KEYS.voiceAllowance,
    ruleKey: CHARACTERISTIC_KEYS.voiceUsageRule,
  },
  {
    key: 'sms',
    kind: 'sms',
    label: 'core.plan.label.sms',
    amountKey: CHARACTERISTIC_KEYS.smsAllowance,
    ruleKey: CHARACTERISTIC_KEYS.smsUsageRule,
  },
  {
    key: 'mms',
    kind: 'mms',
    label: 'core.plan.label.mms',
    amountKey: CHARACTERISTIC_KEYS.mmsAllowance,
    ruleKey: CHARACTERISTIC_KEYS.mmsUsageRule,
  },
  {
    key: 'idd_voice',
    kind: 'voice',
    label: 'core.plan.label.iddVoice',
    amountKey: CHARACTERISTIC_KEYS.iddVoiceAllowance,
    ruleKey: CHARACTERISTIC_KEYS.iddVoiceUsageRule,
  },
  {
    key: 'idd_sms',
    kind: 'sms',
    label: 'core.plan.label.iddSms',
    amountKey: CHARACTERISTIC_KEYS.iddSmsAllowance,
    ruleKey: CHARACTERISTIC_KEYS.iddSmsUsageRule,
  },
];

/**
 * The labelled detail lines of a plan, in display order: period, data, voice, SMS, MMS,
 * international voice, international SMS, speed, throttle (SPEC §3, §9). Lines without content are left out.
 */
export function planDetails(entry: CatalogEntry): PlanDetail[] {
  const details: PlanDetail[] = [];
  const period = formatPeriod(characteristicText(entry, CHARACTERISTIC_KEYS.timePeriodInterval));
  if (period) {
    details.push({
      key: 'period',
      label: coreMessage(
        isAutoRenewable(entry) ? 'core.plan.label.renewablePeriod' : 'core.plan.label.servicePeriod',
      ),
      value: period,
    });
  }
  for (const line of ALLOWANCE_LINES) {
    const raw = entry.Characteristics?.[line.amountKey];
    const amount = typeof raw === 'boolean' ? null : raw;
    const value = allowanceMessage(amount, parseUsageRule(entry.Characteristics?.[line.ruleKey]), line.kind);
    if (value) details.push({ key: line.key, label: coreMessage(line.label), value });
  }
  const speed = speedMessage(entry);
  if (speed) details.push({ key: 'speed', label: coreMessage('core.plan.label.speed'), value: speed });
  const throttle = throttleMessage(entry);
  if (throttle)
    details.push({ key: 'throttle', label: coreMessage('core.plan.label.throttle'), value: throttle });
  return details;
}

/**
 * Formats a catalogue entry (and optionally its price record) for a plan card
 * (SPEC §3 "Formatted plan offer", §4 auto-renew, §9 plan formatting). Never throws on odd input.
 */
export function formatPlanOffer(entry: CatalogEntry, price?: PriceRecord | null): FormattedPlanOffer {
  const availability = firstAvailability(entry);
  const pricing = derivePricing(entry, price);
  const count = characteristicNumber(entry, CHARACTERISTIC_KEYS.offerPeriodCount);
  return {
    uuid: entry.UUID,
    availabilityUUID: availability?.UUID ?? null,
    name: availability?.RetailName?.trim() || entry.Name?.trim() || '',
    planType: planTypeOf(entry),
    details: planDetails(entry),
    cost: formatCents(pricing.price_catalog_cents),
    origianl_price: formatCents(pricing.origianl_price),
    discount: formatCents(pricing.discount),
    offer_credit: formatCents(pricing.offer_credit),
    DiscountUUID: pricing.DiscountUUID,
    offerPeriodCount: count === null ? null : Math.trunc(count),
    offerPeriodInterval: characteristicText(entry, CHARACTERISTIC_KEYS.offerPeriodInterval),
    hasSubscribeSign: isAutoRenewable(entry),
    more_details: availability?.RetailDescription?.trim() ?? '',
    specialOffers: pricing.special_offers_to_show,
  };
}
