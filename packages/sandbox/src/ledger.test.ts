import { transactionsResponseSchema } from '@telco-portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { SEED_ACCOUNTS } from './seed/accounts.ts';
import { request, signIn, TEST_NOW, testSandbox } from './test/helpers.ts';
import { recordTransaction } from './transactions.ts';

// Issue 10: the money ledger (migration 008, SPEC §3 transactions), the bill cycle (SPEC §3, §5 'not allowed',
// §7, §9) and invalid payment methods (SPEC §7 invalid-payment-methods).
let sandbox: Sandbox;
let refusing: Sandbox;
const tokens: Record<string, string> = {};
const customers: Record<string, string> = {};
const nowNanos = BigInt(TEST_NOW.getTime()) * 1_000_000n;

beforeAll(async () => {
  ({ sandbox } = await testSandbox({ log: () => undefined, allowBillingCycleChange: true }));
  ({ sandbox: refusing } = await testSandbox({ log: () => undefined }));
  for (const who of ['prepay', 'postpay', 'payg']) {
    const auth = await signIn(sandbox, `${who}@harbour.test`);
    tokens[who] = auth.JWT;
    customers[who] = auth.roles[0]!.CustomerUUID;
  }
}, 120_000);
afterAll(async () => {
  await sandbox.close();
  await refusing.close();
});

const ledger = async (who: string) => {
  const res = await request(sandbox, 'GET', `/api/customer/${customers[who]}/transactions`, {
    token: tokens[who],
  });
  expect(res.status).toBe(200);
  return transactionsResponseSchema.parse(res.json).Transactions;
};

describe('given the seeded ledger', () => {
  it('has 14 months of history for prepay@, postpay@ and payg@, newest first, none in the future', async () => {
    for (const who of ['prepay', 'postpay', 'payg']) {
      const rows = await ledger(who);
      const times = rows.map((r) => BigInt(r.CreatedAtNanos));
      expect(times.every((t, i) => i === 0 || times[i - 1]! >= t)).toBe(true);
      expect(times.every((t) => t <= nowNanos)).toBe(true);
      const months = new Set(times.map((t) => new Date(Number(t / 1_000_000n)).toISOString().slice(0, 7)));
      // Monthly top-ups: every month; postpay@ pays its PAID invoices (not the open, due, overdue or void ones).
      expect(months.size).toBeGreaterThanOrEqual(who === 'postpay' ? 10 : 13);
      expect(nowNanos - times.at(-1)! > 365n * 86_400_000_000_000n).toBe(true);
      expect(months.size).toBeLessThanOrEqual(14);
    }
  });

  it('signs amounts: top-ups, vouchers, bill payments and refunds in, add-ons out', async () => {
    const prepay = await ledger('prepay');
    expect(new Set(prepay.map((r) => r.Kind))).toEqual(new Set(['top_up', 'voucher', 'addon', 'refund']));
    for (const r of prepay) expect(r.AmountCents > 0).toBe(r.Kind !== 'addon');
    const postpay = await ledger('postpay');
    expect(postpay.filter((r) => r.Kind === 'bill_payment').length).toBeGreaterThan(8);
    expect(postpay.every((r) => r.AmountCents > 0)).toBe(true);
  });

  it("postpay@'s bill payments are the receipts of its paid invoices", async () => {
    const receipts = (
      await request(sandbox, 'GET', `/api/customer/${customers.postpay}/receipt`, { token: tokens.postpay })
    ).json.Receipts as Array<{ AmountCents: number; PaidAtNanos: string }>;
    const payments = (await ledger('postpay')).filter((r) => r.Kind === 'bill_payment');
    expect(payments.map((p) => [p.AmountCents, p.CreatedAtNanos])).toEqual(
      receipts.map((r) => [r.AmountCents, r.PaidAtNanos]),
    );
  });

  it("refuses another customer's ledger", async () => {
    const res = await request(sandbox, 'GET', `/api/customer/${customers.postpay}/transactions`, {
      token: tokens.prepay,
    });
    expect(res.status).toBe(403);
  });
});

