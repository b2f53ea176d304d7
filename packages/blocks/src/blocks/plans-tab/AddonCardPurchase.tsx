import type { CatalogEntry } from '@telco-portal/api';
import { buyPrepayByCard } from '@telco-portal/api/helpers/prepay-purchase';
import { firstAvailability, isAutoRenewable, priceCatalogCents } from '@telco-portal/core';
import { Alert, AlertDescription, AlertTitle, Badge } from '@telco-portal/ui';
import { use, useContext, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import useSWR from 'swr';
import { addonCardMessages } from '../../components/addon-card-messages.ts';
import { blockKeys } from '../../hooks/keys.ts';
import { useCardPayment } from '../../hooks/use-card-payment.tsx';
import { useSession } from '../../session/index.ts';
import { useRouteHref } from '../../session/links.ts';
import { RestTextContext } from '../../session/locale.ts';

/** The name its text loads by (portal catalogue-split.ts COMPONENT_TEXT). */
export const ADDON_CARD_TEXT = 'addon-card';

/** `err_code` of SPEC §4's refusal of a payment needing a different payment type (api `CHANGE_PAYMENT_TYPE`). */
const CHANGE_PAYMENT_TYPE = 'changePaymentType';

/** This purchase's own refusals (SPEC §4, §8), by `err_code`; the plans tab describes the others. */
const OWN_REFUSALS: Record<string, MessageDescriptor> = {
  payment_is_failed: addonCardMessages.paymentFailed,
  [CHANGE_PAYMENT_TYPE]: addonCardMessages.changePaymentType,
};

/** Props of {@link AddonCardPurchase}. */
export type AddonCardPurchaseProps = {
  /** The purchase to make: a new object each time the customer presses Buy (the same entry may come again). */
  request: { entry: CatalogEntry };
  customerUUID: string;
  /** The prepay product the add-on goes on. */
  productUUID: string;
  /** The pressed Buy button: focus returns to it when the bank's dialog closes. */
  button: HTMLButtonElement | null;
  /** The plans tab's texts of a refused purchase by `err_code` (its SPEC §5, §8 refusals); this purchase's own win. */
  refusals: Record<string, MessageDescriptor>;
  /** A payment or its 3-D Secure answer is in flight (true) or over (false). */
  onBusy: (busy: boolean) => void;
  /** The add-on is on the product (the payment succeeded). */
  onSucceeded: (entry: CatalogEntry) => Promise<void> | void;
  /** The failure is showing: move focus to it. */
  onFailed: () => void;
  /** The customer has no saved card: the plans tab sends the purchase as it is (402 'card_is_not_found'). */
  onNoCard: (entry: CatalogEntry) => void;
};

/**
 * A prepay add-on bought with the default card (SPEC §4, §7): POST prepay_addon answers pending_payment with a
 * ClientSecret, which the payments port confirms (useCardPayment: 3-D Secure in the bank's lazy dialog); the add-on
 * is on the product once the payment succeeded. pending_payment without a ClientSecret is asked again until 10 s
 * pass, then fails with 'payment is failed' (api `buyPrepayByCard`); a payment needing a different payment type
 * (changePaymentType) asks for another card and links to the payment methods. Shows the progress and the failure
 * (with whether the customer was charged); the plans tab shows the success. Loaded by the plans tab when a prepay
 * customer first presses Buy, with its text (`cardPayment.`, `money.`), so the plans tab's routes
 * carry none of it (nor the bank's dialog text, `challenge.`, which the dialog loads itself).
 */
export default function AddonCardPurchase({
  request,
  customerUUID,
  productUUID,
  button,
  refusals,
  onBusy,
  onSucceeded,
  onFailed,
  onNoCard,
}: AddonCardPurchaseProps) {
  // Its text is a part of its own (portal COMPONENT_TEXT): suspends (the plans tab's Suspense) until it is in.
  const text = useContext(RestTextContext)(ADDON_CARD_TEXT);
  if (text) use(text);
  const { api } = useSession();
  const paymentMethodsHref = useRouteHref('payment-methods');
  const cards = useSWR(blockKeys.paymentMethods(customerUUID), () =>
    api.customer.paymentMethods(customerUUID),
  );
  const [changeCard, setChangeCard] = useState(false);
  const payment = useCardPayment({
    onSucceeded: () => onSucceeded(request.entry),
    onFailed,
    knownErrors: { ...refusals, ...OWN_REFUSALS },
  });
  payment.payButtonRef.current = button;
  const { failure } = payment;
  // Reading the cards counts as paying: the plans tab's buttons stay off until the purchase is over.
  const busy = payment.busy || !cards.data;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  // Each new request is paid once (a ref, not state: React may run this effect twice for one request).
  const started = useRef<object | null>(null);
  useEffect(() => {
    if (!cards.data || started.current === request) return;
    started.current = request;
    const { entry } = request;
    // The server charges the default card (Rank 1, listed first).
    const card = cards.data[0];
    if (!card) {
      onNoCard(entry);
      return;
    }
    setChangeCard(false);
    void payment.pay({
      fingerprint: `${entry.UUID}:${card.UUID}`,
      amountCents: priceCatalogCents(entry),
      card,
      create: (idempotencyKey) =>
        buyPrepayByCard(
          api.addons.buyPrepay,
          {
            customerUUID,
            productUUID,
            availabilityUUID: firstAvailability(entry)?.UUID ?? '',
            body: { Subscribe: isAutoRenewable(entry), PAYG: false, AuthorizeOnly: false, isBasePlan: false },
          },
          idempotencyKey,
        ).catch((error: unknown) => {
          setChangeCard((error as { code?: unknown } | null)?.code === CHANGE_PAYMENT_TYPE);
          throw error;
        }),
    });
  });

  return (
    <>
      {busy ? (
        <Badge variant="secondary" className="mb-6" role="status">
          <FormattedMessage {...addonCardMessages.paying} values={{ name: request.entry.Name ?? '' }} />
        </Badge>
      ) : null}
      {failure ? (
        <Alert variant="destructive" className="mb-6">
          <AlertTitle>
            <FormattedMessage {...addonCardMessages.errorTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>{failure.text}</span>
            <span> {failure.outcome}</span>
            {changeCard && paymentMethodsHref ? (
              <Link to={paymentMethodsHref} className="font-medium text-link underline underline-offset-4">
                <FormattedMessage {...addonCardMessages.paymentMethodsLink} />
              </Link>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {payment.dialog}
    </>
  );
}
