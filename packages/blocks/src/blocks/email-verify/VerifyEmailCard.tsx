import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, CardFooter } from '@telco-portal/ui';
import { type ReactNode, use, useContext, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { useCustomer } from '../../hooks/use-customer.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { RestTextContext } from '../../session/locale.ts';
import { messages } from './messages.ts';
import { useResendVerification } from './use-resend.ts';

/** The name its text loads by: the email-verify-page block's (portal catalogue-split.ts REST_BLOCK_TEXT). */
export const VERIFY_EMAIL_TEXT = 'email-verify-page';

/**
 * The "check your email" step (SPEC §2 email-verify-page and the e-shop's e-mail verification step, issue 11): says
 * a link was sent to the customer's e-mail, "Resend email" (GET …/email_verification/resend) and "I have verified
 * my email, continue", which re-reads the customer record (GET /customer/:uuid — the session's SWR key, so the
 * guard state follows) and calls `onVerified` once `EmailVerified` is true, else says it is not verified yet; a
 * failed read shows its SPEC §8 text. `children` come after the intro (e.g. the checkout's "your cart is kept").
 * Used by EmailVerifyPage (continues to the account area) and Checkout (stays: the form appears once verified; it
 * loads this card lazily, so its text — the `emailVerify.` part, loaded by the email-verify-page block's name —
 * is fetched here, suspending until it is in).
 */
export function VerifyEmailCard({ onVerified, children }: { onVerified: () => void; children?: ReactNode }) {
  const text = useContext(RestTextContext)(VERIFY_EMAIL_TEXT);
  if (text) use(text);
  const { currentCustomerUUID } = useSession();
  const customer = useCustomer();
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
      if (fresh?.EmailVerified) onVerified();
      else setCheck({ kind: 'unverified' });
    } catch (error) {
      setCheck({ kind: 'failed', message: errorText(error) });
    } finally {
      setChecking(false);
    }
  };

  return (
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
        {children}
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
  );
}
