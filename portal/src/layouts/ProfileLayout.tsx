import { cn } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router';
import { messages } from '../messages.ts';
import { usePortal } from '../portal-context.ts';
import { GuardGate } from '../RouteView.tsx';
import { PROFILE_GUARDS } from '../route-table.ts';

/**
 * Profile area layout (SPEC §2): the profile guard chain runs once here (signed in, account, e-mail
 * verified, not suspended, payment methods, add-ons), then section links for the tabs that have a
 * screen, in manifest order.
 */
export function ProfileLayout() {
  const intl = useIntl();
  const { table } = usePortal();
  return (
    <GuardGate guards={PROFILE_GUARDS}>
      {table.profileTabs.length > 1 ? (
        <nav aria-label={intl.formatMessage(messages.profileTabs)} className="border-b border-border">
          <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8">
            {table.profileTabs.map((tab) => (
              <li key={tab.id}>
                <NavLink
                  to={tab.path}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex border-b-2 px-3 py-3 text-sm font-medium text-muted-foreground hover:text-foreground',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      isActive ? 'border-primary text-foreground' : 'border-transparent',
                    )
                  }
                >
                  {intl.formatMessage(tab.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Outlet />
    </GuardGate>
  );
}
