import { inflateSync } from 'node:zlib';
import { payBill } from '@telco-portal/api/routes/billing';
import { gstComponentCents } from '@telco-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import {
  clientFor,
  confirmTestCard,
  request,
  signIn,
  TEST_NOW,
  type TestClock,
  testSandbox,
} from './test/helpers.ts';

// Issue 10 "Pay the bill" (SPEC §7 POST /customer/{id}/payment): each test pays on a fresh copy of postpay@
// (POST /api/sandbox/accounts), whose DUE and OVERDUE invoices are the seed's (seed/billing.ts).

const PREPAY_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
const PREPAY_PRODUCT = 'b0000000-0000-4000-8000-000000000001';
const CONFIRM = '/api/card-provider/payment_intents/confirm';
const AUTHENTICATE = '/api/card-provider/payment_intents/authenticate';

let sandbox: Sandbox;
let clock: TestClock;
beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox({ log: () => undefined }));
}, 120_000);
afterAll(() => sandbox.close());

/** Number of the seeded postpay invoice `monthsAgo` calendar months back (seed/billing.ts). */
const invoiceNumber = (monthsAgo: number) => {
  const m = new Date(Date.UTC(TEST_NOW.getUTCFullYear(), TEST_NOW.getUTCMonth() - monthsAgo, 1));
  return `INV-${m.getUTCFullYear()}${String(m.getUTCMonth() + 1).padStart(2, '0')}-0002`;
};
/** The seed's bills: 1 month ago DUE $92.57, 2 months ago OVERDUE $83.94 (the older, paid first). */
const DUE = { number: invoiceNumber(1), cents: 9257 };
const OVERDUE = { number: invoiceNumber(2), cents: 8394 };
const OWED = DUE.cents + OVERDUE.cents;

type Payer = { token: string; customer: string; product: string; card: string };

/** A fresh copy of postpay@, signed in, with its postpay product and default card (Mastercard 4444). */
async function freshPostpay(): Promise<Payer> {
  const copy = await request(sandbox, 'POST', '/api/sandbox/accounts', {
    body: { Like: 'postpay@harbour.test' },
  });
  expect(copy.status, copy.text).toBe(201);
  const token = (await signIn(sandbox, copy.json.Email, copy.json.Password)).JWT;
  const customer = copy.json.CustomerUUIDs[0] as string;
  const cards = await request(sandbox, 'GET', `/api/customer/${customer}/payment-methods`, { token });
  return { token, customer, product: copy.json.ProductUUIDs[0], card: cards.json.PaymentMethods[0].UUID };
}

const pay = (who: Payer, amountCents: number, key: string, over: Record<string, unknown> = {}) =>
  request(sandbox, 'POST', `/api/customer/${who.customer}/payment`, {
    token: who.token,
    headers: { 'Idempotency-Key': key },
    body: {
      AmountCents: amountCents,
      PaymentMethodType: 'card',
      PaymentMethodID: who.card,
      ProductInstanceUUID: who.product,
      ...over,
    },
  });
const confirm = (who: Payer, secret: string) =>
  request(sandbox, 'POST', CONFIRM, { token: who.token, body: { ClientSecret: secret } });

const invoicesOf = async (who: Payer) =>
  (await request(sandbox, 'GET', `/api/customer/${who.customer}/invoice`, { token: who.token })).json
    .Invoices as Array<{ Number: string; Status: string; AmountCents: number; PaidCents?: number }>;
const invoice = async (who: Payer, number: string) =>
  (await invoicesOf(who)).find((i) => i.Number === number)!;
const billReceipts = async (who: Payer) =>
  (
    (await request(sandbox, 'GET', `/api/customer/${who.customer}/receipt`, { token: who.token })).json
      .Receipts as Array<Record<string, unknown>>
  ).filter((r) => String(r.Number).match(/-1\d{3}$/));
