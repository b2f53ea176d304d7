import type { Customer } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import useSWR, { type SWRResponse } from 'swr';

import { sessionKeys, useSession } from '../session/index.ts';

/**
 * The customer record (SPEC §3 Account) via GET /customer/:uuid (contract `getCustomer`). Shares the
 * session's SWR key, so `mutate` here also refreshes the guard state. `uuid` defaults to the current
 * account; `null` (or no account) skips the request. Errors are `ApiError`s.
 */
export function useCustomer(uuid?: string | null): SWRResponse<Customer> {
  const { api, currentCustomerUUID } = useSession();
  const id = uuid === undefined ? currentCustomerUUID : uuid;
  return useSWR(id ? sessionKeys.customer(id) : null, () =>
    api.call(apiRoutes.getCustomer, { params: { uuid: id as string } }),
  );
}
