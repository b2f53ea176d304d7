import type { Cart, CheckoutRequest, CheckoutResponse, Order } from '@telco-portal/api';
import useSWR from 'swr';
import { useSession } from '../session/index.ts';
import { type CartItemInput, cartApiOf } from './cart.ts';

/** SWR key of the cart v2 of this visitor (the customer's, or the guest's). */
export const cartKey = (customerUuid: string | null) =>
  ['eshop', 'cart-v2', customerUuid ?? 'guest'] as const;

/** What {@link useCart} gives a block. */
export type UseCart = {
  /** The cart; null when there is none (the empty cart); undefined while loading. */
  cart: Cart | null | undefined;
  /** The failed read (its SPEC §8 text is shown with a retry). */
  error: unknown;
  /** Reads the cart again. */
  retry: () => void;
  /** Saves the whole item list (SPEC §4) and shows the saved cart. @throws ApiError as the client does. */
  save: (items: CartItemInput[]) => Promise<Cart>;
  /**
   * Orders `cart` (SPEC §7 POST /eshop/v2/checkout, or /eshop/checkout with cart v1): `body` the checkout request
   * (its Items are the cart's), one `idempotencyKey` per attempt. @throws ApiError as the client does.
   */
  checkout: (body: CheckoutRequest, cart: Cart, idempotencyKey: string) => Promise<CheckoutResponse>;
  /** The signed-in customer's order `orderNumber` (SPEC §7, the cart version's path). @throws ApiError. */
  order: (orderNumber: string) => Promise<Order>;
  /** Forgets the cart after a paid order (the API closed it): the saved id goes, the cart reads as empty. */
  clear: () => void;
  /** The signed-in customer (null for a guest). */
  customerUuid: string | null;
};

/**
 * The e-shop's cart (issue 11 "Cart v2", SPEC §4), of the version `features.cartVersion` picks (eshop/cart.ts
 * `cartApiOf`: v2, or v1 on cart v2's shape): restored by the saved cart id, else by the current customer, else
 * empty; a guest's cart is claimed for the customer once signed in (the key changes with the customer, so it
 * loads again after sign-in or sign-up). Waits while the session loads.
 */
export function useCart(): UseCart {
  const { api, status, currentCustomerUUID, features } = useSession();
  const customerUuid = status === 'signedIn' ? currentCustomerUUID : null;
  const key = status === 'loading' ? null : cartKey(customerUuid);
  const cartApi = () => cartApiOf(features);
  const swr = useSWR(key, async () => (await cartApi()).load(api, customerUuid), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    cart: swr.data,
    error: swr.error,
    retry: () => void swr.mutate(),
    save: async (items) => {
      const saved = await (await cartApi()).save(api, customerUuid, swr.data, items);
      await swr.mutate(saved, { revalidate: false });
      return saved;
    },
    checkout: async (body, cart, idempotencyKey) =>
      (await cartApi()).checkout(api, body, cart, idempotencyKey),
    order: async (orderNumber) => (await cartApi()).order(api, customerUuid ?? '', orderNumber),
    clear: () => {
      void swr.mutate(null, { revalidate: false });
    },
    customerUuid,
  };
}
