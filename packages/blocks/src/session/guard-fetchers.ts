import type { ApiClient } from '@telco-portal/api';
import type { CatalogProductType } from '@telco-portal/core';

/**
 * The guard reads' requests and routes (./guard-reads.ts), loaded with the first read (this module is in the first
 * bundle; a guest never signs in on most visits, so they wait: issue 7). One module that only this `import()`
 * loads, so its chunk keeps its export names: an `import()` of a module that other chunks also import (a routes
 * area module) needs a namespace object made by Rolldown's runtime helper, which then no longer fits in the React
 * chunk and becomes a chunk of its own that every chunk imports (issue 10: ~20 B gzipped per chunk).
 */
const reads = () => import('./guard-reads.ts');

/** The customer record fields the guards read (SPEC §3 Account). */
export type GuardCustomer = { UUID?: string; Email?: string; EmailVerified?: boolean; AccountState?: string };
/** The mobile product fields the guards read (SPEC §3 Mobile product). */
export type GuardProduct = { UUID: string; Status?: number; BillingReference?: string | null };

/** GET /customer/:uuid (contract `getCustomer`). Rejects with ApiError. */
export async function fetchCustomer(api: ApiClient, customerUUID: string): Promise<GuardCustomer> {
  return (await reads()).fetchCustomer(api, customerUUID);
}

/** Number of saved, not deleted payment cards (contract `paymentMethods`, SPEC §3). Rejects with ApiError. */
export async function fetchPaymentMethodCount(api: ApiClient, customerUUID: string): Promise<number> {
  return (await reads()).fetchPaymentMethodCount(api, customerUUID);
}

/** True when another account pays for this one: a 'parent' billing route (contract `billingRoutes`). */
export async function fetchHasParentBillingRoutes(api: ApiClient, customerUUID: string): Promise<boolean> {
  return (await reads()).fetchHasParentBillingRoutes(api, customerUUID);
}

/** The account's mobile products (contract `mobileProducts`, SPEC §3). Rejects with ApiError. */
export async function fetchMobileProducts(api: ApiClient, customerUUID: string): Promise<GuardProduct[]> {
  return (await reads()).fetchMobileProducts(api, customerUUID);
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
  return (await reads()).fetchCatalogHasAddons(api, customerUUID);
}
