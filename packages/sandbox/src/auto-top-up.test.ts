import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_TOP_UP_CATCH_UP_MAX, runDueAutoTopUps } from './routes/auto-top-up.ts';
import type { Sandbox } from './sandbox.ts';
import { confirmTestCard, request, signIn, type TestClock, testSandbox } from './test/helpers.ts';
import { dateToNanos, NANOS_PER_DAY } from './time.ts';

// Issue 10 auto top-up (SPEC §3 preference "top-up-auto", §5, §9): GET/PUT /customer/:id/top-up-auto/:product,
// and the runs the sandbox makes lazily when the customer's money is read. Each test works on a fresh copy of a
// demo account (POST /api/sandbox/accounts). The clock only moves forward; a test signs in again after moving it
// (tokens last an hour).
let sandbox: Sandbox;
let clock: TestClock;
beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox({ log: () => undefined }));
}, 120_000);
afterAll(() => sandbox.close());

type Who = { email: string; password: string; token: string; customer: string; product: string };

/** A fresh copy of the demo account `like`, signed in, with its first customer and product. */
async function fresh(like = 'prepay@harbour.test'): Promise<Who> {
  const copy = await request(sandbox, 'POST', '/api/sandbox/accounts', { body: { Like: like } });
  expect(copy.status, copy.text).toBe(201);
  const { Email: email, Password: password } = copy.json;
  return {
    email,
    password,
    token: (await signIn(sandbox, email, password)).JWT,
    customer: copy.json.CustomerUUIDs[0],
    product: copy.json.ProductUUIDs[0],
  };
}

/** Moves the clock `days` (and a little more, when asked) on and signs `who` in again. */
async function later(who: Who, days: number, extraMs = 0) {
  clock.advanceMs(days * 86_400_000 + extraMs);
  who.token = (await signIn(sandbox, who.email, who.password)).JWT;
}

const now = () => dateToNanos(clock.now());
const daysOn = (from: bigint, days: number) => (from + BigInt(days) * NANOS_PER_DAY).toString();
const path = (who: Who, customer = who.customer, product = who.product) =>
  `/api/customer/${customer}/top-up-auto/${product}`;
const get = (who: Who, customer?: string, product?: string) =>
  request(sandbox, 'GET', path(who, customer, product), { token: who.token });
const put = (who: Who, body: Record<string, unknown>, customer?: string, product?: string) =>
  request(sandbox, 'PUT', path(who, customer, product), {
    token: who.token,
    body: { type: 'EVERY_DAY', ...body },
  });
const on = (who: Who, amount: number, days: number) => put(who, { amount, days, status: true });

/** The prepay balance read (runs what is due). */
const balance = async (who: Who) =>
  (
    await request(
      sandbox,
      'GET',
      `/api/customers/${who.customer}/products/mobile/prepay/${who.product}/balance`,
      { token: who.token },
    )
  ).json as { CreditCents: number; CurrencyCreditExpiresAtNanos: string };
/** The product's credit straight from the database (runs nothing). */
const storedCredit = async (who: Who) =>
  (
    await sandbox.db.query<{ credit_cents: number }>(
      'SELECT credit_cents FROM mobile_products WHERE uuid = $1',
      [who.product],
    )
  ).rows[0]!.credit_cents;
/** The 'Auto top-up' rows of the ledger read (runs what is due), newest first. */
const autoLedger = async (who: Who) =>
  (
    (await request(sandbox, 'GET', `/api/customer/${who.customer}/transactions`, { token: who.token })).json
      .Transactions as Array<{
      Kind: string;
      AmountCents: number;
      Description: string;
      CreatedAtNanos: string;
      ProductInstanceUUID: string | null;
    }>
  ).filter((t) => t.Description === 'Auto top-up');

/** Saves the Stripe test card `number` for `who` (approving 3-D Secure when it asks) and makes it the default. */
async function defaultCard(who: Who, number: string) {
  const { secret, confirmed } = await confirmTestCard(sandbox, who, number);
  let saved = confirmed;
  if (confirmed.json.Status === 'requires_action') {
    saved = await request(sandbox, 'POST', '/api/card-provider/setup_intents/authenticate', {
      token: who.token,
      body: { ClientSecret: secret, Approve: true },
    });
  }
  expect(saved.json.Status, saved.text).toBe('succeeded');
  const made = await request(
    sandbox,
    'PUT',
    `/api/customer/${who.customer}/payment-methods/${saved.json.PaymentMethod.UUID}`,
    { token: who.token, body: { Rank: 1 } },
  );
  expect(made.json.PaymentMethods[0].CardLast4).toBe(number.replace(/\s/g, '').slice(-4));
}

