import type { ApiClient } from '@telco-portal/api';
import {
  accountTypeOf,
  type GuardState,
  guestGuardState,
  isEmailVerified,
  isProductActive,
  selectDefaultProduct,
} from '@telco-portal/core';
import { useMemo } from 'react';
import useSWR from 'swr';
import {
  fetchCatalogHasAddons,
  fetchCustomer,
  fetchHasParentBillingRoutes,
  fetchMobileProducts,
  fetchPaymentMethodCount,
  type GuardProduct,
} from './guard-fetchers.ts';
import { useShowPlansFlag } from './show-plans.ts';
import type { SessionConfig, SessionStatus } from './types.ts';

type Input = {
  api: ApiClient;
  config: SessionConfig;
  status: SessionStatus;
  currentCustomerUUID: string | null;
  hasAccounts: boolean;
};

/**
 * Fields of the guard snapshot whose read FAILED (500, 429, 503, network, timeout, bad JSON…), each with the
 * error of its read. A failed read is not "absent": a guard that needs such a field shows the error with a
 * retry instead of sending the customer to a page that does not apply (portal `evaluateGuards`).
 */
export type GuardReadErrors = Readonly<Partial<Record<keyof GuardState, unknown>>>;

export type GuardData = {
  guardState: GuardState | null;
  /** Fields of `guardState` that could not be read (their value there is a placeholder); empty when none. */
  readErrors: GuardReadErrors;
  /** Reads the failed records again (SWR revalidation); resolves when they have answered. */
  retry: () => Promise<void>;
  /** True while a retry is under way. */
  retrying: boolean;
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

/** The null e-mail placeholder (SPEC §4 "the address ends with the null placeholder"; text not given by SPEC). */
const NULL_EMAIL_SUFFIX = '@null';

const NO_ERRORS: GuardReadErrors = Object.freeze({});

/**
 * Loads (SWR) the records the SPEC §2 guard chain needs for the current account and folds them into a
 * `GuardState`. Returns `guardState: null` while the session or any of those records is loading.
 *
 * Failed is not absent: a read that fails puts the fields it feeds in `readErrors` (customer →
 * `emailVerified`; payment methods → `hasPaymentCards`; billing routes → `hasParentBillingRoutes`; catalogue
 * → `hasAddons`; mobile products → `accountTypeActivated`, `accountType`). The ONE exception is SPEC §4
 * "a failed read of this [suspended] state means not suspended": a failed customer read gives
 * `suspended: false`, never an error, so a customer is not locked out by a flaky read (the API enforces
 * suspension on the calls SPEC §2 guards, issue 8).
 */
export function useGuardData({ api, config, status, currentCustomerUUID, hasAccounts }: Input): GuardData {
  const showPlansStored = useShowPlansFlag();
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
    const base: GuardState = {
      ...guestGuardState(config.environment, config.features),
      signedIn: status === 'signedIn',
      hasAccount: status === 'signedIn' && currentCustomerUUID !== null,
      showPlansStored,
    };
    const reads = [customer, cards, routes, products, addons];
    const retrying = reads.some((r) => r.error !== undefined && r.isValidating);
    const retry = async () => {
      await Promise.all(reads.filter((r) => r.error !== undefined).map((r) => r.mutate()));
    };
    const none = { readErrors: NO_ERRORS, retry, retrying };
    if (status === 'loading')
      return { guardState: null, productUUIDs: [], defaultProductUUID: null, ...none };
    if (!active) {
      void hasAccounts;
      return { guardState: base, productUUIDs: [], defaultProductUUID: null, ...none };
    }
    const pending = reads.some((r) => r.data === undefined && !r.error);
    if (pending) return { guardState: null, productUUIDs: [], defaultProductUUID: null, ...none };

    const readErrors: Partial<Record<keyof GuardState, unknown>> = {};
    if (customer.error !== undefined) readErrors.emailVerified = customer.error;
    if (cards.error !== undefined) readErrors.hasPaymentCards = cards.error;
    if (routes.error !== undefined) readErrors.hasParentBillingRoutes = routes.error;
    if (addons.error !== undefined) readErrors.hasAddons = addons.error;
    if (products.error !== undefined) {
      readErrors.accountTypeActivated = products.error;
      readErrors.accountType = products.error;
    }

    const list = products.data ?? [];
    const chosen = (selectDefaultProduct(list as Parameters<typeof selectDefaultProduct>[0]) ??
      null) as GuardProduct | null;
    const accountType = accountTypeOfProduct(chosen);
    return {
      guardState: {
        ...base,
        // Placeholders where a read failed (listed in readErrors, never read by a guard).
        emailVerified: isEmailVerified({
          accountVerified: customer.data?.EmailVerified ?? null,
          email: customer.data?.Email ?? null,
          nullEmailSuffix: NULL_EMAIL_SUFFIX,
        }),
        // SPEC §4: a failed read of the suspended state means not suspended (the documented exception).
        suspended: customer.data?.AccountState === 'Suspended',
        hasPaymentCards: (cards.data ?? 0) > 0,
        hasParentBillingRoutes: routes.data === true,
        hasAddons: addons.data === true,
        accountTypeActivated: accountType !== null,
        accountType,
      },
      productUUIDs: list.map((p) => p.UUID),
      defaultProductUUID: chosen?.UUID ?? null,
      readErrors: Object.keys(readErrors).length > 0 ? readErrors : NO_ERRORS,
      retry,
      retrying,
    };
  }, [
    config,
    showPlansStored,
    status,
    currentCustomerUUID,
    active,
    hasAccounts,
    customer,
    cards,
    routes,
    products,
    addons,
  ]);
}
