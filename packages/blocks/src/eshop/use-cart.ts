import type { Cart } from '@telco-portal/api';
import useSWR from 'swr';
import { useSession } from '../session/index.ts';
import { type CartItemInput, loadCartV2, saveCartV2 } from './cart.ts';

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
  /** Forgets the cart after a paid order (the API closed it): the saved id goes, the cart reads as empty. */
  clear: () => void;
  /** The signed-in customer (null for a guest). */
  customerUuid: string | null;
};

/**
 * The e-shop's cart v2 (issue 11 "Cart v2", SPEC §4): restored by the saved cart id, else by the current
 * customer, else empty (eshop/cart.ts `loadCartV2`); a guest's cart is claimed for the customer once signed in
 * (the key changes with the customer, so it loads again after sign-in or sign-up). Waits while the session loads.
 */
export function useCart(): UseCart {
  const { api, status, currentCustomerUUID } = useSession();
  const customerUuid = status === 'signedIn' ? currentCustomerUUID : null;
  const key = status === 'loading' ? null : cartKey(customerUuid);
  const swr = useSWR(key, () => loadCartV2(api, customerUuid), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    cart: swr.data,
    error: swr.error,
    retry: () => void swr.mutate(),
    save: async (items) => {
      const saved = await saveCartV2(api, customerUuid, swr.data?.UUID, items);
      await swr.mutate(saved, { revalidate: false });
      return saved;
    },
    clear: () => {
      void swr.mutate(null, { revalidate: false });
    },
    customerUuid,
  };
}
