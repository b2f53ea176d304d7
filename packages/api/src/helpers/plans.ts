import * as R from '../contract/routes.ts';
import type { CatalogEntriesRequest, ProductType } from '../contract/schemas.ts';
import type { ApiCall } from '../core.ts';

/**
 * The `plans` helpers of the API client (`ApiClient.plans`), in a module of their own: the portal loads it
 * with the group's first call and bundles only the routes it calls (issue 7: a new endpoint does not grow every
 * route's JS).
 */
export function planHelpers(call: ApiCall) {
  return {
    postpay: async () => (await call(R.postpayPlans)).PostpayPlansTab,
    prepay: async () => (await call(R.prepayPlans)).PrepayAddons,
    /** Catalogue search (page size 1000, SPEC §9); anonymous when `customerUUID` is omitted. */
    catalog: (input: {
      productTypes: ProductType[];
      customerUUID?: string;
      productInfo?: CatalogEntriesRequest['ProductInfo'];
    }) =>
      call(R.catalogEntries, {
        body: {
          ProductTypeList: input.productTypes,
          SearchOptions: { PageSize: 1000 },
          ...(input.customerUUID ? { CustomerInfo: { ID: input.customerUUID } } : {}),
          ...(input.productInfo ? { ProductInfo: input.productInfo } : {}),
        },
      }),
  };
}
