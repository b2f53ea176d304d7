import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { request, signIn, testSandbox } from './test/helpers.ts';

// Sandbox-only routes for tests that move money (issue 10 fault matrix): copies of demo accounts, minted vouchers.
let sandbox: Sandbox;
beforeAll(async () => {
  ({ sandbox } = await testSandbox());
}, 120_000);
afterAll(() => sandbox.close());

describe('POST /api/sandbox/accounts', () => {
  it('copies a demo account: same credit, plan and cards under new ids; spending from it leaves the demo account as it was', async () => {
    const res = await request(sandbox, 'POST', '/api/sandbox/accounts', {
      body: { Like: 'prepay@harbour.test' },
    });
    expect(res.status, res.text).toBe(201);
    const { Email, Password, CustomerUUIDs, ProductUUIDs } = res.json as {
      Email: string;
      Password: string;
      CustomerUUIDs: string[];
      ProductUUIDs: string[];
    };
    expect(Email).toMatch(/^copy-prepay-\d{10}@harbour\.test$/);
    const copy = await signIn(sandbox, Email, Password);
    const demo = await signIn(sandbox, 'prepay@harbour.test');
    expect(copy.roles.map((r) => r.CustomerUUID)).toEqual(CustomerUUIDs);
    expect(CustomerUUIDs).not.toContain(demo.roles[0]!.CustomerUUID);

    const balanceOf = async (token: string, customer: string, product: string) =>
      (
        await request(
          sandbox,
          'GET',
          `/api/customers/${customer}/products/mobile/prepay/${product}/balance`,
          {
            token,
          },
        )
      ).json;
    const demoCustomer = demo.roles[0]!.CustomerUUID;
    const demoProducts = (
      await request(sandbox, 'GET', `/api/v3/2/customer/${demoCustomer}/mobile_products`, { token: demo.JWT })
    ).json.MobileProducts as Array<{ UUID: string }>;
    const before = await balanceOf(demo.JWT, demoCustomer, demoProducts[0]!.UUID);
    expect(await balanceOf(copy.JWT, CustomerUUIDs[0]!, ProductUUIDs[0]!)).toEqual(
      expect.objectContaining({ CreditCents: before.CreditCents }),
    );

    const cards = await request(sandbox, 'GET', `/api/customer/${CustomerUUIDs[0]}/payment-methods`, {
      token: copy.JWT,
    });
    expect((cards.json as { PaymentMethods: unknown[] }).PaymentMethods.length).toBeGreaterThan(0);

    const mint = await request(sandbox, 'POST', '/api/sandbox/vouchers', { body: { AmountCents: 700 } });
    const redeem = await request(
      sandbox,
      'POST',
      `/api/customer/${CustomerUUIDs[0]}/redeem_voucher/${ProductUUIDs[0]}/${mint.json.Code}`,
      { token: copy.JWT, headers: { 'Idempotency-Key': crypto.randomUUID() } },
    );
    expect(redeem.status, redeem.text).toBe(200);
    expect((await balanceOf(copy.JWT, CustomerUUIDs[0]!, ProductUUIDs[0]!)).CreditCents).toBe(
      before.CreditCents + 700,
    );
    expect(await balanceOf(demo.JWT, demoCustomer, demoProducts[0]!.UUID)).toEqual(before);
  });

  it('refuses an address that is not a demo account (404) and a bad body (400)', async () => {
    const unknown = await request(sandbox, 'POST', '/api/sandbox/accounts', {
      body: { Like: 'someone@example.test' },
    });
    expect(unknown.status).toBe(404);
    const bad = await request(sandbox, 'POST', '/api/sandbox/accounts', { body: { Email: 1 } });
    expect(bad.status).toBe(400);
    // Like every sandbox-only route: never without the sandbox secret (issue 8).
    const stranger = await request(sandbox, 'POST', '/api/sandbox/accounts', {
      body: { Like: 'prepay@harbour.test' },
      secret: false,
    });
    expect(stranger.status).toBeGreaterThanOrEqual(401);
    expect(stranger.status).toBeLessThan(404);
  });
});

describe('POST /api/sandbox/vouchers', () => {
  it('mints a new 13-digit voucher that redeems once', async () => {
    const res = await request(sandbox, 'POST', '/api/sandbox/vouchers', { body: { AmountCents: 1500 } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.Code).toMatch(/^9\d{12}$/);
    expect(res.json.AmountCents).toBe(1500);
    const bad = await request(sandbox, 'POST', '/api/sandbox/vouchers', { body: { AmountCents: 0 } });
    expect(bad.status).toBe(400);
  });
});
