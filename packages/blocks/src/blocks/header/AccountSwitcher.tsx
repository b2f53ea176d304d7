import { Button, cn, Skeleton } from '@telco-portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { AccountChoice } from '../../components/AccountChoice.tsx';
import { useAccountSummary } from '../../hooks/use-account-summary.ts';
import { useSession } from '../../session/contexts.ts';
import { useRouteLinks } from '../../session/links.ts';
import { switcherMessages as messages } from './switcher-messages.ts';

/**
 * Account switcher of the header (issue 9; SPEC §1 "one signed-in user may hold several customer accounts
 * and picks one"), for an identity with more than one customer account. A disclosure: the button (named
 * "Switch account", showing the current account's short name) opens a list of every account with its full
 * name, type, account number and mobile number, the current one marked `aria-current`. Choosing one calls
 * `session.selectCustomer` and goes to the dashboard (route table `mobile-dashboard`, else `profile`, else
 * home). Escape or a click outside closes the list; Escape returns focus to the button. The accounts are
 * read only once the list is opened (the current one is usually cached already).
 */
export default function AccountSwitcher() {
  const intl = useIntl();
  const { customerUUIDs, currentCustomerUUID, selectCustomer } = useSession();
  const links = useRouteLinks();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = useAccountSummary(currentCustomerUUID ?? '', false);
  const target = links.href('mobile-dashboard') ?? links.href('profile') ?? links.href('home') ?? '/';

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The header's small-screen menu also closes on Escape; this list closes first.
      event.stopImmediatePropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const choose = (uuid: string) => {
    setOpen(false);
    if (uuid !== currentCustomerUUID) selectCustomer(uuid);
    navigate(target);
  };

  const name = current.summary?.shortName;
  // Its box (44 px: py-1 + two lines; 12rem wide at md+) is the one the header reserves while this chunk loads (Header.tsx).
  return (
    <div ref={rootRef} data-slot="account-switcher" className="relative flex w-full flex-col md:w-48">
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="w-full"
      >
        <span className="flex min-w-0 flex-1 flex-col items-start text-start">
          <span className="text-xs font-normal">
            <FormattedMessage {...messages.switchAccount} />
          </span>
          {/* Two lines from the first frame (the name arrives with the account's record): the header's
              height never changes (issue 9: no layout shift). At md+ (12rem) a long name is cut with an ellipsis;
              the list below shows it whole; in the small-screen menu it wraps. */}
          {name ? (
            <span className="w-full wrap-anywhere md:truncate">{name}</span>
          ) : (
            <Skeleton className="h-5 w-24" />
          )}
        </span>
        <span aria-hidden="true" className={cn('text-xs transition-transform', open && 'rotate-180')}>
          ▾
        </span>
      </Button>
      <div
        id={listId}
        hidden={!open}
        className={cn(
          'z-50 mt-1 w-full rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-md',
          'md:absolute md:right-0 md:top-full md:w-80',
        )}
      >
        {open ? (
          <ul aria-label={intl.formatMessage(messages.accountsLabel)} className="flex flex-col gap-1">
            {customerUUIDs.map((uuid) => (
              <li key={uuid}>
                <AccountChoice
                  look="menu"
                  uuid={uuid}
                  current={uuid === currentCustomerUUID}
                  onChoose={choose}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
