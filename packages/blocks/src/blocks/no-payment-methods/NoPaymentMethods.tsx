import { PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { AccountStatusActions } from '../../components/AccountStatusActions.tsx';
import { PaymentMethodAdd } from '../payment-method-add/PaymentMethodAdd.tsx';
import { messages } from './messages.ts';

/**
 * No-payment-methods page (SPEC §2: no payment cards and no parent billing routes). Outside the profile guard
 * chain, so a customer without cards adds one right here (the payment-method-add block, embedded; once saved
 * the guard data is revalidated and they continue to `?redirect=` or the account area). Also offers another
 * account (when the user has several), help (when the portal has a help route) and sign-out.
 */
export default function NoPaymentMethods() {
  const intl = useIntl();
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
        <PageDescription>{intl.formatMessage(messages.description)}</PageDescription>
      </PageHeader>
      <PaymentMethodAdd embedded />
      <AccountStatusActions labels={messages} className="mt-6" />
    </PageContainer>
  );
}
