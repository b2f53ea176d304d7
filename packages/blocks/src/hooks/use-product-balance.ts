import type { PostpayBalance, PrepayBalance, PrepayProduct } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import useSWR, { type SWRResponse } from 'swr';

import { useSession } from '../session/index.ts';
import { blockKeys } from './keys.ts';

/**
 * The balance of one mobile product (SPEC §7 Payments, balance):
 * - `kind: 'prepay'` (prepay and payg): GET /customers/:uuid/products/mobile/prepay/:productId/balance —
 *   the six usage keys plus `CreditCents` (cents) and `CurrencyCreditExpiresAtNanos` (nanos string, may be '0').
 * - `kind: 'postpay'`: POST /postpay/balance — `Value` (current bill so far, cents) plus the usage keys.
 * Resolves `{ kind, balance }`. `null` product skips the request. Errors are `ApiError`s.
 */
export type ProductBalance =
  | { kind: 'prepay'; balance: PrepayBalance }
  | { kind: 'postpay'; balance: PostpayBalance };

export function useProductBalance(
  productUUID: string | null,
  kind: 'prepay' | 'postpay' | null,
): SWRResponse<ProductBalance> {
  const { api, currentCustomerUUID } = useSession();
  const customer = currentCustomerUUID;
  return useSWR(
    customer && productUUID && kind ? blockKeys.productBalance(customer, productUUID, kind) : null,
    async (): Promise<ProductBalance> => {
      if (kind === 'postpay') {
        const balance = await api.call(apiRoutes.postpayBalance, {
          body: { CustomerUUID: customer as string, UUID: productUUID as string },
        });
        return { kind: 'postpay', balance };
      }
      const balance = await api.call(apiRoutes.prepayBalance, {
        params: { uuid: customer as string, productId: productUUID as string },
      });
      return { kind: 'prepay', balance };
    },
  );
}

/**
 * The prepay product record (SPEC §3 Prepay product: `CreditCents`, `CurrencyCreditExpiresAtNanos`,
 * `CreatedAtNanos`, `AddOns`) via GET /v3/:spid/customer/:c/mobileprepay/:p. Used for the credit expiry
 * fallback (365 days after creation, SPEC §9). `null` skips the request.
 */
export function usePrepayProduct(productUUID: string | null): SWRResponse<PrepayProduct> {
  const { api, currentCustomerUUID } = useSession();
  const customer = currentCustomerUUID;
  return useSWR(customer && productUUID ? blockKeys.prepayProduct(customer, productUUID) : null, () =>
    api.call(apiRoutes.prepayProduct, {
      params: { customerUuid: customer as string, productUuid: productUUID as string },
    }),
  );
}
