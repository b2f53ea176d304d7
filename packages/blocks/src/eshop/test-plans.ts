import type { ApiClient } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import { CATALOGUE_PAGE_SIZE } from '@telco-portal/core';
import { selectPlanOffers } from '../blocks/plans/select-plans.ts';

/** Test helper: the first prepay plan of the sandbox catalogue (its availability UUID and name). */
export async function firstPrepayPlan(api: ApiClient): Promise<{ uuid: string; name: string; cost: string }> {
  const entries = await api.call(apiRoutes.catalogEntries, {
    body: { ProductTypeList: ['prepaymobileAddon'], SearchOptions: { PageSize: CATALOGUE_PAGE_SIZE } },
  });
  const offer = selectPlanOffers(entries, 'prepay').find((o) => o.availabilityUUID && Number(o.cost) > 0)!;
  return { uuid: offer.availabilityUUID!, name: offer.name, cost: offer.cost };
}
