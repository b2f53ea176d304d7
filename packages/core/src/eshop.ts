/**
 * E-shop rules (SPEC §3 cart and order entities, §4 cart v1/v2 rules and order statuses, §5 cart rules, §9
 * constants; issue 11): pure functions the sandbox and the blocks share. Its own module, so the home route's
 * chunk never carries it (issue 7 "lean render path").
 */

// --- Enums (SPEC §3, §4): defined here, once — not in enums.ts, whose chunk every page loads -----------------
/** Order statuses (SPEC §4). */
export const ORDER_STATUSES = /* @__PURE__ */ Object.freeze([
  'CONFIRMED',
  'PAID',
  'PROCESSING',
  'COMPLETED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'FAILED',
  'CANCELED',
  'UNKNOWN',
  'CART',
] as const);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SIM card colour themes (SPEC §3). */
export const SIM_COLOUR_THEMES = /* @__PURE__ */ Object.freeze([
  'pink',
  'blue',
  'green',
  'midnight',
  'red',
  'starlight',
] as const);
export type SimColourTheme = (typeof SIM_COLOUR_THEMES)[number];

/**
 * Semantic colour token of each order status (SPEC §4 "each has a colour"): the name of a theme token of
 * packages/ui (`--success`, `--warning`, `--destructive`, `--primary`, `--muted`), never a hex value, so every
 * brand colours statuses with its own palette.
 */
export const ORDER_STATUS_TONES = /* @__PURE__ */ Object.freeze({
  CONFIRMED: 'primary',
  PAID: 'primary',
  PROCESSING: 'warning',
  COMPLETED: 'success',
  PARTIALLY_SHIPPED: 'warning',
  SHIPPED: 'success',
  FAILED: 'destructive',
  CANCELED: 'destructive',
  UNKNOWN: 'muted',
  CART: 'muted',
} as const satisfies Record<OrderStatus, 'primary' | 'success' | 'warning' | 'destructive' | 'muted'>);
export type OrderStatusTone = (typeof ORDER_STATUS_TONES)[OrderStatus];

/** Cart v2 item Type (SPEC §3 cart item): a physical product (SIM card) or a virtual one (eSIM, plan). */
export const CART_ITEM_TYPES = /* @__PURE__ */ Object.freeze(['TYPE_PRODUCT', 'TYPE_VIRTUAL'] as const);
export type CartItemType = (typeof CART_ITEM_TYPES)[number];
/** Cart v2 item VirtualType (SPEC §3): an eSIM or a plan line; empty for a physical product. */
export const CART_VIRTUAL_TYPES = /* @__PURE__ */ Object.freeze(['VT_ESIM', 'VT_PLAN'] as const);
export type CartVirtualType = (typeof CART_VIRTUAL_TYPES)[number];
/** Older cart (v1) item types (SPEC §3 "type (sim, esim, plan, mobile)"). */
export const CART_V1_ITEM_TYPES = /* @__PURE__ */ Object.freeze(['sim', 'esim', 'plan', 'mobile'] as const);
export type CartV1ItemType = (typeof CART_V1_ITEM_TYPES)[number];
/**
 * eSIM profile states of an order's eSIM (SPEC §7 GET /eshop/orders-esim-status; the names are the GSMA SM-DP+
 * download states): RELEASED — ready to download with the activation code; DOWNLOADED — fetched by a device;
 * INSTALLED — installed and enabled.
 */
export const ESIM_STATUSES = /* @__PURE__ */ Object.freeze(['RELEASED', 'DOWNLOADED', 'INSTALLED'] as const);
export type EsimStatus = (typeof ESIM_STATUSES)[number];
/** Delivery address type (SPEC §3, §7 "AddressType DELIVERY"). */
export const ADDRESS_TYPES = /* @__PURE__ */ Object.freeze(['DELIVERY'] as const);
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** SPEC §5, §8 texts of the e-shop errors (the `err_message` the API answers, shown as is). */
export const ESHOP_MESSAGES = /* @__PURE__ */ Object.freeze({
  unknownSimType: 'Unknown SIM type',
  planNotSpecified: 'Plan not specified',
  noOrderItems: 'No Order Items',
  noOrderItem: 'No Order Item',
} as const);

