import { describe, expect, it, vi } from 'vitest';
import { createConsoleAnalytics } from './index.ts';
import { maskPath, toPayload } from './payload.ts';

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
  it('masks every secret-bearing value: reset code, verify secret, invite approval code, voucher', () => {
    expect(maskPath('/reset-password?code=0a1b2c')).toBe('/reset-password?code=***');
    expect(maskPath('/email-verify?secret=f00d&customer=c0000000-0000-4000-8000-000000000001')).toBe(
      '/email-verify?secret=***&customer=***',
    );
    expect(maskPath('/billing-routes?ApprovalCode=123456&tab=1')).toBe(
      '/billing-routes?ApprovalCode=***&tab=1',
    );
    expect(maskPath('/redeem-voucher?voucher_code=1234567890123')).toBe('/redeem-voucher?voucher_code=***');
    expect(maskPath('/cb?client_secret=seti_1_secret_2&id_token=ey.x.y')).toBe(
      '/cb?client_secret=***&id_token=***',
    );
  });
  it('masks personal data in the query (e-mail, phone) and key=value pairs in the fragment', () => {
    expect(maskPath('/sign-in?email=ana%40example.test&redirect=%2Fprofile')).toBe(
      '/sign-in?email=***&redirect=%2Fprofile',
    );
    expect(maskPath('/x#access_token=abc&state=1')).toBe('/x#access_token=***&state=1');
    expect(maskPath('/x#section-2')).toBe('/x#section-2');
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
  it('logs page views with the masked path (the payload code loads with the first event)', async () => {
    const log = vi.fn();
    createConsoleAnalytics(log).track({ name: 'page_view', path: '/a?token=secret', title: 'A' });
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('[analytics]', {
        event: 'page_view',
        page_path: '/a?token=***',
        page_title: 'A',
      }),
    );
  });
  it('logs login and sign_up with their method, in order', async () => {
    const log = vi.fn();
    const analytics = createConsoleAnalytics(log);
    analytics.track({ name: 'login', method: 'password' });
    analytics.track({ name: 'sign_up', method: 'password' });
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(log.mock.calls.map((c) => c[1])).toEqual([
      { event: 'login', method: 'password' },
      { event: 'sign_up', method: 'password' },
    ]);
  });
});