describe('given a prepay product without a record', () => {
  it('answers the SPEC §9 defaults: amount 0, days 0, off, EVERY_DAY, never run', async () => {
    const who = await fresh();
    const res = await get(who);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      amount: 0,
      days: 0,
      status: false,
      type: 'EVERY_DAY',
      nextRunAtNanos: null,
      lastRun: null,
    });
  });
});

describe('storing the record (PUT)', () => {
  it('switched on: stored, next run `days` from now; off: no next run, the values kept; on again: from now', async () => {
    const who = await fresh();
    const start = now();
    const stored = await on(who, 20, 7);
    expect(stored.status, stored.text).toBe(200);
    expect(stored.json).toEqual({
      amount: 20,
      days: 7,
      status: true,
      type: 'EVERY_DAY',
      nextRunAtNanos: daysOn(start, 7),
      lastRun: null,
    });
    expect((await get(who)).json).toEqual(stored.json);
    // PUT: sending it twice stores it once (the schedule does not move).
    clock.advanceMs(60_000);
    expect((await on(who, 20, 7)).json).toEqual(stored.json);

    const off = await put(who, { amount: 20, days: 7, status: false });
    expect(off.json).toEqual({ ...stored.json, status: false, nextRunAtNanos: null });
    expect((await get(who)).json).toEqual(off.json);

    clock.advanceMs(60_000);
    const again = await on(who, 20, 7);
    expect(again.json.nextRunAtNanos).toBe(daysOn(now(), 7));
  });

  it('off with amount 0 and days 0 is accepted (SPEC §9 defaults)', async () => {
    const who = await fresh();
    const res = await put(who, { amount: 0, days: 0, status: false });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ amount: 0, days: 0, status: false, nextRunAtNanos: null });
  });

  it('refuses values out of SPEC §5 bounds with 400 invalid_request, storing nothing', async () => {
    const who = await fresh();
    for (const body of [
      { amount: 1000, days: 7, status: true },
      { amount: 20, days: 0, status: true },
      { amount: 0, days: 7, status: true },
      { amount: 20, days: 100, status: true },
      { amount: 10.5, days: 7, status: true },
      { amount: 20, days: 7, status: true, type: 'MONTHLY' },
      { amount: 20, days: 7, status: 'on' },
    ]) {
      const res = await put(who, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.err_code).toBe('invalid_request');
    }
    expect((await get(who)).json).toMatchObject({ amount: 0, days: 0, status: false });
  });

  it('changing only the amount keeps the next run; changing the days moves it to now + days', async () => {
    const who = await fresh();
    const start = now();
    await on(who, 10, 7);
    await later(who, 1);
    expect((await on(who, 25, 7)).json).toMatchObject({ amount: 25, nextRunAtNanos: daysOn(start, 7) });
    expect((await on(who, 25, 5)).json).toMatchObject({ days: 5, nextRunAtNanos: daysOn(now(), 5) });
  });

  it("switching on without a saved card is 402 'card_is_not_found' (the add-on purchase's text); off is stored", async () => {
    const who = await fresh('nocard@harbour.test');
    expect(await on(who, 20, 7)).toMatchObject({
      status: 402,
      json: { err_code: 'card_is_not_found', err_message: 'card is not found' },
    });
    expect((await get(who)).json).toMatchObject({ status: false, nextRunAtNanos: null });
    expect((await put(who, { amount: 20, days: 7, status: false })).status).toBe(200);
  });
});

describe('whose product and customer', () => {
  it("404 'no_prepay_product' for the customer's postpay product and for another customer's product", async () => {
    const postpay = await fresh('postpay@harbour.test');
    const prepay = await fresh();
    for (const res of [
      await get(postpay),
      await put(postpay, { amount: 20, days: 7, status: true }),
      await get(prepay, prepay.customer, postpay.product),
      await put(prepay, { amount: 20, days: 7, status: true }, prepay.customer, postpay.product),
    ]) {
      expect(res.status, res.text).toBe(404);
      expect(res.json.err_code).toBe('no_prepay_product');
    }
    const other = await fresh();
    expect((await get(prepay, prepay.customer, other.product)).status).toBe(404);
  });

  it("403 'not_allowed' for another customer's id, and their record is untouched", async () => {
    const victim = await fresh();
    const attacker = await fresh();
    await on(victim, 20, 7);
    expect((await get(attacker, victim.customer, victim.product)).status).toBe(403);
    const res = await put(attacker, { amount: 999, days: 1, status: true }, victim.customer, victim.product);
    expect(res).toMatchObject({ status: 403, json: { err_code: 'not_allowed' } });
    expect((await get(victim)).json).toMatchObject({ amount: 20, days: 7 });
  });
});

