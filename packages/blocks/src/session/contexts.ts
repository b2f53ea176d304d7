import type { BrandManifest } from '@telco-portal/manifest';
import { createContext, useContext } from 'react';
import type { Session } from './types.ts';

export const SessionContext = createContext<Session | null>(null);
SessionContext.displayName = 'SessionContext';

export const BrandContext = createContext<BrandManifest | null>(null);
BrandContext.displayName = 'BrandContext';

/**
 * The signed-in state, API client and guard snapshot (COMMON.md contract).
 * @throws Error "`useSession` must be used within `SessionProvider`".
 */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('`useSession` must be used within `SessionProvider`');
  return value;
}

/**
 * The validated brand manifest of this build.
 * @throws Error "`useBrand` must be used within `BrandProvider`" (SessionProvider provides it too).
 */
export function useBrand(): BrandManifest {
  const value = useContext(BrandContext);
  if (!value) throw new Error('`useBrand` must be used within `BrandProvider`');
  return value;
}
