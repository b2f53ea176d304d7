import { cn, PageContainer } from '@telco-portal/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router';
import { loadLazyRoutes } from '../lazy-routes-loader.ts';
import { messages } from '../messages.ts';
import { PageSkeleton } from '../PageSkeleton.tsx';
import { usePortal } from '../portal-context.ts';
import { GuardGate } from '../RouteView.tsx';
import {
  ACCOUNT_PATH_PREFIX,
  ESHOP_PATH_PREFIX,
  type LazyArea,
  lazyAreasOf,
  lazyRoutesRegistered,
  PROFILE_GUARDS,
  subscribeRouteDefs,
} from '../route-table.ts';

/**
 * Whether the routes of the lazy areas `areas` are registered; starts loading them when not. A failed load is
 * thrown to the route's error boundary (RouteError: the chunk-load message with a reload).
 */
function useLazyRoutes(areas: readonly LazyArea[]): boolean {
  const registered = useSyncExternalStore(
    subscribeRouteDefs,
    () => lazyRoutesRegistered(areas),
    () => lazyRoutesRegistered(areas),
  );
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  useEffect(() => {
    if (!registered) loadLazyRoutes(areas).catch((cause: unknown) => setError({ cause }));
  }, [registered, areas]);
  if (error) throw error.cause;
  return registered;
}

const ACCOUNT_AREA = lazyAreasOf(ACCOUNT_PATH_PREFIX);
const ESHOP_AREAS = lazyAreasOf(ESHOP_PATH_PREFIX);

/**
 * Profile area layout (SPEC §2): the profile guard chain runs once here (signed in, account, e-mail
 * verified, not suspended, payment methods, add-ons), then section links for the tabs that have a
 * screen, in manifest order. The account area's routes load meanwhile (`loadLazyRoutes`): its screens
 * link to each other, so none renders before every link resolves.
 */
export function ProfileLayout() {
  const intl = useIntl();
  const { table } = usePortal();
  const ready = useLazyRoutes(ACCOUNT_AREA);
  return (
    <GuardGate guards={PROFILE_GUARDS}>
      {!ready ? <PageSkeleton /> : null}
      {ready && table.profileTabs.length > 1 ? (
        <nav aria-label={intl.formatMessage(messages.profileTabs)} className="border-b border-border">
          {/* The page grid; py-1 leaves room for the focus ring inside the scrolling list. */}
          <PageContainer asChild padding="none">
            <ul className="flex gap-1 overflow-x-auto py-1">
              {table.profileTabs.map((tab) => (
                <li key={tab.id}>
                  <NavLink
                    to={tab.path}
                    end
                    className={({ isActive }) =>
                      cn(
                        'focus-ring inline-flex border-b-2 px-3 py-3 text-sm font-medium',
                        // The selected tab's bar is --indicator: 3:1 on the page (WCAG 1.4.11).
                        isActive
                          ? 'border-indicator text-foreground'
                          : 'border-transparent text-muted-foreground hover:text-foreground',
                      )
                    }
                  >
                    {intl.formatMessage(tab.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </PageContainer>
        </nav>
      ) : null}
      {ready ? <Outlet /> : null}
    </GuardGate>
  );
}

/**
 * E-shop layout (SPEC §2 "SIM pages", "E-shop"; issue 11): no guard chain of its own (guests buy too; each page
 * lists its guards); its pages render once the e-shop's and the account area's routes are registered, since they link to them.
 */
export function EshopLayout() {
  return useLazyRoutes(ESHOP_AREAS) ? <Outlet /> : <PageSkeleton />;
}
