import type { ApiClient } from '@telco-portal/api';
import { catalogEntries } from '@telco-portal/api/routes/catalogue';
import { billingRoutes, getCustomer, mobileProducts, paymentMethods } from '@telco-portal/api/routes/session';
import { ADDON_PRODUCT_TYPES, type GuardCustomer, type GuardProduct } from './guard-fetchers.ts';

// The guard reads' requests, loaded by ./guard-fetchers.ts with the first read (see there).

/** GET /customer/:uuid (contract `getCustomer`). Rejects with ApiError. */
export async function fetchCustomer(api: ApiClient, customerUUID: string): Promise<GuardCustomer> {
  return await api.call(getCustomer, { params: { uuid: customerUUID } });
}

/** Number of saved, not deleted payment cards (contract `paymentMethods`, SPEC §3). Rejects with ApiError. */
export async function fetchPaymentMethodCount(api: ApiClient, customerUUID: string): Promise<number> {
  const res = await api.call(paymentMethods, { params: { id: customerUUID } });
  return res.PaymentMethods.filter((m) => !m.DeletedAtNanos || m.DeletedAtNanos === '0').length;
}

/** True when another account pays for this one: a 'parent' billing route (contract `billingRoutes`). */
export async function fetchHasParentBillingRoutes(api: ApiClient, customerUUID: string): Promise<boolean> {
  const res = await api.call(billingRoutes, { params: { id: customerUUID } });
  return res.BillingRoutes.some((r) => r.RoutingType === 'parent');
}

/** The account's mobile products (contract `mobileProducts`, SPEC §3). Rejects with ApiError. */
export async function fetchMobileProducts(api: ApiClient, customerUUID: string): Promise<GuardProduct[]> {
  const res = await api.call(mobileProducts, { params: { uuid: customerUUID } });
  return res.MobileProducts;
}

/** SPEC §3: "An add-on is an available entry that is a base plan or add-on" (catalogue, page size 1000). */
export async function fetchCatalogHasAddons(api: ApiClient, customerUUID: string): Promise<boolean> {
  const res = await api.call(catalogEntries, {
    body: {
      ProductTypeList: [...ADDON_PRODUCT_TYPES],
      SearchOptions: { PageSize: 1000 },
      CustomerInfo: { ID: customerUUID },
    },
  });
  return res.Entries.some(
    (e) =>
      e.Availabilities[0]?.Available === true &&
      (e.Characteristics.IsBasePlan === 'true' || e.Characteristics.IsAddon === 'true'),
  );
}
