import { describe, expect, it } from 'vitest';
import {
  accountTypeOf,
  classifyProduct,
  formatMsisdn,
  isProductActive,
  productClassMessage,
  selectDefaultProduct,
} from './product-status.ts';

describe('given a mobile product status', () => {
  it('is not activated below 4 or without a BillingReference', () => {
    expect(classifyProduct({ Status: 0, BillingReference: 'prepay-1' })).toBe('not_activated');
    expect(classifyProduct({ Status: 3, BillingReference: 'postpay-1' })).toBe('not_activated');
    expect(classifyProduct({ Status: 4, BillingReference: '' })).toBe('not_activated');
    expect(classifyProduct({ Status: 4, BillingReference: null })).toBe('not_activated');
    expect(classifyProduct({ Status: 4 })).toBe('not_activated');
    expect(classifyProduct({ BillingReference: 'prepay' })).toBe('not_activated');
    expect(classifyProduct({ Status: 'x', BillingReference: 'prepay' })).toBe('not_activated');
  });

  it('is prepay at 4 with a prepay or payg reference, else postpay', () => {
    expect(classifyProduct({ Status: 4, BillingReference: 'prepay-123' })).toBe('prepay');
    expect(classifyProduct({ Status: '4', BillingReference: 'PAYG-9' })).toBe('prepay');
    expect(classifyProduct({ Status: 4, BillingReference: 'postpay-77' })).toBe('postpay');
  });

  it('is not active above 4', () => {
    expect(classifyProduct({ Status: 5, BillingReference: 'prepay-1' })).toBe('not_active');
    expect(classifyProduct({ Status: 9, BillingReference: 'postpay-1' })).toBe('not_active');
  });

  it('keeps payg distinct in the account type', () => {
    expect(accountTypeOf({ BillingReference: 'payg-1' })).toBe('payg');
    expect(accountTypeOf({ BillingReference: 'prepay-1' })).toBe('prepay');
    expect(accountTypeOf({ BillingReference: 'postpay-1' })).toBe('postpay');
    expect(accountTypeOf({ BillingReference: 'ufb-1' })).toBeNull();
    expect(accountTypeOf({})).toBeNull();
  });

  it('says whether the product is active and labels its class', () => {
    expect(isProductActive({ Status: 4, BillingReference: 'prepay' })).toBe(true);
    expect(isProductActive({ Status: 5, BillingReference: 'prepay' })).toBe(false);
    expect(productClassMessage('not_active')).toEqual({ id: 'core.product.status.not_active' });
  });
});

describe('given several products', () => {
  it('selects the first that is not not-activated', () => {
    const products = [
      { UUID: 'a', Status: 2, BillingReference: 'prepay' },
      { UUID: 'b', Status: 5, BillingReference: 'postpay' },
      { UUID: 'c', Status: 4, BillingReference: 'prepay' },
    ];
    expect(selectDefaultProduct(products)?.UUID).toBe('b');
  });

  it('selects nothing when none qualifies', () => {
    expect(selectDefaultProduct([{ UUID: 'a', Status: 1, BillingReference: 'prepay' }])).toBeNull();
    expect(selectDefaultProduct([])).toBeNull();
    expect(selectDefaultProduct(undefined)).toBeNull();
  });
});

describe('given an MSISDN', () => {
  it('shows it with a leading plus', () => {
    expect(formatMsisdn('6421555123')).toBe('+6421555123');
    expect(formatMsisdn(' +6421555123 ')).toBe('+6421555123');
    expect(formatMsisdn(6421555123)).toBe('+6421555123');
    expect(formatMsisdn('')).toBe('');
    expect(formatMsisdn(null)).toBe('');
  });
});
