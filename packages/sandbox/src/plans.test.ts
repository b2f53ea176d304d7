import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { seedPlan } from './seed/catalogue.ts';
import { confirmTestCard, request, signIn, type TestClock, testSandbox } from './test/helpers.ts';

// Issue 10 (w10-plans): add-ons bought (credit, card, bill) and removed, auto-renew, plan changes now / later.
let sandbox: Sandbox;
let clock: TestClock;
type Who = { token: string; customer: string; product: string };
let prepay: Who;
let postpay: Who;
let payg: Who;

async function who(email: string): Promise<Who> {
  const auth = await signIn(sandbox, email);
  const customer = auth.roles[0]!.CustomerUUID;
  const products = await request(sandbox, 'GET', `/api/v3/2/customer/${customer}/mobile_products`, {
    token: auth.JWT,
  });
  return { token: auth.JWT, customer, product: products.json.MobileProducts[0].UUID };
}

beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox({ log: () => undefined }));
  prepay = await who('prepay@harbour.test');
  postpay = await who('postpay@harbour.test');
  payg = await who('payg@harbour.test');
}, 120_000);
afterAll(() => sandbox.close());

const products = async (w: Who) =>
  (await request(sandbox, 'GET', `/api/v3/2/customer/${w.customer}/mobile_products`, { token: w.token })).json
    .MobileProducts[0] as {
    Addons: Array<{ UUID: string; Name: string; IsBasePlan: boolean; AllowAutoRenew: boolean }>;
  };
const buyPrepay = (w: Who, key: string, body: Record<string, boolean>, idem?: string, fault?: string) =>
  request(
    sandbox,
    'POST',
    `/api/customer/${w.customer}/prepay_addon/${w.product}/${seedPlan(key).availabilityUuid}`,
    {
      token: w.token,
      body: { Subscribe: false, PAYG: false, AuthorizeOnly: false, isBasePlan: false, ...body },
      headers: {
        ...(idem ? { 'Idempotency-Key': idem } : {}),
        ...(fault ? { 'X-Sandbox-Fault': fault } : {}),
      },
    },
  );
/** The card provider's confirmation of a payment intent (as the payments port sends it). */
const confirm = (w: Who, clientSecret: string) =>
  request(sandbox, 'POST', '/api/card-provider/payment_intents/confirm', {
    token: w.token,
    body: { ClientSecret: clientSecret },
  });
const authenticate = (w: Who, clientSecret: string, approve: boolean) =>
  request(sandbox, 'POST', '/api/card-provider/payment_intents/authenticate', {
    token: w.token,
    body: { ClientSecret: clientSecret, Approve: approve },
  });
const addonNames = async (w: Who) => (await products(w)).Addons.map((a) => a.Name);
const ledger = async (w: Who) =>
  (
    await sandbox.db.query<{ kind: string; amount_cents: number; description: string }>(
      `SELECT kind, amount_cents, description FROM transactions WHERE customer_uuid = $1
        ORDER BY created_at_nanos DESC, uuid`,
      [w.customer],
    )
  ).rows;
/** A fresh copy of a demo account (its own customer, product and card), signed in. */
async function copyOf(email: string): Promise<Who> {
  const copy = await request(sandbox, 'POST', '/api/sandbox/accounts', { body: { Like: email } });
  expect(copy.status, copy.text).toBe(201);
  return {
    token: (await signIn(sandbox, copy.json.Email, copy.json.Password)).JWT,
    customer: copy.json.CustomerUUIDs[0],
    product: copy.json.ProductUUIDs[0],
  };
}
/** Saves the test card `number` (approving its 3-D Secure) and makes it the default. */
async function makeDefault(w: Who, number: string) {
  const { secret, confirmed } = await confirmTestCard(sandbox, w, number);
  const saved =
    confirmed.json.Status === 'requires_action'
      ? await request(sandbox, 'POST', '/api/card-provider/setup_intents/authenticate', {
          token: w.token,
          body: { ClientSecret: secret, Approve: true },
        })
      : confirmed;
  await request(
    sandbox,
    'PUT',
    `/api/customer/${w.customer}/payment-methods/${saved.json.PaymentMethod.UUID}`,
    {
      token: w.token,
      body: { Rank: 1 },
    },
  );
}
const purchases = async (w: Who) =>
  (await sandbox.db.query('SELECT 1 FROM addon_purchases WHERE mobile_product_uuid = $1', [w.product])).rows
    .length;
