import { simCatalogue } from '@telco-portal/api/routes/eshop';
import type { Sandbox } from '@telco-portal/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSavedValues } from '../session/storage.ts';
import { demoSession, sandboxApi, startSandbox } from '../test/harness.tsx';
import { CART_V2, type CartItemInput, cartApiOf } from './cart.ts';
import { CART_V1, CART_V1_KEY, cartFromV1, v1LinesFor } from './cart-v1.ts';
import { firstPrepayPlan } from './test-plans.ts';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
beforeEach(() => localStorage.clear());

type Api = ReturnType<typeof sandboxApi>;

async function itemOf(api: Api, kind: 'esim' | 'physical', colour = 'pink'): Promise<CartItemInput> {
  const { Items } = await api.call(simCatalogue);
  const plan = await firstPrepayPlan(api);
  const sim = Items.find((i) => i.IsEsim === (kind === 'esim'))!;
  return {
    ItemUUID: sim.ID,
    Quantity: 1,
    ...(kind === 'physical' ? { Attributes: { Colour: colour } } : {}),
    Products: [{ Attributes: { MobileProductAvailabilityUUID: plan.uuid } }],
  };
}

/** The request form of a saved cart's items, as the blocks send it back (eshop/cart.ts cartItemInputs). */
const inputsOf = (cart: Awaited<ReturnType<typeof CART_V1.save>>): CartItemInput[] =>
  cart.Items.map((i) => ({
    UUID: i.UUID,
    ItemUUID: i.ItemUUID,
    Quantity: i.Quantity,
    Attributes: i.Attributes,
    Products: i.Products.map((p) => ({ UUID: p.UUID, Attributes: p.Attributes })),
  }));

describe('the cart of a features.cartVersion (eshop/cart.ts cartApiOf)', () => {
  it('is cart v2 when absent or 2, and cart v1 (its own chunk) with 1', async () => {
    expect(await cartApiOf({})).toBe(CART_V2);
    expect(await cartApiOf({ cartVersion: 2 })).toBe(CART_V2);
    expect(await cartApiOf({ cartVersion: 1 })).toBe(CART_V1);
  });
});

describe('cart v1 lines (SPEC §4 v1 rules through core applyCartV1Change)', () => {
  let n = 0;
  const newId = () => `id-${++n}`;
  const plan = (uuid: string) => ({ Attributes: { MobileProductAvailabilityUUID: uuid } });
  const simType = (id: string) => (id === 'esim' ? ('esim' as const) : ('sim' as const));

  it('a new SIM with its plan is a SIM line and a plan line paired with it', () => {
    expect(
      v1LinesFor(
        null,
        [{ ItemUUID: 'physical-sim', Quantity: 1, Attributes: { Colour: 'red' }, Products: [plan('p1')] }],
        simType,
        newId,
      ),
    ).toEqual([
      {
        UUID: 'id-1',
        ItemUUID: 'physical-sim',
        Type: 'sim',
        Quantity: 1,
        PairedWith: null,
        Specifications: { Colour: 'red' },
      },
      {
        UUID: 'id-2',
        ItemUUID: 'p1',
        Type: 'plan',
        Quantity: 1,
        PairedWith: 'id-1',
        Specifications: { AutoRenew: 'true' },
      },
    ]);
  });

  it('adding a plan to a SIM removes the SIM, eSIM and plan lines before it', async () => {
    const api = sandboxApi(sandbox);
    const first = await CART_V1.save(api, null, null, [await itemOf(api, 'physical')]);
    const second = v1LinesFor(
      first,
      [...inputsOf(first), { ItemUUID: 'esim', Quantity: 1, Products: [plan('p2')] }],
      simType,
      newId,
    );
    expect(second.map((l) => [l.Type, l.ItemUUID])).toEqual([
      ['esim', 'esim'],
      ['plan', 'p2'],
    ]);
  });

  it('a SIM left out goes with its plan; quantity zero removes; a changed quantity is set', async () => {
    const api = sandboxApi(sandbox);
    const cart = await CART_V1.save(api, null, null, [await itemOf(api, 'physical')]);
    expect(v1LinesFor(cart, [], simType, newId)).toEqual([]);
    const [only] = inputsOf(cart);
    expect(v1LinesFor(cart, [{ ...only!, Quantity: 0 }], simType, newId)).toEqual([]);
    expect(
      v1LinesFor(cart, [{ ...only!, Quantity: 3 }], simType, newId).map((l) => [l.Type, l.Quantity]),
    ).toEqual([
      ['sim', 3],
      ['plan', 1],
    ]);
  });

  it("another plan for a SIM of the cart replaces its plan line; AutoRenew rides in the plan's Specifications", async () => {
    const api = sandboxApi(sandbox);
    const cart = await CART_V1.save(api, null, null, [await itemOf(api, 'physical')]);
    const [only] = inputsOf(cart);
    const lines = v1LinesFor(
      cart,
      [{ ...only!, Products: [{ Attributes: { MobileProductAvailabilityUUID: 'p9', AutoRenew: false } }] }],
      simType,
      newId,
    );
    expect(lines.map((l) => [l.Type, l.ItemUUID, l.Specifications])).toEqual([
      ['sim', only!.ItemUUID, { Colour: 'pink' }],
      ['plan', 'p9', { AutoRenew: 'false' }],
    ]);
    expect(lines[1]!.PairedWith).toBe(lines[0]!.UUID);
  });
});

