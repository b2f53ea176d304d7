import { PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { AccountStatusActions } from '../../components/AccountStatusActions.tsx';
import type { BlockProps } from '../../registry.ts';
import { type SuspendedConfig, suspendedConfigSchema } from './config.ts';
import { messages } from './messages.ts';

/** Suspended page (SPEC §2 utility page; the suspendedPage guard sends other accounts home). Offers another account (when the user has several), help (when configured) and sign-out. */
export default function Suspended({ config }: BlockProps<Partial<SuspendedConfig>>) {
  const { helpPath } = suspendedConfigSchema.parse(config ?? {});
  const intl = useIntl();
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
        <PageDescription>{intl.formatMessage(messages.description)}</PageDescription>
      </PageHeader>
      <AccountStatusActions helpPath={helpPath} labels={messages} />
    </PageContainer>
  );
}
