import {
  ADDRESS_TYPES,
  CART_ITEM_TYPES,
  CART_V1_ITEM_TYPES,
  CART_VIRTUAL_TYPES,
  ESIM_STATUSES,
  ORDER_STATUSES,
  SIM_COLOUR_THEMES,
} from '@telco-portal/core';
import * as z from 'zod';
import { cents, idInput, LIMITS, nanos, text } from './schemas.ts';
import { TOP_UP_PAYMENT_METHOD_TYPES } from './topup-schemas.ts';

// ---------------------------------------------------------------------------------------------------
// E-shop (issue 11; SPEC §3 SIM catalogue, cart, order, delivery address; §4; §5; §7 "E-shop" and addresses).
// Money is integer cents, NZD, GST inclusive (SPEC §9 "GST included"): `AmountTaxCents` is the GST part of
// `AmountCents` (core gstComponentCents), never added on top. Times are nanoseconds as decimal strings.

/** Longest free text of an e-shop request (address lines, names, descriptions). */
const line = text(200);
const short = text(LIMITS.label);

// --- SIM catalogue (SPEC §3) -----------------------------------------------------------------------

/** Image sizes of a SIM catalogue item (SPEC §3 "images (sizes XS to XL)"). */
export const SIM_IMAGE_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

/**
 * One SIM catalogue item (SPEC §3): `ID` is the fixed item id carts reference as ItemUUID; `Type`
 * TYPE_PRODUCT for the physical SIM, TYPE_VIRTUAL with VirtualType VT_ESIM for the eSIM; `PriceCents` the
 * GST-inclusive price of one SIM; `Images` one URL per size (the sandbox answers `data:image/svg+xml` URLs).
 */
export const simCatalogueItemSchema = z.object({
  ID: z.string(),
  SPID: z.number().int(),
  UUID: z.string(),
  CategoryUUID: z.string(),
  Name: z.string(),
  Brand: z.string(),
  Description: z.string(),
  AttributeSetUUID: z.string(),
  Images: z.object({ XS: z.string(), S: z.string(), M: z.string(), L: z.string(), XL: z.string() }),
  Type: z.enum(CART_ITEM_TYPES),
  VirtualType: z.enum(CART_VIRTUAL_TYPES).nullable(),
  IsEsim: z.boolean(),
  PriceCents: cents,
});
export type SimCatalogueItem = z.infer<typeof simCatalogueItemSchema>;

/** Answer of GET /eshop/v2/catalogue/sims: the SIM items and the SIM card colour themes (SPEC §3). */
export const simCatalogueSchema = z.object({
  Items: z.array(simCatalogueItemSchema),
  ColourThemes: z.array(z.enum(SIM_COLOUR_THEMES)),
});
export type SimCatalogue = z.infer<typeof simCatalogueSchema>;

// --- Cart v2 (SPEC §3 Cart, cart item, plan line) ------------------------------------------------------

/**
 * A plan line in a request (SPEC §3 plan line): only what chooses the plan — the availability of a base plan
 * of the catalogue (`Attributes.MobileProductAvailabilityUUID`), AutoRenew (default true) and an optional
 * DiscountUUID. Names and prices come from the catalogue, never from the client.
 */
export const planLineInputSchema = z.object({
  UUID: idInput.optional(),
  Attributes: z.object({
    MobileProductAvailabilityUUID: idInput,
    AutoRenew: z.boolean().optional(),
    DiscountUUID: text(LIMITS.id).optional(),
  }),
});

/**
 * A cart item in a request: `ItemUUID` the SIM catalogue item id (unknown: 400 'Unknown SIM type', SPEC §5),
 * `Quantity` 1–10, `Attributes` free strings (e.g. `{ Colour: 'midnight' }`, one of the SIM colour themes),
 * `Products` zero or one plan line (SPEC §3).
 */
export const cartItemInputSchema = z.object({
  UUID: idInput.optional(),
  ItemUUID: idInput,
  Quantity: z.number().int().min(1).max(10),
  Attributes: z.record(text(LIMITS.label), text(LIMITS.label)).optional(),
  Products: z.array(planLineInputSchema).max(1).optional(),
});

/**
 * Body of POST /eshop/v2/cart and /eshop/v2/customer/:uuid/cart (SPEC §7): `UUID` of the cart to replace (its
 * whole item list: SPEC §4 "changing the SIM list saves the whole list"), absent for a new cart; `Items` at
 * most 10. On the anonymous path `CustomerUUID` must be absent or empty.
 */
export const cartRequestSchema = z.object({
  SPID: z.number().int().positive().optional(),
  UUID: idInput.optional(),
  Number: text(LIMITS.id).optional(),
  CustomerUUID: text(LIMITS.id).optional(),
  Items: z.array(cartItemInputSchema).max(10),
});
export type CartRequest = z.input<typeof cartRequestSchema>;

