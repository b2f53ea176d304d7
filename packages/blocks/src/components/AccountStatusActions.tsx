import { Button, cn } from '@telco-portal/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../session/contexts.ts';

/**
 * The way out of an account-status page (suspended, no plans, no payment methods — SPEC §2 utility
 * pages): another account when the user holds several, help when the brand configures a help path,
 * and sign-out. Each page passes its own localised labels.
 */
export function AccountStatusActions({
  helpPath,
  labels,
  className,
}: {
  helpPath?: string | null | undefined;
  labels: { otherAccount: MessageDescriptor; help: MessageDescriptor; signOut: MessageDescriptor };
  className?: string;
}) {
  const intl = useIntl();
  const session = useSession();
  return (
    <div data-slot="account-status-actions" className={cn('flex flex-wrap gap-3', className)}>
      {session.customerUUIDs.length > 1 ? (
        <Button asChild variant="outline">
          <Link to="/select-account">{intl.formatMessage(labels.otherAccount)}</Link>
        </Button>
      ) : null}
      {helpPath ? (
        <Button asChild variant="outline">
          <Link to={helpPath}>{intl.formatMessage(labels.help)}</Link>
        </Button>
      ) : null}
      <Button type="button" onClick={() => void session.signOut()}>
        {intl.formatMessage(labels.signOut)}
      </Button>
    </div>
  );
}
