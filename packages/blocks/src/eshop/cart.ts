import type {
  ApiClient,
  Cart,
  CartRequest,
  CheckoutRequest,
  CheckoutResponse,
  Order,
} from '@telco-portal/api';
import { ApiError } from '@telco-portal/api';
import {
  cartV2,
  checkoutV2,
  customerCartV2,
  orderV2,
  saveCartV2 as saveAnonymousCart,
  saveCustomerCartV2,
} from '@telco-portal/api/routes/eshop';
import {
  type CartV2Source,
  cartV2RestoreSources,
  cartV2SavedUuid,
  type GuardFeatures,
  type PlanType,
} from '@telco-portal/core';

/**
 * Cart v2 of the e-shop (issue 11 "Cart v2"; SPEC §4 "restore by saved cart id, else by current customer, else
 * keep empty cart", "a cart with a customer id drops the saved id; an anonymous cart stores its id"; SPEC §9
 * "Cart ids kept in local storage under e-shop cart keys"). Its own module: only the e-shop's chunks carry it.
 *
 * The guest's cart id is kept in localStorage `tp.eshop.cart.v2`: its `tp.` prefix makes logout
 * (`clearSavedValues`, SPEC §4 "logout clears carts") remove it — a unit test holds it to that.
 */
export const CART_V2_KEY = 'tp.eshop.cart.v2';

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved (anonymous) cart id under `key` (cart v2's, or v1's: eshop/cart-v1.ts), or null. */
export function readSavedCartUuid(key = CART_V2_KEY): string | null {
  return local()?.getItem(key) ?? null;
}

/** Keeps (or, with null, drops) the saved cart id under `key`. */
export function writeSavedCartUuid(uuid: string | null, key = CART_V2_KEY): void {
  try {
    const store = local();
    if (uuid) store?.setItem(key, uuid);
    else store?.removeItem(key);
  } catch {
    // Storage full or blocked: the cart is then restored by customer only.
  }
}

export type CartItemInput = CartRequest['Items'][number];

/**
 * The plan type a SIM page was opened for (`?type=`, as the plan card links it), prepay when absent or unknown (SPEC
 * §2 SIM pages: "else plans/prepay"). A list of its own, not core's PLAN_TYPES: importing that split core's enums
 * into a chunk of its own on both SIM pages (+283 B each, measured 2026-11-29).
 */
export function planTypeParam(query: URLSearchParams): PlanType {
  const type = query.get('type');
  return type === 'postpay' || type === 'payg' ? type : 'prepay';
}

/**
 * The request form of a cart's items (SPEC §4 "changing the SIM list saves the whole list"): what chooses each
 * SIM and its plan, never names or prices (the API prices from its catalogue).
 */
export function cartItemInputs(cart: Pick<Cart, 'Items'> | null | undefined): CartItemInput[] {
  return (cart?.Items ?? []).map((item) => ({
    UUID: item.UUID,
    ItemUUID: item.ItemUUID,
    Quantity: item.Quantity,
    Attributes: item.Attributes,
    Products: item.Products.map((plan) => ({
      UUID: plan.UUID,
      Attributes: {
        MobileProductAvailabilityUUID: plan.Attributes.MobileProductAvailabilityUUID,
        AutoRenew: plan.Attributes.AutoRenew,
        ...(plan.Attributes.DiscountUUID ? { DiscountUUID: plan.Attributes.DiscountUUID } : {}),
      },
    })),
  }));
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The SPEC §4 restore of a cart, for either version: tries the saved cart id under `key`, then the signed-in
 * customer's cart (core `cartV2RestoreSources`; `read` asks the API for one); none answering (404) is the empty
 * cart (null). A guest's cart found while signed in is claimed for the customer (`claim`: saved on the customer's
 * path with its UUID), so a guest's cart survives sign-up and sign-in. Afterwards the saved id is what core
 * `cartV2SavedUuid` says: dropped for a customer's cart, kept for an anonymous one.
 * @throws ApiError of a read other than 404.
 */
