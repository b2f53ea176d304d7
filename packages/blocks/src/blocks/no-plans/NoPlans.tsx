import { Button, PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BlockProps } from '../../registry.ts';
import { useSession } from '../../session/contexts.ts';
import { type NoPlansConfig, noPlansConfigSchema } from './config.ts';
import { messages } from './messages.ts';

/** No-plans page (SPEC §2: the account has no add-ons to choose from). Offers another account (when the user has several), help (when configured) and sign-out. */
export default function NoPlans({ config }: BlockProps<Partial<NoPlansConfig>>) {
  const { helpPath } = noPlansConfigSchema.parse(config ?? {});
  const intl = useIntl();
  const session = useSession();
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
        <PageDescription>{intl.formatMessage(messages.description)}</PageDescription>
      </PageHeader>
      <div className="flex flex-wrap gap-3">
        {session.customerUUIDs.length > 1 ? (
          <Button asChild variant="outline">
            <Link to="/select-account">{intl.formatMessage(messages.otherAccount)}</Link>
          </Button>
        ) : null}
        {helpPath ? (
          <Button asChild variant="outline">
            <Link to={helpPath}>{intl.formatMessage(messages.help)}</Link>
          </Button>
        ) : null}
        <Button type="button" onClick={() => void session.signOut()}>
          {intl.formatMessage(messages.signOut)}
        </Button>
      </div>
    </PageContainer>
  );
}
