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
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  FormErrorSummary,
  FormFailure,
  rulesResolver,
  TextField,
  useSubmitFocus,
} from '../../components/form-parts.tsx';
import { reusesIdempotencyKey } from '../../hooks/money-attempt.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useRedirectTarget } from '../../hooks/use-redirect-target.ts';
import {
  type BlockCardChallenge,
  type BlockCardSetupResult,
  usePayments,
  useSession,
} from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import type { CardFormInput, CardFormValues } from './card-form-rules.ts';
import { formatCardNumber } from './card-format.ts';
import { messages, refusals } from './messages.ts';

// The 3-D Secure dialog loads when a card is submitted (its request starts with the submit, so it is there
// by the time the bank's challenge comes back): most visits of the form never need it (issue 7).
const loadChallengeDialog = () => import('../../components/ChallengeDialog.tsx');
const ChallengeDialog = lazy(loadChallengeDialog);
/**
 * The Stripe card form (payments provider `stripe`), its own chunk with react-stripe-js. A generated app's build
 * knows its brand's provider (`import.meta.env.TELCO_PAYMENTS_PROVIDER`, defined by the generator's Vite config):
 * a sandbox brand's build folds this to null, so its card routes carry neither the branch nor the chunk (issue
 * 10; the card routes' byte ceilings). Unset (tests, Storybook), the port's `provider` decides at run time.
 */
const StripeCardForm =
  import.meta.env.TELCO_PAYMENTS_PROVIDER === 'sandbox' ? null : lazy(() => import('./StripeCardForm.tsx'));

/**
 * The card form's rules (card-form-rules.ts), run without zod (issue 7), loaded with the first check of the
 * card (its submit): card-validator (Luhn and lengths by card brand, ~4 KB gzipped) is not on the card routes'
 * first load, like the 3-D Secure dialog.
 */
const loadCardRules = () => import('./card-form-rules.ts');
const resolver: Resolver<CardFormInput, unknown, CardFormValues> = async (input, context, options) =>
  rulesResolver((await loadCardRules()).checkCardForm)(input, context, options);

/** Stripe test cards listed in the sandbox note (STACK gotcha 12). */
const TEST_CARDS: Array<{ number: string; label: MessageDescriptor }> = [
  { number: '4242 4242 4242 4242', label: messages.testCardSucceeds },
  { number: '4000 0000 0000 0002', label: messages.testCardDeclined },
  { number: '4000 0000 0000 9995', label: messages.testCardInsufficient },
  { number: '4000 0027 6000 3184', label: messages.testCard3ds },
];

type Failed = Extract<BlockCardSetupResult, { status: 'failed' }>;

/** One add-card attempt: the card it is for and its Idempotency-Keys (setup intent, confirmation). */
type Attempt = { card: string; setupKey: string; confirmKey: string };

/**
 * Whether an SWR key holds `customerUUID`'s cards: the guard's count (`sessionKeys.paymentMethods`) or a block's
 * list (`blockKeys.paymentMethods`), both `[scope, 'payment-methods', uuid]` — a predicate, so this route does not
 * download the blocks' key module (the unit test checks it against both definitions).
 */
