import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardFooter,
  PageContainer,
  PageHeader,
  PageTitle,
} from '@telco-portal/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

import { useCustomer } from '../../hooks/use-customer.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';
import { useResendVerification } from './use-resend.ts';

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
  const { currentCustomerUUID } = useSession();
  const customer = useCustomer();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { state: resend, resend: doResend } = useResendVerification(currentCustomerUUID);
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<{ kind: 'unverified' } | { kind: 'failed'; message: string } | null>(
    null,
  );
  const email = customer.data?.Email ?? '';

  const onContinue = async () => {
    setChecking(true);
    setCheck(null);
    try {
      const fresh = await customer.mutate();
      if (fresh?.EmailVerified) navigate(afterVerified, { replace: true });
      else setCheck({ kind: 'unverified' });
    } catch (error) {
      setCheck({ kind: 'failed', message: errorText(error) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.pageTitle} />
        </PageTitle>
      </PageHeader>
      <Card>
        <CardContent className="flex flex-col gap-3">
          <p>
            {email ? (
              <FormattedMessage
                {...messages.pageIntro}
                values={{ email: <strong className="font-semibold wrap-anywhere">{email}</strong> }}
              />
            ) : (
              <FormattedMessage {...messages.pageIntroNoEmail} />
            )}
          </p>
          <p className="text-muted-foreground">
            <FormattedMessage {...messages.pageSpam} />
          </p>
          {resend.status === 'sent' ? (
            <Alert variant="success">
              <AlertDescription>
                <FormattedMessage {...messages.resent} />
              </AlertDescription>
            </Alert>
          ) : null}
          {resend.status === 'failed' ? (
            <Alert variant="destructive">
              <AlertTitle>
                <FormattedMessage {...messages.errorTitle} />
              </AlertTitle>
              <AlertDescription>{resend.message}</AlertDescription>
            </Alert>
          ) : null}
          {check ? (
            <Alert variant={check.kind === 'unverified' ? 'warning' : 'destructive'}>
              <AlertDescription>
                {check.kind === 'unverified' ? (
                  <FormattedMessage {...messages.pageStillUnverified} />
                ) : (
                  check.message
                )}
              </AlertDescription>
            </Alert>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button type="button" loading={checking} onClick={() => void onContinue()}>
            <FormattedMessage {...messages.pageVerified} />
          </Button>
          <Button
            type="button"
            variant="outline"
            loading={resend.status === 'sending'}
            disabled={!currentCustomerUUID}
            onClick={() => {
              // A new link is on its way: the earlier "not verified yet" answer no longer applies (issue 8).
              setCheck(null);
              void doResend();
            }}
          >
            <FormattedMessage {...messages.pageResend} />
          </Button>
        </CardFooter>
      </Card>
    </PageContainer>
  );
}

export default EmailVerifyPage;
