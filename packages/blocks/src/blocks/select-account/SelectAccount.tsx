import {
  Alert,
  AlertDescription,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
} from '@telco-portal/ui';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type * as z from 'zod';
import type { BlockProps } from '../../block-props.ts';
import { AccountChoice } from '../../components/AccountChoice.tsx';
import { useRedirectTarget } from '../../hooks/use-redirect-target.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import type { selectAccountConfigSchema } from './config.ts';
import { messages } from './messages.ts';

/**
 * Select-account page (SPEC §1 "one signed-in user may hold several customer accounts and picks one"):
 * lists the accounts of the signed-in user's roles; choosing one calls `selectCustomer(uuid)` and goes to
 * the safe `?redirect=` target, else the account area (the profile route), else home. `config` is the
 * manifest's `selectAccount` slice.
 */
export function SelectAccount({ config }: BlockProps<z.output<typeof selectAccountConfigSchema>>) {
  const cfg = config;
  const { status, customerUUIDs, currentCustomerUUID, selectCustomer } = useSession();
  const navigate = useNavigate();
  const links = useRouteLinks();
  const target = useRedirectTarget(links.href('profile') ?? links.href('home') ?? '/');

  // The cards land together once every account's record has answered (or failed): a card that lands early
  // would be pushed down when the one above it grows from skeleton to content (issue 9, no layout shift).
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const onSettled = useCallback(
    (uuid: string) => setSettled((prev) => (prev.has(uuid) ? prev : new Set(prev).add(uuid))),
    [],
  );
  const hold = customerUUIDs.some((uuid) => !settled.has(uuid));

  const choose = (uuid: string) => {
    selectCustomer(uuid);
    navigate(target, { replace: true });
  };

  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        <PageDescription>
          <FormattedMessage {...messages.intro} />
        </PageDescription>
      </PageHeader>
      {status === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          <FormattedMessage {...messages.loading} />
        </p>
      ) : customerUUIDs.length === 0 ? (
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.empty} />
          </AlertDescription>
        </Alert>
      ) : (
        // A new list replaces the skeletons (keyed): nothing that was on screen moves when a card turns out
        // taller than its skeleton (a long name wraps at 320 px).
        <ul key={hold ? 'loading' : 'ready'} aria-busy={hold || undefined} className="flex flex-col gap-3">
          {customerUUIDs.map((uuid) => (
            <li key={uuid}>
              <AccountChoice
                look="card"
                uuid={uuid}
                current={uuid === currentCustomerUUID}
                showMobileNumber={cfg.showMobileNumber}
                onChoose={choose}
                hold={hold}
                onSettled={onSettled}
              />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

export default SelectAccount;

/** The header's account switcher rides in this block's chunk (the portal loads it through the registry). */
export { default as AccountSwitcher } from '../header/AccountSwitcher.tsx';
