import { ApiError } from '@telco-portal/api';
import * as apiRoutes from '@telco-portal/api/routes';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  PageContainer,
  PageHeader,
  PageTitle,
  Spinner,
} from '@telco-portal/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import useSWRImmutable from 'swr/immutable';

import { useErrorText } from '../../hooks/use-error-text.ts';
import { sessionKeys, useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';
import { useResendVerification } from './use-resend.ts';

/**
 * `/email-verify?secret=…&customer=…` (SPEC §2 e-shop email-verify; the sandbox's verification link):
 * confirms the address once on mount (GET /customer/:uuid/email_verification/confirm, no auth). States:
 * verifying (spinner), verified (continue / sign in), failed — the SPEC §8 'activation link expired'
 * style message with a resend button (resend needs a signed-in session), incomplete link.
 */
export function EmailVerify() {
  const links = useRouteLinks();
  const afterVerified = links.href('profile') ?? links.href('home') ?? '/';
  const signInPath = links.href('sign-in');
  const verifyPagePath = links.href('email-verify-page');
  const intl = useIntl();
  const { api, status, currentCustomerUUID, customerUUIDs } = useSession();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const secret = params.get('secret') ?? params.get('Secret') ?? '';
  const customer = params.get('customer') ?? params.get('CustomerUUID') ?? '';

  const confirm = useSWRImmutable(
    secret && customer ? ['blocks', 'email-verify', customer, secret] : null,
    async () => {
      const res = await api.call(apiRoutes.confirmEmailVerification, {
        params: { uuid: customer },
        query: { Secret: secret, CustomerUUID: customer },
      });
      // The guard chain reads the customer record: refresh it so "e-mail verified" holds at once.
      await mutate(sessionKeys.customer(res.CustomerUUID));
      return res;
    },
    { shouldRetryOnError: false },
  );

  const resendFor = customerUUIDs.includes(customer) ? customer : currentCustomerUUID;
  const { state: resend, resend: doResend } = useResendVerification(status === 'signedIn' ? resendFor : null);
  const signedIn = status === 'signedIn';
  const incomplete = !secret || !customer;
  const failed = incomplete || !!confirm.error || confirm.data?.EmailVerified === false;
  const verified = confirm.data?.EmailVerified === true;
  // No answer at all (offline, timeout): say so rather than calling the link expired.
  const networkFailure = confirm.error instanceof ApiError && confirm.error.status === 0;

  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
      </PageHeader>
      {verified ? (
        <Alert variant="success">
          <AlertTitle>
            <FormattedMessage {...messages.successTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.success} />
            </span>
            <Button asChild>
              {signedIn || !signInPath ? (
                <Link to={afterVerified}>
                  <FormattedMessage {...messages.continue} />
                </Link>
              ) : (
                <Link to={`${signInPath}?redirect=${encodeURIComponent(afterVerified)}`}>
                  <FormattedMessage {...messages.signIn} />
                </Link>
              )}
            </Button>
          </AlertDescription>
        </Alert>
      ) : failed ? (
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.errorTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              {incomplete ? (
                <FormattedMessage {...messages.incomplete} />
              ) : networkFailure ? (
                errorText(confirm.error)
              ) : (
                <FormattedMessage {...messages.expired} />
              )}
            </span>
            {signedIn && resendFor ? (
              resend.status === 'sent' ? (
                <span role="status">
                  <FormattedMessage {...messages.resent} />
                </span>
              ) : (
                <>
                  <Button
                    type="button"
                    variant="outline"
                    loading={resend.status === 'sending'}
                    onClick={() => void doResend()}
                  >
                    <FormattedMessage
                      {...(resend.status === 'sending' ? messages.resending : messages.resend)}
                    />
                  </Button>
                  {resend.status === 'failed' ? <span role="alert">{resend.message}</span> : null}
                </>
              )
            ) : (
              <span className="flex flex-col items-start gap-2">
                <FormattedMessage {...messages.resendNeedsSignIn} />
                {signInPath ? (
                  <Button asChild variant="outline">
                    <Link
                      to={
                        verifyPagePath
                          ? `${signInPath}?redirect=${encodeURIComponent(verifyPagePath)}`
                          : signInPath
                      }
                    >
                      <FormattedMessage {...messages.signIn} />
                    </Link>
                  </Button>
                ) : null}
              </span>
            )}
          </AlertDescription>
        </Alert>
      ) : (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={intl.formatMessage(messages.verifying)} />
          <span aria-hidden="true">
            <FormattedMessage {...messages.verifying} />
          </span>
        </div>
      )}
    </PageContainer>
  );
}

export default EmailVerify;
