import { describe, expect, it } from 'vitest';
import {
  type CatalogEntry,
  deriveCatalog,
  deriveCatalogEntry,
  derivePricing,
  findPriceRecord,
  isAddonEntry,
  isAutoRenewable,
  parseBoolean,
  parseNumber,
  planTypeOf,
  priceCatalogCents,
  specialOffersOf,
} from './catalogue.ts';

function entry(overrides: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    UUID: 'entry-1',
    Name: 'Everyday 10GB',
    ProductType: 'prepaymobileAddon',
    Characteristics: { IsBasePlan: 'true' },
    Availabilities: [{ UUID: 'avail-1', Available: true, RetailCents: 2999, RetailName: 'Everyday' }],
    ...overrides,
  };
}

describe('given wire values', () => {
  it('parses booleans leniently', () => {
    expect(['true', 'TRUE', ' yes ', '1', true, 1].map(parseBoolean)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['false', '', 'no', '0', false, 0, null, undefined].map(parseBoolean)).toEqual(
      new Array(8).fill(false),
    );
  });

  it('parses numbers from numeric strings only', () => {
    expect(parseNumber('10240')).toBe(10240);
    expect(parseNumber(' 1.5 ')).toBe(1.5);
    expect(parseNumber(42)).toBe(42);
    expect(parseNumber('Unlimited')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('10GB')).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(true)).toBeNull();
  });
});

describe('given a catalogue entry', () => {
  it('takes price_catalog_cents from the first availability', () => {
    expect(priceCatalogCents(entry())).toBe(2999);
    expect(priceCatalogCents(entry({ Availabilities: [{ UUID: 'a', RetailCents: '1500' }] }))).toBe(1500);
    expect(priceCatalogCents(entry({ Availabilities: [] }))).toBe(0);
    expect(priceCatalogCents(entry({ Availabilities: null }))).toBe(0);
  });

  it('is an add-on only when available and a base plan or add-on', () => {
    expect(isAddonEntry(entry())).toBe(true);
    expect(isAddonEntry(entry({ Characteristics: { IsAddon: 'true' } }))).toBe(true);
    expect(isAddonEntry(entry({ Characteristics: { IsAddon: 'false', IsBasePlan: 'false' } }))).toBe(false);
    expect(isAddonEntry(entry({ Characteristics: {} }))).toBe(false);
    expect(isAddonEntry(entry({ Availabilities: [{ UUID: 'a', Available: 'false' }] }))).toBe(false);
    expect(isAddonEntry(entry({ Availabilities: [] }))).toBe(false);
  });

  it('reads the plan type from ProductType and the payg flag', () => {
    expect(planTypeOf(entry({ ProductType: 'prepaymobileAddon' }))).toBe('prepay');
    expect(planTypeOf(entry({ ProductType: 'postpaymobile' }))).toBe('postpay');
    expect(planTypeOf(entry({ ProductType: 'postpaymobileAddon' }))).toBe('postpay');
    expect(
      planTypeOf(entry({ ProductType: 'prepaymobileAddon', Characteristics: { is_payg: 'true' } })),
    ).toBe('payg');
    expect(planTypeOf(entry({ ProductType: 'paygmobile' }))).toBe('payg');
    expect(planTypeOf(entry({ ProductType: 'ufb' }))).toBeNull();
    expect(planTypeOf(entry({ ProductType: null }))).toBeNull();
  });

  it('has auto-renew only when AllowAutoRenew is present and not the text false', () => {
    expect(isAutoRenewable(entry({ Characteristics: { AllowAutoRenew: 'true' } }))).toBe(true);
    expect(isAutoRenewable(entry({ Characteristics: { AllowAutoRenew: '' } }))).toBe(true);
    expect(isAutoRenewable(entry({ Characteristics: { AllowAutoRenew: 'yes' } }))).toBe(true);
    expect(isAutoRenewable(entry({ Characteristics: { AllowAutoRenew: 'false' } }))).toBe(false);
    expect(isAutoRenewable(entry({ Characteristics: { AllowAutoRenew: ' FALSE ' } }))).toBe(false);
    expect(isAutoRenewable(entry({ Characteristics: { AllowAutoRenew: false } }))).toBe(false);
    expect(isAutoRenewable(entry({ Characteristics: {} }))).toBe(false);
    expect(isAutoRenewable(entry({ Characteristics: null }))).toBe(false);
  });
});

