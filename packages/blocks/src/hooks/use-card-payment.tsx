import type { BillingRoute, PaymentMethod } from '@telco-portal/api';
import { formatNzd, MIN_CARD_CHARGE_CENTS, typedAmountCents } from '@telco-portal/core';
import { lazy, type ReactNode, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { cardPaymentMessages as messages } from '../components/card-payment-messages.ts';
import { type BlockCardChallenge, usePayments } from '../session/index.ts';
import { RestTextContext } from '../session/locale.ts';
import { reusesIdempotencyKey } from './money-attempt.ts';
import { chargeOutcomeMessage } from './money-messages.ts';
import { useErrorText } from './use-error-text.ts';

// The bank's 3-D Secure dialog, loaded when a payment is sent (issue 7: Radix Dialog only for customers who pay).
const loadChallengeDialog = () => import('../components/ChallengeDialog.tsx');
const ChallengeDialog = lazy(loadChallengeDialog);

/** Card refusals (HTTP 402 `code`, SPEC §8) in the customer's words. */
const CARD_ERRORS: Record<string, MessageDescriptor> = {
  card_declined: messages.cardDeclined,
  expired_card: messages.expiredCard,
  insufficient_funds: messages.insufficientFunds,
  authentication_failed: messages.authenticationFailed,
  authentication_cancelled: messages.authenticationCancelled,
};

/**
 * An amount the customer typed for a card charge, in cents: dollars with at most two decimals (`15`, `12.50`,
 * `$7.5`), from the $1.00 minimum card charge (MIN_CARD_CHARGE_CENTS, SPEC §5) to `maxCents`; null otherwise.
 * The one rule of every typed card payment (top-up's other amount, pay-bill's other amount).
 */
export function typedCardChargeCents(input: string, maxCents: number): number | null {
  return typedAmountCents(input, MIN_CARD_CHARGE_CENTS, maxCents);
}

/** A failed payment: the SPEC §8 text and whether the customer was charged (hooks/money-messages.ts). */
export type CardPaymentFailure = { text: string; outcome: string };

/** One payment with a saved card, as the paying block describes it. */
export type CardPaymentRequest = {
  /**
   * What makes two tries the same attempt (e.g. `${amountCents}:${cardUUID}`): while it is unchanged and the
   * outcome of the last try is unknown, the same Idempotency-Keys are sent again, so nothing is charged twice.
   */
  fingerprint: string;
  /** Amount in cents (shown in the 3-D Secure dialog). */
  amountCents: number;
  /** The saved card charged; null for a payment with nothing to confirm (a billing route: `Status` completed). */
  card: PaymentMethod | null;
  /**
   * The provider API's money POST (e.g. top-up, bill payment) with `idempotencyKey`: resolves the payment
   * intent's `ClientSecret` to confirm with the card, or `Status: 'completed'` when nothing is left to confirm
   * (SPEC §7). Throws ApiError as the API client does.
   */
  create: (idempotencyKey: string) => Promise<{ ClientSecret?: string; Status?: string }>;
};

/** What {@link useCardPayment} gives the paying block. */
export type CardPayment = {
  /** Sends the payment (ignored while one is in flight). */
  pay: (request: CardPaymentRequest) => Promise<void>;
  /** A payment or its 3-D Secure answer is in flight: disable the form. */
  busy: boolean;
  /** The last failure, until the next payment or `clearFailure`. */
  failure: CardPaymentFailure | null;
  clearFailure: () => void;
  /** The pay button: focus returns to it when the 3-D Secure dialog closes. */
  payButtonRef: React.RefObject<HTMLButtonElement | null>;
  /** The 3-D Secure dialog, once a payment asked for it: render it in the block. */
  dialog: ReactNode;
};

/**
 * Charges a saved card (SPEC §7: the provider API's money POST answers a ClientSecret; the payments port's
 * `confirmCardPayment` confirms it; `requires_action` shows the bank's 3-D Secure dialog and `authenticate`
 * sends the customer's answer). One attempt keeps its Idempotency-Keys (the POST's and the confirmation's) while
 * its outcome is unknown (money-attempt.ts), so trying again never charges twice; a definite answer ends it.
 * `onSucceeded(amountCents)` runs once the money moved; `onFailed()` after `failure` is set (move focus to it).
 * A card refusal says "You have not been charged"; a lost answer says the outcome is unknown (SPEC §8).
 */
export function useCardPayment({
  onSucceeded,
  onFailed,
  knownErrors,
}: {
  onSucceeded: (amountCents: number) => Promise<void> | void;
  onFailed: () => void;
  /** The paying block's own texts for API error codes (e.g. top-up's 'spend_limit_over'), before the SPEC §8 ones. */
  knownErrors?: Record<string, MessageDescriptor>;
}): CardPayment {
  const intl = useIntl();
  const payments = usePayments();
  const errorText = useErrorText(knownErrors);
  const loadText = useContext(RestTextContext);
  const [paying, setPaying] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [failure, setFailure] = useState<CardPaymentFailure | null>(null);
  const [challenge, setChallenge] = useState<BlockCardChallenge | null>(null);
  // What the dialog shows; kept after it closes so it closes (and returns focus) like any dialog.
  const [shown, setShown] = useState<{ last4: string; amountCents: number } | null>(null);
  const attempt = useRef<{ fingerprint: string; createKey: string; confirmKey: string } | null>(null);
  const payButtonRef = useRef<HTMLButtonElement>(null);

  const fail = (next: CardPaymentFailure) => {
    setFailure(next);
    onFailed();
  };
  const failedWith = (error: unknown) => {
    fail({
      text: errorText(error),
      outcome: intl.formatMessage(chargeOutcomeMessage(error, 'charge')),
    });
  };
  /** A refusal by the card (resolved `failed`): nothing was charged. */
  const refused = (result: { message: string; code?: string }) => {
    attempt.current = null;
    const descriptor =
      result.code && Object.hasOwn(CARD_ERRORS, result.code) ? CARD_ERRORS[result.code] : undefined;
    fail({
      text: descriptor ? intl.formatMessage(descriptor) : errorText({ message: result.message }),
      outcome: intl.formatMessage(chargeOutcomeMessage({ status: 402 }, 'charge')),
    });
  };
  const succeeded = async (amountCents: number) => {
    attempt.current = null;
    await onSucceeded(amountCents);
  };

  const pay = async (request: CardPaymentRequest) => {
    if (paying || answering) return;
    setFailure(null);
    // The dialog's code and its text (a part of its own) start loading now, for a challenge coming back.
    void loadChallengeDialog().then((dialog) => dialog.preloadChallengeText(loadText));
    if (attempt.current?.fingerprint !== request.fingerprint) {
      attempt.current = {
        fingerprint: request.fingerprint,
        createKey: crypto.randomUUID(),
        confirmKey: crypto.randomUUID(),
      };
    }
    const keys = attempt.current;
    setPaying(true);
    try {
      const created = await request.create(keys.createKey);
      if (!created.ClientSecret) {
        if (created.Status === 'completed') await succeeded(request.amountCents);
        else failedWith(new Error('telco-portal: the payment answered neither ClientSecret nor Status'));
        return;
      }
      const result = await payments.confirmCardPayment(created.ClientSecret, {
        idempotencyKey: keys.confirmKey,
      });
      if (result.status === 'succeeded') await succeeded(request.amountCents);
      else if (result.status === 'requires_action') {
        setShown({ last4: request.card?.CardLast4 ?? '', amountCents: request.amountCents });
        setChallenge(result.challenge);
      } else refused(result);
    } catch (error) {
      if (!reusesIdempotencyKey(error)) attempt.current = null;
      failedWith(error);
    } finally {
      setPaying(false);
    }
  };

  const answer = async (approve: boolean) => {
    if (!challenge || answering || !shown) return;
    setAnswering(true);
    try {
      const result = await payments.authenticate(challenge, approve);
      setChallenge(null);
      if (result.status === 'succeeded') await succeeded(shown.amountCents);
      // Declined in the dialog by the customer: say so, not that the bank refused.
      else refused(approve ? result : { ...result, code: 'authentication_cancelled' });
    } catch (error) {
      setChallenge(null);
      failedWith(error);
    } finally {
      setAnswering(false);
    }
  };

  const dialog =
    shown === null ? null : (
      <Suspense fallback={null}>
        <ChallengeDialog
          open={challenge !== null}
          last4={shown.last4}
          description={
            <FormattedMessage
              {...messages.challengeDescription}
              values={{ last4: shown.last4, amount: formatNzd(shown.amountCents) }}
            />
          }
          answering={answering}
          onAnswer={(approve) => void answer(approve)}
          returnFocusTo={payButtonRef}
        />
      </Suspense>
    );

  return {
    pay,
    busy: paying || answering,
    failure,
    clearFailure: () => setFailure(null),
    payButtonRef,
    dialog,
  };
}

/** The parts of a money form that take focus after a submit. */
export type FocusPart = 'summary' | 'failure' | 'result';

/**
 * Focus after a submit (issue 9), for the forms that take money (top-up, auto top-up, pay-bill): refs for the
 * error summary, the failure alert and the result, and `focusOn(part)`, which focuses that part after the render
 * that shows it. Each call focuses again, also for the same part (a second refused submit focuses the summary
 * again). In this module because every money form already imports it (its own module reshuffled the shared chunk).
 */
export function useResultFocus() {
  const summary = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ on: FocusPart; n: number } | null>(null);
  useEffect(() => {
    if (request) ({ summary, failure, result })[request.on].current?.focus();
  }, [request]);
  const focusOn = (on: FocusPart) => setRequest((r) => ({ on, n: (r?.n ?? 0) + 1 }));
  return { summary, failure, result, focusOn };
}

