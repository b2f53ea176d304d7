import type { SimCatalogueItem } from '@telco-portal/api';
import { simCatalogue } from '@telco-portal/api/routes/eshop';
import { type PlanType, SIM_COLOUR_THEMES, type SimColourTheme } from '@telco-portal/core';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useSession } from '../session/index.ts';
import { useRouteLinks } from '../session/links.ts';
import { cartEventOf, useAnalytics } from './analytics.ts';
import { cartItemInputs } from './cart.ts';
import { ESHOP_ERRORS, SIM_COLOUR_NAMES } from './messages.ts';
import { OPTION } from './plan-radios.tsx';
import { simChoiceMessages } from './sim-choice-messages.ts';
import { useCart } from './use-cart.ts';

export { simChoiceMessages };

/** SPEC §3 SIM card colour themes, by token: their swatch colour (a decorative sample next to the name). */
const SIM_COLOUR_SWATCH: Record<string, string> = {
  pink: '#f4a7c3',
  blue: '#4a7fd6',
  green: '#3f9e6b',
  midnight: '#1f2a44',
  red: '#d64545',
  starlight: '#f1ead8',
};

/**
 * What the two pages that put a SIM with its plan in the cart share (SPEC §2 SIM pages: sim-purchase, which starts
 * from a plan, and sim-select-product, which starts from a SIM): the SIM card colour choice and the "Add to cart"
 * step (their choice boxes are eshop/plan-radios.tsx's `OPTION`, which sims-choose-plans shares too). A module of its own so only those two pages download it.
 */

/**
 * The SIM card colour theme of a physical SIM (SPEC §3: pink, blue, green, midnight, red, starlight), a radio
 * group, each with its decorative swatch.
 */
export function ColourChoice({
  value,
  onChange,
  disabled,
}: {
  value: SimColourTheme;
  onChange: (colour: SimColourTheme) => void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">
        <FormattedMessage {...simChoiceMessages.colourLegend} />
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {SIM_COLOUR_THEMES.map((theme) => (
          <label key={theme} className={OPTION}>
            <input
              type="radio"
              name={name}
              className="size-4"
              checked={value === theme}
              disabled={disabled}
              onChange={() => onChange(theme)}
            />
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-full border border-input"
              style={{ backgroundColor: SIM_COLOUR_SWATCH[theme] }}
            />
            <FormattedMessage {...SIM_COLOUR_NAMES[theme]} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The SIM catalogue (SPEC §3, GET /eshop/v2/catalogue/sims): what both SIM pages sell, one SWR entry. */
export function useSimCatalogue() {
  const { api } = useSession();
  return useSWR(['eshop', 'sim-catalogue'], () => api.call(simCatalogue), { revalidateOnFocus: false });
}

/** The colour theme `?colour=` names (SPEC §3), else midnight. */
export function colourParam(query: URLSearchParams): SimColourTheme {
  const colour = query.get('colour');
  return SIM_COLOUR_THEMES.find((theme) => theme === colour) ?? 'midnight';
}

/**
 * "Add to cart" of one SIM with its plan (issue 11 "From a plan to a cart"): `add(sim, colour, plan, type)` saves the
 * cart (SPEC §4 whole list: the SIM, quantity 1, with the plan of availability `plan` — added to the SIMs already
 * there when `features.multipleSims` is on, else replacing them), logs `add_to_cart`, then opens sims-choose-plans
 * (several SIMs allowed; `?plan=&type=`, the selection its guard reads) or the checkout. A refusal shows its SPEC §5
 * sentence (`failure`, focused), another failure its SPEC §8 text; the choice stays as it was.
 */
export function useAddSim() {
  const links = useRouteLinks();
  const navigate = useNavigate();
  const errorText = useErrorText(ESHOP_ERRORS);
  const analytics = useAnalytics();
  const { features } = useSession();
  const { cart, save } = useCart();
  const multipleSims = features.multipleSims === true;
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const add = async (sim: SimCatalogueItem, colour: SimColourTheme, plan: string, type: PlanType) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    const simsHref = multipleSims ? links.href('sims-choose-plans') : null;
    const nextHref = simsHref
      ? `${simsHref}?plan=${encodeURIComponent(plan)}&type=${type}`
      : (links.href('checkout') ?? links.href('checkout-landing'));
    // The SIMs already in the cart, as saved (their plans' AutoRenew and discount kept: eshop/cart.ts).
    const kept = multipleSims ? cartItemInputs(cart) : [];
    try {
      const saved = await save([
        ...kept,
        {
          ItemUUID: sim.ID,
          Quantity: 1,
          ...(sim.IsEsim ? {} : { Attributes: { Colour: colour } }),
          Products: [{ Attributes: { MobileProductAvailabilityUUID: plan } }],
        },
      ]);
      const line = saved.Items[saved.Items.length - 1];
      if (line) {
        const { items: added } = cartEventOf({ AmountCents: 0, Items: [line] });
        const valueCents = added.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
        analytics({ name: 'add_to_cart', valueCents, items: added });
      }
      if (nextHref) navigate(nextHref);
      else setSaving(false);
    } catch (error) {
      setFailure(errorText(error));
      setSaving(false);
    }
  };
  return { cart, add, saving, failure, failureRef };
}
