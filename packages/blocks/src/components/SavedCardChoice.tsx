import type { BillingRoute, PaymentMethod } from '@telco-portal/api';
import { formatNzd } from '@telco-portal/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { cardPaymentMessages as messages } from './card-payment-messages.ts';

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
 * that take money (top-up, pay-bill).
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
        className="size-4 accent-primary"
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
