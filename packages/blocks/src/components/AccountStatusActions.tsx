import { Button, cn } from '@telco-portal/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../session/contexts.ts';
import { useRouteLinks } from '../session/links.ts';

/**
 * The way out of an account-status page (suspended, no plans, no payment methods — SPEC §2 utility
 * pages): another account when the user holds several, help when the portal has a help route, and
 * sign-out. Each page passes its own localised labels.
 */
export function AccountStatusActions({
  labels,
  className,
}: {
  labels: { otherAccount: MessageDescriptor; help: MessageDescriptor; signOut: MessageDescriptor };
  className?: string;
}) {
  const intl = useIntl();
  const session = useSession();
  const links = useRouteLinks();
  const selectAccount = links.href('select-account');
  const help = links.href('help');
  return (
    <div data-slot="account-status-actions" className={cn('flex flex-wrap gap-3', className)}>
      {session.customerUUIDs.length > 1 && selectAccount ? (
        <Button asChild variant="outline">
          <Link to={selectAccount}>{intl.formatMessage(labels.otherAccount)}</Link>
        </Button>
      ) : null}
      {help ? (
        <Button asChild variant="outline">
          <Link to={help}>{intl.formatMessage(labels.help)}</Link>
        </Button>
      ) : null}
      <Button type="button" onClick={() => void session.signOut()}>
        {intl.formatMessage(labels.signOut)}
      </Button>
    </div>
  );
}
