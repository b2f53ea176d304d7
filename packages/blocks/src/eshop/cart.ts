import type { ApiClient, Cart, CartRequest } from '@telco-portal/api';
import { ApiError } from '@telco-portal/api';
import {
  cartV2,
  customerCartV2,
  saveCartV2 as saveAnonymousCart,
  saveCustomerCartV2,
} from '@telco-portal/api/routes/eshop';
import { cartV2RestoreSources, cartV2SavedUuid, type PlanType } from '@telco-portal/core';

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

/** The saved (anonymous) cart id, or null. */
export function readSavedCartUuid(): string | null {
  return local()?.getItem(CART_V2_KEY) ?? null;
}

/** Keeps (or, with null, drops) the saved cart id. */
export function writeSavedCartUuid(uuid: string | null): void {
  try {
    const store = local();
    if (uuid) store?.setItem(CART_V2_KEY, uuid);
    else store?.removeItem(CART_V2_KEY);
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
 * Loads the cart v2 to show (SPEC §4): tries the saved cart id, then the signed-in customer's cart
 * (core `cartV2RestoreSources`); none answering (404) is the empty cart (null). A guest's cart found while
 * signed in is claimed for the customer (saved on the customer's path with its UUID: the sandbox gives it the
 * CustomerUUID), so a guest's cart survives sign-up and sign-in. Afterwards the saved id is what core
 * `cartV2SavedUuid` says: dropped for a customer's cart, kept for an anonymous one.
 * @throws ApiError of a read other than 404 (the block shows the SPEC §8 text and a retry).
 */
export async function loadCartV2(api: ApiClient, customerUuid: string | null): Promise<Cart | null> {
  const saved = readSavedCartUuid();
  for (const source of cartV2RestoreSources({ savedCartUuid: saved, customerUuid })) {
    let cart: Cart;
    try {
      cart =
        source.kind === 'cart'
          ? await api.call(cartV2, { params: { cartUuid: source.cartUuid } })
          : await api.call(customerCartV2, { params: { uuid: source.customerUuid } });
    } catch (error) {
      if (!notFound(error)) throw error;
      continue;
    }
    if (customerUuid && !cart.CustomerUUID) {
      cart = await api.call(saveCustomerCartV2, {
        params: { uuid: customerUuid },
        body: { UUID: cart.UUID, Items: cartItemInputs(cart) },
      });
    }
    writeSavedCartUuid(cartV2SavedUuid(cart));
    return cart;
  }
  writeSavedCartUuid(null);
  return null;
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
