import * as z from 'zod';
import * as b from './bill-schemas.ts';
import { defineEndpoint } from './define.ts';
import * as e from './eshop-schemas.ts';
import * as l from './ledger-schemas.ts';
import * as ps from './plans-schemas.ts';
import { routes } from './routes.ts';
import * as s from './schemas.ts';
import * as t from './topup-schemas.ts';

/**
 * The API contract: one entry per endpoint (SPEC §7): its route (method, path, auth… in ./routes.ts, which the
 * production client reads without zod) and the zod schemas of its parts. Paths are relative to the base `/api`.
 * The sandbox implements exactly these; the client calls exactly these. See API.md.
 */
export const endpoints = {
  // --- Auth and profile (SPEC §7) -----------------------------------------------------------------
  signIn: defineEndpoint({
    ...routes.signIn,
    summary: 'Exchange an identity (LOCAL e-mail + password, JWT_REFRESH, social) for Auth data.',
    body: s.authRequestSchema,
    response: s.authDataSchema,
  }),
  register: defineEndpoint({
    ...routes.register,
    summary:
      'Create a LOCAL identity + one customer (EmailVerified false), send the verification e-mail. Path chosen here (SPEC §7 gives none).',
    body: s.registerRequestSchema,
    response: s.authDataSchema,
  }),
  authCheck: defineEndpoint({
    ...routes.authCheck,
    summary: 'Whether an identity (provider + AuthID) exists.',
    body: s.authCheckRequestSchema,
    response: s.authCheckResponseSchema,
  }),
  logout: defineEndpoint({
    ...routes.logout,
    summary:
      'End every session of the identity of a JWT (token version bumped; ASVS V7). Path chosen here (SPEC §4 logout names no server call). 200 also for an already invalid token (RFC 7009), so sign-out never fails.',
    body: s.logoutRequestSchema,
    response: s.logoutResponseSchema,
  }),
  changePassword: defineEndpoint({
    ...routes.changePassword,
    summary:
      "Set a new password on the signed-in LOCAL identity (SPEC §5 rules; CurrentPassword required, 400 'old_password_invalid'). Ends the identity's other sessions.",
    params: z.object({ authId: s.text(s.LIMITS.email, 1) }),
    body: s.changePasswordRequestSchema,
    response: s.changePasswordResponseSchema,
  }),
  passwordResetRequest: defineEndpoint({
    ...routes.passwordResetRequest,
    summary:
      'E-mail a password-reset link for a LOCAL identity; always 200 { Sent: true } (no account enumeration). Path chosen here: SPEC §7 names password reset only as an identity operation.',
    body: s.passwordResetRequestSchema,
    response: s.passwordResetRequestedSchema,
  }),
  passwordResetCheck: defineEndpoint({
    ...routes.passwordResetCheck,
    summary:
      "Check the code of a reset link without using it (Firebase verifyPasswordResetCode): 200 with the AuthID (e-mail) it resets; 400 'reset_code_invalid' (same SPEC §8 text as passwordResetConfirm) for an unknown, used, superseded or expired code; a wrong code counts against the same per-address limit (429 + Retry-After). Path chosen here.",
    body: s.passwordResetCheckSchema,
    response: s.passwordResetCheckedSchema,
  }),
  passwordResetConfirm: defineEndpoint({
    ...routes.passwordResetConfirm,
    summary:
      "Set a new password with the code of the reset link (valid 1 hour, once). 400 'reset_code_invalid' (SPEC §8 'activation link expired' style) for an unknown, used or expired code; 400 'invalid_password' for a password failing SPEC §5. Path chosen here (identity operation in SPEC §7).",
    body: s.passwordResetConfirmSchema,
    response: s.changePasswordResponseSchema,
  }),
  getCustomer: defineEndpoint({
    ...routes.getCustomer,
    params: s.uuidParams,
    response: s.customerSchema,
  }),
  updateCustomer: defineEndpoint({
    ...routes.updateCustomer,
    summary:
      "Update names, ExternalRef5, Email (a new Email resets EmailVerified, needs CurrentPassword and ends the holders' other sessions). Allowed while unverified (to correct a mistyped address), not while suspended (403 'account_suspended').",
    params: s.uuidParams,
    body: s.customerUpdateSchema,
    response: s.customerSchema,
  }),
  sendEmailVerification: defineEndpoint({
    ...routes.sendEmailVerification,
    params: s.uuidParams,
    response: s.emailVerificationSentSchema,
  }),
  resendEmailVerification: defineEndpoint({
    ...routes.resendEmailVerification,
    params: s.uuidParams,
    response: s.emailVerificationSentSchema,
  }),
  confirmEmailVerification: defineEndpoint({
    ...routes.confirmEmailVerification,
    summary: 'Confirm an e-mail with the secret from the link; no auth (the secret proves it).',
    params: s.uuidParams,
    query: s.emailVerificationConfirmQuerySchema,
    response: s.emailVerificationConfirmedSchema,
  }),

  // --- Plans and catalogue (SPEC §7) --------------------------------------------------------------
  postpayPlans: defineEndpoint({
    ...routes.postpayPlans,
    response: s.postpayPlansResponseSchema,
  }),
  prepayPlans: defineEndpoint({
    ...routes.prepayPlans,
    summary: 'Prepay and payg plans and add-ons; a 404 carrying a list is tolerated.',
    response: s.prepayPlansResponseSchema,
  }),
  catalogEntries: defineEndpoint({
    ...routes.catalogEntries,
    summary: 'Catalogue search by product types; anonymous allowed (CustomerInfo optional).',
    body: s.catalogEntriesRequestSchema,
    response: s.catalogEntriesResponseSchema,
  }),

  // --- Mobile products (REST stand-in for the data store customers/{id}/mobiles) -------------------
  mobileProducts: defineEndpoint({
    ...routes.mobileProducts,
    summary:
      'All mobile products of a customer. REST stand-in for the data-store collection customers/{id}/mobiles.',
    params: s.uuidParams,
    response: s.mobileProductsResponseSchema,
  }),
  prepayProduct: defineEndpoint({
    ...routes.prepayProduct,
    params: z.object({ customerUuid: s.idInput, productUuid: s.idInput }),
    response: s.prepayProductSchema,
  }),
  postpayProduct: defineEndpoint({
    ...routes.postpayProduct,
    params: z.object({ customerUuid: s.idInput, productUuid: s.idInput }),
    response: s.postpayProductSchema,
  }),

  // --- Balances and usage (SPEC §7 Payments, balance, invoices) -----------------------------------
  prepayBalance: defineEndpoint({
    ...routes.prepayBalance,
    params: z.object({ uuid: s.idInput, productId: s.idInput }),
    response: s.prepayBalanceSchema,
  }),
  postpayBalance: defineEndpoint({
    ...routes.postpayBalance,
    body: s.postpayBalanceRequestSchema,
    response: s.postpayBalanceSchema,
  }),
  customerAccount: defineEndpoint({
    ...routes.customerAccount,
    summary: 'Balance (cents) and current/next billing cycles (nanos).',
    params: s.idParams,
    response: s.customerAccountSchema,
  }),
  usageHistogram: defineEndpoint({
    ...routes.usageHistogram,
    body: s.usageHistogramRequestSchema,
    response: s.usageHistogramResponseSchema,
  }),

  // --- Guard data (REST stand-ins; SPEC §2 guards, §3 payment method and billing route) ------------
  paymentMethods: defineEndpoint({
    ...routes.paymentMethods,
    summary:
      'Saved cards, not deleted, by Rank. REST stand-in for the data-store collection payment_methods.',
    params: s.idParams,
    response: s.paymentMethodsResponseSchema,
  }),
  setupPaymentMethod: defineEndpoint({
    ...routes.setupPaymentMethod,
    summary:
      'Start adding a card (SPEC §7): a setup intent whose SetupIntentClientSecret the payments adapter confirms (Stripe confirmCardSetup, or the sandbox card form). A POST (SPEC §7 shows a GET) so automatic GET retries never create intents; an Idempotency-Key returns the same intent again.',
    params: s.idParams,
    response: s.setupPaymentMethodResponseSchema,
  }),
  deletePaymentMethod: defineEndpoint({
    ...routes.deletePaymentMethod,
    summary:
      "Remove a saved card (SPEC §7). The only card cannot be removed (409 'only_card', SPEC §5); a card not on the account is 404 'card_is_not_found' (SPEC §8). Removing the default makes the first remaining card default (SPEC §4). Answers the remaining cards.",
    params: s.paymentMethodParams,
    response: s.paymentMethodsResponseSchema,
  }),
  deleteInvalidPaymentMethod: defineEndpoint({
    ...routes.deleteInvalidPaymentMethod,
    summary:
      "Remove a saved card that can no longer be charged: expired (its expiry month has passed) or invalid (SPEC §7 invalid-payment-methods). It may be the only card. A card not on the account is 404 'card_is_not_found' (SPEC §8); a card still valid is 409 'card_is_valid' (remove it with DELETE payment-methods). Removing the default makes the first remaining card default (SPEC §4). Answers the remaining cards.",
    params: s.paymentMethodParams,
    response: s.paymentMethodsResponseSchema,
  }),
  setDefaultPaymentMethod: defineEndpoint({
    ...routes.setDefaultPaymentMethod,
    summary:
      "Make a card the default (SPEC §7 PUT { Rank: 1 }); the others keep their order after it. 404 'card_is_not_found' (SPEC §8). Answers all cards.",
    params: s.paymentMethodParams,
    body: s.setDefaultPaymentMethodRequestSchema,
    response: s.paymentMethodsResponseSchema,
  }),
  billingRoutes: defineEndpoint({
    ...routes.billingRoutes,
    params: s.idParams,
    response: s.billingRoutesResponseSchema,
  }),

  // --- Vouchers and top-ups (SPEC §5, §7; issue 10) -----------------------------------------------
  checkVoucher: defineEndpoint({
    ...routes.checkVoucher,
    summary:
      "Check a 13-digit voucher before redeeming it on a mobile product (prepay or payg): 200 with the credit it adds (cents); 400 'redemption_check_error' ('Redemption check Error', SPEC §5) when it is unknown or already used, or the product is not the customer's prepay/payg product.",
    params: t.voucherParams,
    response: t.voucherCheckSchema,
  }),
  redeemVoucher: defineEndpoint({
    ...routes.redeemVoucher,
    summary:
      "Redeem a 13-digit voucher on a mobile product (prepay or payg): adds its credit to the product's balance and sets the credit expiry one year on (SPEC §9); a voucher redeems once. 400 'redemption_error' ('Redemption Error', SPEC §5). Idempotency-Key required: a retry with the same key answers the first redemption again.",
    params: t.voucherParams,
    response: t.voucherRedemptionSchema,
  }),
  topUp: defineEndpoint({
    ...routes.topUp,
    summary:
      "Top up a prepay or payg mobile product (SPEC §5: more than $0.99, minimum card charge $1.00; at most $999). With a saved card (PaymentMethodType 'card'): answers the ClientSecret of a payment intent, which the card provider confirms (3-D Secure when the bank asks); the product is credited, its credit expiry set one year on (SPEC §9), once the payment succeeds. With a parent billing route (PaymentMethodType 'billing_route', SPEC §3, §5): charged to the paying account at once — answers Status 'completed' with the new credit and expiry, lowers the route's RemainingSpendLimit and adds the amount to the payer's open bill; 400 'spend_limit_over' ('spend limit over', SPEC §8) when the amount is more than the route has left; 404 'billing_route_not_found' for a route that is not a parent route of the customer. Idempotency-Key required.",
    params: s.uuidParams,
    body: t.topUpRequestSchema,
    response: t.topUpResponseSchema,
  }),
  autoTopUp: defineEndpoint({
    ...routes.autoTopUp,
    summary:
      "The auto top-up record of a prepay or payg mobile product (SPEC §3 preference document 'top-up-auto', §9 defaults when none is stored: amount 0, days 0, off, EVERY_DAY), with its next and last run. Due runs are made first: each charges the default card off-session for the amount and credits the product like a top-up. 404 when the product is not the customer's prepay/payg product.",
    params: t.autoTopUpParams,
    response: t.autoTopUpSchema,
  }),
  setAutoTopUp: defineEndpoint({
    ...routes.setAutoTopUp,
    summary:
      "Store the auto top-up record of a prepay or payg mobile product (SPEC §3, §5: on needs $1–999 every 1–99 days; off keeps the values). Switching on, or changing the days, sets the next run that many days on; switching on without a saved card is 402 'card_is_not_found'. Answers the stored record. PUT: sending it twice stores it once.",
    params: t.autoTopUpParams,
    body: t.autoTopUpRequestSchema,
    response: t.autoTopUpSchema,
  }),

  // --- Issue 10, billing part: invoices and receipts (SPEC §7 Payments, balance, invoices) ----------------
  invoices: defineEndpoint({
    ...routes.invoices,
    summary:
      'Invoices of a customer, newest first (SPEC §3 Invoice, §4 statuses OPEN, DUE, OVERDUE, PAID, VOID).',
    params: s.idParams,
    response: s.invoicesResponseSchema,
  }),
  invoicePdf: defineEndpoint({
    ...routes.invoicePdf,
    summary:
      "An invoice as a PDF (application/pdf, Content-Disposition attachment with its file name) showing the bill's lines. 404 'invoice_not_found' ('invoice #N not found', SPEC §8).",
    params: s.invoiceNumberParams,
    response: s.downloadedFileSchema,
  }),
  receipts: defineEndpoint({
    ...routes.receipts,
    summary: 'Receipts of the payments of a customer, newest first (SPEC §3 "Receipt list under Receipts").',
    params: s.idParams,
    response: s.receiptsResponseSchema,
  }),
  receiptPdf: defineEndpoint({
    ...routes.receiptPdf,
    summary:
      "A receipt as a PDF (application/pdf, Content-Disposition attachment). 404 'receipt_not_found' ('receipt #N not found', SPEC §8).",
    params: s.receiptUuidParams,
    response: s.downloadedFileSchema,
  }),
  payBill: defineEndpoint({
    ...routes.payBill,
    summary:
      "Pay outstanding (DUE/OVERDUE) invoices of the customer's postpay product with a saved card (SPEC §7 POST /customer/{id}/payment): AmountCents $1.00–$99,999.99 and at most what is owed (core invoiceDueCents). Answers the ClientSecret of a payment intent, which the card provider confirms (3-D Secure when the bank asks); once it succeeds the amount pays the oldest outstanding invoices first (PaidCents; PAID when fully paid), with one receipt and one 'bill_payment' ledger row. Status 'completed' is for a payment needing no confirmation. 400 'nothing_to_pay' ('There is nothing to pay'); 400 'amount_over_outstanding' ('The amount is more than you owe', also when confirming after the invoices were paid meanwhile); 404 'no_postpay_product' (\"you don't have a postpay product\") for a product that is not the customer's postpay one; 404 'card_is_not_found' for a card not on the account. Idempotency-Key required.",
    params: s.idParams,
    body: b.billPaymentRequestSchema,
    response: b.billPaymentResponseSchema,
  }),

  // --- Issue 10: the money ledger and the bill cycle (SPEC §3, §5, §7, §9) ------------------------------
  transactions: defineEndpoint({
    ...routes.transactions,
    summary:
      'The money movements of a customer, newest first (SPEC §3 transactions, §7 data-store read "transactions"): top-ups, vouchers, bill payments, add-ons bought from credit, refunds; signed cents (positive paid in, negative spent).',
    params: s.idParams,
    response: l.transactionsResponseSchema,
  }),
  billingCycle: defineEndpoint({
    ...routes.billingCycle,
    summary:
      "The customer's bill cycle (SPEC §3, §7): { Type: 'daily', Value: 7 | 28 } or { Type: 'monthly', Value: 1 }.",
    params: s.idParams,
    response: l.billingCycleSchema,
  }),
  setBillingCycle: defineEndpoint({
    ...routes.setBillingCycle,
    summary:
      "Change the customer's bill cycle (SPEC §7, §9: 7 or 28 days, or monthly); answers the new cycle. 403 'not_allowed' ('not allowed', SPEC §8) when the brand does not let customers change it (features.billingCycle off); 409 'no_postpay_product' (\"you don't have a postpay product\") for a customer without an active postpay product.",
    params: s.idParams,
    body: l.billingCycleSchema,
    response: l.billingCycleSchema,
  }),

  // --- Add-ons and plan changes (SPEC §7 "Add-ons, activation, vouchers, SIM"; §4; §5; issue 10) -------
  buyPrepayAddon: defineEndpoint({
    ...routes.buyPrepayAddon,
    summary:
      "Buy a prepay add-on or plan (SPEC §7, §4): from the product's credit when PAYG, at once (402 'not_enough_balance', SPEC §8 'top up $X more'); else with the default card through a payment intent: Status 'pending_payment' + ClientSecret to confirm with the card provider (the add-on is added when the payment succeeds; declines and 3-D Secure come from the confirmation), or 'pending_payment' without ClientSecret while the provider has no payment yet (ask again, up to 10 s, SPEC §9). 402 'card_is_not_found' without a card, 402 'expired_card' for an expired default card, 402 'changePaymentType' (+ ClientSecret, Token, AmountCents, CardLast4) when the payment needs a different payment type, 400 'invalid_amount' under the $1.00 card minimum. 404 'addon_available_product_not_found' when the availability is not an available add-on (SPEC §5); 409 'plan_already_owned' for a plan already on the product. Idempotency-Key required: a retry returns the first answer.",
    params: ps.prepayAddonParams,
    body: ps.prepayAddonRequestSchema,
    response: ps.addonPurchaseResponseSchema,
  }),
  removePrepayAddon: defineEndpoint({
    ...routes.removePrepayAddon,
    summary:
      "Remove a running add-on from a prepay or payg product (SPEC §7 DELETE). The base plan cannot be removed (409 'not allowed'); an add-on not on the product is 404. Answers the running add-ons.",
    params: ps.removePrepayAddonParams,
    response: ps.productAddonsResponseSchema,
  }),
  buyPostpayAddon: defineEndpoint({
    ...routes.buyPostpayAddon,
    summary:
      "Buy a postpay add-on (SPEC §7 POST /postpay/addon): added to the product and to the current bill. 404 'addon_available_product_not_found'; 404 \"you don't have a postpay product\". Idempotency-Key required.",
    body: ps.postpayAddonRequestSchema,
    response: ps.addonPurchaseResponseSchema,
  }),
  changeAddonAutoRenew: defineEndpoint({
    ...routes.changeAddonAutoRenew,
    summary:
      "Turn auto-renew of a running add-on on or off (SPEC §7). On only where the catalogue entry's AllowAutoRenew allows it (SPEC §4; 409 'not allowed'). Answers the running add-ons.",
    body: ps.changeAddonAutoRenewRequestSchema,
    response: ps.productAddonsResponseSchema,
  }),
  changePlan: defineEndpoint({
    ...routes.changePlan,
    summary:
      "Change the base plan now or at the next billing date, one month ahead (SPEC §4, §9). One change per month (409 'plan_change_limit'); 404 'can not find plan'; 409 'you already have this plan' (SPEC §5, §8). Idempotency-Key required.",
    body: ps.changePlanRequestSchema,
    response: ps.changePlanResponseSchema,
  }),
  planChanges: defineEndpoint({
    ...routes.planChanges,
    summary:
      'Plan changes of a product: those scheduled and those that took effect in the last month (SPEC §4, §9 one per month), newest first. Path chosen here (SPEC §7 names no read).',
    params: ps.planChangesParams,
    response: ps.planChangesResponseSchema,
  }),
  // --- E-shop (issue 11; SPEC §7 "E-shop") ----------------------------------------------------------
  simCatalogue: defineEndpoint({
    ...routes.simCatalogue,
    summary:
      'The SIM catalogue (SPEC §3): eSIM and Physical SIM with fixed item ids, images XS–XL, prices in cents (GST inclusive), and the SIM colour themes. Path chosen here (SPEC §7 names none).',
    response: e.simCatalogueSchema,
  }),
  saveCartV2: defineEndpoint({
    ...routes.saveCartV2,
    summary:
      "Create or replace (UUID given: the whole item list, SPEC §4) a guest's anonymous cart v2; prices from the catalogue. 400 'Unknown SIM type' for an unknown ItemUUID, 400 'Plan not specified' for a plan line that is not an available base plan (SPEC §5); 403 'not allowed' with a CustomerUUID or for a cart a customer owns; 404 for an unknown cart UUID.",
    body: e.cartRequestSchema,
    response: e.cartSchema,
  }),
  cartV2: defineEndpoint({
    ...routes.cartV2,
    summary:
      "An anonymous cart v2 by its UUID (SPEC §7). 404 'cart_not_found' when unknown, ordered, or claimed by a customer (SPEC §4: a cart with a customer id is restored by customer).",
    params: e.cartParams,
    response: e.cartSchema,
  }),
  customerCartV2: defineEndpoint({
    ...routes.customerCartV2,
    summary:
      "The customer's open cart v2 (the latest saved, not yet ordered). 404 'cart_not_found' when there is none (SPEC §4: keep the empty cart); 403 'not allowed' for another customer.",
    params: s.uuidParams,
    response: e.cartSchema,
  }),
  saveCustomerCartV2: defineEndpoint({
    ...routes.saveCustomerCartV2,
    summary:
      "Create or replace the customer's cart v2, or claim a guest's anonymous cart (its UUID): the cart gets the CustomerUUID (SPEC §4 a guest's cart survives sign-in). Errors as saveCartV2; 403 'not allowed' for another customer or another customer's cart. Path chosen here.",
    params: s.uuidParams,
    body: e.cartRequestSchema,
    response: e.cartSchema,
  }),
  checkoutV2: defineEndpoint({
    ...routes.checkoutV2,
    summary:
      "Order a cart v2 (SPEC §7): saves Items to the cart (whole list), creates the order (CONFIRMED) and its payment. Card: answers the ClientSecret of a payment intent to confirm with the card provider; on success the order is PAID, each SIM gets a new mobile product (MSISDN, ICCID, eSIM activation code) and the cart is closed; a decline leaves the cart and the order unpaid. Billing route: paid at once (400 'spend_limit_over'). 400 'No Order Items' for no items, 'Unknown SIM type', 'Plan not specified' (each SIM needs a plan), 400 'delivery_address_required' when a physical SIM is in the cart and Address lacks street (Lines[0]), City or Postcode (SPEC §5); 404 'card_is_not_found'; 403 'email_not_verified' (a guest signs up and verifies the e-mail first). Idempotency-Key required: one order per key.",
    body: e.checkoutRequestSchema,
    response: e.checkoutResponseSchema,
  }),
  ordersV2: defineEndpoint({
    ...routes.ordersV2,
    summary:
      "The customer's orders, newest first (SPEC §7); Status as of the sandbox clock (core orderStatusAt).",
    params: s.uuidParams,
    response: e.ordersResponseSchema,
  }),
  orderV2: defineEndpoint({
    ...routes.orderV2,
    summary:
      "One order by its number (SPEC §7): OrderItems with their Products and new lines, Status, Address. 404 'No Order Item' when unknown.",
    params: e.orderParams,
    response: e.orderSchema,
  }),
  saveCartV1: defineEndpoint({
    ...routes.saveCartV1,
    summary:
      "Create or replace a guest's older cart (v1), whole list, after the SPEC §9 old-cart delay (150–300 ms): quantity 0 lines are dropped, a plan's PairedWith must name a SIM line (SPEC §4). Errors as saveCartV2.",
    body: e.cartV1RequestSchema,
    response: e.cartV1Schema,
  }),
  cartV1: defineEndpoint({
    ...routes.cartV1,
    summary: "An anonymous older cart (v1) by id, after the old-cart delay. 404 'cart_not_found'.",
    params: e.cartV1Params,
    response: e.cartV1Schema,
  }),
  customerCartV1: defineEndpoint({
    ...routes.customerCartV1,
    summary: "The customer's open older cart (v1). 404 'cart_not_found' when none.",
    params: s.uuidParams,
    response: e.cartV1Schema,
  }),
  saveCustomerCartV1: defineEndpoint({
    ...routes.saveCustomerCartV1,
    summary:
      "Create, replace or claim the customer's older cart (v1). Path chosen here (see saveCustomerCartV2).",
    params: s.uuidParams,
    body: e.cartV1RequestSchema,
    response: e.cartV1Schema,
  }),
  checkoutV1: defineEndpoint({
    ...routes.checkoutV1,
    summary:
      'Order an older cart (v1): as checkoutV2, with v1 items (each plan paired with its SIM line). Idempotency-Key required.',
    body: e.checkoutV1RequestSchema,
    response: e.checkoutResponseSchema,
  }),
  ordersV1: defineEndpoint({
    ...routes.ordersV1,
    summary: "The customer's orders (v1 path; same order shape, items found by ItemUUID).",
    params: s.uuidParams,
    response: e.ordersResponseSchema,
  }),
  orderV1: defineEndpoint({
    ...routes.orderV1,
    summary: "One order by number (v1 path). 404 'No Order Item'.",
    params: e.orderParams,
    response: e.orderSchema,
  }),
  esimOrderStatus: defineEndpoint({
    ...routes.esimOrderStatus,
    summary:
      "The eSIM lines of an order and their profile state (RELEASED, DOWNLOADED, INSTALLED). 404 'No Order Item'.",
    params: e.orderParams,
    response: e.esimOrderStatusSchema,
  }),

  // --- Location search and delivery addresses (issue 11; SPEC §7 addresses) ----------------------------
  locationSearch: defineEndpoint({
    ...routes.locationSearch,
    summary:
      'NZ addresses whose Formatted text contains q (case-insensitive; prefix matches first), at most `limit` (default 10, at most 20).',
    query: e.locationSearchQuery,
    response: e.locationSearchSchema,
  }),
  location: defineEndpoint({
    ...routes.location,
    summary: "One address of the location search by provider and index. 404 'location_not_found'.",
    params: e.locationParams,
    response: e.locationSchema,
  }),
  deliveryAddresses: defineEndpoint({
    ...routes.deliveryAddresses,
    summary:
      "The customer's delivery addresses (AddressType DELIVERY) sorted by Rank; Rank 1 is the default (SPEC §3, §7).",
    params: s.idParams,
    query: e.addressListQuery,
    response: e.deliveryAddressesSchema,
  }),
  createDeliveryAddress: defineEndpoint({
    ...routes.createDeliveryAddress,
    summary:
      "Add a delivery address (street, city and postcode required, SPEC §5); the first one is the default. Answers the list. 400 'too_many_addresses' above 20.",
    params: s.idParams,
    body: e.deliveryAddressInputSchema,
    response: e.deliveryAddressesSchema,
  }),
  updateDeliveryAddress: defineEndpoint({
    ...routes.updateDeliveryAddress,
    summary: "Replace an address's fields (Rank kept). Answers the list. 404 'address_not_found'.",
    params: e.addressParams,
    body: e.deliveryAddressInputSchema,
    response: e.deliveryAddressesSchema,
  }),
  setDefaultDeliveryAddress: defineEndpoint({
    ...routes.setDefaultDeliveryAddress,
    summary:
      "Make an address the default: it moves to Rank 1, the others follow and are unmarked (SPEC §4). Answers the list. 404 'address_not_found'.",
    params: e.addressParams,
    response: e.deliveryAddressesSchema,
  }),
  deleteDeliveryAddress: defineEndpoint({
    ...routes.deleteDeliveryAddress,
    summary:
      "Delete an address; deleting the default makes the first remaining the default. Answers the list. 404 'address_not_found'.",
    params: e.addressParams,
    response: e.deliveryAddressesSchema,
  }),
  transferProductType: defineEndpoint({
    ...routes.transferProductType,
    summary:
      "Move a mobile product to another payment type (prepay, payg, postpay; SPEC §7): its BillingReference prefix changes. dry 'true' previews without changing. 404 for a product not the customer's; 409 'same_product_type' when it already is that type.",
    params: e.productTypeTransferParams,
    body: e.productTypeTransferSchema,
    response: e.productTypeTransferResponseSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
