import type { CatalogEntriesResponse } from '@telco-portal/api';
import {
  type FormattedPlanOffer,
  findPriceRecord,
  firstAvailability,
  formatPlanOffer,
  isAddonEntry,
  isBasePlan,
  planTypeOf,
} from '@telco-portal/core';

import type { PlanType } from './config.ts';

/**
 * The plans of one type from a catalogue answer, formatted for plan cards (SPEC §3, §9): available base
 * plans (an available entry that is a base plan, SPEC §3) of that plan type, by availability Priority
 * (lowest first) then name, each with its price record (special offers).
 */
export function selectPlanOffers(
  response: CatalogEntriesResponse | undefined,
  type: PlanType,
): FormattedPlanOffer[] {
  if (!response) return [];
  return response.Entries.filter(
    (entry) => isAddonEntry(entry) && isBasePlan(entry) && planTypeOf(entry) === type,
  )
    .sort((a, b) => {
      const pa = firstAvailability(a)?.Priority ?? Number.MAX_SAFE_INTEGER;
      const pb = firstAvailability(b)?.Priority ?? Number.MAX_SAFE_INTEGER;
      return Number(pa) - Number(pb) || a.Name.localeCompare(b.Name);
    })
    .map((entry) => formatPlanOffer(entry, findPriceRecord(entry, response.Prices)));
}
