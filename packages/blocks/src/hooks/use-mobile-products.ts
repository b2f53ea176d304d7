import type { MobileProduct } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import useSWR, { type SWRResponse } from 'swr';

import { sessionKeys, useSession } from '../session/index.ts';

/**
 * The mobile products of an account (SPEC §3 Mobile product; contract `mobileProducts`, a list call: a
 * 404 is an empty list). Shares the session's SWR key. `uuid` defaults to the current account.
 */
export function useMobileProducts(uuid?: string | null): SWRResponse<MobileProduct[]> {
  const { api, currentCustomerUUID } = useSession();
  const id = uuid === undefined ? currentCustomerUUID : uuid;
  return useSWR(id ? sessionKeys.mobileProducts(id) : null, async () => {
    const res = await api.call(apiRoutes.mobileProducts, { params: { uuid: id as string } });
    return res.MobileProducts;
  });
}
