import { checkForm, signInRules } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
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
} from '@telco-portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import {
  FormControls,
  FormErrorSummary,
  FormFailure,
  rulesResolver,
  TextField,
  useSubmitFocus,
} from '../../components/form-parts.tsx';
import { commonMessages } from '../../hooks/messages.ts';
import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useRedirectTarget } from '../../hooks/use-redirect-target.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';
import { PasswordInput } from './PasswordInput.tsx';

type SignInValues = { email: string; password: string };

/** Core's SPEC §5 sign-in rules, run without zod (issue 7). */
const resolver = rulesResolver((values: SignInValues) => checkForm(signInRules, values));

/**
 * Sign-in form (SPEC §2 guests only; §5 validation via core `signInRules`). Calls `useSession().signIn`;
 * on failure shows the SPEC §8 message in an Alert, focused, and keeps what was typed; a validation failure
 * shows the error summary, focused, linking each field (issue 9). On success goes to the safe
 * `?redirect=` target, else the account area (the profile route), else home; "Sign up" passes that target on.
 */
export function SignIn() {
  const links = useRouteLinks();
  const afterSignIn = links.href('profile') ?? links.href('home') ?? '/';
  const forgotHref = links.href('forgot-pass');
  const intl = useIntl();
  const { signIn, sessionEnded } = useSession();
  const navigate = useNavigate();
  const target = useRedirectTarget(afterSignIn);
  // A new customer who came to sign in from somewhere (e.g. the checkout) goes back there after signing up.
  const signUpPath = links.href('sign-up');
  const signUpHref =
    signUpPath && target !== afterSignIn
      ? `${signUpPath}?redirect=${encodeURIComponent(target)}`
      : signUpPath;
  const coreText = useCoreMessage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const focus = useSubmitFocus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(String(values.email).trim(), String(values.password));
      navigate(target, { replace: true });
    } catch (error) {
      setFailure(errorText(error));
      focus.failed();
    }
  }, focus.invalid);

  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        <PageDescription>
          <FormattedMessage {...messages.intro} />
        </PageDescription>
      </PageHeader>
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
              {sessionEnded && !failure ? (
                <Alert variant="warning">
                  <AlertDescription>
                    <FormattedMessage {...commonMessages.sessionEnded} />
                  </AlertDescription>
                </Alert>
              ) : null}
              <TextField
                label={messages.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                {...register('email')}
                error={coreText(errors.email?.message)}
              />
              <Field>
                <FieldLabel>
                  <FormattedMessage {...messages.password} />
                </FieldLabel>
                <PasswordInput
                  autoComplete="current-password"
                  toggleLabel={intl.formatMessage(messages.showPassword)}
                  {...register('password')}
                />
                <FieldError>{coreText(errors.password?.message)}</FieldError>
              </Field>
              {forgotHref ? (
                <Link
                  to={forgotHref}
                  className="inline-flex min-h-6 items-center self-start text-sm text-link underline underline-offset-4"
                >
                  <FormattedMessage {...messages.forgotPassword} />
                </Link>
              ) : null}
            </CardContent>
            <CardFooter layout="stack">
              <Button type="submit" loading={isSubmitting}>
                <FormattedMessage {...(isSubmitting ? messages.submitting : messages.submit)} />
              </Button>
              {signUpHref ? (
                <p className="text-center text-sm text-muted-foreground">
                  <FormattedMessage {...messages.noAccount} />{' '}
                  <Link to={signUpHref} className="text-link underline underline-offset-4">
                    <FormattedMessage {...messages.signUp} />
                  </Link>
                </p>
              ) : null}
            </CardFooter>
          </FormControls>
        </form>
      </Card>
    </PageContainer>
  );
}

export default SignIn;
