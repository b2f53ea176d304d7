import type { ApiClient, Cart, CartV1, CartV1Request } from '@telco-portal/api';
import { simCatalogue } from '@telco-portal/api/routes/eshop';
import {
  cartV1,
  checkoutV1,
  customerCartV1,
  orderV1,
  saveCartV1,
  saveCustomerCartV1,
} from '@telco-portal/api/routes/eshop-v1';
import { applyCartV1Change, type CartV1ItemType, cartV2SavedUuid } from '@telco-portal/core';
import { type CartApi, type CartItemInput, restoreCart, writeSavedCartUuid } from './cart.ts';

/**
 * Cart v1 of the e-shop (issue 11 "Cart v1 behind a manifest switch": `features.cartVersion` 1; SPEC §3 older cart,
 * §4 v1 rules, §7 POST /eshop/cart, GET /eshop/cart/{id}, GET /eshop/customer/{uuid}/cart, POST /eshop/checkout).
 * The blocks keep working on cart v2's shape: a v1 cart is read as one (`cartFromV1`: each SIM or eSIM line an
 * item, its paired plan line the item's plan), and the list a block saves becomes v1 changes (`v1LinesFor`, core
 * `applyCartV1Change`): adding a plan to a SIM removes earlier SIM, eSIM and plan lines, quantity zero removes a
 * line, removing a SIM removes its plan. Restored as cart v2 is (eshop/cart.ts `restoreCart`), the guest's cart id
 * under its own key. A chunk of its own: only a portal with cart v1 downloads it (eshop/cart.ts `cartApiOf`).
 */
export const CART_V1_KEY = 'tp.eshop.cart.v1';

/** A v1 line as sent (SPEC §3 older cart item; the request form of `CartV1Request['Items']`). */
export type CartV1LineInput = CartV1Request['Items'][number];

/** A v1 line with the fields core `applyCartV1Change` reads. */
type Line = {
  uuid: string;
  type: CartV1ItemType;
  quantity: number;
  pairedWith: string | null;
  itemUuid: string;
  specifications: Record<string, string>;
};

const isSim = (type: CartV1ItemType) => type === 'sim' || type === 'esim';

/**
 * A v1 cart as the blocks read carts (cart v2's `Cart`): each SIM or eSIM line is an item (its `Specifications`
 * its Attributes, e.g. the SIM's Colour), with the plan line paired with it as its plan (the plan's priced
 * `Product`); amounts as answered.
 */
export function cartFromV1(v1: CartV1): Cart {
  return {
    UUID: v1.UUID,
    Number: v1.Number,
    CustomerUUID: v1.CustomerUUID,
    SPID: v1.SPID,
    AmountCents: v1.AmountCents,
    AmountTaxCents: v1.AmountTaxCents,
    UpdatedAtNanos: v1.UpdatedAtNanos,
    Items: v1.Items.filter((line) => isSim(line.Type)).map((sim) => {
      const plan = v1.Items.find((p) => p.Type === 'plan' && p.PairedWith === sim.UUID)?.Product;
      const esim = sim.Type === 'esim';
      return {
        UUID: sim.UUID,
        ItemUUID: sim.ItemUUID,
        PriceCents: sim.PriceCents,
        Quantity: sim.Quantity,
        SPID: v1.SPID,
        ProductAvailabilityUUID: plan?.Attributes.MobileProductAvailabilityUUID ?? '',
        ProductCatalogUUID: plan?.Attributes.MobileProductCatalogUUID ?? '',
        Name: sim.Name,
        Description: sim.Description,
        Type: esim ? 'TYPE_VIRTUAL' : 'TYPE_PRODUCT',
        VirtualType: esim ? 'VT_ESIM' : null,
        SelfManaged: false,
        Attributes: sim.Specifications,
        Products: plan ? [plan] : [],
      };
    }),
  };
}

/** The v1 lines of a cart read by `cartFromV1`: each SIM line, then its plan line paired with it. */
function linesOf(cart: Cart | null | undefined): Line[] {
  return (cart?.Items ?? []).flatMap((item) => {
    const sim: Line = {
      uuid: item.UUID,
      type: item.VirtualType === 'VT_ESIM' ? 'esim' : 'sim',
      quantity: item.Quantity,
      pairedWith: null,
      itemUuid: item.ItemUUID,
      specifications: item.Attributes,
    };
    return [sim, ...item.Products.map((plan) => planLine(plan.UUID, item.UUID, plan.Attributes))];
  });
}

function planLine(
  uuid: string,
  simUuid: string,
  attributes: { MobileProductAvailabilityUUID: string; AutoRenew?: boolean; DiscountUUID?: string },
): Line {
  return {
    uuid,
    type: 'plan',
    quantity: 1,
    pairedWith: simUuid,
    itemUuid: attributes.MobileProductAvailabilityUUID,
    specifications: {
      AutoRenew: String(attributes.AutoRenew ?? true),
      ...(attributes.DiscountUUID ? { DiscountUUID: attributes.DiscountUUID } : {}),
    },
  };
}