const credit = async (w: Who) =>
  (
    await sandbox.db.query<{ credit_cents: number }>(
      'SELECT credit_cents FROM mobile_products WHERE uuid = $1',
      [w.product],
    )
  ).rows[0]!.credit_cents;

describe('buying a prepay add-on', () => {
  it('needs an Idempotency-Key', async () => {
    const res = await buyPrepay(prepay, 'dayPass', {});
    expect(res.status).toBe(400);
    expect(res.json.err_code).toBe('idempotency_key_required');
  });

  it('with the card: a payment intent, nothing added until the card provider confirms it, then added once', async () => {
    const before = await purchases(prepay);
    const ledgerBefore = await ledger(prepay);
    const first = await buyPrepay(prepay, 'dayPass', {}, 'buy-daypass-1');
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ Status: 'pending_payment', ChargedCents: 0 });
    expect(first.json.ClientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // A lost answer retried with the same key: the same intent, not a second one.
    const retry = await buyPrepay(prepay, 'dayPass', {}, 'buy-daypass-1');
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await purchases(prepay)).toBe(before);
    expect(await addonNames(prepay)).not.toContain(seedPlan('dayPass').name);
    expect(await ledger(prepay)).toEqual(ledgerBefore);

    const paid = await confirm(prepay, first.json.ClientSecret);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({ Status: 'succeeded', AmountCents: seedPlan('dayPass').retailCents });
    expect(await purchases(prepay)).toBe(before + 1);
    expect(await addonNames(prepay)).toContain(seedPlan('dayPass').name);
    expect(await ledger(prepay)).toEqual([
      {
        kind: 'addon',
        amount_cents: -seedPlan('dayPass').retailCents,
        description: `${seedPlan('dayPass').name} (card)`,
      },
      ...ledgerBefore,
    ]);
    // Confirming again adds nothing.
    const again = await confirm(prepay, first.json.ClientSecret);
    expect(again.status).toBe(400);
    expect(again.json.err_code).toBe('payment_intent_invalid');
    expect(await purchases(prepay)).toBe(before + 1);
    expect((await addonNames(prepay)).filter((n) => n === seedPlan('dayPass').name)).toHaveLength(1);
  });

  it('two payments for the same add-on: the second confirmation is refused (already owned) and charges nothing', async () => {
    const w = await copyOf('prepay@harbour.test');
    const a = await buyPrepay(w, 'iddCalling', {}, 'pack-a');
    const b = await buyPrepay(w, 'iddCalling', {}, 'pack-b');
    expect((await confirm(w, a.json.ClientSecret)).status).toBe(200);
    const second = await confirm(w, b.json.ClientSecret);
    expect(second).toMatchObject({ status: 409, json: { err_code: 'plan_already_owned' } });
    expect(await purchases(w)).toBe(1);
    expect(
      (await ledger(w)).filter(
        (r) => r.kind === 'addon' && r.amount_cents < 0 && r.description.endsWith('(card)'),
      ),
    ).toHaveLength(1);
  });

  it('with a card that asks for 3-D Secure: added only when the customer approves', async () => {
    const w = await copyOf('prepay@harbour.test');
    await makeDefault(w, '4000 0027 6000 3184');
    const bought = await buyPrepay(w, 'dayPass', {}, 'buy-3ds');
    expect(bought.json.Status).toBe('pending_payment');
    const asked = await confirm(w, bought.json.ClientSecret);
    expect(asked.json).toMatchObject({
      Status: 'requires_action',
      AmountCents: seedPlan('dayPass').retailCents,
    });
    expect(await addonNames(w)).not.toContain(seedPlan('dayPass').name);
    const declined = await authenticate(w, bought.json.ClientSecret, false);
    expect(declined).toMatchObject({ status: 402, json: { err_code: 'authentication_failed' } });
    expect(await purchases(w)).toBe(0);
    await confirm(w, bought.json.ClientSecret);
    const approved = await authenticate(w, bought.json.ClientSecret, true);
    expect(approved.json.Status).toBe('succeeded');
    expect(await purchases(w)).toBe(1);
    expect(await addonNames(w)).toContain(seedPlan('dayPass').name);
  });

  it('sandbox fault payment=pending: pending_payment without a ClientSecret and no payment; the next ask has one', async () => {
    const w = await copyOf('prepay@harbour.test');
    const waiting = await buyPrepay(w, 'dayPass', {}, 'pending-1', 'payment=pending');
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.json).toMatchObject({ Status: 'pending_payment', ChargedCents: 0 });
    expect(waiting.json.ClientSecret).toBeUndefined();
    const intents = await sandbox.db.query('SELECT 1 FROM payment_intents WHERE customer_uuid = $1', [
      w.customer,
    ]);
    expect(intents.rows).toHaveLength(0);
    const next = await buyPrepay(w, 'dayPass', {}, 'pending-2');
    expect(next.json.ClientSecret).toEqual(expect.any(String));
  });

  it('sandbox fault payment=changePaymentType: 402 with the card token, client secret, amount and last 4 (SPEC §4)', async () => {
    const w = await copyOf('prepay@harbour.test');
    const card = (
      await request(sandbox, 'GET', `/api/customer/${w.customer}/payment-methods`, { token: w.token })
    ).json.PaymentMethods[0];
    const refused = await buyPrepay(w, 'dayPass', {}, 'cpt-1', 'payment=changePaymentType');
    expect(refused.status, refused.text).toBe(402);
    expect(refused.json).toEqual({
      err_code: 'changePaymentType',
      err_message: 'payment processing error (choose or add another card)',
      ClientSecret: expect.stringMatching(/^pi_/),
      Token: card.Token,
      AmountCents: seedPlan('dayPass').retailCents,
      CardLast4: card.CardLast4,
    });
    expect(await purchases(w)).toBe(0);
  });

  it('an add-on already on the product cannot be bought again', async () => {
    const res = await buyPrepay(prepay, 'dayPass', {}, 'buy-daypass-2');
    expect(res.status).toBe(409);
    expect(res.json.err_code).toBe('plan_already_owned');
  });

  it('from credit (PAYG) takes the price off the credit, and says how much to top up when short', async () => {
    const start = await credit(payg);
    const price = seedPlan('iddCalling').retailCents;
    const short = start < price;
    const res = await buyPrepay(payg, 'iddCalling', { PAYG: true }, 'payg-idd-1');
    if (short) {
      expect(res.status).toBe(402);
      expect(res.json.err_code).toBe('not_enough_balance');
      expect(res.json.err_message).toMatch(/top up \d+\.\d\d more/);
    } else {
      expect(res.status).toBe(200);
      expect(await credit(payg)).toBe(start - price);
    }
    await sandbox.db.query('UPDATE mobile_products SET credit_cents = 100 WHERE uuid = $1', [payg.product]);
    const poor = await buyPrepay(payg, 'dataBoost', { PAYG: true }, 'payg-boost-1');
    expect(poor.status).toBe(402);
    expect(poor.json.err_message).toBe(
      `not enough balance: top up ${((seedPlan('dataBoost').retailCents - 100) / 100).toFixed(2)} more`,
    );
    expect(await credit(payg)).toBe(100);
  });

  it('with a default card its bank refuses (4000 0000 0000 0341): the confirmation is 402 card_declined, nothing bought', async () => {
    const copy = await request(sandbox, 'POST', '/api/sandbox/accounts', {
      body: { Like: 'prepay@harbour.test' },
    });
    expect(copy.status, copy.text).toBe(201);
    const w: Who = {
      token: (await signIn(sandbox, copy.json.Email, copy.json.Password)).JWT,
      customer: copy.json.CustomerUUIDs[0],
      product: copy.json.ProductUUIDs[0],
    };
    const { confirmed: saved } = await confirmTestCard(sandbox, w, '4000 0000 0000 0341');
    expect(saved.json.Status).toBe('succeeded');
    const made = await request(
      sandbox,
      'PUT',
      `/api/customer/${w.customer}/payment-methods/${saved.json.PaymentMethod.UUID}`,
      {
        token: w.token,
        body: { Rank: 1 },
      },
    );
    expect(made.json.PaymentMethods[0].CardLast4).toBe('0341');
    const before = await purchases(w);
    const bought = await buyPrepay(w, 'dayPass', {}, 'buy-0341');
    expect(bought.json.Status).toBe('pending_payment');
    expect(await confirm(w, bought.json.ClientSecret)).toMatchObject({
      status: 402,
      json: { err_code: 'card_declined', err_message: 'card authorization error' },
    });
    expect(await purchases(w)).toBe(before);
    expect((await products(w)).Addons.map((a) => a.Name)).not.toContain(seedPlan('dayPass').name);
    expect((await ledger(w)).filter((r) => r.description.endsWith('(card)'))).toHaveLength(0);
  });

  it('with an expired default card: 402 expired_card, nothing bought', async () => {
    const copy = await request(sandbox, 'POST', '/api/sandbox/accounts', {
      body: { Like: 'prepay@harbour.test' },
    });
    expect(copy.status, copy.text).toBe(201);
    const w: Who = {
      token: (await signIn(sandbox, copy.json.Email, copy.json.Password)).JWT,
      customer: copy.json.CustomerUUIDs[0],
      product: copy.json.ProductUUIDs[0],
    };
    await sandbox.db.query(
      'UPDATE payment_methods SET exp_month = 1, exp_year = 2020 WHERE customer_uuid = $1 AND rank = 1',
      [w.customer],
    );
    const before = await purchases(w);
    expect(await buyPrepay(w, 'dayPass', {}, 'buy-expired')).toMatchObject({
      status: 402,
      json: { err_code: 'expired_card' },
    });
    expect(await purchases(w)).toBe(before);
  });

  it('an unknown or non-add-on availability is addon_available_product_not_found', async () => {
    const res = await request(
      sandbox,
      'POST',
      `/api/customer/${prepay.customer}/prepay_addon/${prepay.product}/${seedPlan('postpayExtraData').availabilityUuid}`,
      {
        token: prepay.token,
        body: { Subscribe: false, PAYG: false, AuthorizeOnly: false, isBasePlan: false },
        headers: { 'Idempotency-Key': 'wrong-kind' },
      },
    );
    expect(res.status).toBe(404);
    expect(res.json.err_code).toBe('addon_available_product_not_found');
  });

  it('another customer cannot buy on this product', async () => {
    const res = await request(
      sandbox,
      'POST',
      `/api/customer/${prepay.customer}/prepay_addon/${prepay.product}/${seedPlan('iddCalling').availabilityUuid}`,
      {
        token: postpay.token,
        body: { Subscribe: false, PAYG: false, AuthorizeOnly: false, isBasePlan: false },
        headers: { 'Idempotency-Key': 'not-mine' },
      },
    );
    expect(res.status).toBe(403);
  });
});

