import { PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { AccountStatusActions } from '../../components/AccountStatusActions.tsx';
import { messages } from './messages.ts';

/** Suspended page (SPEC §2 utility page; the suspendedPage guard sends other accounts home). Offers another account (when the user has several), help (when the portal has a help route) and sign-out. */
export default function Suspended() {
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
