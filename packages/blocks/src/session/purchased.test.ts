import { PURCHASED_SUMMARY_TTL_MS, type PurchasedSummary } from '@telco-portal/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PURCHASED_SUMMARY_KEY,
  readExpiringValue,
  readPurchasedSummary,
  saveExpiringValue,
  savePurchasedSummary,
} from './purchased.ts';
import { clearSavedValues, STORAGE_PREFIX } from './storage.ts';

const summary: PurchasedSummary = {
  version: 1,
  orderNumber: 'ORD-1001',
  lines: [
    {
      MSISDN: '64220000101',
      planName: 'Prepay 30',
      isEsim: true,
      activationCode: 'LPA:1$smdp.example.nz$ABC-1',
    },
    { MSISDN: '64220000102', planName: null, isEsim: false, address: '1 Queen Street, Auckland 1010' },
  ],
};
const now = Date.UTC(2026, 10, 28, 12);

afterEach(() => localStorage.clear());

describe('given a saved purchased summary', () => {
  it('reads it back until it expires, then it is gone (and removed)', () => {
    savePurchasedSummary(summary, now);
    expect(readPurchasedSummary(now)).toEqual(summary);
    expect(readPurchasedSummary(now + PURCHASED_SUMMARY_TTL_MS - 1)).toEqual(summary);
    expect(readPurchasedSummary(now + PURCHASED_SUMMARY_TTL_MS)).toBeNull();
    expect(localStorage.getItem(PURCHASED_SUMMARY_KEY)).toBeNull();
  });

  it('keeps it 7 days', () => {
    expect(PURCHASED_SUMMARY_TTL_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it('is cleared by logout (SPEC §4: all saved session/local values)', () => {
    expect(PURCHASED_SUMMARY_KEY.startsWith(STORAGE_PREFIX)).toBe(true);
    savePurchasedSummary(summary);
    clearSavedValues();
    expect(readPurchasedSummary()).toBeNull();
  });

  it('a later purchase replaces it', () => {
    savePurchasedSummary(summary, now);
    savePurchasedSummary({ ...summary, orderNumber: 'ORD-1002' }, now);
    expect(readPurchasedSummary(now)?.orderNumber).toBe('ORD-1002');
  });
});

describe('given no summary or a damaged one', () => {
  it('reads null when nothing is saved', () => {
    expect(readPurchasedSummary()).toBeNull();
  });

  it('reads null for text that is not JSON, and removes it', () => {
    localStorage.setItem(PURCHASED_SUMMARY_KEY, '{not json');
    expect(readPurchasedSummary()).toBeNull();
    expect(localStorage.getItem(PURCHASED_SUMMARY_KEY)).toBeNull();
  });

  it('reads null for a record without an expiry (e.g. the bare summary of an older build)', () => {
    localStorage.setItem(PURCHASED_SUMMARY_KEY, JSON.stringify(summary));
    expect(readPurchasedSummary()).toBeNull();
  });

  it('reads null for a malformed summary (an eSIM code that is not an LPA string)', () => {
    const bad = { ...summary, lines: [{ ...summary.lines[0], activationCode: 'ABC-1' }] };
    saveExpiringValue(PURCHASED_SUMMARY_KEY, bad, 1000, now);
    expect(readPurchasedSummary(now)).toBeNull();
  });
});

describe('given any expiring value', () => {
  it('stores the value with its expiry in unix milliseconds', () => {
    saveExpiringValue('tp.x', { a: 1 }, 500, now);
    expect(JSON.parse(localStorage.getItem('tp.x')!)).toEqual({ value: { a: 1 }, expiresAt: now + 500 });
    expect(readExpiringValue('tp.x', now + 499)).toEqual({ a: 1 });
    expect(readExpiringValue('tp.x', now + 500)).toBeNull();
  });
});
