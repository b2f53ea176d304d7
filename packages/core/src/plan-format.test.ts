import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from './catalogue.ts';
import { type CoreMessage, coreMessages } from './messages.ts';
import {
  allowanceMessage,
  formatDataAmount,
  formatPeriod,
  formatPlanOffer,
  formatSpeed,
  parseUsageRule,
  planDetails,
  speedMessage,
  throttleMessage,
} from './plan-format.ts';

/** English text of a CoreMessage, as the portal's i18n would render it. */
function en(message: CoreMessage | null | undefined): string | null {
  if (!message) return null;
  const text = coreMessages[message.id as keyof typeof coreMessages];
  return String(new IntlMessageFormat(text, 'en').format(message.values));
}

function plan(characteristics: Record<string, string>): CatalogEntry {
  return {
    UUID: 'p1',
    Name: 'Plan',
    ProductType: 'prepaymobileAddon',
    Characteristics: characteristics,
    Availabilities: [{ UUID: 'a1', Available: true, RetailCents: 3000 }],
  };
}

describe('given a data allowance in MB', () => {
  it('shows GB at or above 1024 MB, without decimals when whole', () => {
    expect(formatDataAmount(1024)).toEqual({ amount: '1', unit: 'GB' });
    expect(formatDataAmount(10240)).toEqual({ amount: '10', unit: 'GB' });
    expect(formatDataAmount(1536)).toEqual({ amount: '1.50', unit: 'GB' });
    expect(formatDataAmount(2000)).toEqual({ amount: '1.95', unit: 'GB' });
  });

  it('shows MB below 1024 MB', () => {
    expect(formatDataAmount(1023)).toEqual({ amount: '1023', unit: 'MB' });
    expect(formatDataAmount(500)).toEqual({ amount: '500', unit: 'MB' });
    expect(formatDataAmount(0.5)).toEqual({ amount: '0.50', unit: 'MB' });
  });
});

describe('given a time period interval', () => {
  it('says 1 day or N days for intervals ending in day', () => {
    expect(en(formatPeriod('1day'))).toBe('1 day');
    expect(en(formatPeriod('30day'))).toBe('30 days');
    expect(en(formatPeriod('28 days'))).toBe('28 days');
    expect(en(formatPeriod('day'))).toBe('1 day');
    expect(formatPeriod('30day')).toEqual({ id: 'core.plan.period.days', values: { count: 30 } });
  });

  it('handles weeks and months, passes anything else through, and ignores missing values', () => {
    expect(en(formatPeriod('1week'))).toBe('1 week');
    expect(en(formatPeriod('2months'))).toBe('2 months');
    expect(en(formatPeriod('billing cycle'))).toBe('billing cycle');
    expect(formatPeriod('')).toBeNull();
    expect(formatPeriod(null)).toBeNull();
  });
});

