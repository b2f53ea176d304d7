import type { AuthData } from '@telco-portal/api';

/**
 * Customer ids from Auth data `roles` (SPEC §3 "roles (list whose items carry a CustomerUUID)", §4
 * "after sign-in the customer ids are loaded"), de-duplicated, in role order, empty ids dropped.
 */
export function customerIdsFromAuth(auth: Pick<AuthData, 'roles'> | null | undefined): string[] {
  const ids: string[] = [];
  for (const role of auth?.roles ?? []) {
    const id = role.CustomerUUID;
    if (id !== '' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