const billLedger = async (who: Payer) =>
  (
    (await request(sandbox, 'GET', `/api/customer/${who.customer}/transactions`, { token: who.token })).json
      .Transactions as Array<{ Kind: string; AmountCents: number; Description: string }>
  ).filter((t) => t.Kind === 'bill_payment');
const intentCount = async (who: Payer) =>
  (await sandbox.db.query('SELECT 1 FROM payment_intents WHERE customer_uuid = $1', [who.customer])).rows
    .length;

describe('given a fresh copy of postpay@ (POST /api/sandbox/accounts)', () => {
  it("carries the demo account's invoices with their statuses and amounts, none paid in part", async () => {
    const who = await freshPostpay();
    const invoices = await invoicesOf(who);
    expect(invoices).toHaveLength(14);
    expect(invoices[0]).toMatchObject({ Status: 'OPEN', PaidCents: 0 });
    expect(await invoice(who, DUE.number)).toMatchObject({
      Status: 'DUE',
      AmountCents: DUE.cents,
      PaidCents: 0,
    });
    expect(await invoice(who, OVERDUE.number)).toMatchObject({
      Status: 'OVERDUE',
      AmountCents: OVERDUE.cents,
      PaidCents: 0,
    });
    for (const paid of invoices.filter((i) => i.Status === 'PAID'))
      expect(paid.PaidCents).toBe(paid.AmountCents);
  });
});

describe('given a bill paid in full with a card that needs no 3-D Secure', () => {
  it('both outstanding invoices become PAID, with one receipt and one ledger row', async () => {
    const who = await freshPostpay();
    const started = await pay(who, OWED, 'full-1');
    expect(started.status, started.text).toBe(200);
    expect(started.json).toEqual({ ClientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    // Nothing moves before the card provider confirms.
    expect((await invoice(who, DUE.number)).Status).toBe('DUE');

    const done = await confirm(who, started.json.ClientSecret);
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ Status: 'succeeded', AmountCents: OWED });
    expect(await invoice(who, DUE.number)).toMatchObject({ Status: 'PAID', PaidCents: DUE.cents });
    expect(await invoice(who, OVERDUE.number)).toMatchObject({ Status: 'PAID', PaidCents: OVERDUE.cents });
    expect((await invoicesOf(who))[0]!.Status).toBe('OPEN');

    const receipts = await billReceipts(who);
    expect(receipts).toEqual([
      expect.objectContaining({
        Number: 'RCT-202601-1001',
        AmountCents: OWED,
        AmountTaxCents: gstComponentCents(OWED),
        Description: `Bill payment, invoices ${OVERDUE.number}, ${DUE.number}`,
        InvoiceNumber: OVERDUE.number,
        CardType: 'Mastercard',
        CardLast4: '4444',
      }),
    ]);
    expect(await billLedger(who)).toEqual([
      expect.objectContaining({ AmountCents: OWED, Description: 'Bill payment by card' }),
    ]);

    // A second confirm of the succeeded intent is refused, and pays nothing again.
    const again = await confirm(who, started.json.ClientSecret);
    expect(again).toMatchObject({ status: 400, json: { err_code: 'payment_intent_invalid' } });
    expect(await billReceipts(who)).toHaveLength(1);
    expect(await billLedger(who)).toHaveLength(1);

    // Then there is nothing to pay.
    const more = await pay(who, 100, 'full-2');
    expect(more).toMatchObject({
      status: 400,
      json: { err_code: 'nothing_to_pay', err_message: 'There is nothing to pay' },
    });
  });
});