/** A plan line as answered (SPEC §3 plan line), prices in cents from the catalogue. */
export const planLineSchema = z.object({
  UUID: z.string(),
  Name: z.string(),
  Description: z.string(),
  PriceCents: cents,
  PriceCatalogCents: cents,
  Type: z.literal('TYPE_VIRTUAL'),
  VirtualType: z.literal('VT_PLAN'),
  Attributes: z.object({
    BillingReference: z.enum(['prepay', 'payg', 'postpay']),
    MobileProductAvailabilityUUID: z.string(),
    MobileProductCatalogUUID: z.string(),
    AutoRenew: z.boolean(),
    DiscountUUID: z.string(),
  }),
});
export type PlanLine = z.infer<typeof planLineSchema>;

/** A cart item as answered (SPEC §3 cart item). `PriceCents` one SIM (cents); the plan's price is in Products. */
export const cartItemSchema = z.object({
  UUID: z.string(),
  ItemUUID: z.string(),
  PriceCents: cents,
  Quantity: z.number().int(),
  SPID: z.number().int(),
  ProductAvailabilityUUID: z.string(),
  ProductCatalogUUID: z.string(),
  Name: z.string(),
  Description: z.string(),
  Type: z.enum(CART_ITEM_TYPES),
  VirtualType: z.enum(CART_VIRTUAL_TYPES).nullable(),
  SelfManaged: z.boolean(),
  Attributes: z.record(z.string(), z.string()),
  Products: z.array(planLineSchema).max(1),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A cart v2 (SPEC §3): `CustomerUUID` empty for a guest's (anonymous) cart; `AmountCents` the total, GST
 * inclusive, of every item and plan line times its quantity; `AmountTaxCents` the GST part of it (15/115).
 */
export const cartSchema = z.object({
  UUID: z.string(),
  Number: z.string(),
  CustomerUUID: z.string(),
  SPID: z.number().int(),
  Items: z.array(cartItemSchema),
  AmountCents: cents,
  AmountTaxCents: cents,
  UpdatedAtNanos: nanos,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartParams = z.object({ cartUuid: idInput });

// --- Cart v1 (SPEC §3 older cart, §4 rules) ---------------------------------------------------------

/**
 * An older-cart (v1) line in a request: `Type` sim, esim, plan or mobile (the sandbox sells no handsets:
 * 'mobile' is 400 'Unknown SIM type'); `ItemUUID` the SIM catalogue item id for sim/esim, the plan's
 * availability UUID for a plan (400 'Plan not specified' when it is not an available base plan); `PairedWith`
 * the UUID of the SIM line a plan belongs to. Quantity 0 removes the line (SPEC §4; core applyCartV1Change).
 * `Specifications` (SPEC §3 older cart item "specifications"): free strings — a physical SIM's `Colour` (one of
 * the SIM colour themes, as cart v2's Attributes), a plan's `AutoRenew` ("true"/"false", default true) and
 * `DiscountUUID`.
 */
export const cartV1ItemInputSchema = z.object({
  UUID: idInput,
  ItemUUID: idInput,
  Type: z.enum(CART_V1_ITEM_TYPES),
  Quantity: z.number().int().min(0).max(10),
  PairedWith: text(LIMITS.id).nullable().optional(),
  Specifications: z.record(text(LIMITS.label), text(LIMITS.label)).optional(),
});

/** Body of POST /eshop/cart (SPEC §7 "Items with Quantity"): like cart v2, whole list. */
export const cartV1RequestSchema = z.object({
  SPID: z.number().int().positive().optional(),
  UUID: idInput.optional(),
  CustomerUUID: text(LIMITS.id).optional(),
  Items: z.array(cartV1ItemInputSchema).max(20),
});
export type CartV1Request = z.input<typeof cartV1RequestSchema>;

/**
 * A v1 line as answered (SPEC §3 older cart item): name, description and price (cents) from the catalogue,
 * `Specifications` as sent (a plan's with its `AutoRenew`), `Product` the priced plan line of a plan (as cart v2
 * answers it: billing reference, catalogue ids) and null for a SIM, `Removable` and `Quantifiable` flags.
 */
export const cartV1ItemSchema = z.object({
  UUID: z.string(),
  ItemUUID: z.string(),
  Type: z.enum(CART_V1_ITEM_TYPES),
  Name: z.string(),
  Description: z.string(),
  PriceCents: cents,
  Quantity: z.number().int(),
  PairedWith: z.string().nullable(),
  Specifications: z.record(z.string(), z.string()),
  Product: planLineSchema.nullable(),
  Quantifiable: z.boolean(),
  Removable: z.boolean(),
});
export type CartV1Item = z.infer<typeof cartV1ItemSchema>;
/** An older cart (v1): amounts and `UpdatedAtNanos` as in cart v2. */
export const cartV1Schema = z.object({
  UUID: z.string(),
  Number: z.string(),
  CustomerUUID: z.string(),
  SPID: z.number().int(),
  Items: z.array(cartV1ItemSchema),
  AmountCents: cents,
  AmountTaxCents: cents,
  UpdatedAtNanos: nanos,
});
export type CartV1 = z.infer<typeof cartV1Schema>;
export const cartV1Params = z.object({ id: idInput });

// --- Checkout and orders (SPEC §3 checkout payload, Order; §4 order statuses) ---------------------------

/**
 * Delivery address of a checkout (SPEC §3 checkout payload Address). Needed (street in `Lines[0]`, City,
 * Postcode: SPEC §5) only when a physical SIM is in the cart: else 400 'delivery_address_required'.
 */
export const checkoutAddressSchema = z.object({
  City: line.optional(),
  Country: line.optional(),
  Postcode: text(16).optional(),
  Lines: z.array(line).max(4).optional(),
  LocationProvider: text(LIMITS.label).optional(),
  LocationProviderIDX: text(LIMITS.id).optional(),
  Email: text(LIMITS.email).optional(),
  Name: text(LIMITS.name * 2 + 2).optional(),
  Phone: text(LIMITS.mobileNumber).optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/**
 * Body of POST /eshop/v2/checkout (SPEC §7): the cart (`UUID`, saved with `Items` first, whole list), the
 * customer paying, the delivery `Address`, and how it is paid — as a top-up (TOP_UP_PAYMENT_METHOD_TYPES):
 * `PaymentMethodType` 'card' with `PaymentMethodID` a saved card's UUID (a new card is saved first through
 * setupPaymentMethod), or 'billing_route' with a parent billing route's UUID.
 */
export const checkoutRequestSchema = z.object({
  SPID: z.number().int().positive().optional(),
  UUID: idInput,
  Number: text(LIMITS.id).optional(),
  CustomerUUID: idInput,
  Items: z.array(cartItemInputSchema).max(10),
  Address: checkoutAddressSchema.optional(),
  PaymentMethodType: z.enum(TOP_UP_PAYMENT_METHOD_TYPES),
  PaymentMethodID: text(LIMITS.code, 1),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Body of POST /eshop/checkout (v1): the same, with the v1 cart's items. */
export const checkoutV1RequestSchema = checkoutRequestSchema.extend({
  Items: z.array(cartV1ItemInputSchema).max(20),
});
export type CheckoutV1Request = z.input<typeof checkoutV1RequestSchema>;

/**
 * The new line an order item made, once paid: the mobile product (`MobileProductUUID`, `MSISDN` 02x NZ number
 * in E.164 digits without the plus, `ICCID` 19 digits) and, for an eSIM, its activation code (`ActivationCode`,
 * LPA string `LPA:1$<SM-DP+ host>$<matching id>`) and profile state (`EsimStatus`). Null before payment.
 */
export const orderLineSchema = z.object({
  MobileProductUUID: z.string(),
  MSISDN: z.string(),
  ICCID: z.string(),
  ActivationCode: z.string().nullable(),
  EsimStatus: z.enum(ESIM_STATUSES).nullable(),
});

/** An order item (SPEC §3: found by UUID in v2, ItemUUID in v1): the cart item, and its line once paid. */
export const orderItemSchema = cartItemSchema.extend({ Line: orderLineSchema.nullable() });

/**
 * An order (SPEC §3, §4): `OrderNumber` like 'HB-100042'; `Status` one of ORDER_STATUSES (moves with time once
 * PAID: core orderStatusAt); `AmountCents` / `AmountTaxCents` as the cart's; `Address` the delivery address
 * (null for eSIM-only orders); times in nanoseconds.
 */
export const orderSchema = z.object({
  UUID: z.string(),
  OrderNumber: z.string(),
  CustomerUUID: z.string(),
  CartUUID: z.string(),
  SPID: z.number().int(),
  Status: z.enum(ORDER_STATUSES),
  OrderItems: z.array(orderItemSchema),
  Address: checkoutAddressSchema.nullable(),
  AmountCents: cents,
  AmountTaxCents: cents,
  CreatedAtNanos: nanos,
  PaidAtNanos: nanos.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * Answer of a checkout: the order, and with a card the `ClientSecret` of its payment intent to confirm with
 * the card provider (3-D Secure when the bank asks); the order is CONFIRMED until then, PAID after (a billing
 * route pays at once: no ClientSecret).
 */
export const checkoutResponseSchema = z.object({
  Order: orderSchema,
  ClientSecret: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const ordersResponseSchema = z.object({ Orders: z.array(orderSchema) });
export const orderParams = z.object({ uuid: idInput, orderNumber: text(LIMITS.label, 1) });

/** Answer of GET /eshop/orders-esim-status/:uuid/order/:orderNumber: each eSIM line's state (SPEC §7). */
export const esimOrderStatusSchema = z.object({
  OrderNumber: z.string(),
  Status: z.enum(ORDER_STATUSES),
  Esims: z.array(
    z.object({
      UUID: z.string(),
      MSISDN: z.string(),
      ActivationCode: z.string(),
      EsimStatus: z.enum(ESIM_STATUSES),
    }),
  ),
});

// --- Location search and delivery addresses (SPEC §3 Delivery address, §7 addresses family) --------------

/** One address of the location search (SPEC §7 /location/search): provider + index identify it. */
export const locationSchema = z.object({
  LocationProvider: z.string(),
  LocationProviderIDX: z.string(),
  Formatted: z.string(),
  Number: z.string(),
  StreetName: z.string(),
  StreetType: z.string(),
  Suburb: z.string(),
  City: z.string(),
  PostCode: z.string(),
  Country: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
});
export type Location = z.infer<typeof locationSchema>;
/** Query of GET /location/search: `q` 2–100 characters (case-insensitive substring of Formatted), `limit` 1–20 (default 10). */
export const locationSearchQuery = z.object({
  q: text(100, 2),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});
export const locationSearchSchema = z.object({ Locations: z.array(locationSchema) });
export const locationParams = z.object({ provider: text(LIMITS.label, 1), idx: text(LIMITS.id, 1) });

/** A saved delivery address (SPEC §3 Delivery address): Rank 1 is the default (IsDefault). */
export const deliveryAddressSchema = z.object({
  AddressUUID: z.string(),
  LocationProvider: z.string(),
  LocationProviderIDX: z.string(),
  BuildingName: z.string(),
  AddressType: z.enum(ADDRESS_TYPES),
  UnitType: z.string(),
  UnitTypeExtra: z.string(),
  Number: z.string(),
  NumberPre: z.string(),
  NumberPost: z.string(),
  StreetName: z.string(),
  StreetType: z.string(),
  Suburb: z.string(),
  City: z.string(),
  State: z.string(),
  PostCode: z.string(),
  Country: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  Formatted: z.string(),
  FormattedOriginal: z.string(),
  Rank: z.number().int(),
  IsDefault: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * Body of creating or updating a delivery address: the SPEC §3 fields; StreetName, City and PostCode required
 * (SPEC §5 "at least street, city and postcode"; 400 'invalid_request' otherwise). `LocationProvider` +
 * `LocationProviderIDX` of a location search result fill the rest when given.
 */
export const deliveryAddressInputSchema = z.object({
  LocationProvider: short.optional(),
  LocationProviderIDX: text(LIMITS.id).optional(),
  BuildingName: line.optional(),
  UnitType: short.optional(),
  UnitTypeExtra: short.optional(),
  Number: short.optional(),
  NumberPre: short.optional(),
  NumberPost: short.optional(),
  StreetName: text(200, 1),
  StreetType: short.optional(),
  Suburb: line.optional(),
  City: text(200, 1),
  State: line.optional(),
  PostCode: text(16, 1),
  Country: line.optional(),
  Latitude: z.number().min(-90).max(90).nullable().optional(),
  Longitude: z.number().min(-180).max(180).nullable().optional(),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;
export const deliveryAddressesSchema = z.object({ Addresses: z.array(deliveryAddressSchema) });
export const addressListQuery = z.object({ AddressType: z.enum(ADDRESS_TYPES).optional() });
export const addressParams = z.object({ id: idInput, addressUuid: idInput });

// --- Product type transfer (SPEC §7 PUT /sim/v1/product-type/{dry}) --------------------------------------

/**
 * Body of PUT /sim/v1/product-type/:dry: move a mobile product to another payment type (prepay, payg,
 * postpay). `dry` 'true' previews without changing anything.
 */
export const productTypeTransferSchema = z.object({
  CustomerUUID: idInput,
  ProductInstanceUUID: idInput,
  Type: z.enum(['prepay', 'payg', 'postpay']),
});
export const productTypeTransferParams = z.object({ dry: z.enum(['true', 'false']) });
/** Answer: the billing reference before and after (`Changed` false on a dry run or when already that type). */
export const productTypeTransferResponseSchema = z.object({
  ProductInstanceUUID: z.string(),
  FromType: z.enum(['prepay', 'payg', 'postpay']),
  Type: z.enum(['prepay', 'payg', 'postpay']),
  BillingReference: z.string(),
  DryRun: z.boolean(),
  Changed: z.boolean(),
});
export type ProductTypeTransfer = z.infer<typeof productTypeTransferResponseSchema>;