/** One payment option's box: the whole box is the radio's label. */
const OPTION =
  'flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring';

/** Props of {@link SavedCardChoice}. */
export type SavedCardChoiceProps = {
  /** The cards that can pay (not expired, SPEC §5), the default (Rank 1) marked. */
  cards: readonly PaymentMethod[];
  /**
   * The billing routes that can pay (SPEC §5: 'parent' routes with RemainingSpendLimit above 0, while the brand's
   * billing routing is on): the account paying for this one, shown with what is left to spend. Default none.
   */
  routes?: readonly BillingRoute[];
  /** UUID of the chosen card or route. */
  chosen: string | null;
  onChoose: (uuid: string) => void;
  /** The radio group's name (unique on the page). */
  name: string;
  /** While a payment is in flight. */
  disabled: boolean;
  /** Where "Add a card" goes (the payment-method-add route), or null when the route is not in this portal. */
  addCardHref: string | null;
  /** Shown when nothing can pay (the block's own sentence, e.g. "Add a card to top up."). */
  noCardText: string;
};

/**
 * "Pay with": one radio per saved card that can pay ("Visa ending in 4242, expires 03/2030 · default"), one per
 * billing route that can pay ("Sophie's phone, paid by postpay@… · $32.00 left to spend") and the link to add a
 * card (SPEC §3 payment options "card (last4, cardId, brand, is_default)" and bill route). Shared by the blocks
 * that take money (top-up, pay-bill). In this module, not one of its own, for the same reason as `useResultFocus`:
 * the plans tab's card add-on purchase loads this hook too, and apart they were one more chunk on top-up and
 * pay-bill (measured: top-up 30,970 B apart, 30,788 B here).
 */