describe('given speed characteristics', () => {
  it('shows limit plus bps', () => {
    expect(formatSpeed('1.2M')).toBe('1.2Mbps');
    expect(formatSpeed('2M')).toBe('2Mbps');
    expect(formatSpeed('1.2 Mbps')).toBe('1.2Mbps');
    expect(formatSpeed('512k')).toBe('512Kbps');
    expect(formatSpeed('1200000')).toBe('1.2Mbps');
    expect(formatSpeed(2_000_000)).toBe('2Mbps');
    expect(formatSpeed('800')).toBe('800bps');
  });

  it('treats missing, zero and Unlimited as no cap', () => {
    expect(formatSpeed(undefined)).toBeNull();
    expect(formatSpeed('')).toBeNull();
    expect(formatSpeed('0')).toBeNull();
    expect(formatSpeed('Unlimited')).toBeNull();
  });

  it('reads max speeds when both limits are unlimited', () => {
    expect(en(speedMessage(plan({ 'ocs.SpeedLimitDL': 'Unlimited', 'ocs.SpeedLimitUL': '0' })))).toBe(
      'In-bundle data at max speeds',
    );
  });

  it('reads capped down and up when limits are equal', () => {
    expect(en(speedMessage(plan({ 'ocs.SpeedLimitDL': '10M', 'ocs.SpeedLimitUL': '10M' })))).toBe(
      'In-bundle data capped at 10Mbps down and up',
    );
  });

  it('reads capped down / up when limits differ', () => {
    expect(en(speedMessage(plan({ 'ocs.SpeedLimitDL': '50M', 'ocs.SpeedLimitUL': '10M' })))).toBe(
      'In-bundle data capped at 50Mbps down / 10Mbps up',
    );
    expect(en(speedMessage(plan({ 'ocs.SpeedLimitDL': '50M' })))).toBe(
      'In-bundle data capped at 50Mbps down, max speed up',
    );
    expect(en(speedMessage(plan({ 'ocs.SpeedLimitUL': '5M' })))).toBe(
      'In-bundle data at max speed down, capped at 5Mbps up',
    );
  });

  it('has no speed line when the plan states no limits', () => {
    expect(speedMessage(plan({}))).toBeNull();
  });

  it('reads the throttle as Additional Endless Data', () => {
    expect(en(throttleMessage(plan({ 'ocs.Throttle': '1.2M' })))).toBe(
      'Additional Endless Data capped at 1.2Mbps',
    );
    expect(en(throttleMessage(plan({ 'ocs.Throttle': '2M' })))).toBe(
      'Additional Endless Data capped at 2Mbps',
    );
    expect(throttleMessage(plan({}))).toBeNull();
  });
});

describe('given an allowance and a usage rule', () => {
  it('normalises usage rules', () => {
    expect(parseUsageRule('Unlimited')).toBe('Unlimited');
    expect(parseUsageRule('casual_rate')).toBe('CasualRate');
    expect(parseUsageRule('THROTTLED')).toBe('Throttled');
    expect(parseUsageRule('other')).toBeNull();
    expect(parseUsageRule(undefined)).toBeNull();
  });

  it('shows casual rate for a zero or missing allowance with CasualRate', () => {
    expect(en(allowanceMessage('0', 'CasualRate', 'voice'))).toBe('Casual rate');
    expect(en(allowanceMessage(undefined, 'CasualRate', 'sms'))).toBe('Casual rate');
  });

  it('shows unlimited for the Unlimited rule or value', () => {
    expect(en(allowanceMessage('100', 'Unlimited', 'voice'))).toBe('Unlimited');
    expect(en(allowanceMessage('Unlimited', null, 'data'))).toBe('Unlimited');
  });

  it('shows amounts with units GB, MB, mins, SMS, MMS, appending casual-rate wording', () => {
    expect(en(allowanceMessage('10240', null, 'data'))).toBe('10 GB');
    expect(en(allowanceMessage('500', 'Throttled', 'data'))).toBe('500 MB');
    expect(en(allowanceMessage('200', null, 'voice'))).toBe('200 mins');
    expect(en(allowanceMessage(100, null, 'sms'))).toBe('100 SMS');
    expect(en(allowanceMessage('5', null, 'mms'))).toBe('5 MMS');
    expect(en(allowanceMessage('2048', 'CasualRate', 'data'))).toBe('2 GB, then casual rate');
  });

  it('has no line for a zero or missing allowance without rule', () => {
    expect(allowanceMessage('0', null, 'data')).toBeNull();
    expect(allowanceMessage(undefined, null, 'voice')).toBeNull();
    expect(allowanceMessage('n/a', 'Throttled', 'data')).toBeNull();
  });
});

