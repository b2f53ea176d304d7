import { catalogEntries } from '@telco-portal/api/routes/catalogue';
import {
  CATALOGUE_PAGE_SIZE,
  findPriceRecord,
  firstAvailability,
  formatPlanOffer,
  isAddonEntry,
  isBasePlan,
  type PlanType,
  planTypeOf,
} from '@telco-portal/core';
import useSWR from 'swr';
import { useSession } from '../session/index.ts';

/** The catalogue list a plan type's plans come in (SPEC §3): postpay's own; prepay's with PAYG's. */
export const planListOf = (type: PlanType): 'postpay' | 'prepay' =>
  type === 'postpay' ? 'postpay' : 'prepay';

/** A base plan a SIM can take: its availability UUID (what a cart's plan line names), type, name, price. */
export type PlanChoice = { uuid: string; type: PlanType; name: string; cents: number };

/**
 * The base plans of `types` (SPEC §3: available entries that are base plans, by availability Priority then name),
 * one catalogue read per product type list (postpay's entries, prepay's and PAYG's). Read here rather than through
 * the plans page's hook: sharing that module with the e-shop chunk would split the home route's plan chunk. Shared
 * by the SIM pages that choose a plan for a SIM (sims-choose-plans, sim-select-product).
 */
export function usePlanChoices(types: readonly PlanType[]) {
  const { api } = useSession();
  const lists = [...new Set(types.map(planListOf))].sort();
  return useSWR(
    types.length > 0 ? ['eshop', 'plan-choices', ...lists] : null,
    async () => {
      const answers = await Promise.all(
        lists.map((list) =>
          api.call(catalogEntries, {
            body: {
              ProductTypeList:
                list === 'postpay' ? ['postpaymobile', 'postpaymobileAddon'] : ['prepaymobileAddon'],
              SearchOptions: { PageSize: CATALOGUE_PAGE_SIZE },
            },
          }),
        ),
      );
      return answers.flatMap((answer) =>
        answer.Entries.filter((e) => isAddonEntry(e) && isBasePlan(e) && planTypeOf(e) !== null)
          .sort(
            (a, b) =>
              Number(firstAvailability(a)?.Priority ?? Number.MAX_SAFE_INTEGER) -
                Number(firstAvailability(b)?.Priority ?? Number.MAX_SAFE_INTEGER) ||
              a.Name.localeCompare(b.Name),
          )
          .flatMap((entry): PlanChoice[] => {
            const uuid = firstAvailability(entry)?.UUID;
            const type = planTypeOf(entry);
            if (!uuid || !type) return [];
            const offer = formatPlanOffer(entry, findPriceRecord(entry, answer.Prices));
            return [{ uuid, type, name: offer.name, cents: Math.round(Number(offer.cost) * 100) }];
          }),
      );
    },
    { revalidateOnFocus: false },
  );
}