describe('removing a prepay add-on', () => {
  it('takes it off the product; the base plan cannot be removed', async () => {
    const addons = (await products(prepay)).Addons;
    const pass = addons.find((a) => a.Name === seedPlan('dayPass').name)!;
    const base = addons.find((a) => a.IsBasePlan)!;
    const res = await request(
      sandbox,
      'DELETE',
      `/api/customer/${prepay.customer}/prepay_addon/${prepay.product}/${pass.UUID}`,
      { token: prepay.token },
    );
    expect(res.status).toBe(200);
    expect(res.json.AddOns.map((a: { UUID: string }) => a.UUID)).not.toContain(pass.UUID);
    expect((await products(prepay)).Addons.map((a) => a.UUID)).not.toContain(pass.UUID);
    const refused = await request(
      sandbox,
      'DELETE',
      `/api/customer/${prepay.customer}/prepay_addon/${prepay.product}/${base.UUID}`,
      { token: prepay.token },
    );
    expect(refused.status).toBe(409);
  });
});

describe('postpay add-on', () => {
  it('goes on the product and on the bill, once per key', async () => {
    const addon = seedPlan('roamingDay');
    const bill = async () =>
      (
        await sandbox.db.query<{ v: number }>(
          'SELECT bill_value_cents AS v FROM mobile_products WHERE uuid = $1',
          [postpay.product],
        )
      ).rows[0]!.v;
    const before = await bill();
    const body = {
      AddonAvailabilityUUID: addon.availabilityUuid,
      AddonCatalogEntryUUID: addon.uuid,
      CustomerUUID: postpay.customer,
      ProductInstanceUUID: postpay.product,
      Subscribe: false,
    };
    const send = () =>
      request(sandbox, 'POST', '/api/postpay/addon', {
        token: postpay.token,
        body,
        headers: { 'Idempotency-Key': 'roam-1' },
      });
    const first = await send();
    expect(first.status).toBe(200);
    await send();
    expect(await bill()).toBe(before + addon.retailCents);
    expect((await products(postpay)).Addons.map((a) => a.Name)).toContain(addon.name);
  });
});