export async function restoreCart<C extends { UUID: string; CustomerUUID: string }>(
  customerUuid: string | null,
  key: string,
  read: (source: CartV2Source) => Promise<C>,
  claim: (cart: C, customerUuid: string) => Promise<C>,
): Promise<C | null> {
  for (const source of cartV2RestoreSources({ savedCartUuid: readSavedCartUuid(key), customerUuid })) {
    let cart: C;
    try {
      cart = await read(source);
    } catch (error) {
      if (!notFound(error)) throw error;
      continue;
    }
    if (customerUuid && !cart.CustomerUUID) cart = await claim(cart, customerUuid);
    writeSavedCartUuid(cartV2SavedUuid(cart), key);
    return cart;
  }
  writeSavedCartUuid(null, key);
  return null;
}

/**
 * Loads the cart v2 to show (SPEC §4 "Cart v2 load", `restoreCart`).
 * @throws ApiError of a read other than 404 (the block shows the SPEC §8 text and a retry).
 */
export function loadCartV2(api: ApiClient, customerUuid: string | null): Promise<Cart | null> {
  return restoreCart(
    customerUuid,
    CART_V2_KEY,
    (source) =>
      source.kind === 'cart'
        ? api.call(cartV2, { params: { cartUuid: source.cartUuid } })
        : api.call(customerCartV2, { params: { uuid: source.customerUuid } }),
    (cart, uuid) =>
      api.call(saveCustomerCartV2, {
        params: { uuid },
        body: { UUID: cart.UUID, Items: cartItemInputs(cart) },
      }),
  );
}

/**
 * Saves the whole item list of the cart (SPEC §4): a guest's on the anonymous path (its id kept), a customer's
 * on the customer's path (the saved id dropped). `cartUuid` the cart to replace, absent for a new cart.
 */
export async function saveCartV2(
  api: ApiClient,
  customerUuid: string | null,
  cartUuid: string | undefined,
  items: CartItemInput[],
): Promise<Cart> {
  const body = { ...(cartUuid ? { UUID: cartUuid } : {}), Items: items };
  const cart = customerUuid
    ? await api.call(saveCustomerCartV2, { params: { uuid: customerUuid }, body })
    : await api.call(saveAnonymousCart, { body });
  writeSavedCartUuid(cartV2SavedUuid(cart));
  return cart;
}

/**
 * What a cart version gives the e-shop's blocks, all on cart v2's shape (`Cart`, `CartItemInput`): the cart of
 * this visitor (`load`), saving its whole SIM list (`save`; `cart` the one shown), and ordering it (`checkout`,
 * with the payment and address of `body` and one Idempotency-Key per attempt) and one order by number (`order`;
 * the order pages choose their paths themselves, blocks/orders). `routes`: the contract routes it calls (the switch matrix's
 * `api:` offers). Cart v2 is `CART_V2`; v1 (SPEC §4 v1 rules) is eshop/cart-v1.ts. Each throws ApiError as the
 * client does.
 */
export type CartApi = {
  routes: readonly string[];
  load: (api: ApiClient, customerUuid: string | null) => Promise<Cart | null>;
  save: (
    api: ApiClient,
    customerUuid: string | null,
    cart: Cart | null | undefined,
    items: CartItemInput[],
  ) => Promise<Cart>;
  checkout: (
    api: ApiClient,
    body: CheckoutRequest,
    cart: Cart,
    idempotencyKey: string,
  ) => Promise<CheckoutResponse>;
  order: (api: ApiClient, customerUuid: string, orderNumber: string) => Promise<Order>;
};

/** Cart v2 (SPEC §4, §7 /eshop/v2/…). */
export const CART_V2: CartApi = {
  routes: [cartV2, customerCartV2, saveAnonymousCart, saveCustomerCartV2, checkoutV2, orderV2].map(
    (r) => r.name,
  ),
  load: loadCartV2,
  save: (api, customerUuid, cart, items) => saveCartV2(api, customerUuid, cart?.UUID, items),
  checkout: (api, body, _cart, idempotencyKey) => api.call(checkoutV2, { body, idempotencyKey }),
  order: (api, uuid, orderNumber) => api.call(orderV2, { params: { uuid, orderNumber } }),
};

/**
 * The cart API of a portal's `features.cartVersion` (manifest; absent: 2): cart v2, or cart v1, whose code is a
 * chunk of its own that only a v1 portal downloads.
 */
export function cartApiOf(features: Pick<GuardFeatures, 'cartVersion'>): Promise<CartApi> {
  return features.cartVersion === 1
    ? import('./cart-v1.ts').then((m) => m.CART_V1)
    : Promise.resolve(CART_V2);
}
