/**
 * Seeded plan catalogue for SPID 2 (SPEC §3 catalogue entry, raw plan characteristics; SPEC §9 plan
 * formatting). Characteristics are strings as on the wire: data MB, voice minutes, messages counts,
 * rules Unlimited | CasualRate | Throttled, speeds like '20M' (shown with 'bps'), intervals '30 days'.
 * Prices are cents, GST inclusive.
 */
import type { ProductType } from '@telco-portal/api';

export interface SeedPlan {
  key: string;
  uuid: string;
  availabilityUuid: string;
  name: string;
  productType: ProductType;
  retailCents: number;
  retailName: string;
  retailDescription: string;
  /** Days one period lasts (matches ocs.TimePeriodInterval). */
  periodDays: number;
  characteristics: Record<string, string>;
  /** Special offer: DiscountedPrice / CreditPrice and per-period amounts (cents). */
  offer?: {
    id: string;
    discountedPrice?: number;
    creditPrice?: number;
    periods: Array<{ DiscountedAmount?: number; CreditAmount?: number }>;
  };
}

const entryId = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const availabilityId = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** All the raw allowance keys, casual rate with no allowance, overridden per plan. */
function chars(overrides: Record<string, string>): Record<string, string> {
  return {
    IsBasePlan: 'false',
    IsAddon: 'false',
    AllowAutoRenew: 'true',
    'ocs.TimePeriodInterval': '30 days',
    'ocs.RecurringDataAllowance': '0',
    'ocs.DataUsageRule': 'CasualRate',
    'ocs.RecurringVoiceAllowance': '0',
    'ocs.VoiceUsageRule': 'CasualRate',
    'ocs.RecurringSMSAllowance': '0',
    'ocs.SMSUsageRule': 'CasualRate',
    'ocs.RecurringMMSAllowance': '0',
    'ocs.MMSUsageRule': 'CasualRate',
    'ocs.RecurringIDDVoiceAllowance': '0',
    'ocs.IDDVoiceUsageRule': 'CasualRate',
    'ocs.RecurringIDDSMSAllowance': '0',
    'ocs.IDDSMSUsageRule': 'CasualRate',
    ...overrides,
  };
}

const base = { IsBasePlan: 'true' };
const addon = { IsAddon: 'true' };

