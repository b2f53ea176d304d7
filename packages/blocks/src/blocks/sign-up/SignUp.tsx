import {
  Button,
  Card,
  CardContent,
  CardFooter,
  Checkbox,
  Field,
  FieldError,
  FieldLabel,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
} from '@telco-portal/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type * as z from 'zod';
import type { BlockProps } from '../../block-props.ts';
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
import { useRedirectTarget } from '../../hooks/use-redirect-target.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { PasswordInput } from '../sign-in/PasswordInput.tsx';
import type { signUpConfigSchema } from './config.ts';
import {
  checkSignUpForm,
  MOBILE_INVALID,
  type SignUpFormInput,
  type SignUpFormValues,
} from './form-rules.ts';
import { messages } from './messages.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

const linkClass = 'text-link underline underline-offset-4';

/** The form's rules (core's SPEC §5 sign-up rules and this block's), run without zod (issue 7). */
const resolver = rulesResolver(checkSignUpForm);

/**
 * Sign-up form (SPEC §2 guests only; §5 sign-up rules via core `signUpRules`; §7 register with
 * NotifySpecialOffers / NotifyNewsletters 2 when opted in, else 0). Shows the password rules as a live
 * checklist; the terms + privacy checkbox is required (linking to those pages). Calls `useSession().signUp`,
 * then goes to the safe `?redirect=` target (e.g. the e-shop checkout, which asks for the e-mail verification
 * itself and keeps the cart), else the "check your e-mail" page (SPEC §2 email-verify-page); "Sign in" keeps the
 * `?redirect=`. Failures show the SPEC §8 text and keep the input. `config` is the manifest's `signUp` slice.
 */
export function SignUp({ config }: BlockProps<z.output<typeof signUpConfigSchema>>) {
  const cfg = config;
  const links = useRouteLinks();
  const termsHref = links.href('terms');
  const privacyHref = links.href('privacy');
  const afterSignUp = useRedirectTarget(links.href('email-verify-page') ?? links.href('home') ?? '/');
  const redirect =
    afterSignUp === links.href('email-verify-page') ? '' : `?redirect=${encodeURIComponent(afterSignUp)}`;
  const signInPath = links.href('sign-in');
  const signInHref = signInPath ? `${signInPath}${redirect}` : null;
  const intl = useIntl();
  const { signUp } = useSession();
  const navigate = useNavigate();
  const coreText = useCoreMessage();
  const errorText = useErrorText();
  const checklistId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const focus = useSubmitFocus();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      acceptPrivacy: false,
      marketing: false,
    },
    shouldFocusError: false,
  });
  const password = watch('password') ?? '';

  const fieldText = (message: string | undefined) =>
    message === MOBILE_INVALID ? intl.formatMessage(messages.mobileNumberInvalid) : coreText(message);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        ...(values.mobileNumber ? { mobileNumber: values.mobileNumber } : {}),
        notifySpecialOffers: values.marketing,
        notifyNewsletters: values.marketing,
      });
      navigate(afterSignUp, { replace: true });
    } catch (error) {
      setFailure(errorText(error));
      focus.failed();
    }
  }, focus.invalid);

  const termsError = errors.acceptTerms ?? errors.acceptPrivacy;

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
                text={(name, message) =>
                  name === 'acceptTerms' || name === 'acceptPrivacy'
                    ? intl.formatMessage(messages.acceptTermsRequired)
                    : fieldText(message)
                }
              />
              <FormFailure ref={focus.failureRef} title={messages.errorTitle} message={failure} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={messages.firstName}
                  autoComplete="given-name"
                  {...register('firstName')}
                  error={fieldText(errors.firstName?.message)}
                />
                <TextField
                  label={messages.lastName}
                  autoComplete="family-name"
                  {...register('lastName')}
                  error={fieldText(errors.lastName?.message)}
                />
              </div>
              <TextField
                label={messages.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                {...register('email')}
                error={fieldText(errors.email?.message)}
              />
              <TextField
                label={messages.mobileNumber}
                hint={messages.mobileNumberHint}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                {...register('mobileNumber')}
                error={fieldText(errors.mobileNumber?.message)}
              />
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
                <FieldError>{fieldText(errors.password?.message)}</FieldError>
              </Field>
              <TextField
                label={messages.confirmPassword}
                type="password"
                autoComplete="new-password"
                {...register('confirmPassword')}
                error={fieldText(errors.confirmPassword?.message)}
              />
              <Field orientation="horizontal">
                {/* One box accepts both (SPEC §5: terms and privacy); the privacy value follows it. */}
                <Checkbox
                  {...register('acceptTerms', {
                    onChange: (event: { target: { checked: boolean } }) =>
                      setValue('acceptPrivacy', event.target.checked, {
                        shouldValidate: !!errors.acceptPrivacy,
                      }),
                  })}
                />
                {/* Beside the box (min-w-0 flex-1), so a long error wraps under the label, not the box. */}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <FieldLabel>
                    <span>
                      <FormattedMessage
                        {...messages.acceptTerms}
                        values={{
                          terms: (chunks) =>
                            termsHref ? (
                              <Link to={termsHref} className={linkClass} target="_blank" rel="noopener">
                                {chunks}
                              </Link>
                            ) : (
                              chunks
                            ),
                          privacy: (chunks) =>
                            privacyHref ? (
                              <Link to={privacyHref} className={linkClass} target="_blank" rel="noopener">
                                {chunks}
                              </Link>
                            ) : (
                              chunks
                            ),
                        }}
                      />
                    </span>
                  </FieldLabel>
                  <FieldError>
                    {termsError ? intl.formatMessage(messages.acceptTermsRequired) : null}
                  </FieldError>
                </div>
              </Field>
              {cfg.marketingOptIn ? (
                <Field orientation="horizontal">
                  <Checkbox {...register('marketing')} />
                  <FieldLabel>
                    <FormattedMessage {...messages.marketing} />
                  </FieldLabel>
                </Field>
              ) : null}
            </CardContent>
            <CardFooter layout="stack" className="pt-4">
              <Button type="submit" loading={isSubmitting}>
                <FormattedMessage {...(isSubmitting ? messages.submitting : messages.submit)} />
              </Button>
              {signInHref ? (
                <p className="text-center text-sm text-muted-foreground">
                  <FormattedMessage {...messages.haveAccount} />{' '}
                  <Link to={signInHref} className={linkClass}>
                    <FormattedMessage {...messages.signIn} />
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

export default SignUp;