/**
 * The v1 lines to save for the SIM list a block saves (`items`, cart v2's request form) over the cart shown
 * (`cart`), through the SPEC §4 v1 rules (core `applyCartV1Change`): a SIM of the cart left out is removed with
 * its plan; a new SIM (no UUID) with its plan is "a plan added to a SIM" — it replaces the SIM, eSIM and plan
 * lines before it; a SIM of the cart given another plan is too; a changed quantity is set (zero removes).
 * `simType` says whether a new SIM's catalogue item is a SIM or an eSIM; `newId` makes line UUIDs.
 */
export function v1LinesFor(
  cart: Cart | null | undefined,
  items: readonly CartItemInput[],
  simType: (itemUuid: string) => 'sim' | 'esim',
  newId: () => string,
): CartV1LineInput[] {
  let lines = linesOf(cart);
  const asked = new Set(items.map((i) => i.UUID).filter(Boolean));
  for (const line of [...lines]) {
    if (isSim(line.type) && !asked.has(line.uuid))
      lines = applyCartV1Change(lines, { kind: 'remove', uuid: line.uuid });
  }
  for (const item of items) {
    const known = item.UUID ? lines.find((l) => l.uuid === item.UUID) : undefined;
    const sim: Line = known
      ? { ...known, specifications: item.Attributes ?? known.specifications }
      : {
          uuid: item.UUID ?? newId(),
          type: simType(item.ItemUUID),
          quantity: item.Quantity,
          pairedWith: null,
          itemUuid: item.ItemUUID,
          specifications: item.Attributes ?? {},
        };
    const wanted = item.Products?.[0];
    const current = lines.find((l) => l.type === 'plan' && l.pairedWith === sim.uuid);
    if (wanted && (!known || current?.itemUuid !== wanted.Attributes.MobileProductAvailabilityUUID)) {
      const plan = planLine(wanted.UUID ?? newId(), sim.uuid, wanted.Attributes);
      lines = applyCartV1Change(lines, { kind: 'addPlanToSim', sim, plan });
      continue;
    }
    lines = lines.map((l) =>
      l.uuid === sim.uuid ? sim : wanted && l === current ? planLine(l.uuid, sim.uuid, wanted.Attributes) : l,
    );
    if (!known) lines.push(sim);
    if (sim.quantity !== item.Quantity)
      lines = applyCartV1Change(lines, { kind: 'setQuantity', uuid: sim.uuid, quantity: item.Quantity });
  }
  return requestOf(lines);
}

/** Lines in the request form. */
const requestOf = (lines: readonly Line[]): CartV1LineInput[] =>
  lines.map((l) => ({
    UUID: l.uuid,
    ItemUUID: l.itemUuid,
    Type: l.type,
    Quantity: l.quantity,
    PairedWith: l.pairedWith,
    Specifications: l.specifications,
  }));

/** Whether each catalogue SIM item (by ID or UUID) is an eSIM, from the SIM catalogue (SPEC §3). */
async function simTypes(api: ApiClient): Promise<(itemUuid: string) => 'sim' | 'esim'> {
  const { Items } = await api.call(simCatalogue);
  return (id) => (Items.find((i) => i.ID === id || i.UUID === id)?.IsEsim ? 'esim' : 'sim');
}

/** Cart v1 (features.cartVersion 1), on cart v2's shape for the blocks; see the module comment. */
export const CART_V1: CartApi = {
  routes: [cartV1, customerCartV1, saveCartV1, saveCustomerCartV1, checkoutV1, orderV1, simCatalogue].map(
    (r) => r.name,
  ),
  load: async (api, customerUuid) => {
    const v1 = await restoreCart(
      customerUuid,
      CART_V1_KEY,
      (source) =>
        source.kind === 'cart'
          ? api.call(cartV1, { params: { id: source.cartUuid } })
          : api.call(customerCartV1, { params: { uuid: source.customerUuid } }),
      (cart, uuid) =>
        api.call(saveCustomerCartV1, {
          params: { uuid },
          body: { UUID: cart.UUID, Items: requestOf(linesOf(cartFromV1(cart))) },
        }),
    );
    return v1 ? cartFromV1(v1) : null;
  },
  save: async (api, customerUuid, cart, items) => {
    const types = items.some((i) => !i.UUID) ? await simTypes(api) : () => 'sim' as const;
    const body = {
      ...(cart ? { UUID: cart.UUID } : {}),
      Items: v1LinesFor(cart, items, types, () => crypto.randomUUID()),
    };
    const saved = customerUuid
      ? await api.call(saveCustomerCartV1, { params: { uuid: customerUuid }, body })
      : await api.call(saveCartV1, { body });
    writeSavedCartUuid(cartV2SavedUuid(saved), CART_V1_KEY);
    return cartFromV1(saved);
  },
  checkout: (api, body, cart, idempotencyKey) =>
    api.call(checkoutV1, { body: { ...body, Items: requestOf(linesOf(cart)) }, idempotencyKey }),
  order: (api, uuid, orderNumber) => api.call(orderV1, { params: { uuid, orderNumber } }),
};
