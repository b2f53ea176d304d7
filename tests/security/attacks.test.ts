/**
 * Issue 8, replayed as an attacker would against `pnpm start`: a real portal server + sandbox (development
 * mode with its per-start secret, then production mode) on a loopback port, over HTTP. Each attack must now
 * fail; the checks that held before (cross-customer, forged tokens) must keep holding.
 */

import { createHmac } from 'node:crypto';
import { endpoints } from '@telco-portal/api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningPortal } from '../../generator/src/index.ts';
import {
  DEMO_PASSWORD,
  type RawAnswer,
  raw,
  signIn,
  signInRaw,
  startApp,
  streamHugeBody,
} from './harness.ts';

const VICTIM = 'postpay@harbour.test';
const VICTIM_CUSTOMER = 'c0000000-0000-4000-8000-000000000002';
const VICTIM_PRODUCT = 'b0000000-0000-4000-8000-000000000002';
const VICTIM_CARD = 'cd000000-0000-4000-8000-000000000002';
/** postpay@'s expired card (Visa 0341, SPEC §5): one that invalid-payment-methods would remove. */
const VICTIM_EXPIRED_CARD = 'cd000000-0000-4000-8000-000000000010';
const OWN_PRODUCT = 'b0000000-0000-4000-8000-000000000001';

let appDir: string;
let dev: RunningPortal;
let prod: RunningPortal;
/** Everything the servers log while the suite runs (checked for secrets at the end). */
const logs: string[] = [];
const originals = { error: console.error, warn: console.warn, log: console.log };

beforeAll(async () => {
  for (const level of ['error', 'warn', 'log'] as const) {
    console[level] = (...args: unknown[]) => {
      logs.push(args.map(String).join(' '));
      originals[level](...args);
    };
  }
  appDir = inject('harbourApp');
  dev = await startApp(appDir, { mode: 'development' });
  prod = await startApp(appDir, { mode: 'production' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
  Object.assign(console, originals);
});

describe('takeover via the mailbox (reset code read without signing in)', () => {
  it('the reset request works, but the mailbox, faults and X-Sandbox-Fault refuse a caller without the secret', async () => {
    const reset = await raw(dev.url, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
      body: { Email: 'prepay@harbour.test' },
    });
    expect(reset.status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/sandbox/mailbox?to=prepay@harbour.test'],
      ['GET', '/api/sandbox/mailbox'],
      ['GET', '/api/sandbox/faults'],
    ] as const) {
      const res = await raw(dev.url, method, path, { headers: { origin: 'https://evil.example' } });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.text).not.toMatch(/reset-password\?code=/);
    }
    const fault = await raw(dev.url, 'POST', '/api/sandbox/faults', {
      body: { route: '/api/**', fault: 'status=500' },
    });
    expect(fault.status).toBe(403);
    const header = await raw(dev.url, 'GET', '/api/v1/2/postpay_mobile_plans', {
      headers: { 'X-Sandbox-Fault': 'status=503' },
    });
    expect(header.status).toBe(403);
  });

  it('the secret the start printed opens it (so the refusal above is the secret, not a broken route)', async () => {
    const res = await raw(dev.url, 'GET', '/api/sandbox/mailbox?to=prepay@harbour.test', {
      headers: { 'X-Sandbox-Secret': dev.sandboxSecret! },
    });
    expect(res.status).toBe(200);
    expect(res.json.messages.at(-1).link).toMatch(/\/reset-password\?code=/);
  });

  it('the browser cookie is handed to this machine for the portal’s own host, never to a rebinding host', async () => {
    const own = await raw(dev.url, 'GET', '/', { headers: { host: new URL(dev.url).host } });
    expect(own.headers['set-cookie']?.[0]).toMatch(
      /^tp_sandbox_secret=[\w-]+; Path=\/api; HttpOnly; SameSite=Strict$/,
    );
    const rebinding = await raw(dev.url, 'GET', '/', { headers: { host: `evil.example:${dev.port}` } });
    expect(rebinding.headers['set-cookie']).toBeUndefined();
    const cookie = own.headers['set-cookie']![0]!.split(';')[0]!;
    const withCookie = await raw(dev.url, 'GET', '/api/sandbox/mailbox?to=nobody@example.test', {
      headers: { cookie },
    });
    expect(withCookie.status).toBe(200);
  });

  it('a production-mode start has no mailbox, no fault routes and ignores X-Sandbox-Fault', async () => {
    expect(prod.sandboxSecret).toBeNull();
    for (const path of ['/api/sandbox/mailbox', '/api/sandbox/faults']) {
      expect((await raw(prod.url, 'GET', path)).status).toBe(404);
    }
    const header = await raw(prod.url, 'GET', '/api/v1/2/postpay_mobile_plans', {
      headers: { 'X-Sandbox-Fault': 'status=503' },
    });
    expect(header.status).toBe(200);
    expect((await raw(prod.url, 'GET', '/', {})).headers['set-cookie']).toBeUndefined();
  });
});

