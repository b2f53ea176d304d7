import type { ApiClient } from '@telco-portal/api';
import type { CatalogProductType } from '@telco-portal/core';

/**
 * The routes of the guard reads, loaded with the first read (the session module is in the first bundle; a guest
 * never signs in on most visits, so the routes wait: issue 7).
 */
const sessionRoutes = () => import('@telco-portal/api/routes/session');
const catalogueRoutes = () => import('@telco-portal/api/routes/catalogue');

/** The customer record fields the guards read (SPEC §3 Account). */
export type GuardCustomer = { UUID?: string; Email?: string; EmailVerified?: boolean; AccountState?: string };
/** The mobile product fields the guards read (SPEC §3 Mobile product). */
export type GuardProduct = { UUID: string; Status?: number; BillingReference?: string | null };

/** GET /customer/:uuid (contract `getCustomer`). Rejects with ApiError. */
export async function fetchCustomer(api: ApiClient, customerUUID: string): Promise<GuardCustomer> {
  return await api.call((await sessionRoutes()).getCustomer, { params: { uuid: customerUUID } });
}

/** Number of saved, not deleted payment cards (contract `paymentMethods`, SPEC §3). Rejects with ApiError. */
export async function fetchPaymentMethodCount(api: ApiClient, customerUUID: string): Promise<number> {
  const res = await api.call((await sessionRoutes()).paymentMethods, { params: { id: customerUUID } });
  return res.PaymentMethods.filter((m) => !m.DeletedAtNanos || m.DeletedAtNanos === '0').length;
}

/** True when another account pays for this one: a 'parent' billing route (contract `billingRoutes`). */
export async function fetchHasParentBillingRoutes(api: ApiClient, customerUUID: string): Promise<boolean> {
  const res = await api.call((await sessionRoutes()).billingRoutes, { params: { id: customerUUID } });
  return res.BillingRoutes.some((r) => r.RoutingType === 'parent');
}

/** The account's mobile products (contract `mobileProducts`, SPEC §3). Rejects with ApiError. */
export async function fetchMobileProducts(api: ApiClient, customerUUID: string): Promise<GuardProduct[]> {
  const res = await api.call((await sessionRoutes()).mobileProducts, { params: { uuid: customerUUID } });
  return res.MobileProducts;
}

/**
 * Every catalogue product type (core's `PRODUCT_TYPES`; session.test.ts checks they are equal). Written
 * out, type-checked, so the first-loaded bundle does not pull core's enums module for one list.
 */
export const ADDON_PRODUCT_TYPES = [
  'prepaymobileAddon',
  'postpaymobile',
  'postpaymobileAddon',
] as const satisfies readonly CatalogProductType[];

/** SPEC §3: "An add-on is an available entry that is a base plan or add-on" (catalogue, page size 1000). */
export async function fetchCatalogHasAddons(api: ApiClient, customerUUID: string): Promise<boolean> {
  const res = await api.call((await catalogueRoutes()).catalogEntries, {
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
