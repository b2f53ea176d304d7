import { PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { AccountStatusActions } from '../../components/AccountStatusActions.tsx';
import { messages } from './messages.ts';

/** No-plans page (SPEC §2: the account has no add-ons to choose from). Offers another account (when the user has several), help (when the portal has a help route) and sign-out. */
export default function NoPlans() {
  const intl = useIntl();
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
        <PageDescription>{intl.formatMessage(messages.description)}</PageDescription>
      </PageHeader>
      <AccountStatusActions labels={messages} />
    </PageContainer>
  );
}