describe('reset links that follow the Host header', () => {
  it('a forged Host never reaches the e-mail: the link uses the configured public origin', async () => {
    const email = 'nocard@harbour.test';
    const res = await raw(dev.url, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
      body: { Email: email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(200);
    const [mail] = (await dev.sandbox.readMailbox(email)).slice(-1);
    expect(mail?.link?.startsWith(`${dev.publicOrigin}/reset-password?code=`)).toBe(true);
    expect(mail?.text).not.toContain('evil.example');
  });
});

describe('sessions that never die', () => {
  it('a token from before sign-out, a password change or a reset stops working; refresh cannot revive it', async () => {
    const read = (token: string, customer: string) =>
      raw(dev.url, 'GET', `/api/customer/${customer}`, { token });
    const refresh = (token: string) =>
      raw(dev.url, 'POST', '/api/v2/2/auth', { body: { IdentityProvider: 'JWT_REFRESH', AuthCode: token } });

    // Sign-out.
    const a = await signIn(dev.url, 'multi@harbour.test');
    const customer = a.roles[0]!.CustomerUUID;
    expect((await raw(dev.url, 'POST', '/api/v2/2/auth/logout', { body: { JWT: a.JWT } })).json).toEqual({
      LoggedOut: true,
    });
    expect((await read(a.JWT, customer)).status).toBe(401);
    expect((await refresh(a.JWT)).status).toBe(401);

    // Password change (needs the current password; ends the other sessions).
    const b = await signIn(dev.url, 'multi@harbour.test');
    const other = await signIn(dev.url, 'multi@harbour.test');
    const noCurrent = await raw(dev.url, 'PUT', '/api/v2/2/auth/LOCAL/multi@harbour.test', {
      token: b.JWT,
      body: { Password: 'Harbour-demo-9' },
    });
    expect(noCurrent.status).toBe(400);
    const changed = await raw(dev.url, 'PUT', '/api/v2/2/auth/LOCAL/multi@harbour.test', {
      token: b.JWT,
      body: { Password: 'Harbour-demo-9', CurrentPassword: DEMO_PASSWORD },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await read(other.JWT, customer)).status).toBe(401);
    expect((await refresh(other.JWT)).status).toBe(401);

    // Reset (through the mailbox, with the secret).
    const c = await signIn(dev.url, 'multi@harbour.test', 'Harbour-demo-9');
    await raw(dev.url, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
      body: { Email: 'multi@harbour.test' },
    });
    const [mail] = (await dev.sandbox.readMailbox('multi@harbour.test')).slice(-1);
    const code = new URL(mail!.link!).searchParams.get('code');
    const confirmed = await raw(dev.url, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
      body: { Code: code, Password: DEMO_PASSWORD },
    });
    expect(confirmed.status).toBe(200);
    expect((await read(c.JWT, customer)).status).toBe(401);
    expect((await refresh(c.JWT)).status).toBe(401);
  });
});