describe('given a money flow', () => {
  it('a voucher redemption writes its ledger row in the same transaction', async () => {
    const product = SEED_ACCOUNTS[0]!.customers[0]!.products[0]!.uuid;
    const before = await ledger('prepay');
    const res = await request(
      sandbox,
      'POST',
      `/api/customer/${customers.prepay}/redeem_voucher/${product}/1000000000033`,
      { token: tokens.prepay, headers: { 'Idempotency-Key': 'ledger-voucher-1' } },
    );
    expect(res.status).toBe(200);
    const after = await ledger('prepay');
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({
      Kind: 'voucher',
      AmountCents: res.json.AmountCents,
      ProductInstanceUUID: product,
      CreatedAtNanos: nowNanos.toString(),
    });
    // The same key again answers the first redemption and writes no second row.
    await request(
      sandbox,
      'POST',
      `/api/customer/${customers.prepay}/redeem_voucher/${product}/1000000000033`,
      {
        token: tokens.prepay,
        headers: { 'Idempotency-Key': 'ledger-voucher-1' },
      },
    );
    expect((await ledger('prepay')).length).toBe(after.length);
  });

  it('recordTransaction refuses a zero or fractional amount and rolls back with its transaction', async () => {
    const input = {
      customerUuid: customers.payg!,
      kind: 'top_up' as const,
      description: 'x',
      createdAtNanos: nowNanos,
    };
    await expect(recordTransaction(sandbox.db, { ...input, amountCents: 0 })).rejects.toThrow(RangeError);
    await expect(recordTransaction(sandbox.db, { ...input, amountCents: 1.5 })).rejects.toThrow(RangeError);
    const before = (await ledger('payg')).length;
    await expect(
      sandbox.db.transaction(async (tx) => {
        await recordTransaction(tx, { ...input, amountCents: 500 });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect((await ledger('payg')).length).toBe(before);
  });
});

describe('given the bill cycle', () => {
  const path = () => `/api/customers/${customers.postpay}/billing-cycle`;
  const account = async (box: Sandbox) =>
    (await request(box, 'GET', `/api/customer/${customers.postpay}/account`, { token: tokens.postpay })).json;

  it('reads 28 days for postpay@ and changes to 7 days, then monthly, when the brand allows', async () => {
    expect((await request(sandbox, 'GET', path(), { token: tokens.postpay })).json).toEqual({
      BillingCycle: { Type: 'daily', Value: 28 },
    });
    const before = await account(sandbox);
    const seven = await request(sandbox, 'POST', path(), {
      token: tokens.postpay,
      body: { BillingCycle: { Type: 'daily', Value: 7 } },
    });
    expect(seven).toMatchObject({ status: 200, json: { BillingCycle: { Type: 'daily', Value: 7 } } });
    const after = await account(sandbox);
    const days = (a: { From: string; Upto: string }) =>
      Number((BigInt(a.Upto) - BigInt(a.From)) / 86_400_000_000_000n);
    expect(days(before.CurrentBillingCycle)).toBe(28);
    expect(days(after.NextBillingCycle)).toBe(7);
    expect(BigInt(after.CurrentBillingCycle.From) <= nowNanos).toBe(true);
    expect(BigInt(after.CurrentBillingCycle.Upto) > nowNanos).toBe(true);

    await request(sandbox, 'POST', path(), {
      token: tokens.postpay,
      body: { BillingCycle: { Type: 'monthly', Value: 1 } },
    });
    const monthly = await account(sandbox);
    expect(monthly.CurrentBillingCycle.From).toBe(String(BigInt(Date.UTC(2026, 0, 1)) * 1_000_000n));
    expect(monthly.NextBillingCycle.From).toBe(String(BigInt(Date.UTC(2026, 1, 1)) * 1_000_000n));
    expect((await request(sandbox, 'GET', path(), { token: tokens.postpay })).json.BillingCycle).toEqual({
      Type: 'monthly',
      Value: 1,
    });
  });

  it("refuses with 'not allowed' when the brand does not let customers change it (SPEC §5)", async () => {
    const auth = await signIn(refusing, 'postpay@harbour.test');
    const res = await request(refusing, 'POST', path(), {
      token: auth.JWT,
      body: { BillingCycle: { Type: 'daily', Value: 7 } },
    });
    expect(res).toMatchObject({ status: 403, json: { err_code: 'not_allowed', err_message: 'not allowed' } });
    expect((await request(refusing, 'GET', path(), { token: auth.JWT })).json.BillingCycle.Value).toBe(28);
  });

  it('rejects cycles outside 7 / 28 days or monthly, and customers without a postpay product', async () => {
    for (const BillingCycle of [
      { Type: 'daily', Value: 14 },
      { Type: 'monthly', Value: 7 },
      { Type: 'weekly', Value: 7 },
    ]) {
      const res = await request(sandbox, 'POST', path(), { token: tokens.postpay, body: { BillingCycle } });
      expect(res.status).toBe(400);
    }
    const res = await request(sandbox, 'POST', `/api/customers/${customers.prepay}/billing-cycle`, {
      token: tokens.prepay,
      body: { BillingCycle: { Type: 'daily', Value: 7 } },
    });
    expect(res).toMatchObject({ status: 404, json: { err_code: 'no_postpay_product' } });
  });
});

describe('given an expired card (SPEC §7 invalid-payment-methods)', () => {
  const cards = async () =>
    (
      await request(sandbox, 'GET', `/api/customer/${customers.postpay}/payment-methods`, {
        token: tokens.postpay,
      })
    ).json.PaymentMethods as Array<{ UUID: string; CardLast4: string }>;
  const remove = (cardId: string) =>
    request(sandbox, 'DELETE', `/api/customer/${customers.postpay}/invalid-payment-methods/${cardId}`, {
      token: tokens.postpay,
    });

  it('removes the expired card and refuses a valid or unknown one', async () => {
    const before = await cards();
    const expired = before.find((c) => c.CardLast4 === '0341')!;
    const valid = before.find((c) => c.CardLast4 === '4444')!;
    expect(await remove(valid.UUID)).toMatchObject({ status: 409, json: { err_code: 'card_is_valid' } });
    const res = await remove(expired.UUID);
    expect(res.status).toBe(200);
    expect(res.json.PaymentMethods.map((c: { CardLast4: string }) => c.CardLast4)).not.toContain('0341');
    expect((await cards()).length).toBe(before.length - 1);
    expect(await remove(expired.UUID)).toMatchObject({
      status: 404,
      json: { err_code: 'card_is_not_found' },
    });
  });
});
