import { endpoints } from '@telco-portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { seedPlan } from './seed/catalogue.ts';
import { confirmTestCard, request, signIn, type TestClock, testSandbox } from './test/helpers.ts';

// Issue 11, the e-shop (SPEC §3 cart and order, §4 cart rules and order statuses, §5, §7 "E-shop", §8 texts):
// carts v2 and v1 for guests and customers, checkout paid with a saved card (Idempotency-Key: one order per key),
// orders that move with the sandbox clock, new mobile lines on payment.
let sandbox: Sandbox;
let clock: TestClock;
let prepay: { token: string; customer: string };
const PREPAY_CARD = 'cd000000-0000-4000-8000-000000000001';
const STARTER = seedPlan('prepayStarter');
const POSTPAY_PLAN = seedPlan('postpayEssential');
const ADDON = seedPlan('dayPass');

beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox({ log: () => undefined, oldCartDelayMs: { min: 0, max: 0 } }));
  const auth = await signIn(sandbox, 'prepay@harbour.test');
  prepay = { token: auth.JWT, customer: auth.roles[0]!.CustomerUUID };
}, 120_000);
afterAll(() => sandbox.close());

const esimWith = (availability: string, extra: Record<string, unknown> = {}) => ({
  ItemUUID: 'esim',
  Quantity: 1,
  Products: [{ Attributes: { MobileProductAvailabilityUUID: availability } }],
  ...extra,
});
const simWith = (availability: string, extra: Record<string, unknown> = {}) => ({
  ...esimWith(availability),
  ItemUUID: 'physical-sim',
  Attributes: { Colour: 'midnight' },
  ...extra,
});
const ADDRESS = {
  Lines: ['12 Ponsonby Road'],
  City: 'Auckland',
  Postcode: '1011',
  Country: 'New Zealand',
  Name: 'Aroha  Ngata',
  Email: 'prepay@harbour.test',
  Phone: '0211234501',
};
const saveGuestCart = (body: unknown) => request(sandbox, 'POST', '/api/eshop/v2/cart', { body });
const checkout = (
  who: { token: string; customer: string },
  body: Record<string, unknown>,
  key: string | null,
) =>
  request(sandbox, 'POST', '/api/eshop/v2/checkout', {
    token: who.token,
    body: { CustomerUUID: who.customer, PaymentMethodType: 'card', PaymentMethodID: PREPAY_CARD, ...body },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const confirmPayment = (token: string, secret: string) =>
  request(sandbox, 'POST', '/api/card-provider/payment_intents/confirm', {
    token,
    body: { ClientSecret: secret },
  });
/** Moves the sandbox clock on; signs the prepay customer in again (tokens last an hour). */
const travel = async (ms: number) => {
  clock.advanceMs(ms);
  prepay.token = (await signIn(sandbox, 'prepay@harbour.test')).JWT;
};
const products = async (who: { token: string; customer: string }) =>
  (await request(sandbox, 'GET', `/api/v3/2/customer/${who.customer}/mobile_products`, { token: who.token }))
    .json.MobileProducts;

describe('given the SIM catalogue (SPEC §3)', () => {
  it('lists the eSIM and the physical SIM with fixed ids, images XS–XL and the colour themes', async () => {
    const res = await request(sandbox, 'GET', '/api/eshop/v2/catalogue/sims');
    expect(res.status).toBe(200);
    expect(endpoints.simCatalogue.response.parse(res.json).Items.map((i) => i.ID)).toEqual([
      'physical-sim',
      'esim',
    ]);
    expect(res.json.Items[1]).toMatchObject({ Type: 'TYPE_VIRTUAL', VirtualType: 'VT_ESIM', IsEsim: true });
    expect(Object.keys(res.json.Items[0].Images)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(res.json.Items[0].Images.XS).toMatch(/^data:image\/svg\+xml,/);
    expect(res.json.ColourThemes).toEqual(['pink', 'blue', 'green', 'midnight', 'red', 'starlight']);
  });
});

describe('given the demo accounts (seeded order history)', () => {
  it('each has completed orders: the first product came as a physical SIM, the others as eSIMs', async () => {
    const who = await signIn(sandbox, 'multi@harbour.test');
    const customer = who.roles[0]!.CustomerUUID;
    const res = await request(sandbox, 'GET', `/api/eshop/v2/customer/${customer}/orders`, {
      token: who.JWT,
    });
    const { Orders } = endpoints.ordersV2.response.parse(res.json);
    expect(Orders.length).toBeGreaterThan(0);
    for (const o of Orders) expect(o.Status).toBe('COMPLETED');
    const mine = await request(sandbox, 'GET', `/api/eshop/v2/customer/${prepay.customer}/orders`, {
      token: prepay.token,
    });
    expect(mine.json.Orders[0]).toMatchObject({ Status: 'COMPLETED', Address: { City: 'Wellington' } });
    expect(mine.json.Orders[0].OrderItems[0].Line.MSISDN).toBe('64211234501');
  });
});

describe('given a guest cart v2', () => {
  it('prices from the catalogue (GST inclusive) and replaces the whole list on save', async () => {
    const first = await saveGuestCart({ Items: [simWith(STARTER.availabilityUuid, { PriceCents: 1 })] });
    expect(first.status, first.text).toBe(200);
    const cart = endpoints.saveCartV2.response.parse(first.json);
    expect(cart.CustomerUUID).toBe('');
    expect(cart.Number).toMatch(/^CART-\d+$/);
    expect(cart.AmountCents).toBe(500 + STARTER.retailCents);
    expect(cart.AmountTaxCents).toBe(Math.round(((500 + STARTER.retailCents) * 3) / 23));
    expect(cart.Items[0]!.Products[0]).toMatchObject({
      PriceCents: STARTER.retailCents,
      VirtualType: 'VT_PLAN',
      Attributes: { BillingReference: 'prepay', MobileProductCatalogUUID: STARTER.uuid, AutoRenew: true },
    });
    const replaced = await saveGuestCart({
      UUID: cart.UUID,
      Items: [esimWith(POSTPAY_PLAN.availabilityUuid)],
    });
    expect(replaced.json.Items).toHaveLength(1);
    expect(replaced.json.AmountCents).toBe(POSTPAY_PLAN.retailCents);
    expect((await request(sandbox, 'GET', `/api/eshop/v2/cart/${cart.UUID}`)).json).toEqual(replaced.json);
  });

  it("refuses an unknown SIM ('Unknown SIM type'), a plan that is not an available base plan ('Plan not specified')", async () => {
    expect(await saveGuestCart({ Items: [{ ItemUUID: 'nano-sim', Quantity: 1 }] })).toMatchObject({
      status: 400,
      json: { err_code: 'unknown_sim_type', err_message: 'Unknown SIM type' },
    });
    for (const availability of [ADDON.availabilityUuid, 'a0000000-0000-4000-8000-999999999999', 'nope']) {
      expect(await saveGuestCart({ Items: [esimWith(availability)] })).toMatchObject({
        status: 400,
        json: { err_code: 'plan_not_specified', err_message: 'Plan not specified' },
      });
    }
    expect(
      (
        await saveGuestCart({
          Items: [simWith(STARTER.availabilityUuid, { Attributes: { Colour: 'gold' } })],
        })
      ).status,
    ).toBe(400);
  });

  it('a guest cannot set a CustomerUUID; an unknown cart is 404', async () => {
    expect((await saveGuestCart({ CustomerUUID: prepay.customer, Items: [] })).status).toBe(403);
    expect(
      (await request(sandbox, 'GET', '/api/eshop/v2/cart/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('is claimed on sign-in: it gets the CustomerUUID, is no longer readable anonymously, reads by customer', async () => {
    const guest = (await saveGuestCart({ Items: [esimWith(STARTER.availabilityUuid)] })).json;
    const claimed = await request(sandbox, 'POST', `/api/eshop/v2/customer/${prepay.customer}/cart`, {
      token: prepay.token,
      body: { UUID: guest.UUID, Items: guest.Items },
    });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.json).toMatchObject({ UUID: guest.UUID, CustomerUUID: prepay.customer });
    expect((await request(sandbox, 'GET', `/api/eshop/v2/cart/${guest.UUID}`)).status).toBe(404);
    const mine = await request(sandbox, 'GET', `/api/eshop/v2/customer/${prepay.customer}/cart`, {
      token: prepay.token,
    });
    expect(mine.json.UUID).toBe(guest.UUID);
    // A guest can no longer change it.
    expect((await saveGuestCart({ UUID: guest.UUID, Items: [] })).status).toBe(403);
    // Another customer can neither read nor claim it.
    const other = await signIn(sandbox, 'postpay@harbour.test');
    expect(
      (await request(sandbox, 'GET', `/api/eshop/v2/customer/${prepay.customer}/cart`, { token: other.JWT }))
        .status,
    ).toBe(403);
    expect(
      (
        await request(sandbox, 'POST', `/api/eshop/v2/customer/${other.roles[0]!.CustomerUUID}/cart`, {
          token: other.JWT,
          body: { UUID: guest.UUID, Items: [] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('given a checkout paid with a saved card', () => {
  it("refuses no items ('No Order Items'), a SIM without plan, a physical SIM without street, city and postcode", async () => {
    const cart = (await saveGuestCart({ Items: [] })).json;
    expect(await checkout(prepay, { UUID: cart.UUID, Items: [] }, 'k-empty')).toMatchObject({
      status: 400,
      json: { err_code: 'no_order_items', err_message: 'No Order Items' },
    });
    expect(
      await checkout(prepay, { UUID: cart.UUID, Items: [{ ItemUUID: 'esim', Quantity: 1 }] }, 'k-noplan'),
    ).toMatchObject({ status: 400, json: { err_message: 'Plan not specified' } });
    const sim = [simWith(STARTER.availabilityUuid)];
    for (const [i, Address] of [undefined, { ...ADDRESS, City: ' ' }, { ...ADDRESS, Lines: [] }].entries()) {
      expect(
        await checkout(
          prepay,
          { UUID: cart.UUID, Items: sim, ...(Address ? { Address } : {}) },
          `k-addr-${i}`,
        ),
      ).toMatchObject({ status: 400, json: { err_code: 'delivery_address_required' } });
    }
    expect(
      (await checkout(prepay, { UUID: cart.UUID, Items: sim, Address: ADDRESS }, null)).json.err_code,
    ).toBe('idempotency_key_required');
  });

  it('one order per Idempotency-Key; paid: PAID, a new line on the dashboard, the cart closed', async () => {
    const before = (await products(prepay)).length;
    const cart = (await saveGuestCart({ Items: [] })).json;
    const body = { UUID: cart.UUID, Items: [esimWith(STARTER.availabilityUuid)] };
    const first = await checkout(prepay, body, 'k-esim-1');
    expect(first.status, first.text).toBe(200);
    const again = await checkout(prepay, body, 'k-esim-1');
    expect(again.json).toEqual(first.json);
    const started = endpoints.checkoutV2.response.parse(first.json);
    expect(started.Order).toMatchObject({
      Status: 'CONFIRMED',
      AmountCents: STARTER.retailCents,
      Address: null,
    });
    expect(started.Order.OrderNumber).toMatch(/^ORD-\d+$/);

    const paid = await confirmPayment(prepay.token, started.ClientSecret!);
    expect(paid.json.Status, paid.text).toBe('succeeded');
    const order = await request(
      sandbox,
      'GET',
      `/api/eshop/v2/customer/${prepay.customer}/order/${started.Order.OrderNumber}`,
      { token: prepay.token },
    );
    expect(order.json.Status).toBe('PAID');
    const line = order.json.OrderItems[0].Line;
    expect(line.MSISDN).toMatch(/^642[127]\d{7}$/);
    expect(line.ICCID).toMatch(/^8964\d{15}$/);
    expect(line.ActivationCode).toMatch(/^LPA:1\$smdp\.sandbox\.example\.nz\$ORD-\d+-\d{8}$/);
    expect(line.EsimStatus).toBe('RELEASED');
    const after = await products(prepay);
    expect(after).toHaveLength(before + 1);
    expect(endpoints.mobileProducts.response.safeParse({ MobileProducts: after }).success).toBe(true);
    expect(after.find((p: { UUID: string }) => p.UUID === line.MobileProductUUID)).toMatchObject({
      MSISDN: line.MSISDN,
      Status: 4,
      ProductCatalogUUID: STARTER.uuid,
    });
    // The cart is closed: no longer the customer's open cart, and the orders list has one order for both submits.
    const list = await request(sandbox, 'GET', `/api/eshop/v2/customer/${prepay.customer}/orders`, {
      token: prepay.token,
    });
    expect(list.json.Orders.filter((o: { CartUUID: string }) => o.CartUUID === cart.UUID)).toHaveLength(1);
    expect((await checkout(prepay, body, 'k-esim-2')).status).toBe(404);
  });

  it('an eSIM order completes after 5 minutes; its profile is downloaded, then installed (time travel)', async () => {
    const cart = (await saveGuestCart({ Items: [] })).json;
    const started = (
      await checkout(prepay, { UUID: cart.UUID, Items: [esimWith(STARTER.availabilityUuid)] }, 'k-esim-t')
    ).json;
    await confirmPayment(prepay.token, started.ClientSecret);
    const path = `/api/eshop/orders-esim-status/${prepay.customer}/order/${started.Order.OrderNumber}`;
    const status = async () => (await request(sandbox, 'GET', path, { token: prepay.token })).json;
    expect(await status()).toMatchObject({ Status: 'PAID', Esims: [{ EsimStatus: 'RELEASED' }] });
    await travel(5 * 60_000);
    expect((await status()).Status).toBe('COMPLETED');
    await travel(60 * 60_000);
    expect((await status()).Esims[0].EsimStatus).toBe('DOWNLOADED');
    await travel(60 * 60_000);
    expect((await status()).Esims[0].EsimStatus).toBe('INSTALLED');
  });

  it('a physical SIM order moves PAID → PROCESSING → SHIPPED → COMPLETED with the clock; keeps the address', async () => {
    const cart = (await saveGuestCart({ Items: [] })).json;
    const started = (
      await checkout(
        prepay,
        { UUID: cart.UUID, Items: [simWith(STARTER.availabilityUuid)], Address: ADDRESS },
        'k-sim',
      )
    ).json;
    expect(started.Order.AmountCents).toBe(500 + STARTER.retailCents);
    await confirmPayment(prepay.token, started.ClientSecret);
    const path = `/api/eshop/customer/${prepay.customer}/order/${started.Order.OrderNumber}`;
    const read = async () => (await request(sandbox, 'GET', path, { token: prepay.token })).json;
    expect(await read()).toMatchObject({ Status: 'PAID', Address: ADDRESS });
    const seen = [];
    for (const hours of [2, 22, 48]) {
      await travel(hours * 3_600_000);
      seen.push((await read()).Status);
    }
    expect(seen).toEqual(['PROCESSING', 'SHIPPED', 'COMPLETED']);
    expect((await read()).OrderItems[0].Line.ActivationCode).toBeNull();
  });

  it('a declined payment keeps the cart and creates no paid order; a new checkout of the cart replaces it', async () => {
    const nocard = await signIn(sandbox, 'nocard@harbour.test');
    const who = { token: nocard.JWT, customer: nocard.roles[0]!.CustomerUUID };
    const linesBefore = (await products(who)).length;
    const saved = await confirmTestCard(sandbox, who, '4000000000000341');
    const cardId = saved.confirmed.json.PaymentMethod.UUID as string;
    const cart = (
      await request(sandbox, 'POST', `/api/eshop/v2/customer/${who.customer}/cart`, {
        token: who.token,
        body: { Items: [esimWith(STARTER.availabilityUuid)] },
      })
    ).json;
    const body = { UUID: cart.UUID, Items: cart.Items, PaymentMethodID: cardId };
    const started = (await checkout(who, body, 'k-decline-1')).json;
    const declined = await confirmPayment(who.token, started.ClientSecret);
    expect(declined).toMatchObject({ status: 402, json: { err_code: 'card_declined' } });
    const mine = await request(sandbox, 'GET', `/api/eshop/v2/customer/${who.customer}/cart`, {
      token: who.token,
    });
    expect(mine.json).toMatchObject({ UUID: cart.UUID, Items: [{ ItemUUID: cart.Items[0].ItemUUID }] });
    const orders = async () =>
      (
        await request(sandbox, 'GET', `/api/eshop/v2/customer/${who.customer}/orders`, { token: who.token })
      ).json.Orders.filter((o: { CartUUID: string }) => o.CartUUID === cart.UUID);
    expect((await orders()).map((o: { Status: string }) => o.Status)).toEqual(['CONFIRMED']);
    expect(await products(who)).toHaveLength(linesBefore);
    // Retrying (new key) cancels the unpaid order; its payment can no longer be applied.
    await checkout(who, body, 'k-decline-2');
    expect((await orders()).map((o: { Status: string }) => o.Status)).toEqual(['CONFIRMED']);
    expect((await orders())[0].OrderNumber).not.toBe(started.Order.OrderNumber);
  });

  it('a guest who signed up must verify the e-mail (mailbox) before checkout; then the order is theirs', async () => {
    const guestCart = (await saveGuestCart({ Items: [esimWith(STARTER.availabilityUuid)] })).json;
    const reg = await request(sandbox, 'POST', '/api/v2/2/auth/register', {
      body: {
        IdentityProvider: 'LOCAL',
        AuthID: 'manu@example.test',
        AuthCode: 'Kia-ora-koutou-1',
        Email: 'manu@example.test',
        FirstName: 'Manu',
        LastName: 'Tawhiri',
        NotifySpecialOffers: 0,
        NotifyNewsletters: 0,
      },
    });
    expect(reg.status, reg.text).toBe(200);
    const who = { token: reg.json.JWT as string, customer: reg.json.roles[0].CustomerUUID as string };
    const claimed = await request(sandbox, 'POST', `/api/eshop/v2/customer/${who.customer}/cart`, {
      token: who.token,
      body: { UUID: guestCart.UUID, Items: guestCart.Items },
    });
    expect(claimed.json.CustomerUUID).toBe(who.customer);
    const card = await confirmTestCard(sandbox, who, '4242424242424242');
    const body = {
      UUID: guestCart.UUID,
      Items: guestCart.Items,
      PaymentMethodID: card.confirmed.json.PaymentMethod?.UUID ?? 'x',
    };
    expect(await checkout(who, body, 'k-guest-1')).toMatchObject({
      status: 403,
      json: { err_code: 'email_not_verified' },
    });
    const mail = (await request(sandbox, 'GET', '/api/sandbox/mailbox?to=manu@example.test')).json
      .messages[0];
    const link = new URL(mail.link);
    const confirmed = await request(
      sandbox,
      'GET',
      `/api/customer/${who.customer}/email_verification/confirm?Secret=${link.searchParams.get('secret')}&CustomerUUID=${who.customer}`,
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    const cardAgain = card.confirmed.json.PaymentMethod?.UUID
      ? card
      : await confirmTestCard(sandbox, who, '4242424242424242');
    const ok = await checkout(
      who,
      { ...body, PaymentMethodID: cardAgain.confirmed.json.PaymentMethod.UUID },
      'k-guest-2',
    );
    expect(ok.status, ok.text).toBe(200);
    await confirmPayment(who.token, ok.json.ClientSecret);
    expect(await products(who)).toHaveLength(1);
  });
});

describe('given an older cart (v1)', () => {
  const v1 = (body: unknown) => request(sandbox, 'POST', '/api/eshop/cart', { body });
  const SIM = '11111111-1111-4111-8111-111111111111';
  const PLAN = '22222222-2222-4222-8222-222222222222';

  it('prices lines, drops quantity-zero lines with their paired plan, needs a plan paired with a SIM', async () => {
    const res = await v1({
      Items: [
        { UUID: SIM, ItemUUID: 'physical-sim', Type: 'sim', Quantity: 2 },
        { UUID: PLAN, ItemUUID: STARTER.availabilityUuid, Type: 'plan', Quantity: 1, PairedWith: SIM },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(endpoints.saveCartV1.response.parse(res.json).AmountCents).toBe(1000 + STARTER.retailCents);
    const dropped = await v1({
      UUID: res.json.UUID,
      Items: [
        { UUID: SIM, ItemUUID: 'physical-sim', Type: 'sim', Quantity: 0 },
        { UUID: PLAN, ItemUUID: STARTER.availabilityUuid, Type: 'plan', Quantity: 1, PairedWith: SIM },
      ],
    });
    expect(dropped.json.Items).toEqual([]);
    expect(
      await v1({
        Items: [
          { UUID: PLAN, ItemUUID: STARTER.availabilityUuid, Type: 'plan', Quantity: 1, PairedWith: SIM },
        ],
      }),
    ).toMatchObject({ status: 400, json: { err_message: 'Plan not specified' } });
    expect(await v1({ Items: [{ UUID: SIM, ItemUUID: 'esim', Type: 'sim', Quantity: 1 }] })).toMatchObject({
      status: 400,
      json: { err_message: 'Unknown SIM type' },
    });
    expect(
      await v1({ Items: [{ UUID: SIM, ItemUUID: 'iphone', Type: 'mobile', Quantity: 1 }] }),
    ).toMatchObject({
      status: 400,
      json: { err_message: 'Unknown SIM type' },
    });
  });

  it("answers each line's Specifications and a plan's priced Product; a physical SIM's Colour and a plan's AutoRenew reach the order", async () => {
    const res = await v1({
      Items: [
        { UUID: SIM, ItemUUID: 'physical-sim', Type: 'sim', Quantity: 1, Specifications: { Colour: 'pink' } },
        {
          UUID: PLAN,
          ItemUUID: STARTER.availabilityUuid,
          Type: 'plan',
          Quantity: 1,
          PairedWith: SIM,
          Specifications: { AutoRenew: 'false' },
        },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const cart = endpoints.saveCartV1.response.parse(res.json);
    expect(cart.Items[0]).toMatchObject({ Specifications: { Colour: 'pink' }, Product: null });
    expect(cart.Items[1]).toMatchObject({
      Specifications: { AutoRenew: 'false' },
      Product: {
        UUID: PLAN,
        PriceCents: STARTER.retailCents,
        Attributes: { MobileProductAvailabilityUUID: STARTER.availabilityUuid, AutoRenew: false },
      },
    });
    expect(BigInt(cart.UpdatedAtNanos)).toBeGreaterThan(0n);
    expect(
      await v1({
        Items: [
          {
            UUID: SIM,
            ItemUUID: 'physical-sim',
            Type: 'sim',
            Quantity: 1,
            Specifications: { Colour: 'gold' },
          },
        ],
      }),
    ).toMatchObject({ status: 400, json: { err_code: 'invalid_request' } });

    const order = await request(sandbox, 'POST', '/api/eshop/checkout', {
      token: prepay.token,
      headers: { 'Idempotency-Key': 'k-v1-colour' },
      body: {
        UUID: cart.UUID,
        CustomerUUID: prepay.customer,
        Items: cart.Items.map((i) => ({
          UUID: i.UUID,
          ItemUUID: i.ItemUUID,
          Type: i.Type,
          Quantity: i.Quantity,
          PairedWith: i.PairedWith,
          Specifications: i.Specifications,
        })),
        Address: { Lines: ['1 Queen Street'], City: 'Auckland', Postcode: '1010' },
        PaymentMethodType: 'card',
        PaymentMethodID: PREPAY_CARD,
      },
    });
    expect(order.status, order.text).toBe(200);
    expect(order.json.Order.OrderItems[0]).toMatchObject({
      UUID: SIM,
      Attributes: { Colour: 'pink' },
      Products: [{ UUID: PLAN, Attributes: { AutoRenew: false } }],
    });
  });

  it('waits the SPEC §9 old-cart delay (150–300 ms) by default', async () => {
    const slow = (await testSandbox({ log: () => undefined })).sandbox;
    try {
      const started = Date.now();
      const res = await request(slow, 'POST', '/api/eshop/cart', { body: { Items: [] } });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    } finally {
      await slow.close();
    }
  }, 120_000);

  it('checks out a SIM with its paired plan (v1), order items found by ItemUUID', async () => {
    const cart = (
      await v1({
        Items: [
          { UUID: SIM, ItemUUID: 'esim', Type: 'esim', Quantity: 1 },
          { UUID: PLAN, ItemUUID: STARTER.availabilityUuid, Type: 'plan', Quantity: 1, PairedWith: SIM },
        ],
      })
    ).json;
    const res = await request(sandbox, 'POST', '/api/eshop/checkout', {
      token: prepay.token,
      headers: { 'Idempotency-Key': 'k-v1' },
      body: {
        UUID: cart.UUID,
        CustomerUUID: prepay.customer,
        Items: [
          { UUID: SIM, ItemUUID: 'esim', Type: 'esim', Quantity: 1 },
          { UUID: PLAN, ItemUUID: STARTER.availabilityUuid, Type: 'plan', Quantity: 1, PairedWith: SIM },
        ],
        PaymentMethodType: 'card',
        PaymentMethodID: PREPAY_CARD,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.Order.OrderItems[0]).toMatchObject({ UUID: SIM, VirtualType: 'VT_ESIM' });
  });
});