describe('auto-renew', () => {
  it('turns on only where AllowAutoRenew allows it', async () => {
    const bought = await buyPrepay(prepay, 'dayPass', { Subscribe: true }, 'buy-daypass-3');
    expect(bought.status).toBe(200);
    expect((await confirm(prepay, bought.json.ClientSecret)).json.Status).toBe('succeeded');
    const pass = (await products(prepay)).Addons.find((a) => a.Name === seedPlan('dayPass').name)!;
    expect(pass.AllowAutoRenew).toBe(false); // AllowAutoRenew 'false' on the entry
    const toggle = (uuid: string, on: boolean) =>
      request(sandbox, 'POST', '/api/update/change-addon-auto-renew', {
        token: prepay.token,
        body: {
          MobileAddonUUID: uuid,
          MobileUUID: prepay.product,
          CustomerUUID: prepay.customer,
          AutoRenew: on,
        },
      });
    expect((await toggle(pass.UUID, true)).status).toBe(409);
    const base = (await products(prepay)).Addons.find((a) => a.IsBasePlan)!;
    const off = await toggle(base.UUID, false);
    expect(off.status).toBe(200);
    expect((await products(prepay)).Addons.find((a) => a.IsBasePlan)!.AllowAutoRenew).toBe(false);
    await toggle(base.UUID, true);
    expect((await products(prepay)).Addons.find((a) => a.IsBasePlan)!.AllowAutoRenew).toBe(true);
  });
});

