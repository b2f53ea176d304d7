import { ApiError } from '@telco-portal/api';
import { checkForm, emailRule } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardFooter,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
} from '@telco-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  FormControls,
  FormErrorSummary,
  FormFailure,
  rulesResolver,
  TextField,
  useSubmitFocus,
} from '../../components/form-parts.tsx';
import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

type FormValues = { email: string };

/** Core's e-mail rule (SPEC §5), run without zod (issue 7). */
const resolver = rulesResolver((values: FormValues) => checkForm({ email: emailRule }, values));

/**
 * Whether a failed reset request still gets the neutral answer: any HTTP answer below 500 (e.g. 404 "no
 * such account") does, so the page never tells whether an address has an account. Network failures,
 * timeouts and 5xx are real failures and are shown.
 */
export function isNeutralResetFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Forgot-password page (SPEC §1 recover password). Sends the api's `passwordResetRequest`
 * (POST /v2/:spid/auth/LOCAL/password_reset `{ Email }`) through `useSession().api`; the e-mail links to
 * `/reset-password?code=…` (reset-password block). Always answers with the same neutral message (no account
 * enumeration); only network failures, timeouts and 5xx are shown.
 */
export function ForgotPassword() {
  const links = useRouteLinks();
  const signInPath = links.href('sign-in') ?? links.href('home') ?? '/';
  const { api } = useSession();
  const intl = useIntl();
  const coreText = useCoreMessage();
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focus = useSubmitFocus();
  // The form is replaced by the 'sent' message: focus moves to it, not to <body> (issue 9).
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver,
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const address = email.trim();
    try {
      await api.auth.requestPasswordReset(address);
      setSentTo(address);
    } catch (error) {
      if (isNeutralResetFailure(error)) setSentTo(address);
      else {
        setFailure(errorText(error));
        focus.failed();
      }
    }
  }, focus.invalid);

  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        {sentTo === null ? (
          <PageDescription>
            <FormattedMessage {...messages.intro} />
          </PageDescription>
        ) : null}
      </PageHeader>
      {sentTo !== null ? (
        <Alert ref={sentRef} variant="success" tabIndex={-1} className="focus-ring">
          <AlertTitle>
            <FormattedMessage {...messages.sentTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.sent} values={{ email: sentTo }} />
            </span>
            <Link to={signInPath} className="text-link underline underline-offset-4">
              <FormattedMessage {...messages.backToSignIn} />
            </Link>
          </AlertDescription>
        </Alert>
      ) : (
        <Card>
          <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.title)}>
            <FormControls>
              <CardContent className="flex flex-col gap-4">
                <FormErrorSummary
                  ref={focus.summaryRef}
                  errors={errors}
                  text={(_, message) => coreText(message)}
                />
                <FormFailure ref={focus.failureRef} title={messages.errorTitle} message={failure} />
                <TextField
                  label={messages.email}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...register('email')}
                  error={coreText(errors.email?.message)}
                />
              </CardContent>
              <CardFooter layout="stack" className="pt-4">
                <Button type="submit" loading={isSubmitting}>
                  <FormattedMessage {...(isSubmitting ? messages.submitting : messages.submit)} />
                </Button>
                <Link to={signInPath} className="text-center text-sm text-link underline underline-offset-4">
                  <FormattedMessage {...messages.backToSignIn} />
                </Link>
              </CardFooter>
            </FormControls>
          </form>
        </Card>
      )}
    </PageContainer>
  );
}

export default ForgotPassword;