export function SavedCardChoice({
  cards,
  routes = [],
  chosen,
  onChoose,
  name,
  disabled,
  addCardHref,
  noCardText,
}: SavedCardChoiceProps) {
  const intl = useIntl();
  /** One way to pay: the whole box is its radio's label; `title` in bold, then `detail`. */
  const option = (uuid: string, title: string, detail: ReactNode) => (
    <label key={uuid} className={OPTION}>
      <input
        type="radio"
        name={name}
        className="size-4"
        checked={chosen === uuid}
        disabled={disabled}
        onChange={() => onChoose(uuid)}
      />
      <span className="font-medium">{title}</span>
      <span className="text-muted-foreground">{detail}</span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">
        <FormattedMessage {...messages.cardLegend} />
      </legend>
      {cards.length === 0 && routes.length === 0 ? (
        <p className="text-sm">{noCardText}</p>
      ) : (
        cards.map((card) =>
          option(
            card.UUID,
            intl.formatMessage(messages.cardLabel, { brand: card.CardType, last4: card.CardLast4 }),
            <>
              <FormattedMessage
                {...messages.cardExpires}
                values={{ expiry: `${String(card.CardExpiryMonth).padStart(2, '0')}/${card.CardExpiryYear}` }}
              />
              {card.Rank === 1 ? (
                <>
                  {' · '}
                  <FormattedMessage {...messages.cardDefault} />
                </>
              ) : null}
            </>,
          ),
        )
      )}
      {routes.map((route) =>
        option(
          route.UUID,
          intl.formatMessage(messages.routeLabel, { name: route.Name, payer: route.DebitAccount.Email }),
          intl.formatMessage(messages.routeRemaining, { amount: formatNzd(route.RemainingSpendLimit) }),
        ),
      )}
      {addCardHref ? (
        <Link to={addCardHref} className="text-sm text-link underline underline-offset-4">
          <FormattedMessage {...messages.addCard} />
        </Link>
      ) : null}
    </fieldset>
  );
}
