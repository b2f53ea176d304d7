import type * as z from 'zod';
import * as R from '../contract/routes.ts';
import type { usageHistogramRequestSchema } from '../contract/schemas.ts';
import type { ApiCall } from '../core.ts';

/**
 * The `products` helpers of the API client (`ApiClient.products`), in a module of their own: the portal loads it
 * with the group's first call and bundles only the routes it calls (issue 7: a new endpoint does not grow every
 * route's JS).
 */
export function productHelpers(call: ApiCall) {
  return {
    list: async (customerUUID: string) =>
      (await call(R.mobileProducts, { params: { uuid: customerUUID } })).MobileProducts,
    prepay: (customerUUID: string, productUUID: string) =>
      call(R.prepayProduct, { params: { customerUuid: customerUUID, productUuid: productUUID } }),
    postpay: (customerUUID: string, productUUID: string) =>
      call(R.postpayProduct, { params: { customerUuid: customerUUID, productUuid: productUUID } }),
    prepayBalance: (customerUUID: string, productUUID: string) =>
      call(R.prepayBalance, { params: { uuid: customerUUID, productId: productUUID } }),
    postpayBalance: (customerUUID: string, productUUID: string) =>
      call(R.postpayBalance, { body: { CustomerUUID: customerUUID, UUID: productUUID } }),
    /** Daily usage buckets (SPEC §9: 30 buckets of 1 day). Nanos as decimal strings. */
    usageHistogram: (body: z.input<typeof usageHistogramRequestSchema>) => call(R.usageHistogram, { body }),
  };
}
