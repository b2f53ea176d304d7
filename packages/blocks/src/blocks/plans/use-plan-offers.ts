import type { FormattedPlanOffer } from '@telco-portal/core';
import { useMemo } from 'react';

import { useCatalogue } from '../../hooks/use-catalogue.ts';
import type { PlanType } from './config.ts';
import { selectPlanOffers } from './select-plans.ts';

/**
 * The formatted plans of a type (SWR over POST /catalog/v2/entries). `offers` is `undefined` while the
 * first load runs; `error` is the ApiError of a failed load; `retry()` revalidates.
 */
export function usePlanOffers(type: PlanType | null): {
  offers: FormattedPlanOffer[] | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
} {
  const { data, error, isLoading, mutate } = useCatalogue(type);
  const offers = useMemo(() => (data && type ? selectPlanOffers(data, type) : undefined), [data, type]);
  return { offers, error, isLoading, retry: () => void mutate() };
}