describe('given a part payment', () => {
  it('pays the oldest invoice in part (PaidCents), which stays OVERDUE; the next payment continues from there', async () => {
    const who = await freshPostpay();
    const started = await pay(who, 2000, 'part-1');
    expect((await confirm(who, started.json.ClientSecret)).status).toBe(200);
    expect(await invoice(who, OVERDUE.number)).toMatchObject({ Status: 'OVERDUE', PaidCents: 2000 });
    expect(await invoice(who, DUE.number)).toMatchObject({ Status: 'DUE', PaidCents: 0 });
    expect(await billReceipts(who)).toEqual([
      expect.objectContaining({
        Description: `Bill payment, invoice ${OVERDUE.number}`,
        InvoiceNumber: OVERDUE.number,
        AmountCents: 2000,
      }),
    ]);

    // What is left of the older bill and $10.00 of the newer.
    const rest = OVERDUE.cents - 2000 + 1000;
    const next = await pay(who, rest, 'part-2');
    expect((await confirm(who, next.json.ClientSecret)).status).toBe(200);
    expect(await invoice(who, OVERDUE.number)).toMatchObject({ Status: 'PAID', PaidCents: OVERDUE.cents });
    expect(await invoice(who, DUE.number)).toMatchObject({ Status: 'DUE', PaidCents: 1000 });
    const numbers = (await billReceipts(who)).map((r) => r.Number).sort();
    expect(numbers).toEqual(['RCT-202601-1001', 'RCT-202601-1002']);
    expect((await billLedger(who)).map((t) => t.AmountCents).sort()).toEqual([2000, rest].sort());

    // Over what is left is refused before any intent is made.
    const intents = await intentCount(who);
    const over = await pay(who, DUE.cents - 1000 + 1, 'part-3');
    expect(over).toMatchObject({
      status: 400,
      json: { err_code: 'amount_over_outstanding', err_message: 'The amount is more than you owe' },
    });
    expect(await intentCount(who)).toBe(intents);
  });

  it('shows "Paid so far" on the invoice PDF', async () => {
    const who = await freshPostpay();
    const started = await pay(who, 2000, 'pdf-1');
    await confirm(who, started.json.ClientSecret);
    const res = await sandbox.app.request(
      `http://portal.test/api/customer/${who.customer}/invoice/${OVERDUE.number}/pdf`,
      { headers: { authorization: `Bearer ${who.token}` } },
    );
    expect(res.status).toBe(200);
    const raw = Buffer.from(await res.arrayBuffer()).toString('latin1');
    const text = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
        } catch {
          return m[1]!;
        }
      })
      .flatMap((body) =>
        [...body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')),
      );
    expect(text).toContain('Paid so far:');
    expect(text).toContain('$20.00');
  });
});

describe('given a payment the request refuses', () => {
  it('more than is owed is 400 amount_over_outstanding; outside $1.00–$99,999.99 is 400 invalid', async () => {
    const who = await freshPostpay();
    expect((await pay(who, OWED + 1, 'refuse-1')).json.err_code).toBe('amount_over_outstanding');
    expect((await pay(who, 99, 'refuse-2')).status).toBe(400);
    expect((await pay(who, 10_000_000, 'refuse-3')).status).toBe(400);
    expect((await pay(who, 100, 'refuse-4', { PaymentMethodType: 'bank' })).status).toBe(400);
    expect(await intentCount(who)).toBe(0);
  });

  it("refuses a product that is not the customer's postpay one: 404 no_postpay_product", async () => {
    const who = await freshPostpay();
    const other = await pay(who, 100, 'product-1', { ProductInstanceUUID: PREPAY_PRODUCT });
    expect(other).toMatchObject({ status: 404, json: { err_code: 'no_postpay_product' } });
    const prepay = await signIn(sandbox, 'prepay@harbour.test');
    const ownPrepay = await request(sandbox, 'POST', `/api/customer/${PREPAY_CUSTOMER}/payment`, {
      token: prepay.JWT,
      headers: { 'Idempotency-Key': 'product-2' },
      body: {
        AmountCents: 100,
        PaymentMethodType: 'card',
        PaymentMethodID: 'cd000000-0000-4000-8000-000000000001',
        ProductInstanceUUID: PREPAY_PRODUCT,
      },
    });
    expect(ownPrepay).toMatchObject({ status: 404, json: { err_code: 'no_postpay_product' } });
  });

  it("refuses an unknown or another customer's card (404 card_is_not_found) and another customer (403)", async () => {
    const who = await freshPostpay();
    const unknown = await pay(who, 100, 'card-1', { PaymentMethodID: crypto.randomUUID() });
    expect(unknown).toMatchObject({ status: 404, json: { err_code: 'card_is_not_found' } });
    const others = await pay(who, 100, 'card-2', { PaymentMethodID: 'cd000000-0000-4000-8000-000000000002' });
    expect(others).toMatchObject({ status: 404, json: { err_code: 'card_is_not_found' } });
    const stranger = await freshPostpay();
    const notMine = await pay({ ...stranger, customer: who.customer }, 100, 'card-3');
    expect(notMine.status).toBe(403);
  });

  it('needs an Idempotency-Key', async () => {
    const who = await freshPostpay();
    const res = await request(sandbox, 'POST', `/api/customer/${who.customer}/payment`, {
      token: who.token,
      body: {
        AmountCents: 100,
        PaymentMethodType: 'card',
        PaymentMethodID: who.card,
        ProductInstanceUUID: who.product,
      },
    });
    expect(res.status).toBe(400);
    expect(await intentCount(who)).toBe(0);
  });
});