describe('given a full plan entry', () => {
  const entry: CatalogEntry = {
    UUID: 'plan-1',
    Name: 'Internal name',
    ProductType: 'prepaymobileAddon',
    Characteristics: {
      AllowAutoRenew: 'true',
      'ocs.OfferPeriodCount': '3',
      'ocs.OfferPeriodInterval': 'month',
      'ocs.TimePeriodInterval': '30day',
      'ocs.DataUsageRule': 'Throttled',
      'ocs.RecurringDataAllowance': '40960',
      'ocs.RecurringVoiceAllowance': '0',
      'ocs.VoiceUsageRule': 'Unlimited',
      'ocs.RecurringSMSAllowance': '0',
      'ocs.SMSUsageRule': 'Unlimited',
      'ocs.RecurringMMSAllowance': '0',
      'ocs.MMSUsageRule': 'CasualRate',
      'ocs.RecurringIDDVoiceAllowance': '100',
      'ocs.IDDVoiceUsageRule': 'CasualRate',
      'ocs.RecurringIDDSMSAllowance': '0',
      'ocs.SpeedLimitDL': 'Unlimited',
      'ocs.SpeedLimitUL': 'Unlimited',
      'ocs.Throttle': '1.2M',
    },
    Availabilities: [
      {
        UUID: 'avail-1',
        Available: 'true',
        RetailCents: '5999',
        RetailName: 'Endless 40GB',
        RetailDescription: 'Endless data after 40GB.',
      },
    ],
  };

  it('formats every detail line in order with English text', () => {
    const offer = formatPlanOffer(entry);
    expect(offer.details.map((d) => [d.key, en(d.label), en(d.value)])).toEqual([
      ['period', 'Renewable period', '30 days'],
      ['data', 'Data', '40 GB'],
      ['voice', 'Calls', 'Unlimited'],
      ['sms', 'SMS', 'Unlimited'],
      ['mms', 'MMS', 'Casual rate'],
      ['idd_voice', 'International calls', '100 mins, then casual rate'],
      ['speed', 'Speed', 'In-bundle data at max speeds'],
      ['throttle', 'Endless data', 'Additional Endless Data capped at 1.2Mbps'],
    ]);
  });

  it('formats name, prices and offer fields', () => {
    const offer = formatPlanOffer(entry, {
      ProductID: 'plan-1',
      OrigianlPrice: 5999,
      DiscountedPrice: 3999,
      CreditPrice: 1000,
      AppliedOfferID: 'offer-1',
      AmountInPeriod: [{ DiscountedAmount: 3999 }],
    });
    expect(offer).toMatchObject({
      uuid: 'plan-1',
      availabilityUUID: 'avail-1',
      name: 'Endless 40GB',
      planType: 'prepay',
      cost: '59.99',
      origianl_price: '59.99',
      discount: '20.00',
      offer_credit: '10.00',
      DiscountUUID: 'offer-1',
      offerPeriodCount: 3,
      offerPeriodInterval: 'month',
      hasSubscribeSign: true,
      more_details: 'Endless data after 40GB.',
    });
    expect(offer.specialOffers.map((o) => [en(o.label), en(o.value)])).toEqual([
      ['1st period', '$39.99 (usually $59.99)'],
    ]);
  });

  it('labels the period a service period without auto-renew', () => {
    const offer = formatPlanOffer({
      ...entry,
      Characteristics: { ...entry.Characteristics, AllowAutoRenew: 'false' },
    });
    expect(offer.hasSubscribeSign).toBe(false);
    expect(en(offer.details[0]?.label)).toBe('Service period');
  });

  it('falls back to safe defaults for an empty entry', () => {
    const offer = formatPlanOffer({ UUID: 'bare' });
    expect(offer).toEqual({
      uuid: 'bare',
      availabilityUUID: null,
      name: '',
      planType: null,
      details: [],
      cost: '0.00',
      origianl_price: '0.00',
      discount: '0.00',
      offer_credit: '0.00',
      DiscountUUID: null,
      offerPeriodCount: null,
      offerPeriodInterval: null,
      hasSubscribeSign: false,
      more_details: '',
      specialOffers: [],
    });
    expect(planDetails({ UUID: 'x', Characteristics: null })).toEqual([]);
  });

  it('uses the entry Name when there is no retail name', () => {
    expect(formatPlanOffer({ ...entry, Availabilities: [{ UUID: 'a' }] }).name).toBe('Internal name');
  });
});
