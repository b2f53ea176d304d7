import type { UsageBucket } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import { histogramRequestRange } from '@telco-portal/core';
import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';

import { useSession } from '../session/index.ts';
import { blockKeys } from './keys.ts';

/** Raw histogram answer plus the window it covers (nanoseconds as decimal strings). */
export type UsageHistogramData = { buckets: UsageBucket[]; fromNanos: string; finalNanos: string };

/**
 * Daily data-usage buckets of one product via POST /v2/:spid/usage/data/histogram (SPEC §7, §9): the last
 * `days` days ending today (core `histogramRequestRange`), interval 1 day, `UsageType` 'data' (bucket
 * `Value` in BYTES). Missing buckets stay missing here; core's `buildUsageHistogram` fills them with zero.
 * `productType` is the product's billing type ('prepay' | 'postpay' | 'payg'). `null` product skips the
 * request. `now` is for tests.
 */
export function useUsageHistogram(
  productUUID: string | null,
  productType: string | null,
  days: number,
  now?: Date,
): SWRResponse<UsageHistogramData> {
  const { api, currentCustomerUUID } = useSession();
  const customer = currentCustomerUUID;
  // Recomputed per render but stable within a day, so the key does not churn.
  const range = histogramRequestRange(now ?? new Date(), { days });
  const { firstNanos, finalNanos, IntervalNanos } = range;
  const key = useMemo(
    () =>
      customer && productUUID && productType
        ? blockKeys.usageHistogram(customer, productUUID, firstNanos, days)
        : null,
    [customer, productUUID, productType, firstNanos, days],
  );
  return useSWR(key, async () => {
    const res = await api.call(apiRoutes.usageHistogram, {
      body: {
        CustomerUUID: customer as string,
        ProductInstanceUUID: productUUID as string,
        ProductType: productType as string,
        Range: { FirstNanos: firstNanos, FinalNanos: finalNanos },
        IntervalNanos: String(IntervalNanos),
        UsageType: 'data',
      },
    });
    return { buckets: res.result.Buckets, fromNanos: firstNanos, finalNanos };
  });
}
