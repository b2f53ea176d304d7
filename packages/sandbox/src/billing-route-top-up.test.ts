import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { request, signIn, testSandbox } from './test/helpers.ts';

// Issue 10 "a billing route with remaining spend limit as the payment option" (SPEC §3 billing route, §5, §8
// 'spend limit over'): POST /customer/:uuid/topup with PaymentMethodType 'billing_route'. Each test tops up a
// fresh copy of payg@, whose seeded parent route "Sophie's phone" (paid by postpay@, $50 a month) has $32 left.
let sandbox: Sandbox;
beforeAll(async () => {
  ({ sandbox } = await testSandbox({ log: () => undefined }));
}, 120_000);
afterAll(() => sandbox.close());

type Who = { token: string; customer: string; product: string };

async function fresh(like: string): Promise<Who> {
  const copy = await request(sandbox, 'POST', '/api/sandbox/accounts', { body: { Like: like } });
  expect(copy.status, copy.text).toBe(201);
  return {
    token: (await signIn(sandbox, copy.json.Email, copy.json.Password)).JWT,
    customer: copy.json.CustomerUUIDs[0],
    product: copy.json.ProductUUIDs[0],
  };
}

type Route = { UUID: string; Name: string; RoutingType: string; RemainingSpendLimit: number };
const routes = async (who: Who): Promise<Route[]> =>
  (await request(sandbox, 'GET', `/api/customers/${who.customer}/billing-routes`, { token: who.token })).json
    .BillingRoutes;
const credit = async (who: Who): Promise<number> =>
  (
    await request(
      sandbox,
      'GET',
      `/api/customers/${who.customer}/products/mobile/prepay/${who.product}/balance`,
      {
        token: who.token,
      },
    )
  ).json.CreditCents;
const topUp = (who: Who, amount: number, routeId: string, key: string = crypto.randomUUID()) =>
  request(sandbox, 'POST', `/api/customer/${who.customer}/topup`, {
    token: who.token,
    headers: { 'Idempotency-Key': key },
    body: {
      ProductInstanceUUID: who.product,
      Amount: amount,
      PaymentMethodType: 'billing_route',
      PaymentMethodID: routeId,
    },
  });

const POSTPAY = () => sandbox.demoAccounts.find((a) => a.email === 'postpay@harbour.test')!.customerUUIDs[0]!;
const PAYG = () => sandbox.demoAccounts.find((a) => a.email === 'payg@harbour.test')!.customerUUIDs[0]!;

/** postpay@'s open bill (the payer of "Sophie's phone"): its total and lines. */
async function payerOpenBill() {
  const payer = await signIn(sandbox, 'postpay@harbour.test');
  const invoices = await request(sandbox, 'GET', `/api/customer/${POSTPAY()}/invoice`, { token: payer.JWT });
  expect(invoices.status, invoices.text).toBe(200);
  const open = (
    invoices.json.Invoices as Array<{
      Status: string;
      AmountCents: number;
      Lines: Array<{ Description: string; AmountCents: number }>;
    }>
  ).find((i) => i.Status === 'OPEN');
  expect(open, 'postpay@ has an open bill').toBeDefined();
  return open!;
}

describe('given a copy of payg@, paid for by postpay@ through "Sophie\'s phone"', () => {
  it('tops up from the route: credited at once, the limit lowered, the history and the payer’s bill show it', async () => {
    const payg = await fresh('payg@harbour.test');
    const [route] = await routes(payg);
    expect(route).toMatchObject({ Name: "Sophie's phone", RoutingType: 'parent', RemainingSpendLimit: 3200 });
    const before = await credit(payg);
    const bill = await payerOpenBill();

    const res = await topUp(payg, 1000, route!.UUID);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ Status: 'completed', CreditCents: before + 1000 });
    expect(BigInt(res.json.CurrencyCreditExpiresAtNanos)).toBeGreaterThan(0n);
    expect(await credit(payg)).toBe(before + 1000);
    expect((await routes(payg))[0]!.RemainingSpendLimit).toBe(2200);

    const history = await request(sandbox, 'GET', `/api/customer/${payg.customer}/transactions`, {
      token: payg.token,
    });
    expect(history.json.Transactions[0]).toMatchObject({
      AmountCents: 1000,
      Description: "Top-up paid through Sophie's phone",
    });
    const after = await payerOpenBill();
    expect(after.AmountCents).toBe(bill.AmountCents + 1000);
    expect(after.Lines.at(-1)).toMatchObject({ AmountCents: 1000 });
    expect(after.Lines.at(-1)!.Description).toMatch(/^Top-up for Sophie's phone \(/);
  });

  it("refuses more than the route has left with 'spend limit over' and changes nothing", async () => {
    const payg = await fresh('payg@harbour.test');
    const [route] = await routes(payg);
    const before = await credit(payg);
    const res = await topUp(payg, 3300, route!.UUID);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ err_code: 'spend_limit_over', err_message: 'spend limit over' });
    expect(await credit(payg)).toBe(before);
    expect((await routes(payg))[0]!.RemainingSpendLimit).toBe(3200);
    // Exactly what is left is allowed.
    expect((await topUp(payg, 3200, route!.UUID)).status).toBe(200);
    expect((await routes(payg))[0]!.RemainingSpendLimit).toBe(0);
  });

  it('charges once for one Idempotency-Key, and once of two top-ups that together pass the limit', async () => {
    const payg = await fresh('payg@harbour.test');
    const [route] = await routes(payg);
    const before = await credit(payg);
    const first = await topUp(payg, 500, route!.UUID, 'route-key-1');
    const again = await topUp(payg, 500, route!.UUID, 'route-key-1');
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await credit(payg)).toBe(before + 500);

    const both = await Promise.all([topUp(payg, 2000, route!.UUID), topUp(payg, 2000, route!.UUID)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await credit(payg)).toBe(before + 2500);
    expect((await routes(payg))[0]!.RemainingSpendLimit).toBe(700);
  });

  it("refuses a route that is not one paying for this customer: another customer's, or a route it pays", async () => {
    const payg = await fresh('payg@harbour.test');
    const prepay = await fresh('prepay@harbour.test');
    const [route] = await routes(payg);
    const theirs = await topUp(prepay, 500, route!.UUID);
    expect(theirs.status).toBe(404);
    expect(theirs.json.err_code).toBe('billing_route_not_found');

    // payg@'s own route (the seeded one) pays for payg@, not for its copy.
    const payer = await signIn(sandbox, 'payg@harbour.test');
    const seeded = await request(sandbox, 'GET', `/api/customers/${PAYG()}/billing-routes`, {
      token: payer.JWT,
    });
    const original = (seeded.json.BillingRoutes as Route[])[0]!;
    expect(original.UUID).not.toBe(route!.UUID);
    const notOurs = await topUp(payg, 500, original.UUID);
    expect(notOurs.status).toBe(404);
    expect(notOurs.json.err_code).toBe('billing_route_not_found');
  });
});
