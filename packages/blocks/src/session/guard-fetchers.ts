import type { ApiClient } from '@telco-portal/api';

/** The customer record fields the guards read (SPEC §3 Account). */
export type GuardCustomer = { UUID?: string; Email?: string; EmailVerified?: boolean; AccountState?: string };
/** The mobile product fields the guards read (SPEC §3 Mobile product). */
export type GuardProduct = { UUID: string; Status?: number; BillingReference?: string | null };

// biome-ignore lint/suspicious/noExplicitAny: endpoint names are resolved against the api contract at runtime
type AnyCall = (name: string, input?: unknown) => Promise<any>;
const call = (api: ApiClient) => (api as unknown as { call: AnyCall }).call.bind(api);

/** GET the customer record (SPEC §7). Rejects with ApiError. */
export async function fetchCustomer(api: ApiClient, customerUUID: string): Promise<GuardCustomer> {
  return (await call(api)('getCustomer', { params: { uuid: customerUUID } })) as GuardCustomer;
}

/** Number of saved, not deleted payment cards (SPEC §3 Payment method). Rejects with ApiError. */
export async function fetchPaymentMethodCount(api: ApiClient, customerUUID: string): Promise<number> {
  const res = await call(api)('listPaymentMethods', { params: { id: customerUUID } });
  const list = (Array.isArray(res) ? res : (res?.PaymentMethods ?? [])) as Array<{ DeletedAtNanos?: number }>;
  return list.filter((m) => !m.DeletedAtNanos).length;
}

/** True when the account has a parent billing route (someone pays for it; SPEC §3 Billing route). */
export async function fetchHasParentBillingRoutes(api: ApiClient, customerUUID: string): Promise<boolean> {
  const res = await call(api)('listBillingRoutes', { params: { id: customerUUID } });
  const list = (Array.isArray(res) ? res : (res?.BillingRoutes ?? [])) as Array<{ RoutingType?: string }>;
  return list.some((r) => String(r.RoutingType).toLowerCase() === 'parent');
}

/** The account's mobile products (SPEC §3). Rejects with ApiError. */
export async function fetchMobileProducts(api: ApiClient, customerUUID: string): Promise<GuardProduct[]> {
  const res = await call(api)('listMobileProducts', { params: { id: customerUUID } });
  return (Array.isArray(res) ? res : (res?.MobileProducts ?? [])) as GuardProduct[];
}

/** SPEC §3: an add-on is an available entry that is a base plan or add-on. */
export async function fetchCatalogHasAddons(api: ApiClient, customerUUID: string): Promise<boolean> {
  const res = await call(api)('catalogEntries', {
    body: {
      ProductTypeList: ['prepaymobileAddon', 'postpaymobile', 'postpaymobileAddon'],
      SearchOptions: { PageSize: 1000 },
      CustomerInfo: { ID: customerUUID },
    },
  });
  const entries = (res?.Entries ?? []) as Array<{
    Characteristics?: { IsBasePlan?: unknown; IsAddon?: unknown };
    Availabilities?: Array<{ Available?: boolean }>;
  }>;
  const truthy = (v: unknown) => v === true || v === 'true';
  return entries.some(
    (e) =>
      e.Availabilities?.[0]?.Available === true &&
      (truthy(e.Characteristics?.IsBasePlan) || truthy(e.Characteristics?.IsAddon)),
  );
}
