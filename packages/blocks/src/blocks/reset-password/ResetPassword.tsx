import { ApiError } from '@telco-portal/api';
import { checkForm, newPasswordRule, passwordConfirmationFailures } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardFooter,
  Field,
  FieldError,
  FieldLabel,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
} from '@telco-portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import {
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
import { PasswordInput } from '../sign-in/PasswordInput.tsx';
import { PasswordChecklist } from '../sign-up/PasswordChecklist.tsx';
import { messages } from './messages.ts';

/** Error code of an unknown, used, superseded or expired (1 hour) reset code (sandbox / api contract). */
export const RESET_CODE_INVALID = 'reset_code_invalid';

type FormValues = { password: string; confirmPassword: string };

/** New password (SPEC §5, core's `newPasswordRule`) and its confirmation (must match); no zod (issue 7). */
const resolver = rulesResolver((values: FormValues) => {
  const checked = checkForm({ password: newPasswordRule }, values);
  for (const id of passwordConfirmationFailures(values.password, values.confirmPassword)) {
    checked.failures.push({ field: 'confirmPassword', id });
  }
  return checked;
});

const linkClass = 'text-link underline underline-offset-4';

/**
 * Reset-password page (SPEC §1 recover password), the target of the e-mailed link `/reset-password?code=…`
 * (guests only). On open the code is checked (`passwordResetCheck`, Firebase `verifyPasswordResetCode`
 * semantics): a status while checking, then the form for the e-mail it resets — or, for an unknown, used or
 * expired code, the expired message before anything is typed. A check that failed (network, 5xx, 429) says
 * nothing about the code: it shows the SPEC §8 text with Try again, never "expired". New password + confirmation with the live SPEC §5 checklist (the sign-up block's
 * `PasswordChecklist`); submits `passwordResetConfirm` through `useSession().api`. Success says "Your password
 * has been changed" with a sign-in link; a missing, used or expired code says so and links to forgot-password.
 * Other failures show the SPEC §8 text and keep the input.
 */
export function ResetPassword() {
  const links = useRouteLinks();
  const signInPath = links.href('sign-in') ?? links.href('home') ?? '/';
  const forgotPasswordPath = links.href('forgot-pass') ?? signInPath;
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const { api } = useSession();
  const intl = useIntl();
  const coreText = useCoreMessage();
  const errorText = useErrorText();
  const checklistId = useId();
  const [state, setState] = useState<'form' | 'done' | 'expired'>(code ? 'form' : 'expired');
  // The on-open check; not revalidated (a code used by this page's own submit must not turn into "expired").
  const check = useSWR(
    code && state === 'form' ? ['password-reset-check', code] : null,
    () => api.auth.checkPasswordReset(code),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  const codeInvalid = check.error instanceof ApiError && check.error.code === RESET_CODE_INVALID;
  const shown: 'checking' | 'checkFailed' | typeof state =
    state !== 'form'
      ? state
      : codeInvalid
        ? 'expired'
        : check.error && !check.isValidating
          ? 'checkFailed'
          : check.data === undefined
            ? 'checking'
            : 'form';
  const [failure, setFailure] = useState<string | null>(null);
  const focus = useSubmitFocus();
  // After a submit the form is replaced by the 'changed' or 'expired' message: focus moves to it, not to
  // <body> (issue 9). Not on load (a link that is expired from the start is the page's first state).
  const resultRef = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (state !== 'form' && submitted.current) resultRef.current?.focus();
  }, [state]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const password = watch('password') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    submitted.current = true;
    try {
      await api.auth.confirmPasswordReset(code, values.password);
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === RESET_CODE_INVALID) setState('expired');
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
        {shown === 'form' ? (
          <PageDescription>
            <FormattedMessage {...messages.introFor} values={{ email: check.data }} />
          </PageDescription>
        ) : null}
      </PageHeader>
      {shown === 'done' ? (
        <Alert ref={resultRef} variant="success" tabIndex={-1} className="focus-ring">
          <AlertTitle>
            <FormattedMessage {...messages.successTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.success} />
            </span>
            <Link to={signInPath} className={linkClass}>
              <FormattedMessage {...messages.signIn} />
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      {shown === 'expired' ? (
        <Alert ref={resultRef} variant="destructive" tabIndex={-1} className="focus-ring">
          <AlertTitle>
            <FormattedMessage {...messages.expiredTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.expired} />
            </span>
            <Link to={forgotPasswordPath} className={linkClass}>
              <FormattedMessage {...messages.requestNew} />
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      {shown === 'checking' ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">
            <FormattedMessage {...messages.checking} />
          </span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : null}
      {shown === 'checkFailed' ? (
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.checkFailedTitle} />
          </AlertTitle>
          <AlertDescription>
            <p>{errorText(check.error)}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void check.mutate()}
            >
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {shown === 'form' ? (
        <Card>
          <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.title)}>
            <CardContent className="flex flex-col gap-4">
              <FormErrorSummary
                ref={focus.summaryRef}
                errors={errors}
                text={(_, message) => coreText(message)}
              />
              <FormFailure ref={focus.failureRef} title={messages.errorTitle} message={failure} />
              <Field>
                <FieldLabel>
                  <FormattedMessage {...messages.password} />
                </FieldLabel>
                <PasswordInput
                  autoComplete="new-password"
                  aria-describedby={checklistId}
                  toggleLabel={intl.formatMessage(messages.showPassword)}
                  {...register('password')}
                />
                <PasswordChecklist id={checklistId} password={password} />
                <FieldError>{coreText(errors.password?.message)}</FieldError>
              </Field>
              <TextField
                label={messages.confirmPassword}
                type="password"
                autoComplete="new-password"
                {...register('confirmPassword')}
                error={coreText(errors.confirmPassword?.message)}
              />
            </CardContent>
            <CardFooter className="pt-4">
              <Button type="submit" className="w-full" loading={isSubmitting}>
                <FormattedMessage {...(isSubmitting ? messages.submitting : messages.submit)} />
              </Button>
            </CardFooter>
          </form>
        </Card>
      ) : null}
    </PageContainer>
  );
}

export default ResetPassword;