/** Simulated delay of the older cart (v1) calls, milliseconds (SPEC §9 "old cart simulated delay 150 to 300 ms"). */
export const OLD_CART_DELAY_MS = /* @__PURE__ */ Object.freeze({ min: 150, max: 300 } as const);

/** Quantity of a SIM newly added to a cart (SPEC §9 "New SIM quantity 1"). */
export const NEW_SIM_QUANTITY = 1;

// --- Cart v2 restore (SPEC §4) -------------------------------------------------------------------------

/** Where to look for the cart to restore, in order (SPEC §4 "Cart v2 load"). */
export type CartV2Source = { kind: 'cart'; cartUuid: string } | { kind: 'customer'; customerUuid: string };

/**
 * The sources to try when loading cart v2, in order (SPEC §4 "restore by saved cart id, else by current
 * customer, else keep empty cart"): the saved cart id (local storage) when there is one, then the current
 * customer when signed in. The caller tries each until one answers a cart; none (or an empty list) means the
 * empty cart.
 */
export function cartV2RestoreSources(input: {
  savedCartUuid?: string | null;
  customerUuid?: string | null;
}): CartV2Source[] {
  const sources: CartV2Source[] = [];
  if (input.savedCartUuid) sources.push({ kind: 'cart', cartUuid: input.savedCartUuid });
  if (input.customerUuid) sources.push({ kind: 'customer', customerUuid: input.customerUuid });
  return sources;
}

/**
 * The cart id to keep in local storage after a cart v2 was loaded or saved (SPEC §4 "A cart with a customer
 * id drops the saved id; an anonymous cart stores its id"): null (drop it) for a cart with a CustomerUUID or
 * no cart, else the cart's UUID.
 */
export function cartV2SavedUuid(cart: { UUID: string; CustomerUUID?: string | null } | null): string | null {
  if (!cart || cart.CustomerUUID) return null;
  return cart.UUID;
}

// --- Orders over time (SPEC §4 order statuses) -----------------------------------------------------------

const HOUR_MS = 3_600_000;

/**
 * How long after payment a paid order reaches each status, milliseconds (the sandbox's simulated fulfilment;
 * SPEC §4 names the statuses, not the timings). Physical SIMs: PAID → PROCESSING after 2 h → SHIPPED after
 * 1 day → COMPLETED (delivered) after 3 days; with more than one physical SIM, PARTIALLY_SHIPPED after 1 day
 * and SHIPPED after 36 h. eSIM-only orders: PAID → COMPLETED after 5 minutes (the profile is released).
 */
export const ORDER_FULFILMENT_MS = /* @__PURE__ */ Object.freeze({
  processing: 2 * HOUR_MS,
  partiallyShipped: 24 * HOUR_MS,
  shipped: 24 * HOUR_MS,
  shippedSeveral: 36 * HOUR_MS,
  completed: 72 * HOUR_MS,
  esimCompleted: 5 * 60_000,
  /** After payment, an eSIM profile counts as downloaded, then installed (the sandbox simulates the device). */
  esimDownloaded: HOUR_MS,
  esimInstalled: 2 * HOUR_MS,
} as const);

/**
 * The status of an order at `nowMs` (SPEC §4 order statuses). A stored status other than PAID (CONFIRMED while
 * the payment is open, FAILED, CANCELED, …) is the answer as is; a PAID order moves on with the time since
 * `paidAtMs` (ORDER_FULFILMENT_MS): physical SIMs PAID → PROCESSING → (PARTIALLY_SHIPPED →) SHIPPED →
 * COMPLETED; an order of eSIMs only PAID → COMPLETED.
 */
