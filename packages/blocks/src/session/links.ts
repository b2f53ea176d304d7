import { createContext, useContext } from 'react';

/**
 * The routes blocks link to, by route id of the portal's route table (SPEC §2). Blocks never write a path:
 * they ask the portal for one (`useRouteHref('sign-in')`), and get `null` when that route is not in this
 * build or is switched off for this visitor (e.g. `plans` with `features.showPlans` "local" and no stored
 * flag) — then the block leaves the link out. A type-level test in @telco-portal/portal proves every id here
 * is a route id of its table.
 */
export type LinkTarget =
  | 'home'
  | 'plans'
  | 'sign-in'
  | 'sign-up'
  | 'forgot-pass'
  | 'email-verify-page'
  | 'select-account'
  | 'profile'
  | 'mobile-dashboard'
  | 'usage'
  | 'redeem-voucher'
  | 'top-up'
  | 'your-plan'
  | 'all-plans'
  | 'addons'
  | 'terms'
  | 'terms-path'
  | 'privacy'
  | 'help'
  | 'payment-methods'
  | 'payment-methods-add'
  | 'no-payment-methods'
  | 'invoices'
  | 'invoice-detail'
  | 'receipts'
  | 'receipt-detail'
  | 'payments-history'
  | 'mobile-billing'
  | 'pay-bill'
  | 'thanks'
  | 'order-history'
  | 'order-detail'
  | 'shipping-details'
  | 'product-type-transfer'
  | 'sim-purchase'
  | 'sims-choose-plans'
  | 'sim-select-product'
  | 'checkout'
  | 'checkout-landing';

/** Path parameters of a route (`plans` takes `type`, `terms-path` takes `termsPath`); missing ones get the portal's defaults. */
export type LinkParams = Readonly<Record<string, string>>;

/** Resolves route ids to paths; provided by the portal runtime (built from its route table). */
export type RouteLinks = {
  /** The path of `target` (with `params` filled in), or null when the route is absent or switched off. */
  href(target: LinkTarget, params?: LinkParams): string | null;
};

export const RouteLinksContext = createContext<RouteLinks | null>(null);
RouteLinksContext.displayName = 'RouteLinksContext';

/**
 * The route links of this portal.
 * @throws Error "`useRouteLinks` must be used within `RouteLinksContext`" when the portal provides none.
 */
export function useRouteLinks(): RouteLinks {
  const value = useContext(RouteLinksContext);
  if (!value) throw new Error('`useRouteLinks` must be used within `RouteLinksContext`');
  return value;
}

/** The path of one route (see `RouteLinks.href`), or null when it is absent or switched off. */
export function useRouteHref(target: LinkTarget, params?: LinkParams): string | null {
  return useRouteLinks().href(target, params);
}