export const isCardsKey =
  (customerUUID: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[1] === 'payment-methods' && key[2] === customerUUID;

/**
 * Add a payment card (SPEC §2 `/profile/balance/payment-methods/add`, and embedded on `/no-payment-methods`).
 * With payments provider `stripe`, Stripe Elements take the card (StripeCardForm.tsx, its own chunk). Else
 * the sandbox card form, validated with card-validator (Luhn,
 * expiry, CVC). Flow (SPEC §7): POST setup-payment-method → payments port `confirmCardSetup` → on
 * `requires_action` an accessible dialog "Confirm with your bank (sandbox 3-D Secure)" with Approve / Decline
 * (Escape declines) → on success the session's payment-methods SWR key is revalidated (guard data, SPEC §2
 * "has payment cards") and the customer continues to the safe `?redirect=` target, else the account area
 * (the profile route), else home. Refusals show the SPEC §8 text in an Alert; the typed values are kept.
 * `embedded`: rendered inside another page (no-payment-methods) — a section with an h2 instead of a page
 * with an h1.
 */
export function PaymentMethodAdd({ embedded = false }: { embedded?: boolean }) {
  const links = useRouteLinks();
  const intl = useIntl();
  const { api, currentCustomerUUID } = useSession();
  const payments = usePayments();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const target = useRedirectTarget(links.href('profile') ?? links.href('home') ?? '/');
  const errorText = useErrorText();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ challenge: BlockCardChallenge; last4: string } | null>(null);
  // The dialog stays mounted after its first challenge, so it closes (and returns focus) like any dialog.
  const [last4, setLast4] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  // Card setup is idempotent from the UI (issue 8): the keys of an attempt are kept after a timeout or a
  // dropped connection, so "Add card" again with the same card replays the first answer instead of saving
  // the card twice; a different card or a definite answer starts a new attempt.
  const attempt = useRef<Attempt | null>(null);
  // The 3-D Secure dialog opens while this button is disabled (busy), so focus is given back to it
  // explicitly when the dialog closes (issue 9).
  const submitRef = useRef<HTMLButtonElement>(null);
  // After a submit that did not go through, focus goes to the error summary (invalid fields) or to the
  // SPEC §8 failure (refused or failed call) — issue 9, WCAG 2.4.3 / 3.3.1.
  const focus = useSubmitFocus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput, unknown, CardFormValues>({
    resolver,
    defaultValues: { name: '', number: '', expiry: '', cvc: '' },
    shouldFocusError: false,
  });
  const numberField = register('number');

  // A field's error is the message id the card rules gave it (card-form-rules.ts CARD_FORM_ERRORS, one of
  // messages.ts's `paymentMethodAdd.error.*`).
  const fieldText = (message: string | undefined) => (message ? intl.formatMessage({ id: message }) : '');
  const refusalText = (result: Failed) => {
    const descriptor =
      result.code && Object.hasOwn(refusals, result.code)
        ? refusals[result.code as keyof typeof refusals]
        : undefined;
    return descriptor ? intl.formatMessage(descriptor) : errorText({ message: result.message });
  };

  const fail = (text: string) => {
    setFailure(text);
    focus.failed();
  };

  const added = async () => {
    // The guard's count and every card list (payment methods, top-up, checkout): a page the customer goes back to
    // within SWR's deduping interval would otherwise show its list without the new card.
    if (currentCustomerUUID) await mutate(isCardsKey(currentCustomerUUID));
    navigate(target, { replace: true });
  };

  const onSubmit = handleSubmit(async (card) => {
    setFailure(null);
    // The dialog's code starts loading now, for a challenge coming back; its text (a part of its own) loads
    // when it opens (a round trip the card routes' byte ceilings prefer to a preload here, issue 7).
    void loadChallengeDialog();
    if (!currentCustomerUUID) return;
    const fingerprint = JSON.stringify(card);
    if (attempt.current?.card !== fingerprint) {
      attempt.current = { card: fingerprint, setupKey: crypto.randomUUID(), confirmKey: crypto.randomUUID() };
    }
    const keys = attempt.current;
    try {
      const secret = await api.customer.setupPaymentMethod(currentCustomerUUID, {
        idempotencyKey: keys.setupKey,
      });
      const result = await payments.confirmCardSetup(secret, card, { idempotencyKey: keys.confirmKey });
      attempt.current = null;
      if (result.status === 'succeeded') await added();
      else if (result.status === 'requires_action') {
        setChallenge({ challenge: result.challenge, last4: card.number.slice(-4) });
        setLast4(card.number.slice(-4));
      } else fail(refusalText(result));
    } catch (error) {
      if (!reusesIdempotencyKey(error)) attempt.current = null;
      fail(errorText(error));
    }
  }, focus.invalid);

  const answer = async (approve: boolean) => {
    if (!challenge || answering) return;
    setAnswering(true);
    try {
      const result = await payments.authenticate(challenge.challenge, approve);
      setChallenge(null);
      if (result.status === 'succeeded') await added();
      // Declined in the dialog: the customer cancelled, so say so rather than "choose or add another card".
      else setFailure(approve ? refusalText(result) : intl.formatMessage(messages.authenticationCancelled));
    } catch (error) {
      setChallenge(null);
      setFailure(errorText(error));
    } finally {
      setAnswering(false);
    }
  };

  const sandboxForm = (
    <>
      <Alert variant="info">
        <AlertTitle>
          <FormattedMessage {...messages.sandboxTitle} />
        </AlertTitle>
        <AlertDescription>
          <span>
            <FormattedMessage {...messages.sandboxNote} />
          </span>
          <span className="font-medium">
            <FormattedMessage {...messages.testCardsTitle} />
          </span>
          <ul className="flex flex-col gap-0.5">
            {TEST_CARDS.map((c) => (
              <li key={c.number}>
                <code className="font-mono">{c.number}</code> <FormattedMessage {...c.label} />
              </li>
            ))}
          </ul>
        </AlertDescription>
      </Alert>
      <Card>
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <CardContent className="flex flex-col gap-4">
            <FormErrorSummary
              ref={focus.summaryRef}
              errors={errors}
              text={(_, message) => fieldText(message)}
            />
            <FormFailure ref={focus.failureRef} title={messages.errorTitle} message={failure} />
            <TextField
              label={messages.name}
              autoComplete="cc-name"
              {...register('name')}
              error={fieldText(errors.name?.message)}
            />
            <TextField
              label={messages.number}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              {...numberField}
              onChange={(event) => {
                // Grouped as people type (4242 4242 …), the caret staying after the digit it followed.
                const input = event.target;
                const { value, caret } = formatCardNumber(input.value, input.selectionStart ?? undefined);
                if (value !== input.value) {
                  input.value = value;
                  input.setSelectionRange(caret, caret);
                }
                return numberField.onChange(event);
              }}
              error={fieldText(errors.number?.message)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={messages.expiry}
                hint={messages.expiryHint}
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={7}
                {...register('expiry')}
                error={fieldText(errors.expiry?.message)}
              />
              <TextField
                label={messages.cvc}
                hint={messages.cvcHint}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                {...register('cvc')}
                error={fieldText(errors.cvc?.message)}
              />
            </div>
          </CardContent>
          <CardFooter className="pt-4">
            <Button ref={submitRef} type="submit" className="w-full" loading={isSubmitting || answering}>
              <FormattedMessage {...(isSubmitting || answering ? messages.submitting : messages.submit)} />
            </Button>
          </CardFooter>
        </form>
      </Card>
      {last4 !== null ? (
        <Suspense fallback={null}>
          <ChallengeDialog
            open={challenge !== null}
            last4={last4}
            answering={answering}
            onAnswer={(approve) => void answer(approve)}
            returnFocusTo={submitRef}
          />
        </Suspense>
      ) : null}
    </>
  );

  const form =
    StripeCardForm && payments.provider === 'stripe' ? (
      <Suspense fallback={null}>
        <StripeCardForm headingId={headingId} />
      </Suspense>
    ) : (
      sandboxForm
    );

  const intro = <FormattedMessage {...messages.intro} />;
  if (embedded) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-xl font-semibold text-foreground">
            <FormattedMessage {...messages.title} />
          </h2>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </div>
        {form}
      </section>
    );
  }
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle id={headingId}>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        <PageDescription>{intro}</PageDescription>
      </PageHeader>
      <div className="flex flex-col gap-4">{form}</div>
    </PageContainer>
  );
}

export default PaymentMethodAdd;
