import type { FormattedPlanOffer } from '@telco-portal/core';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
} from '@telco-portal/ui';
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { useRouteHref } from '../../session/links.ts';
import { messages } from './messages.ts';

type PlanCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A plan formatted by core's `formatPlanOffer` (SPEC §3 "Formatted plan offer"). */
  offer: FormattedPlanOffer;
  /** Heading level of the plan name, to fit the page outline (h2 on the plans page, h3 inside a section). */
  headingLevel?: 2 | 3;
};

/**
 * One plan of the catalogue (SPEC §9 plan formatting): name, price per month in dollars incl. GST, the
 * original price when discounted, bonus credit, the detail lines from core (period, data, calls, SMS, MMS,
 * international, speed / throttle, unlimited and casual-rate wording), auto-renew sign, special offers by
 * ordinal period and the retail description under "More details".
 *
 * Its call to action (issue 11 "From a plan to a cart") links to `sim-purchase` with the plan's availability in
 * the query, `?plan=<Availabilities[0].UUID>&type=<plan type>`: the SIM purchase selection lives in the URL, which the portal's
 * guards read (`simTypeChosen`, portal guards.ts), so it survives a reload and a failed guard's redirect clears
 * it. No link when the route is not served (features.simPurchasing off) or the plan has no availability.
 */
export function PlanCard({ offer, headingLevel = 2, className, ...props }: PlanCardProps) {
  const coreText = useCoreMessage();
  const buyHref = useRouteHref('sim-purchase');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `plan-${offer.uuid}-title`;
  // "Was $X" only when the shown monthly price really is below the original; per-period offers are
  // listed under special offers instead (SPEC §3 special offers by ordinal period).
  const discounted = Number(offer.discount) > 0 && Number(offer.origianl_price) > Number(offer.cost);
  const credit = Number(offer.offer_credit) > 0;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-plan-uuid={offer.uuid}
      className={cn('h-full', className)}
      {...props}
    >
      <CardHeader>
        <CardTitle asChild>
          <Heading id={titleId} className="text-lg">
            {offer.name}
          </Heading>
        </CardTitle>
        {offer.hasSubscribeSign ? (
          <CardAction>
            <Badge variant="secondary">
              <FormattedMessage {...messages.autoRenew} />
            </Badge>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-semibold text-foreground">
              <FormattedMessage {...messages.price} values={{ amount: offer.cost }} />
            </span>
            <span className="text-sm text-muted-foreground">
              <FormattedMessage {...messages.perMonth} /> <FormattedMessage {...messages.gstIncluded} />
            </span>
          </p>
          {discounted ? (
            <p className="text-sm text-muted-foreground line-through">
              <FormattedMessage {...messages.originalPrice} values={{ amount: offer.origianl_price }} />
            </p>
          ) : null}
          {credit ? (
            <p className="text-sm font-medium text-foreground">
              <FormattedMessage {...messages.offerCredit} values={{ amount: offer.offer_credit }} />
            </p>
          ) : null}
        </div>
        {offer.details.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {offer.details.map((detail) => (
              <div key={detail.key} className="contents" data-detail={detail.key}>
                <dt className="text-muted-foreground">{coreText(detail.label)}</dt>
                <dd className="text-foreground">{coreText(detail.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {offer.specialOffers.length > 0 ? (
          <div className="rounded-md bg-muted px-3 py-2 text-sm">
            <p className="font-medium text-foreground">
              <FormattedMessage {...messages.specialOffers} />
            </p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {offer.specialOffers.map((special) => (
                <li key={special.period}>
                  {coreText(special.label)}: {coreText(special.value)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {offer.more_details ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-link underline-offset-4 hover:underline">
              <FormattedMessage {...messages.moreDetails} />
            </summary>
            <p className="mt-2 whitespace-pre-line text-muted-foreground">{offer.more_details}</p>
          </details>
        ) : null}
      </CardContent>
      {buyHref && offer.availabilityUUID ? (
        <CardFooter>
          <Button asChild className="w-full">
            <Link
              to={`${buyHref}?plan=${offer.availabilityUUID}&type=${offer.planType}`}
              aria-describedby={titleId}
            >
              <FormattedMessage {...messages.choose} />
            </Link>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
