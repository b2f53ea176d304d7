import type { AuthData } from '@telco-portal/api';

type RoleLike = { CustomerUUID?: unknown };

/**
 * Customer ids from Auth data roles (SPEC §3 "roles (list whose items carry a CustomerUUID)", §4
 * "after sign-in the customer ids are loaded"), de-duplicated, in role order, empty strings dropped.
 */
export function customerIdsFromAuth(auth: AuthData | null | undefined): string[] {
  if (!auth) return [];
  const record = auth as unknown as { Roles?: unknown; roles?: unknown };
  const roles = (
    Array.isArray(record.Roles) ? record.Roles : Array.isArray(record.roles) ? record.roles : []
  ) as RoleLike[];
  const ids: string[] = [];
  for (const role of roles) {
    const id = role?.CustomerUUID;
    if (typeof id === 'string' && id !== '' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