describe('cart v1 against the sandbox (SPEC §7 /eshop/cart…, restore as SPEC §4)', () => {
  it("a guest's cart is read as cart v2 reads (the colour, the plan, the prices); its id kept under the v1 key; a reload restores it; logout forgets it", async () => {
    const api = sandboxApi(sandbox);
    const plan = await firstPrepayPlan(api);
    const saved = await CART_V1.save(api, null, null, [await itemOf(api, 'physical', 'starlight')]);
    expect(saved.Items).toHaveLength(1);
    expect(saved.Items[0]).toMatchObject({
      Type: 'TYPE_PRODUCT',
      VirtualType: null,
      Attributes: { Colour: 'starlight' },
      Products: [{ Attributes: { MobileProductAvailabilityUUID: plan.uuid, AutoRenew: true } }],
    });
    expect(saved.AmountCents).toBe(saved.Items[0]!.PriceCents + saved.Items[0]!.Products[0]!.PriceCents);
    expect(localStorage.getItem(CART_V1_KEY)).toBe(saved.UUID);
    expect(await CART_V1.load(api, null)).toEqual(saved);
    clearSavedValues();
    expect(localStorage.getItem(CART_V1_KEY)).toBeNull();
  });

  it('a second SIM replaces the first (one SIM per v1 cart); an eSIM reads as one', async () => {
    const api = sandboxApi(sandbox);
    const first = await CART_V1.save(api, null, null, [await itemOf(api, 'physical')]);
    const second = await CART_V1.save(api, null, first, [...inputsOf(first), await itemOf(api, 'esim')]);
    expect(second.UUID).toBe(first.UUID);
    expect(second.Items.map((i) => i.VirtualType)).toEqual(['VT_ESIM']);
  });

  it("a guest's cart survives sign-in (claimed, the saved id dropped) and is ordered on the v1 paths: the order has the SIM's colour and its plan", async () => {
    const api = sandboxApi(sandbox);
    const guest = await CART_V1.save(api, null, null, [await itemOf(api, 'physical', 'green')]);
    const session = await demoSession(api, 'prepay@harbour.test');
    const customer = session.currentCustomerUUID!;
    const claimed = await CART_V1.load(api, customer);
    expect(claimed?.UUID).toBe(guest.UUID);
    expect(claimed?.CustomerUUID).toBe(customer);
    expect(localStorage.getItem(CART_V1_KEY)).toBeNull();
    const { PaymentMethods } = await api.call('paymentMethods', { params: { id: customer } });
    const calls = vi.spyOn(api, 'call');
    const placed = await CART_V1.checkout(
      api,
      {
        UUID: claimed!.UUID,
        CustomerUUID: customer,
        Items: [],
        Address: { Lines: ['12 Cuba Street'], City: 'Wellington', Postcode: '6011' },
        PaymentMethodType: 'card',
        PaymentMethodID: PaymentMethods[0]!.UUID,
      },
      claimed!,
      'v1-order-1',
    );
    expect((calls.mock.calls as unknown as Array<[{ name: string }]>).map(([e]) => e.name)).toEqual([
      'checkoutV1',
    ]);
    expect(placed.Order.OrderItems[0]).toMatchObject({
      UUID: guest.Items[0]!.UUID,
      Attributes: { Colour: 'green' },
      Products: [{ UUID: guest.Items[0]!.Products[0]!.UUID }],
    });
    const read = await CART_V1.order(api, customer, placed.Order.OrderNumber);
    expect(read.OrderNumber).toBe(placed.Order.OrderNumber);
  });

  it('maps a v1 cart with no lines to an empty cart', () => {
    expect(
      cartFromV1({
        UUID: 'c',
        Number: 'CART-1',
        CustomerUUID: '',
        SPID: 2,
        Items: [],
        AmountCents: 0,
        AmountTaxCents: 0,
        UpdatedAtNanos: '1',
      }).Items,
    ).toEqual([]);
  });
});