describe('the runs (made lazily when the money is read)', () => {
  it('a due run charges the default card once: credit + amount, one ledger row, next run `days` on', async () => {
    const who = await fresh();
    const start = now();
    const before = await balance(who);
    await on(who, 20, 7);
    await later(who, 7);
    const after = await balance(who);
    expect(after.CreditCents).toBe(before.CreditCents + 2000);
    // SPEC §9 balance expiry one year after a top-up: a year after the run.
    expect(BigInt(after.CurrencyCreditExpiresAtNanos)).toBe(BigInt(daysOn(start, 7)) + 365n * NANOS_PER_DAY);
    expect(await autoLedger(who)).toEqual([
      {
        UUID: expect.any(String),
        Kind: 'top_up',
        AmountCents: 2000,
        Description: 'Auto top-up',
        CreatedAtNanos: daysOn(start, 7),
        ProductInstanceUUID: who.product,
      },
    ]);
    expect((await get(who)).json).toEqual({
      amount: 20,
      days: 7,
      status: true,
      type: 'EVERY_DAY',
      nextRunAtNanos: daysOn(start, 14),
      lastRun: { atNanos: daysOn(start, 7), amountCents: 2000, outcome: 'succeeded' },
    });
    expect((await balance(who)).CreditCents).toBe(before.CreditCents + 2000);
  });

  it('reads at the same time make the run once', async () => {
    const who = await fresh();
    const before = await storedCredit(who);
    await on(who, 15, 3);
    await later(who, 3, 1000);
    const reads = await Promise.all([balance(who), get(who), autoLedger(who), balance(who), get(who)]);
    expect(reads).toHaveLength(5);
    expect(await storedCredit(who)).toBe(before + 1500);
    expect(await autoLedger(who)).toHaveLength(1);
  });

  it('two runners started together (both see the run due) make it once', async () => {
    const who = await fresh();
    const before = await storedCredit(who);
    await on(who, 15, 3);
    await later(who, 3);
    const deps = { now: clock.now };
    const runs = await Promise.all([
      runDueAutoTopUps(sandbox.db, deps, who.customer),
      runDueAutoTopUps(sandbox.db, deps, who.customer),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await storedCredit(who)).toBe(before + 1500);
    expect(await runDueAutoTopUps(sandbox.db, deps, who.customer)).toBe(0);
  });

  it('the prepay product read runs them too', async () => {
    const who = await fresh();
    const before = await storedCredit(who);
    await on(who, 5, 1);
    await later(who, 1);
    const product = await request(
      sandbox,
      'GET',
      `/api/v3/2/customer/${who.customer}/mobileprepay/${who.product}`,
      {
        token: who.token,
      },
    );
    expect(product.json.CreditCents).toBe(before + 500);
  });

  it('three periods missed: three runs, in order, at their scheduled times', async () => {
    const who = await fresh();
    const start = now();
    const before = await storedCredit(who);
    await on(who, 10, 2);
    await later(who, 6, 3_600_000);
    expect((await autoLedger(who)).map((t) => t.CreatedAtNanos)).toEqual([
      daysOn(start, 6),
      daysOn(start, 4),
      daysOn(start, 2),
    ]);
    expect(await storedCredit(who)).toBe(before + 3000);
    expect((await get(who)).json).toMatchObject({
      nextRunAtNanos: daysOn(start, 8),
      lastRun: { atNanos: daysOn(start, 6), outcome: 'succeeded' },
    });
  });

  it(`left alone for 100 days: at most ${AUTO_TOP_UP_CATCH_UP_MAX} runs (the latest), then the schedule goes on`, async () => {
    expect(AUTO_TOP_UP_CATCH_UP_MAX).toBe(31);
    const who = await fresh();
    const start = now();
    const before = await storedCredit(who);
    await on(who, 1, 1);
    await later(who, 100);
    const runs = await autoLedger(who);
    expect(runs).toHaveLength(31);
    expect(runs[0]!.CreatedAtNanos).toBe(daysOn(start, 100));
    expect(runs.at(-1)!.CreatedAtNanos).toBe(daysOn(start, 70));
    expect(await storedCredit(who)).toBe(before + 3100);
    expect((await get(who)).json).toMatchObject({
      nextRunAtNanos: daysOn(start, 101),
      lastRun: { atNanos: daysOn(start, 100), amountCents: 100, outcome: 'succeeded' },
    });
    await later(who, 1);
    expect(await autoLedger(who)).toHaveLength(32);
  });

  it('a PUT makes the runs that were due under the old record first', async () => {
    const who = await fresh();
    const start = now();
    await on(who, 10, 7);
    await later(who, 8);
    expect((await on(who, 30, 7)).json).toMatchObject({
      amount: 30,
      nextRunAtNanos: daysOn(start, 14),
      lastRun: { atNanos: daysOn(start, 7), amountCents: 1000, outcome: 'succeeded' },
    });
    expect((await autoLedger(who)).map((t) => t.AmountCents)).toEqual([1000]);
  });

  it('a default card its bank refuses (4000 0000 0000 0341): card_declined, nothing credited, still on', async () => {
    const who = await fresh();
    await defaultCard(who, '4000 0000 0000 0341');
    const start = now();
    const before = await storedCredit(who);
    await on(who, 20, 7);
    await later(who, 7);
    expect((await get(who)).json).toMatchObject({
      status: true,
      nextRunAtNanos: daysOn(start, 14),
      lastRun: { atNanos: daysOn(start, 7), amountCents: 2000, outcome: 'card_declined' },
    });
    expect(await storedCredit(who)).toBe(before);
    expect(await autoLedger(who)).toEqual([]);
  });

  it('a default card expired by the run: card_declined, nothing credited, still on', async () => {
    const who = await fresh();
    const start = now();
    const before = await storedCredit(who);
    await on(who, 20, 7);
    // The card expires (valid through its month) before the run: last month as seen from the clock.
    const month = new Date(clock.now().getTime());
    await sandbox.db.query(
      'UPDATE payment_methods SET exp_month = $2, exp_year = $3 WHERE customer_uuid = $1 AND rank = 1',
      [
        who.customer,
        month.getUTCMonth() === 0 ? 12 : month.getUTCMonth(),
        month.getUTCFullYear() - (month.getUTCMonth() === 0 ? 1 : 0),
      ],
    );
    await later(who, 7);
    expect((await get(who)).json).toMatchObject({
      status: true,
      lastRun: { atNanos: daysOn(start, 7), amountCents: 2000, outcome: 'card_declined' },
    });
    expect(await storedCredit(who)).toBe(before);
    expect(await autoLedger(who)).toEqual([]);
  });

  it('a default card that asks for 3-D Secure (4000 0027 6000 3184): authentication_required, nothing charged', async () => {
    const who = await fresh();
    await defaultCard(who, '4000002760003184');
    const start = now();
    const before = await storedCredit(who);
    await on(who, 20, 7);
    await later(who, 7);
    expect((await get(who)).json).toMatchObject({
      status: true,
      nextRunAtNanos: daysOn(start, 14),
      lastRun: { atNanos: daysOn(start, 7), outcome: 'authentication_required' },
    });
    expect(await storedCredit(who)).toBe(before);
    expect(await autoLedger(who)).toEqual([]);
  });

  it('no live card left when it runs: no_card, nothing credited, still on', async () => {
    const who = await fresh();
    const start = now();
    const before = await storedCredit(who);
    await on(who, 20, 7);
    // The provider removing the card (an expired only card goes through invalid-payment-methods).
    await sandbox.db.query('UPDATE payment_methods SET deleted_at_nanos = $2 WHERE customer_uuid = $1', [
      who.customer,
      now().toString(),
    ]);
    await later(who, 7);
    expect((await get(who)).json).toMatchObject({
      status: true,
      lastRun: { atNanos: daysOn(start, 7), outcome: 'no_card' },
    });
    expect(await storedCredit(who)).toBe(before);
  });

  it('a record that is off never runs', async () => {
    const who = await fresh();
    const before = await storedCredit(who);
    await on(who, 20, 1);
    await put(who, { amount: 20, days: 1, status: false });
    await later(who, 3);
    expect((await balance(who)).CreditCents).toBe(before);
    expect((await get(who)).json.lastRun).toBeNull();
  });
});
