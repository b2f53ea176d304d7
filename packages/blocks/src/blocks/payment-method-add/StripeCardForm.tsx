import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent } from '@stripe/stripe-js';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  ErrorSummary,
  Field,
  FieldError,
  FieldLabel,
} from '@telco-portal/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { FormFailure, TextField, useSubmitFocus } from '../../components/form-parts.tsx';
import { commonMessages } from '../../hooks/messages.ts';
import { reusesIdempotencyKey } from '../../hooks/money-attempt.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useRedirectTarget } from '../../hooks/use-redirect-target.ts';
import {
  type BlockCardSetupResult,
  type BlockPayments,
  sessionKeys,
  usePayments,
  useSession,
} from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { fieldErrors, messages, refusals } from './messages.ts';

type Failed = Extract<BlockCardSetupResult, { status: 'failed' }>;

/** The Stripe Elements of the form, by the name of the sandbox form's field they replace. */
type StripeField = 'number' | 'expiry' | 'cvc';
const STRIPE_FIELDS: readonly StripeField[] = ['number', 'expiry', 'cvc'];

/** Each field's label and the error it shows when it is empty, incomplete or invalid (the sandbox form's texts). */
const FIELDS: Record<'name' | StripeField, { label: MessageDescriptor; error: MessageDescriptor }> = {
  name: { label: messages.name, error: fieldErrors.nameRequired },
  number: { label: messages.number, error: fieldErrors.numberInvalid },
  expiry: { label: messages.expiry, error: fieldErrors.expiryInvalid },
  cvc: { label: messages.cvc, error: fieldErrors.cvcInvalid },
};

/**
 * Stripe's own text inside its iframes: 16px (no zoom on iOS), the page's font. Stripe cannot read our CSS
 * variables, so colours stay Stripe's defaults, which meet AA contrast on the white card.
 */
const ELEMENT_OPTIONS = {
  style: { base: { fontSize: '16px', fontFamily: 'system-ui, sans-serif' } },
} as const;

/** One add-card attempt: the card it is for (its edits and name) and its Idempotency-Keys. */
type Attempt = { card: string; setupKey: string; confirmKey: string };

/**
 * The Stripe.js instance of the payments port (`stripe()` of the Stripe adapter, reached through the lazy
 * port's `load`). Rejects when Stripe.js cannot load (StripeUnavailableError) or the port is not Stripe's.
 */
async function stripeOf(payments: BlockPayments): Promise<Stripe> {
  const port = payments.load ? await payments.load() : payments;
  if (!port.stripe) throw new Error('@telco-portal/blocks: the payments port has no Stripe.js instance');
  return port.stripe();
}

/**
 * The card form of a brand whose payments provider is Stripe (manifest `adapters.payments.provider:
 * "stripe"`, ARCHITECTURE "payments (sandbox | stripe)"): Stripe Elements take the card number, expiry and CVC
 * in Stripe's iframes (the card never touches our page), our own field the name on the card. Its own chunk
 * (PaymentMethodAdd.tsx loads it only for provider `stripe`): a sandbox brand never downloads react-stripe-js.
 *
 * Flow (SPEC §7): POST setup-payment-method (Idempotency-Key per attempt) → the port's `confirmCardSetup`
 * with `{ element: cardNumber Element, name }` → on `requires_action` the port's `authenticate(…, true)`:
 * Stripe runs the bank's 3-D Secure step in its own modal (no sandbox dialog, no test-card note) → on success
 * the session's payment-methods SWR key is revalidated and the customer continues to the safe `?redirect=`
 * target, else the account area, else home. Refusals show the sandbox form's SPEC §8 texts (by the port's
 * code) and keep the name; Stripe.js failing to load (SPEC §8 "card payment provider loading error") shows the
 * blocks' load-error text and no card fields; a dropped connection the SPEC §8 network or try-later text. A retry of the same attempt (same name, card untouched) reuses its Idempotency-Keys.
 *
 * Accessibility: each Element has a visible label (`label for` its container: Stripe focuses the Element
 * when it is clicked), our focus ring around its iframe, and its error in a `role="alert"` FieldError; after
 * a submit with missing fields the error summary lists them (a link focuses the Element) — issue 9.
 */
export default function StripeCardForm({ headingId }: { headingId: string }) {
  const payments = usePayments();
  const [stripe] = useState(() => stripeOf(payments));
  // Elements waits for the instance; when Stripe.js cannot load it renders no field and the form says why.
  const [forElements] = useState(() => stripe.catch(() => null));
  return (
    <Elements stripe={forElements}>
      <StripeCardFields headingId={headingId} stripe={stripe} payments={payments} />
    </Elements>
  );
}