describe('no abuse limits', () => {
  it('brute force: 429 with Retry-After within 6 tries, while another account from the same address signs in', async () => {
    const statuses: number[] = [];
    let blocked: RawAnswer | undefined;
    for (let i = 0; i < 6 && !blocked; i++) {
      const res = await signInRaw(dev.url, 'payg@harbour.test', `Wrong-guess-${i}`);
      statuses.push(res.status);
      if (res.status === 429) blocked = res;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(blocked?.status).toBe(429);
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInRaw(dev.url, 'payg@harbour.test', DEMO_PASSWORD)).status).toBe(429);
    expect((await signInRaw(dev.url, 'prepay@harbour.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('an unknown e-mail answers in about the time of a known one (dummy hash), not 4 ms against 69 ms', async () => {
    const known = [
      'postpay@harbour.test',
      'nocard@harbour.test',
      'unverified@harbour.test',
      'suspended@harbour.test',
    ];
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const time = async (email: string) => {
      const t = performance.now();
      const res = await signInRaw(dev.url, email, 'Not-the-password-1');
      expect(res.status).toBe(401);
      return performance.now() - t;
    };
    for (let round = 0; round < 3; round++) {
      for (const [i, email] of known.entries()) {
        knownMs.push(await time(email));
        unknownMs.push(await time(`nobody-${round}-${i}@example.test`));
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknownMs) / median(knownMs);
    console.log(
      `timing: known median ${median(knownMs).toFixed(1)} ms, unknown median ${median(unknownMs).toFixed(1)} ms (ratio ${ratio.toFixed(2)})`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('a 200 MB body is refused with 413 before it is read (no buffering)', async () => {
    const rss = process.memoryUsage().rss;
    const res = await streamHugeBody(dev.url, '/api/v2/2/auth/register', 200 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.sentBytes).toBeLessThan(8 * 1024 * 1024);
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024);
    console.log(`413 after ${(res.sentBytes / 1024).toFixed(0)} KiB sent, ${res.ms.toFixed(0)} ms`);
  });

  it('NUL, control characters, a 50 KB name and out-of-range numbers are 400 with a clear message, never 500', async () => {
    const auth = await signIn(dev.url, 'prepay@harbour.test');
    const own = auth.roles[0]!.CustomerUUID;
    const answers = [
      await raw(dev.url, 'POST', '/api/v2/2/auth/register', {
        body: {
          IdentityProvider: 'LOCAL',
          Email: 'nul@example.test',
          AuthCode: 'Kia-ora-koutou-1',
          FirstName: 'Nul\u0000Byte',
          LastName: 'X',
          NotifySpecialOffers: 0,
          NotifyNewsletters: 0,
        },
      }),
      await raw(dev.url, 'PUT', `/api/customer/${own}`, {
        token: auth.JWT,
        body: { LastName: 'x'.repeat(50_000) },
      }),
      await raw(dev.url, 'GET', '/api/customer/%00', { token: auth.JWT }),
      await raw(dev.url, 'POST', '/api/catalog/v2/entries', {
        body: { ProductTypeList: ['postpaymobile'], SearchOptions: { PageSize: 1e300 } },
      }),
      await raw(dev.url, 'POST', '/api/v2/2/usage/data/histogram', {
        token: auth.JWT,
        body: {
          CustomerUUID: own,
          ProductInstanceUUID: OWN_PRODUCT,
          ProductType: 'prepay',
          Range: { FirstNanos: '1', FinalNanos: '99999999999999999999999' },
          IntervalNanos: '1',
        },
      }),
    ];
    for (const res of answers) {
      expect(res.status, res.text).toBe(400);
      expect(res.json.err_code).toBe('invalid_request');
      expect(res.json.err_message).toMatch(/invalid/);
    }
  });
});

/** An HS256 JWT signed with `secret` (node:crypto, so a forged token is built the way an attacker would). */
function sign(claims: Record<string, unknown>, secret: string): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('what held, and must keep holding', () => {
  const histogram = (customer: string, product: string) => ({
    CustomerUUID: customer,
    ProductInstanceUUID: product,
    ProductType: 'postpay',
    Range: { FirstNanos: '1767225600000000000', FinalNanos: '1769817600000000000' },
    IntervalNanos: '86400000000000',
  });
  type Case = {
    endpoint: string;
    method: string;
    path: string;
    body?: unknown;
    /** Money-moving endpoints need an Idempotency-Key, else they answer 400 before checking access. */
    keyed?: boolean;
    expect: number[];
  };
  const cases = (attackerCustomer: string, victimSecret: string): Case[] => [
    {
      endpoint: 'changePassword',
      method: 'PUT',
      path: `/api/v2/2/auth/LOCAL/${VICTIM}`,
      body: { Password: 'Owned-pass-1x', CurrentPassword: DEMO_PASSWORD },
      expect: [403],
    },
    { endpoint: 'getCustomer', method: 'GET', path: `/api/customer/${VICTIM_CUSTOMER}`, expect: [403] },
    {
      endpoint: 'updateCustomer',
      method: 'PUT',
      path: `/api/customer/${VICTIM_CUSTOMER}`,
      body: { FirstName: 'Owned' },
      expect: [403],
    },
    {
      endpoint: 'sendEmailVerification',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/email_verification/send`,
      expect: [403],
    },
    {
      endpoint: 'resendEmailVerification',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/email_verification/resend`,
      expect: [403],
    },
    {
      endpoint: 'mobileProducts',
      method: 'GET',
      path: `/api/v3/2/customer/${VICTIM_CUSTOMER}/mobile_products`,
      expect: [403],
    },
    {
      endpoint: 'prepayProduct',
      method: 'GET',
      path: `/api/v3/2/customer/${VICTIM_CUSTOMER}/mobileprepay/${VICTIM_PRODUCT}`,
      expect: [403],
    },
    {
      endpoint: 'prepayProduct',
      method: 'GET',
      path: `/api/v3/2/customer/${attackerCustomer}/mobileprepay/${VICTIM_PRODUCT}`,
      expect: [404],
    },
    {
      endpoint: 'postpayProduct',
      method: 'GET',
      path: `/api/v1/2/customer/${VICTIM_CUSTOMER}/postpay_mobile/${VICTIM_PRODUCT}`,
      expect: [403],
    },
    {
      endpoint: 'postpayProduct',
      method: 'GET',
      path: `/api/v1/2/customer/${attackerCustomer}/postpay_mobile/${VICTIM_PRODUCT}`,
      expect: [404],
    },
    {
      endpoint: 'prepayBalance',
      method: 'GET',
      path: `/api/customers/${VICTIM_CUSTOMER}/products/mobile/prepay/${VICTIM_PRODUCT}/balance`,
      expect: [403],
    },
    {
      endpoint: 'postpayBalance',
      method: 'POST',
      path: '/api/postpay/balance',
      body: { CustomerUUID: VICTIM_CUSTOMER, UUID: VICTIM_PRODUCT },
      expect: [403],
    },
    {
      endpoint: 'postpayBalance',
      method: 'POST',
      path: '/api/postpay/balance',
      body: { CustomerUUID: attackerCustomer, UUID: VICTIM_PRODUCT },
      expect: [404],
    },
    {
      endpoint: 'customerAccount',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/account`,
      expect: [403],
    },
    {
      endpoint: 'usageHistogram',
      method: 'POST',
      path: '/api/v2/2/usage/data/histogram',
      body: histogram(VICTIM_CUSTOMER, VICTIM_PRODUCT),
      expect: [403],
    },
    {
      endpoint: 'usageHistogram',
      method: 'POST',
      path: '/api/v2/2/usage/data/histogram',
      body: histogram(attackerCustomer, VICTIM_PRODUCT),
      expect: [403, 404],
    },
    {
      endpoint: 'paymentMethods',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/payment-methods`,
      expect: [403],
    },
    {
      endpoint: 'setupPaymentMethod',
      method: 'POST',
      path: `/api/customer/${VICTIM_CUSTOMER}/setup-payment-method`,
      expect: [403],
    },
    {
      endpoint: 'deletePaymentMethod',
      method: 'DELETE',
      path: `/api/customer/${VICTIM_CUSTOMER}/payment-methods/${VICTIM_CARD}`,
      expect: [403],
    },
    {
      endpoint: 'deletePaymentMethod',
      method: 'DELETE',
      path: `/api/customer/${attackerCustomer}/payment-methods/${VICTIM_CARD}`,
      expect: [404],
    },
    {
      endpoint: 'setDefaultPaymentMethod',
      method: 'PUT',
      path: `/api/customer/${VICTIM_CUSTOMER}/payment-methods/${VICTIM_CARD}`,
      body: { Rank: 1 },
      expect: [403],
    },
    {
      endpoint: 'setDefaultPaymentMethod',
      method: 'PUT',
      path: `/api/customer/${attackerCustomer}/payment-methods/${VICTIM_CARD}`,
      body: { Rank: 1 },
      expect: [404],
    },
    {
      endpoint: 'billingRoutes',
      method: 'GET',
      path: `/api/customers/${VICTIM_CUSTOMER}/billing-routes`,
      expect: [403],
    },
    // Issue 10: vouchers, invoices and receipts, add-ons and plan change.
    {
      endpoint: 'checkVoucher',
      method: 'POST',
      path: `/api/customer/${VICTIM_CUSTOMER}/check_voucher/${VICTIM_PRODUCT}/1000000000033`,
      expect: [403],
    },
    {
      endpoint: 'redeemVoucher',
      method: 'POST',
      path: `/api/customer/${VICTIM_CUSTOMER}/redeem_voucher/${VICTIM_PRODUCT}/1000000000033`,
      keyed: true,
      expect: [403],
    },
    { endpoint: 'invoices', method: 'GET', path: `/api/customer/${VICTIM_CUSTOMER}/invoice`, expect: [403] },
    {
      endpoint: 'invoicePdf',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/invoice/INV-202608-0002/pdf`,
      expect: [403],
    },
    {
      endpoint: 'invoicePdf',
      method: 'GET',
      path: `/api/customer/${attackerCustomer}/invoice/INV-202608-0002/pdf`,
      expect: [404],
    },
    { endpoint: 'receipts', method: 'GET', path: `/api/customer/${VICTIM_CUSTOMER}/receipt`, expect: [403] },
    {
      endpoint: 'receiptPdf',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/receipt/2e000000-0000-4000-8000-000000000001/pdf`,
      expect: [403],
    },
    {
      endpoint: 'receiptPdf',
      method: 'GET',
      path: `/api/customer/${attackerCustomer}/receipt/2e000000-0000-4000-8000-000000000001/pdf`,
      expect: [404],
    },
    {
      endpoint: 'buyPrepayAddon',
      method: 'POST',
      path: `/api/customer/${VICTIM_CUSTOMER}/prepay_addon/${VICTIM_PRODUCT}/$'1a000000-0000-4000-8000-0000000000ff'`,
      body: { Subscribe: false, PAYG: true, AuthorizeOnly: false, isBasePlan: false },
      keyed: true,
      expect: [403],
    },
    {
      endpoint: 'removePrepayAddon',
      method: 'DELETE',
      path: `/api/customer/${VICTIM_CUSTOMER}/prepay_addon/${VICTIM_PRODUCT}/$'1a000000-0000-4000-8000-0000000000ff'`,
      expect: [403],
    },
    {
      endpoint: 'buyPostpayAddon',
      method: 'POST',
      path: '/api/postpay/addon',
      body: {
        AddonAvailabilityUUID: '1a000000-0000-4000-8000-0000000000ff',
        AddonCatalogEntryUUID: '1a000000-0000-4000-8000-0000000000ff',
        CustomerUUID: VICTIM_CUSTOMER,
        ProductInstanceUUID: VICTIM_PRODUCT,
        Subscribe: false,
      },
      keyed: true,
      expect: [403],
    },
    {
      endpoint: 'changeAddonAutoRenew',
      method: 'POST',
      path: '/api/update/change-addon-auto-renew',
      body: {
        MobileAddonUUID: '1a000000-0000-4000-8000-0000000000ff',
        MobileUUID: VICTIM_PRODUCT,
        CustomerUUID: VICTIM_CUSTOMER,
        AutoRenew: true,
      },
      expect: [403],
    },
    {
      endpoint: 'changePlan',
      method: 'POST',
      path: '/api/eshop/customer/change-plan',
      body: {
        NewAddonAutoRenew: false,
        ChangeNow: true,
        NewAddonAvailabilityUUID: '1a000000-0000-4000-8000-0000000000ff',
        OldAddonUUID: '1a000000-0000-4000-8000-0000000000ff',
        CustomerUUID: VICTIM_CUSTOMER,
        MobileUUID: VICTIM_PRODUCT,
      },
      keyed: true,
      expect: [403],
    },
    {
      endpoint: 'planChanges',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/plan_changes/${VICTIM_PRODUCT}`,
      expect: [403],
    },
    // Issue 10: cards that can no longer be charged, top-ups, bill payments, the ledger and the bill cycle.
    {
      endpoint: 'deleteInvalidPaymentMethod',
      method: 'DELETE',
      path: `/api/customer/${VICTIM_CUSTOMER}/invalid-payment-methods/${VICTIM_EXPIRED_CARD}`,
      expect: [403],
    },
    {
      endpoint: 'deleteInvalidPaymentMethod',
      method: 'DELETE',
      path: `/api/customer/${attackerCustomer}/invalid-payment-methods/${VICTIM_EXPIRED_CARD}`,
      expect: [404],
    },
    {
      endpoint: 'topUp',
      method: 'POST',
      path: `/api/customer/${VICTIM_CUSTOMER}/topup`,
      body: {
        ProductInstanceUUID: VICTIM_PRODUCT,
        Amount: 1000,
        PaymentMethodType: 'card',
        PaymentMethodID: VICTIM_CARD,
      },
      keyed: true,
      expect: [403],
    },
    {
      endpoint: 'payBill',
      method: 'POST',
      path: `/api/customer/${VICTIM_CUSTOMER}/payment`,
      body: {
        AmountCents: 1000,
        PaymentMethodType: 'card',
        PaymentMethodID: VICTIM_CARD,
        ProductInstanceUUID: VICTIM_PRODUCT,
      },
      keyed: true,
      expect: [403],
    },
    {
      // The attacker's own account, the victim's card and product: refused, nothing charged to the victim.
      endpoint: 'payBill',
      method: 'POST',
      path: `/api/customer/${attackerCustomer}/payment`,
      body: {
        AmountCents: 1000,
        PaymentMethodType: 'card',
        PaymentMethodID: VICTIM_CARD,
        ProductInstanceUUID: VICTIM_PRODUCT,
      },
      keyed: true,
      expect: [404],
    },
    {
      endpoint: 'autoTopUp',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/top-up-auto/${VICTIM_PRODUCT}`,
      expect: [403],
    },
    {
      endpoint: 'setAutoTopUp',
      method: 'PUT',
      path: `/api/customer/${VICTIM_CUSTOMER}/top-up-auto/${VICTIM_PRODUCT}`,
      body: { amount: 999, days: 1, status: true, type: 'EVERY_DAY' },
      expect: [403],
    },
    {
      // The attacker's own account, the victim's product: not the attacker's prepay product.
      endpoint: 'setAutoTopUp',
      method: 'PUT',
      path: `/api/customer/${attackerCustomer}/top-up-auto/${VICTIM_PRODUCT}`,
      body: { amount: 999, days: 1, status: true, type: 'EVERY_DAY' },
      expect: [404],
    },
    {
      endpoint: 'transactions',
      method: 'GET',
      path: `/api/customer/${VICTIM_CUSTOMER}/transactions`,
      expect: [403],
    },
    {
      endpoint: 'billingCycle',
      method: 'GET',
      path: `/api/customers/${VICTIM_CUSTOMER}/billing-cycle`,
      expect: [403],
    },
    {
      endpoint: 'setBillingCycle',
      method: 'POST',
      path: `/api/customers/${VICTIM_CUSTOMER}/billing-cycle`,
      body: { BillingCycle: { Type: 'daily', Value: 7 } },
      expect: [403],
    },
    // Issue 11: the e-shop's customer carts, checkouts, orders, delivery addresses and product type transfer.
    ...(['V2', 'V1'] as const).flatMap((v) => {
      const prefix = v === 'V2' ? '/api/eshop/v2' : '/api/eshop';
      const checkout = {
        UUID: '00000000-0000-4000-8000-0000000000c1',
        CustomerUUID: VICTIM_CUSTOMER,
        // v1 items name their type (SPEC §3 older cart item).
        Items: [
          v === 'V2'
            ? { ItemUUID: 'esim', Quantity: 1 }
            : { UUID: '00000000-0000-4000-8000-0000000000c2', ItemUUID: 'esim', Type: 'esim', Quantity: 1 },
        ],
        PaymentMethodType: 'card',
        PaymentMethodID: VICTIM_CARD,
      };
      return [
        {
          endpoint: `customerCart${v}`,
          method: 'GET',
          path: `${prefix}/customer/${VICTIM_CUSTOMER}/cart`,
          expect: [403],
        },
        {
          endpoint: `saveCustomerCart${v}`,
          method: 'POST',
          path: `${prefix}/customer/${VICTIM_CUSTOMER}/cart`,
          body: { Items: [] },
          expect: [403],
        },
        {
          // The attacker's own cart path, the victim's customer in the body.
          endpoint: `saveCustomerCart${v}`,
          method: 'POST',
          path: `${prefix}/customer/${attackerCustomer}/cart`,
          body: { CustomerUUID: VICTIM_CUSTOMER, Items: [] },
          expect: [403],
        },
        {
          endpoint: `checkout${v}`,
          method: 'POST',
          path: `${prefix}/checkout`,
          body: checkout,
          keyed: true,
          expect: [403],
        },
        {
          endpoint: `orders${v}`,
          method: 'GET',
          path: `${prefix}/customer/${VICTIM_CUSTOMER}/orders`,
          expect: [403],
        },
        {
          endpoint: `order${v}`,
          method: 'GET',
          path: `${prefix}/customer/${VICTIM_CUSTOMER}/order/ORD-100001`,
          expect: [403],
        },
      ] satisfies Case[];
    }),
    {
      endpoint: 'esimOrderStatus',
      method: 'GET',
      path: `/api/eshop/orders-esim-status/${VICTIM_CUSTOMER}/order/ORD-100001`,
      expect: [403],
    },
    {
      endpoint: 'deliveryAddresses',
      method: 'GET',
      path: `/api/v2/2/customer/${VICTIM_CUSTOMER}/address`,
      expect: [403],
    },
    {
      endpoint: 'createDeliveryAddress',
      method: 'POST',
      path: `/api/v2/2/customer/${VICTIM_CUSTOMER}/address`,
      body: { StreetName: 'Queen Street', Number: '1', City: 'Auckland', PostCode: '1010' },
      expect: [403],
    },
    {
      endpoint: 'updateDeliveryAddress',
      method: 'PUT',
      path: `/api/v2/2/customer/${VICTIM_CUSTOMER}/address/00000000-0000-4000-8000-0000000000a1`,
      body: { StreetName: 'Queen Street', Number: '1', City: 'Auckland', PostCode: '1010' },
      expect: [403],
    },
    {
      endpoint: 'setDefaultDeliveryAddress',
      method: 'PUT',
      path: `/api/v2/2/customer/${VICTIM_CUSTOMER}/address/00000000-0000-4000-8000-0000000000a1/default`,
      expect: [403],
    },
    {
      endpoint: 'deleteDeliveryAddress',
      method: 'DELETE',
      path: `/api/v2/2/customer/${VICTIM_CUSTOMER}/address/00000000-0000-4000-8000-0000000000a1`,
      expect: [403],
    },
    {
      endpoint: 'transferProductType',
      method: 'PUT',
      path: '/api/sim/v1/product-type/false',
      body: { CustomerUUID: VICTIM_CUSTOMER, ProductInstanceUUID: VICTIM_PRODUCT, Type: 'prepay' },
      expect: [403],
    },
    {
      // The attacker's own account, the victim's product: not the attacker's product, nothing changes.
      endpoint: 'transferProductType',
      method: 'PUT',
      path: '/api/sim/v1/product-type/false',
      body: { CustomerUUID: attackerCustomer, ProductInstanceUUID: VICTIM_PRODUCT, Type: 'prepay' },
      expect: [404],
    },
    {
      endpoint: 'sandboxConfirmCardSetup',
      method: 'POST',
      path: '/api/card-provider/setup_intents/confirm',
      body: {
        ClientSecret: victimSecret,
        Number: '4242424242424242',
        ExpMonth: 12,
        ExpYear: 2031,
        CVC: '123',
        Name: 'X',
      },
      expect: [400],
    },
    {
      endpoint: 'sandboxAuthenticateCardSetup',
      method: 'POST',
      path: '/api/card-provider/setup_intents/authenticate',
      body: { ClientSecret: victimSecret, Approve: true },
      expect: [400],
    },
  ];

  it('another customer’s data over every authenticated endpoint: 403/404, and nothing changes', async () => {
    const attacker = await signIn(prod.url, 'prepay@harbour.test');
    const victim = await signIn(prod.url, VICTIM);
    const intent = await raw(prod.url, 'POST', `/api/customer/${VICTIM_CUSTOMER}/setup-payment-method`, {
      token: victim.JWT,
    });
    const table = cases(attacker.roles[0]!.CustomerUUID, intent.json.SetupIntentClientSecret);
    const covered = new Set(table.map((c) => c.endpoint));
    for (const endpoint of Object.values(endpoints).filter((e) => e.auth)) {
      expect(covered.has(endpoint.name), `${endpoint.name} has a cross-customer case`).toBe(true);
    }
    for (const c of table) {
      const res = await raw(prod.url, c.method, c.path, {
        token: attacker.JWT,
        ...(c.body ? { body: c.body } : {}),
        ...(c.keyed ? { headers: { 'Idempotency-Key': crypto.randomUUID() } } : {}),
      });
      expect(c.expect, `${c.method} ${c.path}: ${res.status} ${res.text}`).toContain(res.status);
    }
    console.log(`cross-customer: ${table.length} requests over ${covered.size} endpoints, all 403/404/400`);
    const cards = await raw(prod.url, 'GET', `/api/customer/${VICTIM_CUSTOMER}/payment-methods`, {
      token: victim.JWT,
    });
    expect(cards.json.PaymentMethods.map((c: { UUID: string }) => c.UUID)).toContain(VICTIM_CARD);
    expect((await signInRaw(prod.url, VICTIM, DEMO_PASSWORD)).status).toBe(200);
  });

  it('forged, alg=none, expired and tampered JWTs are 401', async () => {
    const auth = await signIn(prod.url, 'prepay@harbour.test');
    const customer = auth.roles[0]!.CustomerUUID;
    const [header, payload, signature] = auth.JWT.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const secret = (
      await prod.sandbox.db.query<{ value: string }>(
        `SELECT value FROM sandbox_meta WHERE key = 'jwt_secret'`,
      )
    ).rows[0]!.value;
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      forged: sign({ ...claims }, 'a-guessed-secret'),
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      tampered: `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`,
      expired: sign({ ...claims, iat: now - 7200, exp: now - 3600 }, secret),
      // Control: the same construction with the right secret and a live expiry is accepted (below).
      badSignature: `${header}.${payload}.${Buffer.from('nope').toString('base64url')}`,
    };
    for (const [name, token] of Object.entries(tokens)) {
      const res = await raw(prod.url, 'GET', `/api/customer/${customer}`, { token });
      expect(res.status, name).toBe(401);
    }
    expect((await raw(prod.url, 'GET', `/api/customer/${customer}`, { token: auth.JWT })).status).toBe(200);
    const genuine = sign({ ...claims, iat: now, exp: now + 600 }, secret);
    expect((await raw(prod.url, 'GET', `/api/customer/${customer}`, { token: genuine })).status).toBe(200);
  });
});

describe('the reset-link check (issue 8: a used link says so on open) as an enumeration or guessing oracle', () => {
  const check = (code: string) =>
    raw(dev.url, 'POST', '/api/v2/2/auth/LOCAL/password_reset/check', { body: { Code: code } });
  const codes: { superseded: string; open: string } = { superseded: '', open: '' };

  beforeAll(async () => {
    const email = 'multi@harbour.test';
    const mailbox = async () => {
      const res = await raw(dev.url, 'GET', `/api/sandbox/mailbox?to=${email}`, {
        headers: { 'X-Sandbox-Secret': dev.sandboxSecret! },
      });
      return new URL(res.json.messages.at(-1).link).searchParams.get('code')!;
    };
    for (const key of ['superseded', 'open'] as const) {
      const sent = await raw(dev.url, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
        body: { Email: email },
      });
      expect(sent.status).toBe(200);
      codes[key] = await mailbox();
    }
  });

  it('a superseded code of a real account and a made-up code get the same answer, in about the same time', async () => {
    const usedMs: number[] = [];
    const unknownMs: number[] = [];
    const answers = new Set<string>();
    for (let round = 0; round < 5; round++) {
      for (const [code, into] of [
        [codes.superseded, usedMs],
        [`${codes.open.slice(0, -4)}beef`, unknownMs],
      ] as const) {
        const t = performance.now();
        const res = await check(code);
        into.push(performance.now() - t);
        expect(res.status).toBe(400);
        answers.add(JSON.stringify([res.status, res.json, res.headers['content-length']]));
      }
    }
    expect(answers.size, [...answers].join('\n')).toBe(1);
    expect(JSON.parse([...answers][0]!)[1]).toMatchObject({ err_code: 'reset_code_invalid' });
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    console.log(
      `reset check timing: superseded median ${median(usedMs).toFixed(1)} ms, unknown median ${median(unknownMs).toFixed(1)} ms`,
    );
    // The same single indexed query answers both; on a loaded machine allow noise, not a systematic gap.
    expect(Math.abs(median(usedMs) - median(unknownMs))).toBeLessThan(Math.max(15, median(usedMs)));
  });

  it('the open code tells only what its e-mail holder knows (the address), uses nothing up, and exists in production', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await check(codes.open);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ IdentityProvider: 'LOCAL', AuthID: 'multi@harbour.test' });
    }
    const prodAnswer = await raw(prod.url, 'POST', '/api/v2/2/auth/LOCAL/password_reset/check', {
      body: { Code: 'not-a-code' },
    });
    expect(prodAnswer.status).toBe(400);
    expect(prodAnswer.json.err_code).toBe('reset_code_invalid');
  });

  it('guessing codes through the check is limited per address like confirmations: 429 with Retry-After', async () => {
    // Runs last against `dev` (it uses up the per-address code budget of 127.0.0.1 for 15 minutes).
    let refused: RawAnswer | undefined;
    for (let i = 0; i < 31 && !refused; i++) {
      const res = await check(`guess-${i}`);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(400);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The open code is refused too while the address is limited: the limit is not an oracle either.
    expect((await check(codes.open)).status).toBe(429);
  });
});

describe('logs without secrets or personal data', () => {
  it('nothing the servers logged holds a password, a hash, a reset code or a JWT', () => {
    const text = logs.join('\n');
    for (const leak of [DEMO_PASSWORD, 'Wrong-guess', '$argon2id$', '$2b$', 'reset-password?code=', 'eyJ']) {
      expect(text, leak).not.toContain(leak);
    }
  });
});
