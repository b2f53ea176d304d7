import { describe, expect, it, vi } from 'vitest';
import { createConsoleAnalytics, maskPath, toPayload } from './index.ts';

describe('given a page path with a token query value (SPEC §7)', () => {
  it('masks the token and keeps the rest', () => {
    expect(maskPath('/onboarding?token=abc123&step=2#top')).toBe('/onboarding?token=***&step=2#top');
  });
  it('masks every token parameter, case-insensitively', () => {
    expect(maskPath('/x?Token=a&b=1&token=c')).toBe('/x?Token=***&b=1&token=***');
  });
  it('leaves paths without a query alone', () => {
    expect(maskPath('/profile/mobile')).toBe('/profile/mobile');
  });
  it('does not touch other parameters that contain the word token', () => {
    expect(maskPath('/x?tokenish=1')).toBe('/x?tokenish=1');
  });
});

describe('given commerce events', () => {
  it('reports dollars in NZD', () => {
    const payload = toPayload({
      name: 'purchase',
      valueCents: 2999,
      items: [{ id: 'p1', name: 'Plan', priceCents: 2999, quantity: 1 }],
      transactionId: 'T1',
    });
    expect(payload).toEqual({
      event: 'purchase',
      currency: 'NZD',
      value: 29.99,
      items: [{ item_id: 'p1', item_name: 'Plan', price: 29.99, quantity: 1 }],
      transaction_id: 'T1',
    });
  });
});

describe('given the console analytics adapter', () => {
  it('logs page views with the masked path', () => {
    const log = vi.fn();
    createConsoleAnalytics(log).track({ name: 'page_view', path: '/a?token=secret', title: 'A' });
    expect(log).toHaveBeenCalledWith('[analytics]', {
      event: 'page_view',
      page_path: '/a?token=***',
      page_title: 'A',
    });
  });
  it('logs login and sign_up with their method', () => {
    const log = vi.fn();
    const analytics = createConsoleAnalytics(log);
    analytics.track({ name: 'login', method: 'password' });
    analytics.track({ name: 'sign_up', method: 'password' });
    expect(log.mock.calls.map((c) => c[1])).toEqual([
      { event: 'login', method: 'password' },
      { event: 'sign_up', method: 'password' },
    ]);
  });
});