function StripeCardFields({
  headingId,
  stripe,
  payments,
}: {
  headingId: string;
  stripe: Promise<Stripe>;
  payments: BlockPayments;
}) {
  const intl = useIntl();
  const elements = useElements();
  const links = useRouteLinks();
  const { api, currentCustomerUUID } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const target = useRedirectTarget(links.href('profile') ?? links.href('home') ?? '/');
  const errorText = useErrorText();
  const focus = useSubmitFocus();
  const ids = useId();
  const [name, setName] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const [complete, setComplete] = useState<Record<StripeField, boolean>>({
    number: false,
    expiry: false,
    cvc: false,
  });
  const [focused, setFocused] = useState<StripeField | null>(null);
  // Field errors show from the first submit on, and follow the fields' changes after it.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Every change of a Stripe field is counted: Stripe does not show us the card, so a changed card is told by
  // its edits (a new attempt with new Idempotency-Keys), as the sandbox form tells it by the typed values.
  const edits = useRef(0);
  const attempt = useRef<Attempt | null>(null);

  const fail = (text: string) => {
    setFailure(text);
    focus.failed();
  };

  // Stripe.js could not load (offline, blocked, refused by the CSP): SPEC §8 "card payment provider loading
  // error", in the blocks' words for a part of the page that did not load ("… Check your connection and reload").
  // No new text: it is the entry's already, so no route's catalogue grows (the card routes' byte ceilings).
  useEffect(() => {
    stripe.catch(() => {
      setFailure(intl.formatMessage(commonMessages.loadError));
    });
  }, [stripe, intl]);

  const refusalText = (result: Failed) => {
    const descriptor =
      result.code && Object.hasOwn(refusals, result.code)
        ? refusals[result.code as keyof typeof refusals]
        : undefined;
    return descriptor ? intl.formatMessage(descriptor) : errorText({ message: result.message });
  };

  const invalid: Array<'name' | StripeField> = checked
    ? [...(name.trim() ? [] : ['name' as const]), ...STRIPE_FIELDS.filter((field) => !complete[field])]
    : [];
  const errorOf = (field: 'name' | StripeField) =>
    invalid.includes(field) ? intl.formatMessage(FIELDS[field].error) : undefined;
  const idOf = (field: StripeField) => `${ids}-${field}`;

  const onChange = (field: StripeField) => (event: StripeElementChangeEvent) => {
    edits.current += 1;
    setComplete((now) => ({ ...now, [field]: event.complete && !event.error }));
  };

  const added = async () => {
    if (currentCustomerUUID) await mutate(sessionKeys.paymentMethods(currentCustomerUUID));
    navigate(target, { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setChecked(true);
    if (!name.trim() || STRIPE_FIELDS.some((field) => !complete[field])) {
      focus.invalid();
      return;
    }
    const element = elements?.getElement(CardNumberElement);
    if (!element) {
      // No card fields: Stripe.js did not load (the fields are complete only once Stripe mounted them).
      fail(intl.formatMessage(commonMessages.loadError));
      return;
    }
    if (!currentCustomerUUID) return;
    const card = `${edits.current}:${name.trim()}`;
    if (attempt.current?.card !== card) {
      attempt.current = { card, setupKey: crypto.randomUUID(), confirmKey: crypto.randomUUID() };
    }
    const keys = attempt.current;
    setBusy(true);
    try {
      const secret = await api.customer.setupPaymentMethod(currentCustomerUUID, {
        idempotencyKey: keys.setupKey,
      });
      let result = await payments.confirmCardSetup(
        secret,
        { element, name: name.trim() },
        { idempotencyKey: keys.confirmKey },
      );
      attempt.current = null;
      // The bank's 3-D Secure step: Stripe shows it in its own modal (handleNextAction), answered here.
      if (result.status === 'requires_action') result = await payments.authenticate(result.challenge, true);
      if (result.status === 'succeeded') await added();
      else fail(refusalText(result));
    } catch (error) {
      if (!reusesIdempotencyKey(error)) attempt.current = null;
      fail(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const stripeField = (field: StripeField, control: ReactNode) => (
    <Field key={field} controlId={idOf(field)} invalid={invalid.includes(field)}>
      <FieldLabel>
        <FormattedMessage {...FIELDS[field].label} />
      </FieldLabel>
      {/* Our focus ring and border around Stripe's iframe; the error summary's link focuses the Element. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control, it hands focus to Stripe's input */}
      <div
        id={`${idOf(field)}-box`}
        tabIndex={-1}
        data-slot="stripe-element"
        data-focused={focused === field ? '' : undefined}
        data-invalid={invalid.includes(field) ? '' : undefined}
        onFocus={(event) => {
          if (event.target === event.currentTarget) elements?.getElement(STRIPE_ELEMENT[field])?.focus();
        }}
        className="rounded-md border border-input bg-background px-3 py-2.5 shadow-xs outline-hidden data-focused:outline-2 data-focused:outline-offset-2 data-focused:outline-solid data-focused:outline-ring data-invalid:border-destructive"
      >
        {control}
      </div>
      <FieldError>{errorOf(field)}</FieldError>
    </Field>
  );
  const events = (field: StripeField) => ({
    id: idOf(field),
    options: ELEMENT_OPTIONS,
    onChange: onChange(field),
    onFocus: () => setFocused(field),
    onBlur: () => setFocused(null),
  });

  return (
    <Card>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
        <CardContent className="flex flex-col gap-4">
          <ErrorSummary
            ref={focus.summaryRef}
            title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
            items={invalid.map((field) => ({
              targetId: field === 'name' ? (nameRef.current?.id ?? '') : `${idOf(field)}-box`,
              message: errorOf(field),
            }))}
          />
          <FormFailure ref={focus.failureRef} title={messages.errorTitle} message={failure} />
          <TextField
            ref={nameRef}
            label={messages.name}
            autoComplete="cc-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errorOf('name')}
          />
          {stripeField('number', <CardNumberElement {...events('number')} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {stripeField('expiry', <CardExpiryElement {...events('expiry')} />)}
            {stripeField('cvc', <CardCvcElement {...events('cvc')} />)}
          </div>
        </CardContent>
        <CardFooter className="pt-4">
          <Button type="submit" className="w-full" loading={busy}>
            <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/** The react-stripe-js component of each field (`elements.getElement` takes it). */
const STRIPE_ELEMENT = { number: CardNumberElement, expiry: CardExpiryElement, cvc: CardCvcElement } as const;
