import type { CustomerAccount } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import useSWR, { type SWRResponse } from 'swr';

import { useSession } from '../session/index.ts';
import { blockKeys } from './keys.ts';

/**
 * Balance (cents) and current / next billing cycles (`From`, `Upto` in nanoseconds as strings) of the
 * current account via GET /customer/:id/account (SPEC §3 Account/billing cycles, §7). `enabled: false`
 * skips the request (e.g. a prepay account).
 */
export function useAccountCycles(enabled = true): SWRResponse<CustomerAccount> {
  const { api, currentCustomerUUID } = useSession();
  const customer = currentCustomerUUID;
  return useSWR(enabled && customer ? blockKeys.accountCycles(customer) : null, () =>
    api.call(apiRoutes.customerAccount, { params: { id: customer as string } }),
  );
}
