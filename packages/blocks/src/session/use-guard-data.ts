import type { ApiClient } from '@telco-portal/api';
import { accountTypeOf, type GuardState, isProductActive, selectDefaultProduct } from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import { useMemo } from 'react';
import useSWR from 'swr';
import {
  fetchCatalogHasAddons,
  fetchCustomer,
  fetchHasParentBillingRoutes,
  fetchMobileProducts,
  fetchPaymentMethodCount,
  type GuardCustomer,
  type GuardProduct,
} from './guard-fetchers.ts';
import { SHOW_PLANS_KEY } from './storage.ts';
import type { SessionStatus } from './types.ts';

type Input = {
  api: ApiClient;
  manifest: BrandManifest;
  status: SessionStatus;
  currentCustomerUUID: string | null;
  hasAccounts: boolean;
};

export type GuardData = {
  guardState: GuardState | null;
  /** UUIDs of the current account's mobile products (SPEC §3). */
  productUUIDs: string[];
  /** SPEC §4: the first product that is not Not Activated, else null. */
  defaultProductUUID: string | null;
};

/** SWR keys used by the session; blocks may share them to reuse the cached records. */
export const sessionKeys = {
  customer: (uuid: string) => ['session', 'customer', uuid] as const,
  paymentMethods: (uuid: string) => ['session', 'payment-methods', uuid] as const,
  billingRoutes: (uuid: string) => ['session', 'billing-routes', uuid] as const,
  mobileProducts: (uuid: string) => ['session', 'mobile-products', uuid] as const,
  catalogAddons: (uuid: string) => ['session', 'catalog-addons', uuid] as const,
};

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Account type of the default product when it is active (SPEC §4, §6 "account type activated"). */
function accountTypeOfProduct(product: GuardProduct | null): GuardState['accountType'] {
  if (!product || !isProductActive(product)) return null;
  return accountTypeOf(product);
}

/**
 * Manifest features flattened for core's guards (FEATURE_KEYS): SIM action switches become top-level
 * keys and `showPlansStored` is the "local" show-plans flag kept in localStorage `tp.showPlans`.
 */
export function guardFeatures(manifest: BrandManifest): Record<string, unknown> {
  const features = { ...(manifest.features ?? {}) } as Record<string, unknown>;
  const sim = (manifest.features?.simActions ?? {}) as Record<string, boolean | undefined>;
  features.simSwap = sim.swap === true;
  features.simDisableEnable = sim.disableEnable === true;
  features.simDetails = sim.details === true;
  features.productTypeTransfer = sim.productTypeTransfer === true;
  features.simActions = Object.values(sim).some((v) => v === true);
  let stored: string | null = null;
  try {
    stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(SHOW_PLANS_KEY);
  } catch {
    stored = null;
  }
  features.showPlansStored = stored === 'true';
  return features;
}

/** SPEC §4: e-mail verified when the account says so, or the environment assumes it. */
function isEmailVerified(customer: GuardCustomer | undefined, manifest: BrandManifest): boolean {
  const features = (manifest.features ?? {}) as Record<string, unknown>;
  if (features.emailVerifiedAssumed === true) return true;
  if (!customer) return false;
  if (customer.EmailVerified === true) return true;
  return typeof customer.Email === 'string' && customer.Email.endsWith('@null');
}

/**
 * Loads (SWR) the records the SPEC §2 guard chain needs for the current account and folds them into a
 * `GuardState`. Returns `guardState: null` while the session or any of those records is loading.
 * Read failures count as "not present" (SPEC §4: a failed suspended-state read means not suspended).
 */
export function useGuardData({ api, manifest, status, currentCustomerUUID, hasAccounts }: Input): GuardData {
  const active = status === 'signedIn' && currentCustomerUUID ? currentCustomerUUID : null;
  const customer = useSWR(
    active && sessionKeys.customer(active),
    () => fetchCustomer(api, active!),
    swrOptions,
  );
  const cards = useSWR(
    active && sessionKeys.paymentMethods(active),
    () => fetchPaymentMethodCount(api, active!),
    swrOptions,
  );
  const routes = useSWR(
    active && sessionKeys.billingRoutes(active),
    () => fetchHasParentBillingRoutes(api, active!),
    swrOptions,
  );
  const products = useSWR(
    active && sessionKeys.mobileProducts(active),
    () => fetchMobileProducts(api, active!),
    swrOptions,
  );
  const addons = useSWR(
    active && sessionKeys.catalogAddons(active),
    () => fetchCatalogHasAddons(api, active!),
    swrOptions,
  );

  return useMemo<GuardData>(() => {
    const environment = manifest.environment;
    const features = guardFeatures(manifest);
    const base: GuardState = {
      signedIn: status === 'signedIn',
      hasAccount: status === 'signedIn' && currentCustomerUUID !== null,
      emailVerified: false,
      suspended: false,
      hasPaymentCards: false,
      hasParentBillingRoutes: false,
      hasAddons: false,
      accountTypeActivated: false,
      accountType: null,
      environment,
      features,
    };
    if (status === 'loading') return { guardState: null, productUUIDs: [], defaultProductUUID: null };
    if (!active) {
      void hasAccounts;
      return { guardState: base, productUUIDs: [], defaultProductUUID: null };
    }
    const pending = [customer, cards, routes, products, addons].some((r) => r.data === undefined && !r.error);
    if (pending) return { guardState: null, productUUIDs: [], defaultProductUUID: null };

    const list = products.data ?? [];
    const chosen = (selectDefaultProduct(list as Parameters<typeof selectDefaultProduct>[0]) ??
      null) as GuardProduct | null;
    const accountType = accountTypeOfProduct(chosen);
    return {
      guardState: {
        ...base,
        emailVerified: isEmailVerified(customer.data, manifest),
        suspended: customer.data?.AccountState === 'Suspended',
        hasPaymentCards: (cards.data ?? 0) > 0,
        hasParentBillingRoutes: routes.data === true,
        hasAddons: addons.data === true,
        accountTypeActivated: accountType !== null,
        accountType,
      },
      productUUIDs: list.map((p) => p.UUID),
      defaultProductUUID: chosen?.UUID ?? null,
    };
  }, [manifest, status, currentCustomerUUID, active, hasAccounts, customer, cards, routes, products, addons]);
}
