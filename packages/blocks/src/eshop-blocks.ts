import type { Loaders } from './account-blocks.ts';

/**
 * The e-shop's blocks' loaders (SPEC §2 "SIM pages", "E-shop"; issue 11), a chunk of their own beside
 * ./account-blocks.ts: an account page does not download the e-shop's loaders (each carries its chunk's name and
 * preload list), nor an e-shop page the account area's — a signed-in customer's start-up preload
 * (`preloadAccountBlocks`) fetches the account group only. Guests use these blocks too; none is the first page of
 * a visit (the plan card leads to sim-purchase), so they cost the entry a name each, not a registry entry.
 * Nothing but types comes from ./account-blocks.ts: a value import would make this chunk load that one.
 */
export const ESHOP_BLOCK_LOADERS = {
  'sim-purchase': { load: () => import('./blocks/sim-purchase/SimPurchase.tsx') },
  // SPEC §2 SIM pages: several SIMs, each with its plan (features.multipleSims).
  'sims-choose-plans': { load: () => import('./blocks/sims-choose-plans/SimsChoosePlans.tsx') },
  // SPEC §2 SIM pages sim-select-product and the e-shop's {slug} product pages: a SIM, then its plan.
  'sim-select-product': { load: () => import('./blocks/sim-select-product/SimSelectProduct.tsx') },
  checkout: { load: () => import('./blocks/checkout/Checkout.tsx') },
  // SPEC §2 E-shop thanks: only after a purchase (it follows a checkout).
  thanks: { load: () => import('./blocks/thanks/Thanks.tsx') },
} satisfies Record<string, Loaders>;

/** Names of the blocks in the e-shop group. */
export type EshopBlockName = keyof typeof ESHOP_BLOCK_LOADERS;
