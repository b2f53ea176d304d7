import { describe, expect, it } from 'vitest';
import {
  API_TIMEOUT_MS,
  CATALOGUE_PAGE_SIZE,
  DAY_MS,
  DAY_NANOS,
  DEFAULT_SPID,
  DEMO_BONUS_BALANCE_POINTS,
  GB_THRESHOLD_MB,
  HELPDESK_TIMEOUT_MS,
  INTERNATIONAL_RATES_CENTS_PER_MIN,
  INVITE_EXPIRY_MS,
  JWT_VALIDITY_MARGIN_S,
  PASSWORD_MIN_LENGTH,
  VOUCHER_CODE_LENGTH,
} from './constants.ts';
import { LANGUAGES, localizedText, PLAN_TYPES } from './enums.ts';

describe('given the SPEC §9 constants', () => {
  it('hold the stated values and units', () => {
    expect(API_TIMEOUT_MS).toBe(65_000);
    expect(HELPDESK_TIMEOUT_MS).toBe(10_000);
    expect(DEFAULT_SPID).toBe(2);
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(VOUCHER_CODE_LENGTH).toBe(13);
    expect(JWT_VALIDITY_MARGIN_S).toBe(300);
    expect(CATALOGUE_PAGE_SIZE).toBe(1000);
    expect(INVITE_EXPIRY_MS).toBe(3_600_000);
    expect(LANGUAGES).toEqual(['en', 'mi-NZ']);
    expect(DEMO_BONUS_BALANCE_POINTS).toBe(450);
    expect(GB_THRESHOLD_MB).toBe(1024);
  });

  it('defines the domain enums once, in the order portals list them', () => {
    expect(PLAN_TYPES).toEqual(['prepay', 'postpay', 'payg']);
    expect(localizedText({ en: 'Terms', 'mi-NZ': 'Ngā ture' }, 'mi-NZ')).toBe('Ngā ture');
    expect(localizedText({ en: 'Terms' }, 'mi-NZ')).toBe('Terms');
    expect(localizedText({ en: 'Terms', 'mi-NZ': 'Ngā ture' }, 'fr')).toBe('Terms');
  });

  it('keeps nanoseconds and milliseconds per day consistent', () => {
    expect(DAY_NANOS).toBe(BigInt(DAY_MS) * 1_000_000n);
  });

  it('lists 24 international rates in cents per minute, keeping fractions', () => {
    expect(Object.keys(INTERNATIONAL_RATES_CENTS_PER_MIN)).toHaveLength(24);
    expect(INTERNATIONAL_RATES_CENTS_PER_MIN.cook).toBe(1.2);
    expect(INTERNATIONAL_RATES_CENTS_PER_MIN.niue).toBe(1.6);
    expect(INTERNATIONAL_RATES_CENTS_PER_MIN.australia).toBe(0);
    expect(INTERNATIONAL_RATES_CENTS_PER_MIN.uae).toBe(40);
  });
});
