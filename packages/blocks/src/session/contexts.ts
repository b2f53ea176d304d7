import { createContext, useContext } from 'react';
import type { BrandInfo } from './brand.ts';
import type { Session } from './types.ts';

export const SessionContext = createContext<Session | null>(null);
SessionContext.displayName = 'SessionContext';

export const BrandContext = createContext<BrandInfo | null>(null);
BrandContext.displayName = 'BrandContext';

/**
 * The signed-in state, API client and guard snapshot.
 * @throws Error "`useSession` must be used within `SessionProvider`".
 */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('`useSession` must be used within `SessionProvider`');
  return value;
}

/**
 * What blocks show of the brand (name, logo, layout, terms, privacy, about link), provided by the portal.
 * @throws Error "`useBrand` must be used within `BrandContext`".
 */
export function useBrand(): BrandInfo {
  const value = useContext(BrandContext);
  if (!value) throw new Error('`useBrand` must be used within `BrandContext`');
  return value;
}
