import { PageContainer, PageHeader, PageTitle } from '@telco-portal/ui';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';
import { VerifyEmailCard } from './VerifyEmailCard.tsx';

/**
 * `/email-verify-page` (SPEC §2 signed-in utility page; the e-mail-verified guard sends unverified users
 * here): explains that a link was sent, "Resend email" (GET …/email_verification/resend) and "I have
 * verified, continue" which re-reads the customer record (shared with the guard chain) and continues to
 * the account area (the profile route, else home) once `EmailVerified` is true, else says it is not
 * verified yet.
 */
export function EmailVerifyPage() {
  const links = useRouteLinks();
  const afterVerified = links.href('profile') ?? links.href('home') ?? '/';
  const navigate = useNavigate();
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.pageTitle} />
        </PageTitle>
      </PageHeader>
      <VerifyEmailCard onVerified={() => navigate(afterVerified, { replace: true })} />
    </PageContainer>
  );
}

export default EmailVerifyPage;