describe('given price records', () => {
  const prices = [
    { ProductID: 'other', OrigianlPrice: 100 },
    {
      ProductID: 'avail-1',
      OrigianlPrice: '2999',
      DiscountedPrice: '1999',
      CreditPrice: 0,
      AppliedOfferID: 'offer-9',
      AmountInPeriod: [{ DiscountedAmount: 1999 }, { CreditAmount: '500' }, {}, { DiscountedAmount: 2499 }],
    },
  ];

  it('finds the record by entry or availability UUID', () => {
    expect(findPriceRecord(entry(), prices)?.AppliedOfferID).toBe('offer-9');
    expect(findPriceRecord(entry({ UUID: 'other', Availabilities: [] }), prices)?.OrigianlPrice).toBe(100);
    expect(findPriceRecord(entry({ UUID: 'x', Availabilities: [] }), prices)).toBeUndefined();
    expect(findPriceRecord(entry(), undefined)).toBeUndefined();
  });

  it('derives discount, DiscountUUID and credit in cents', () => {
    expect(derivePricing(entry(), prices[1])).toMatchObject({
      price_catalog_cents: 2999,
      origianl_price: 2999,
      discount: 1000,
      DiscountUUID: 'offer-9',
      offer_credit: 0,
    });
    expect(
      derivePricing(entry(), { ProductID: 'avail-1', CreditPrice: 500, AppliedOfferID: 'c1' }),
    ).toMatchObject({
      origianl_price: 2999,
      discount: 0,
      offer_credit: 500,
      DiscountUUID: 'c1',
    });
  });

  it('derives nothing without a price record', () => {
    expect(derivePricing(entry())).toEqual({
      price_catalog_cents: 2999,
      origianl_price: 2999,
      discount: 0,
      DiscountUUID: null,
      offer_credit: 0,
      special_offers_to_show: [],
    });
  });

  it('drops the offer id when no offer applies', () => {
    expect(
      derivePricing(entry(), { ProductID: 'avail-1', OrigianlPrice: 2999, AppliedOfferID: 'x' }).DiscountUUID,
    ).toBe(null);
  });

  it('lists special offers by ordinal period, skipping empty periods', () => {
    const offers = specialOffersOf(prices[1]);
    expect(offers.map((o) => [o.period, o.kind, o.amountCents])).toEqual([
      [1, 'discount', 1999],
      [2, 'credit', 500],
      [4, 'discount', 2499],
    ]);
    expect(offers[0]?.label).toEqual({ id: 'core.plan.offer.period', values: { period: 1 } });
    expect(offers[0]?.value).toEqual({
      id: 'core.plan.offer.discountedPrice',
      values: { amount: '$19.99', original: '$29.99' },
    });
    expect(offers[1]?.value).toEqual({ id: 'core.plan.offer.credit', values: { amount: '$5.00' } });
    expect(specialOffersOf(undefined)).toEqual([]);
  });

  it('derives a whole catalogue response, optionally add-ons only', () => {
    const response = {
      Entries: [entry(), entry({ UUID: 'entry-2', Characteristics: {}, Availabilities: [{ UUID: 'a2' }] })],
      Prices: prices,
    };
    const all = deriveCatalog(response);
    expect(all.map((e) => e.UUID)).toEqual(['entry-1', 'entry-2']);
    expect(all[0]?.discount).toBe(1000);
    expect(all[1]?.price_catalog_cents).toBe(0);
    expect(deriveCatalog(response, { addonsOnly: true }).map((e) => e.UUID)).toEqual(['entry-1']);
    expect(deriveCatalog(null)).toEqual([]);
    expect(deriveCatalogEntry(entry(), prices).special_offers_to_show).toHaveLength(3);
  });
});