describe('given a request retried with the same Idempotency-Key', () => {
  it('answers the same intent, and the card is charged once', async () => {
    const who = await freshPostpay();
    const first = await pay(who, 5000, 'retry-1');
    const retry = await pay(who, 5000, 'retry-1');
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await intentCount(who)).toBe(1);
    expect((await confirm(who, first.json.ClientSecret)).status).toBe(200);
    expect((await confirm(who, retry.json.ClientSecret)).status).toBe(400);
    expect(await billLedger(who)).toHaveLength(1);
    expect((await invoice(who, OVERDUE.number)).PaidCents).toBe(5000);
  });
});

describe('given two payments of the whole bill started before either is confirmed', () => {
  it('the second confirm is 400 amount_over_outstanding and changes nothing', async () => {
    const who = await freshPostpay();
    const a = await pay(who, OWED, 'race-1');
    const b = await pay(who, OWED, 'race-2');
    expect((await confirm(who, a.json.ClientSecret)).status).toBe(200);
    const late = await confirm(who, b.json.ClientSecret);
    expect(late).toMatchObject({ status: 400, json: { err_code: 'amount_over_outstanding' } });
    expect(await billReceipts(who)).toHaveLength(1);
    expect(await billLedger(who)).toHaveLength(1);
    const { rows } = await sandbox.db.query<{ status: string }>(
      `SELECT status FROM payment_intents WHERE client_secret = $1`,
      [b.json.ClientSecret],
    );
    expect(rows[0]!.status).toBe('requires_confirmation');
  });
});

describe('given a card that always asks for 3-D Secure (4000 0027 6000 3184)', () => {
  it('the payment is requires_action until approved, then the bill is paid once; a decline pays nothing', async () => {
    const who = await freshPostpay();
    const { secret, confirmed: saving } = await confirmTestCard(sandbox, who, '4000002760003184');
    expect(saving.json.Status).toBe('requires_action');
    const saved = await request(sandbox, 'POST', '/api/card-provider/setup_intents/authenticate', {
      token: who.token,
      body: { ClientSecret: secret, Approve: true },
    });
    const payer = { ...who, card: saved.json.PaymentMethod.UUID as string };

    const started = await pay(payer, 3000, '3ds-1');
    const challenged = await confirm(payer, started.json.ClientSecret);
    expect(challenged.json).toMatchObject({ Status: 'requires_action', ChallengeID: expect.any(String) });
    expect((await invoice(who, OVERDUE.number)).PaidCents).toBe(0);

    const declined = await request(sandbox, 'POST', AUTHENTICATE, {
      token: who.token,
      body: { ClientSecret: started.json.ClientSecret, Approve: false },
    });
    expect(declined).toMatchObject({ status: 402, json: { err_code: 'authentication_failed' } });
    expect(await billLedger(who)).toHaveLength(0);

    expect((await confirm(payer, started.json.ClientSecret)).json.Status).toBe('requires_action');
    const approved = await request(sandbox, 'POST', AUTHENTICATE, {
      token: who.token,
      body: { ClientSecret: started.json.ClientSecret, Approve: true },
    });
    expect(approved.json).toMatchObject({ Status: 'succeeded', AmountCents: 3000 });
    const again = await request(sandbox, 'POST', AUTHENTICATE, {
      token: who.token,
      body: { ClientSecret: started.json.ClientSecret, Approve: true },
    });
    expect(again.status).toBe(400);
    expect((await invoice(who, OVERDUE.number)).PaidCents).toBe(3000);
    expect(await billReceipts(who)).toEqual([
      expect.objectContaining({ AmountCents: 3000, CardLast4: '3184' }),
    ]);
    expect(await billLedger(who)).toHaveLength(1);
  });
});