export function orderStatusAt(
  order: { status: OrderStatus; paidAtMs: number | null; physicalSimCount: number },
  nowMs: number,
): OrderStatus {
  if (order.status !== 'PAID' || order.paidAtMs === null) return order.status;
  const elapsed = nowMs - order.paidAtMs;
  const t = ORDER_FULFILMENT_MS;
  if (order.physicalSimCount === 0) return elapsed >= t.esimCompleted ? 'COMPLETED' : 'PAID';
  if (elapsed >= t.completed) return 'COMPLETED';
  if (order.physicalSimCount > 1) {
    if (elapsed >= t.shippedSeveral) return 'SHIPPED';
    if (elapsed >= t.partiallyShipped) return 'PARTIALLY_SHIPPED';
  } else if (elapsed >= t.shipped) return 'SHIPPED';
  if (elapsed >= t.processing) return 'PROCESSING';
  return 'PAID';
}

/** The eSIM profile state `nowMs` of a paid eSIM (ESIM_STATUSES): RELEASED, then DOWNLOADED after 1 h, INSTALLED after 2 h. */
export function esimStatusAt(paidAtMs: number, nowMs: number): EsimStatus {
  const elapsed = nowMs - paidAtMs;
  if (elapsed >= ORDER_FULFILMENT_MS.esimInstalled) return 'INSTALLED';
  if (elapsed >= ORDER_FULFILMENT_MS.esimDownloaded) return 'DOWNLOADED';
  return 'RELEASED';
}

/**
 * The eSIM activation code as an LPA string (GSMA SGP.22 "LPA:1$<SM-DP+ address>$<matching ID>"), what the QR
 * code of the install card holds.
 */
export function lpaActivationCode(smdpHost: string, matchingId: string): string {
  return `LPA:1$${smdpHost}$${matchingId}`;
}

// --- Delivery addresses (SPEC §4) -----------------------------------------------------------------------

/** The part of a delivery address the rank rules read (SPEC §3 Rank: 1 is the default; IsDefault). */
export interface RankedAddress {
  AddressUUID: string;
  Rank: number;
  IsDefault: boolean;
}

/** Ranks 1..n in list order; the first is the default. */
const reRank = <T extends RankedAddress>(list: readonly T[]): T[] =>
  list.map((a, i) => ({ ...a, Rank: i + 1, IsDefault: i === 0 }));

/** Delivery addresses sorted by Rank (SPEC §7 "sorted by Rank"), ranks renumbered 1..n, Rank 1 the default. */
export function sortAddressesByRank<T extends RankedAddress>(list: readonly T[]): T[] {
  return reRank([...list].sort((a, b) => a.Rank - b.Rank));
}

/**
 * Makes `uuid` the default delivery address (SPEC §4 "Default delivery address moves to first and unmarks
 * others"): it moves to Rank 1, the others keep their order behind it and lose IsDefault. Unknown uuid: the
 * list sorted, unchanged otherwise.
 */
export function makeDefaultAddress<T extends RankedAddress>(list: readonly T[], uuid: string): T[] {
  const sorted = [...list].sort((a, b) => a.Rank - b.Rank);
  const chosen = sorted.find((a) => a.AddressUUID === uuid);
  if (!chosen) return reRank(sorted);
  return reRank([chosen, ...sorted.filter((a) => a !== chosen)]);
}

/**
 * Removes a delivery address; when it was the default, the first remaining becomes the default (Rank 1) — the
 * rule SPEC §4 gives payment cards ("when the default is removed the first remaining becomes default"), applied
 * to addresses too.
 */
export function removeAddress<T extends RankedAddress>(list: readonly T[], uuid: string): T[] {
  return reRank([...list].sort((a, b) => a.Rank - b.Rank).filter((a) => a.AddressUUID !== uuid));
}