describe('changing plan', () => {
  const change = (w: Who, key: string, now: boolean, old: string, idem: string) =>
    request(sandbox, 'POST', '/api/eshop/customer/change-plan', {
      token: w.token,
      body: {
        NewAddonAutoRenew: true,
        ChangeNow: now,
        NewAddonAvailabilityUUID: seedPlan(key).availabilityUuid,
        OldAddonUUID: old,
        CustomerUUID: w.customer,
        MobileUUID: w.product,
      },
      headers: { 'Idempotency-Key': idem },
    });
  const basePlan = async (w: Who) => (await products(w)).Addons.find((a) => a.IsBasePlan)!;

  it("refuses the current plan ('you already have this plan') and an unknown one ('can not find plan')", async () => {
    const base = await basePlan(prepay);
    const same = await change(prepay, 'prepayEveryday', true, base.UUID, 'same-1');
    expect(same.status).toBe(409);
    expect(same.json.err_message).toBe('you already have this plan');
    const wrongKind = await change(prepay, 'postpayMax', true, base.UUID, 'unknown-1');
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.json.err_message).toBe('can not find plan');
  });

  it('now: the new plan replaces the old at once; a second change in the month is refused', async () => {
    const base = await basePlan(prepay);
    const res = await change(prepay, 'prepayEndless', true, base.UUID, 'now-1');
    expect(res.status).toBe(200);
    expect(res.json.PlanChange.Status).toBe('completed');
    expect((await basePlan(prepay)).Name).toBe(seedPlan('prepayEndless').name);
    const again = await change(prepay, 'prepayStarter', true, (await basePlan(prepay)).UUID, 'now-2');
    expect(again.status).toBe(409);
    expect(again.json.err_code).toBe('plan_change_limit');
  });

  it('later: scheduled one month ahead, shown as scheduled, done when the date passes', async () => {
    const base = await basePlan(postpay);
    const res = await change(postpay, 'postpayMax', false, base.UUID, 'later-1');
    expect(res.status).toBe(200);
    expect(res.json.PlanChange.Status).toBe('scheduled');
    const effectiveMs = Number(BigInt(res.json.PlanChange.EffectiveAtNanos) / 1_000_000n);
    const expected = new Date(clock.now());
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(effectiveMs).toBe(expected.getTime());
    expect((await basePlan(postpay)).UUID).toBe(base.UUID);
    const list = async () =>
      (
        await request(sandbox, 'GET', `/api/customer/${postpay.customer}/plan_changes/${postpay.product}`, {
          token: postpay.token,
        })
      ).json.PlanChanges as Array<{ Status: string }>;
    expect((await list()).map((c) => c.Status)).toEqual(['scheduled']);
    clock.set(new Date(effectiveMs + 1000));
    postpay = await who('postpay@harbour.test'); // the month-old token has expired
    expect((await list()).map((c) => c.Status)).toEqual(['completed']);
    expect((await basePlan(postpay)).Name).toBe(seedPlan('postpayMax').name);
  });
});
