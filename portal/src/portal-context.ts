import type { BrandManifest } from '@telco-portal/manifest';
import { createContext, useContext } from 'react';
import type { RouteTable } from './route-table.ts';

/** The portal runtime's own context: the manifest and its route table (blocks get neither). */
export type PortalContextValue = { manifest: BrandManifest; table: RouteTable };

export const PortalContext = createContext<PortalContextValue | null>(null);
PortalContext.displayName = 'PortalContext';

/**
 * The manifest and route table of this portal.
 * @throws Error "`usePortal` must be used within `PortalProviders`".
 */
export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('`usePortal` must be used within `PortalProviders`');
  return value;
}
