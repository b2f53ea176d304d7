import type { CatalogEntriesResponse, ProductType } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import { CATALOGUE_PAGE_SIZE, type PlanType } from '@telco-portal/core';
import useSWR, { type SWRResponse } from 'swr';

import { useSession } from '../session/index.ts';
import { blockKeys } from './keys.ts';

/** Plan types of `/plans/:type` (SPEC §9 available plan types) — core's `PlanType`. */
export type CataloguePlanType = PlanType;

/** Catalogue product types searched for each plan type (SPEC §3 Catalog entry ProductType). */
export const productTypesFor: Record<CataloguePlanType, ProductType[]> = {
  prepay: ['prepaymobileAddon'],
  payg: ['prepaymobileAddon'],
  postpay: ['postpaymobile', 'postpaymobileAddon'],
};

/**
 * The catalogue for a plan type via POST /catalog/v2/entries (contract `catalogEntries`, anonymous
 * allowed, page size 1000 — SPEC §7, §9): `{ Entries, Prices }` with every entry of the type's product
 * types (base plans and add-ons; callers pick what they show). When an account is selected its id is
 * sent as `CustomerInfo.ID` so the server can apply customer offers. `null` skips the request.
 */
export function useCatalogue(type: CataloguePlanType | null): SWRResponse<CatalogEntriesResponse> {
  const { api, currentCustomerUUID } = useSession();
  return useSWR(
    type ? blockKeys.catalogue(type, currentCustomerUUID) : null,
    () =>
      api.call(apiRoutes.catalogEntries, {
        body: {
          ProductTypeList: productTypesFor[type as CataloguePlanType],
          SearchOptions: { PageSize: CATALOGUE_PAGE_SIZE },
          ...(currentCustomerUUID ? { CustomerInfo: { ID: currentCustomerUUID } } : {}),
        },
      }),
    { revalidateOnFocus: false, dedupingInterval: 60_000 },
  );
}