export const SEED_PLANS: SeedPlan[] = [
  // --- Prepay base plans -----------------------------------------------------------------------
  {
    key: 'prepayStarter',
    uuid: entryId(101),
    availabilityUuid: availabilityId(101),
    name: 'Starter',
    productType: 'prepaymobileAddon',
    retailCents: 1500,
    retailName: 'Starter $15',
    retailDescription: '1.5GB data, 100 minutes to NZ and Australia, unlimited texts to NZ and Australia.',
    periodDays: 30,
    characteristics: chars({
      ...base,
      'ocs.RecurringDataAllowance': '1536',
      'ocs.RecurringVoiceAllowance': '100',
      'ocs.SMSUsageRule': 'Unlimited',
    }),
  },
  {
    key: 'prepayEveryday',
    uuid: entryId(102),
    availabilityUuid: availabilityId(102),
    name: 'Everyday',
    productType: 'prepaymobileAddon',
    retailCents: 2900,
    retailName: 'Everyday $29',
    retailDescription:
      '10GB data then endless data at 1.2Mbps, unlimited minutes and texts to NZ and Australia, 100 international minutes.',
    periodDays: 30,
    characteristics: chars({
      ...base,
      'ocs.RecurringDataAllowance': '10240',
      'ocs.DataUsageRule': 'Throttled',
      'ocs.Throttle': '1.2M',
      'ocs.VoiceUsageRule': 'Unlimited',
      'ocs.SMSUsageRule': 'Unlimited',
      'ocs.RecurringMMSAllowance': '100',
      'ocs.RecurringIDDVoiceAllowance': '100',
      'ocs.OfferPeriodCount': '3',
      'ocs.OfferPeriodInterval': '30 days',
    }),
    offer: {
      id: 'f0000000-0000-4000-8000-000000000102',
      discountedPrice: 1450,
      periods: [{ DiscountedAmount: 1450 }, { DiscountedAmount: 1900 }, { DiscountedAmount: 2400 }],
    },
  },
  {
    key: 'prepayEndless',
    uuid: entryId(103),
    availabilityUuid: availabilityId(103),
    name: 'Endless',
    productType: 'prepaymobileAddon',
    retailCents: 4900,
    retailName: 'Endless $49',
    retailDescription:
      '40GB data then endless data at 2Mbps, unlimited minutes, texts and picture messages, 300 international minutes.',
    periodDays: 30,
    characteristics: chars({
      ...base,
      'ocs.RecurringDataAllowance': '40960',
      'ocs.DataUsageRule': 'Throttled',
      'ocs.Throttle': '2M',
      'ocs.VoiceUsageRule': 'Unlimited',
      'ocs.SMSUsageRule': 'Unlimited',
      'ocs.MMSUsageRule': 'Unlimited',
      'ocs.RecurringIDDVoiceAllowance': '300',
      'ocs.RecurringIDDSMSAllowance': '100',
    }),
    offer: {
      id: 'f0000000-0000-4000-8000-000000000103',
      creditPrice: 1000,
      periods: [{ CreditAmount: 1000 }],
    },
  },
  // --- Pay as you go -----------------------------------------------------------------------------
  {
    key: 'payg',
    uuid: entryId(201),
    availabilityUuid: availabilityId(201),
    name: 'Pay As You Go',
    productType: 'prepaymobileAddon',
    retailCents: 0,
    retailName: 'Pay As You Go',
    retailDescription:
      'No monthly plan: pay casual rates from your credit, add data packs when you need them.',
    periodDays: 30,
    characteristics: chars({ ...base, IsPAYG: 'true', AllowAutoRenew: 'false' }),
  },
  // --- Prepay / payg add-ons ----------------------------------------------------------------------
  {
    key: 'dataBoost',
    uuid: entryId(301),
    availabilityUuid: availabilityId(301),
    name: 'Data Boost 2GB',
    productType: 'prepaymobileAddon',
    retailCents: 1000,
    retailName: 'Data Boost 2GB $10',
    retailDescription: '2GB extra data for 30 days.',
    periodDays: 30,
    characteristics: chars({ ...addon, 'ocs.RecurringDataAllowance': '2048' }),
  },
  {
    key: 'dayPass',
    uuid: entryId(302),
    availabilityUuid: availabilityId(302),
    name: 'Unlimited Data Day Pass',
    productType: 'prepaymobileAddon',
    retailCents: 300,
    retailName: 'Day Pass $3',
    retailDescription: 'Unlimited data at up to 10Mbps until midnight.',
    periodDays: 1,
    characteristics: chars({
      ...addon,
      AllowAutoRenew: 'false',
      'ocs.TimePeriodInterval': '1 day',
      'ocs.DataUsageRule': 'Unlimited',
      'ocs.SpeedLimitDL': '10M',
      'ocs.SpeedLimitUL': '10M',
    }),
  },
  {
    key: 'iddCalling',
    uuid: entryId(303),
    availabilityUuid: availabilityId(303),
    name: 'International Calling 100',
    productType: 'prepaymobileAddon',
    retailCents: 1000,
    retailName: 'International 100 mins $10',
    retailDescription: '100 minutes to 20 popular countries, including Samoa, Tonga, Fiji, India and China.',
    periodDays: 30,
    characteristics: chars({
      ...addon,
      'ocs.RecurringIDDVoiceAllowance': '100',
      'ocs.RecurringIDDSMSAllowance': '50',
    }),
  },
  {
    key: 'paygData',
    uuid: entryId(304),
    availabilityUuid: availabilityId(304),
    name: 'Data Pack 1GB',
    productType: 'prepaymobileAddon',
    retailCents: 800,
    retailName: 'Data Pack 1GB $8',
    retailDescription: '1GB data for 7 days.',
    periodDays: 7,
    characteristics: chars({
      ...addon,
      AllowAutoRenew: 'false',
      'ocs.TimePeriodInterval': '7 days',
      'ocs.RecurringDataAllowance': '1024',
    }),
  },
  // --- Postpay plans -------------------------------------------------------------------------------
  {
    key: 'postpayEssential',
    uuid: entryId(401),
    availabilityUuid: availabilityId(401),
    name: 'Essential',
    productType: 'postpaymobile',
    retailCents: 3500,
    retailName: 'Essential $35/month',
    retailDescription:
      '20GB data, unlimited minutes and texts to NZ and Australia, 60 international minutes.',
    periodDays: 30,
    characteristics: chars({
      ...base,
      'ocs.RecurringDataAllowance': '20480',
      'ocs.VoiceUsageRule': 'Unlimited',
      'ocs.SMSUsageRule': 'Unlimited',
      'ocs.RecurringMMSAllowance': '100',
      'ocs.RecurringIDDVoiceAllowance': '60',
      'ocs.SpeedLimitDL': '',
      'ocs.SpeedLimitUL': '',
    }),
  },
  {
    key: 'postpayUnlimited',
    uuid: entryId(402),
    availabilityUuid: availabilityId(402),
    name: 'Unlimited',
    productType: 'postpaymobile',
    retailCents: 6500,
    retailName: 'Unlimited $65/month',
    retailDescription: 'Unlimited data at up to 20Mbps, unlimited minutes, texts and picture messages.',
    periodDays: 30,
    characteristics: chars({
      ...base,
      'ocs.DataUsageRule': 'Unlimited',
      'ocs.VoiceUsageRule': 'Unlimited',
      'ocs.SMSUsageRule': 'Unlimited',
      'ocs.MMSUsageRule': 'Unlimited',
      'ocs.RecurringIDDVoiceAllowance': '200',
      'ocs.SpeedLimitDL': '20M',
      'ocs.SpeedLimitUL': '20M',
    }),
  },
  {
    key: 'postpayMax',
    uuid: entryId(403),
    availabilityUuid: availabilityId(403),
    name: 'Max',
    productType: 'postpaymobile',
    retailCents: 8500,
    retailName: 'Max $85/month',
    retailDescription:
      'Unlimited data at up to 50Mbps down and 10Mbps up, unlimited everything in NZ and Australia.',
    periodDays: 30,
    characteristics: chars({
      ...base,
      'ocs.DataUsageRule': 'Unlimited',
      'ocs.VoiceUsageRule': 'Unlimited',
      'ocs.SMSUsageRule': 'Unlimited',
      'ocs.MMSUsageRule': 'Unlimited',
      'ocs.IDDVoiceUsageRule': 'Unlimited',
      'ocs.IDDSMSUsageRule': 'Unlimited',
      'ocs.SpeedLimitDL': '50M',
      'ocs.SpeedLimitUL': '10M',
    }),
  },
  // --- Postpay add-ons -----------------------------------------------------------------------------
  {
    key: 'postpayExtraData',
    uuid: entryId(501),
    availabilityUuid: availabilityId(501),
    name: 'Extra Data 5GB',
    productType: 'postpaymobileAddon',
    retailCents: 1000,
    retailName: 'Extra Data 5GB $10',
    retailDescription: '5GB extra data, added to your next bill.',
    periodDays: 30,
    characteristics: chars({ ...addon, 'ocs.RecurringDataAllowance': '5120' }),
  },
  {
    key: 'roamingDay',
    uuid: entryId(502),
    availabilityUuid: availabilityId(502),
    name: 'Roaming Day Pass',
    productType: 'postpaymobileAddon',
    retailCents: 500,
    retailName: 'Roaming Day Pass $5',
    retailDescription:
      '500MB data, 30 minutes and unlimited texts while travelling in Australia and the Pacific.',
    periodDays: 1,
    characteristics: chars({
      ...addon,
      AllowAutoRenew: 'false',
      'ocs.TimePeriodInterval': '1 day',
      'ocs.RecurringDataAllowance': '500',
      'ocs.RecurringVoiceAllowance': '30',
      'ocs.SMSUsageRule': 'Unlimited',
    }),
  },
];

// Essential states no speed limit at all: drop the empty placeholder keys.
for (const plan of SEED_PLANS) {
  for (const [k, v] of Object.entries(plan.characteristics)) if (v === '') delete plan.characteristics[k];
}

export type SeedPlanKey = (typeof SEED_PLANS)[number]['key'];

/** Plan by key. @throws Error for an unknown key (seed data bug). */
export function seedPlan(key: string): SeedPlan {
  const plan = SEED_PLANS.find((p) => p.key === key);
  if (!plan) throw new Error(`sandbox seed: unknown plan ${key}`);
  return plan;
}
