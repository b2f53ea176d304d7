import { useSession } from '../session/index.ts';
import type { SessionEvent } from '../session/SessionProvider.tsx';

/** An e-commerce event of the e-shop (issue 11 "Analytics"; SPEC §7 "Analytics events (currency NZD)"). */
export type EshopEvent = Exclude<SessionEvent, { method: string }>;
type Item = EshopEvent['items'][number];

/** Sends e-shop events through the portal's analytics adapter (`useSession().track`, SPEC §7). */
export function useAnalytics(): (event: EshopEvent) => void {
  const { track } = useSession();
  return (event) => track?.(event);
}

/**
 * The items of a cart or order for an analytics event: each SIM and each plan line, prices in cents (GST
 * inclusive), and the value (the total with tax added, SPEC §7: the cart's `AmountCents` already includes GST).
 */
export function cartEventOf(cart: {
  AmountCents: number;
  Items: ReadonlyArray<{
    ItemUUID: string;
    Name: string;
    PriceCents: number;
    Quantity: number;
    Products: ReadonlyArray<{
      Name: string;
      PriceCents: number;
      Attributes: { MobileProductAvailabilityUUID: string };
    }>;
  }>;
}): { valueCents: number; items: Item[] } {
  return {
    valueCents: cart.AmountCents,
    items: cart.Items.flatMap((i) => [
      { id: i.ItemUUID, name: i.Name, priceCents: i.PriceCents, quantity: i.Quantity },
      ...i.Products.map((p) => ({
        id: p.Attributes.MobileProductAvailabilityUUID,
        name: p.Name,
        priceCents: p.PriceCents,
        quantity: i.Quantity,
      })),
    ]),
  };
}