describe('given a card its bank refuses on every payment (4000 0000 0000 0341)', () => {
  it('saves, but each confirm is 402 card_declined and pays nothing; the intent stays confirmable', async () => {
    const who = await freshPostpay();
    const { confirmed: saved } = await confirmTestCard(sandbox, who, '4000000000000341');
    expect(saved.json).toMatchObject({ Status: 'succeeded', PaymentMethod: { CardLast4: '0341' } });
    const payer = { ...who, card: saved.json.PaymentMethod.UUID as string };

    const started = await pay(payer, 3000, '0341-1');
    expect(started.status, started.text).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await confirm(payer, started.json.ClientSecret)).toMatchObject({
        status: 402,
        json: { err_code: 'card_declined', err_message: 'card authorization error' },
      });
    }
    expect((await invoice(who, OVERDUE.number)).PaidCents).toBe(0);
    expect(await billReceipts(who)).toEqual([]);
    expect(await billLedger(who)).toEqual([]);
  });
});

describe('given a saved card that has expired since it was saved', () => {
  it('each confirm is 402 expired_card and pays nothing; the intent stays confirmable', async () => {
    const who = await freshPostpay();
    const started = await pay(who, 3000, 'expired-1');
    expect(started.status, started.text).toBe(200);
    await sandbox.db.query('UPDATE payment_methods SET exp_month = 1, exp_year = 2020 WHERE uuid = $1', [
      who.card,
    ]);
    expect(await confirm(who, started.json.ClientSecret)).toMatchObject({
      status: 402,
      json: { err_code: 'expired_card' },
    });
    expect((await invoice(who, OVERDUE.number)).PaidCents).toBe(0);
    expect(await billReceipts(who)).toEqual([]);
    expect(await billLedger(who)).toEqual([]);
  });
});

describe('given the api client', () => {
  it('calls payBill by its route object with params, body and idempotencyKey', async () => {
    const who = await freshPostpay();
    const copyEmail = (
      await sandbox.db.query<{ email: string }>('SELECT email FROM customers WHERE uuid = $1', [who.customer])
    ).rows[0]!.email;
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: copyEmail, password: 'Harbour-demo-1' });
    const body = {
      AmountCents: 1500,
      PaymentMethodType: 'card' as const,
      PaymentMethodID: who.card,
      ProductInstanceUUID: who.product,
    };
    const started = await api.call(payBill, {
      params: { id: who.customer },
      body,
      idempotencyKey: 'client-1',
    });
    expect(started.ClientSecret).toMatch(/^pi_.+_secret_/);
    await expect(
      api.call(payBill, {
        params: { id: who.customer },
        body: { ...body, AmountCents: OWED },
        idempotencyKey: 'client-2',
      }),
    ).resolves.toMatchObject({ ClientSecret: expect.any(String) });
    await expect(
      api.call(payBill, {
        params: { id: who.customer },
        body: { ...body, AmountCents: OWED + 1 },
        idempotencyKey: 'client-3',
      }),
    ).rejects.toMatchObject({ status: 400, code: 'amount_over_outstanding' });
  });
});
