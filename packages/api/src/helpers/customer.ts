import * as R from '../contract/routes.ts';
import type { CustomerUpdate } from '../contract/schemas.ts';
import type { TopUpResponse } from '../contract/topup-schemas.ts';
import type { ApiCall } from '../core.ts';

/** How a top-up is paid: a saved card, or a parent billing route (the account that pays for this one). */
type TopUpPayment = { cardId: string } | { billingRouteId: string };
/** The answer `customer.topUp` resolves for `P`: a card's ClientSecret, or a billing route's completed top-up. */
type TopUpAnswer<P extends TopUpPayment> = Extract<
  TopUpResponse,
  P extends { cardId: string } ? { ClientSecret: string } : { Status: 'completed' }
>;

/**
 * The `customer` helpers of the API client (`ApiClient.customer`), in a module of their own: the portal loads it
 * with the group's first call and bundles only the routes it calls (issue 7: a new endpoint does not grow every
 * route's JS).
 */
export function customerHelpers(call: ApiCall) {
  return {
    get: (uuid: string) => call(R.getCustomer, { params: { uuid } }),
    update: (uuid: string, patch: CustomerUpdate) =>
      call(R.updateCustomer, { params: { uuid }, body: patch }),
    sendEmailVerification: (uuid: string) => call(R.sendEmailVerification, { params: { uuid } }),
    resendEmailVerification: (uuid: string) => call(R.resendEmailVerification, { params: { uuid } }),
    /** Confirms the e-mail with the link's secret; needs no sign-in. @throws ApiError 400 'invalid_verification_code'. */
    confirmEmail: (input: { customerUUID: string; secret: string }) =>
      call(R.confirmEmailVerification, {
        params: { uuid: input.customerUUID },
        query: { Secret: input.secret, CustomerUUID: input.customerUUID },
      }),
    /** Balance (cents) and billing cycles (nanos as strings). */
    account: (uuid: string) => call(R.customerAccount, { params: { id: uuid } }),
    /** Saved cards (not deleted), default (Rank 1) first. */
    paymentMethods: async (uuid: string) =>
      (await call(R.paymentMethods, { params: { id: uuid } })).PaymentMethods,
    billingRoutes: async (uuid: string) =>
      (await call(R.billingRoutes, { params: { id: uuid } })).BillingRoutes,
    /**
     * A new setup intent's client secret, for the payments adapter's `confirmCardSetup` (SPEC §7). Pass the
     * same `idempotencyKey` when retrying one attempt (e.g. after a timeout) to get the same intent back.
     */
    setupPaymentMethod: async (uuid: string, options: { idempotencyKey?: string } = {}) =>
      (
        await call(R.setupPaymentMethod, {
          params: { id: uuid },
          ...(options.idempotencyKey !== undefined ? { idempotencyKey: options.idempotencyKey } : {}),
        })
      ).SetupIntentClientSecret,
    /**
     * Removes a card; resolves the remaining cards.
     * @throws ApiError 409 'only_card' (SPEC §5), 404 'card_is_not_found' (SPEC §8).
     */
    deletePaymentMethod: async (uuid: string, cardId: string) =>
      (await call(R.deletePaymentMethod, { params: { id: uuid, cardId } })).PaymentMethods,
    /** Invoices, newest first (SPEC §3, §7). A 404 is an empty list; other failures reject (ApiError). */
    invoices: async (uuid: string) => (await call(R.invoices, { params: { id: uuid } })).Invoices,
    /** Receipts, newest first (SPEC §3, §7). */
    receipts: async (uuid: string) => (await call(R.receipts, { params: { id: uuid } })).Receipts,
    /**
     * An invoice's PDF: `{ FileName, ContentType, Data: Blob }`.
     * @throws ApiError 404 'invoice_not_found' ('invoice #N not found'), 'file_download_error' (empty file),
     * 'file_name_missing' (SPEC §5, §8).
     */
    invoicePdf: (uuid: string, number: string) => call(R.invoicePdf, { params: { id: uuid, number } }),
    /** A receipt's PDF (see `invoicePdf`). @throws ApiError 404 'receipt_not_found'. */
    receiptPdf: (uuid: string, receiptUuid: string) =>
      call(R.receiptPdf, { params: { id: uuid, uuid: receiptUuid } }),
    /** Makes a card the default (Rank 1); resolves all cards. @throws ApiError 404 'card_is_not_found'. */
    setDefaultPaymentMethod: async (uuid: string, cardId: string) =>
      (await call(R.setDefaultPaymentMethod, { params: { id: uuid, cardId }, body: { Rank: 1 } }))
        .PaymentMethods,
    /**
     * Checks a 13-digit voucher for the customer's prepay/payg product (SPEC §5, §7); resolves
     * `{ Code, AmountCents }` (cents). @throws ApiError 400 'redemption_check_error' ('Redemption check Error').
     */
    checkVoucher: (uuid: string, productUUID: string, code: string) =>
      call(R.checkVoucher, { params: { id: uuid, product: productUUID, code } }),
    /**
     * Redeems a 13-digit voucher on the product (SPEC §5, §7): resolves the credit added and the product's
     * new `CreditCents` and `CurrencyCreditExpiresAtNanos`. Pass the same `idempotencyKey` when retrying one
     * attempt so it is credited once. @throws ApiError 400 'redemption_error' ('Redemption Error').
     */
    redeemVoucher: (uuid: string, productUUID: string, code: string, options: { idempotencyKey: string }) =>
      call(R.redeemVoucher, {
        params: { id: uuid, product: productUUID, code },
        idempotencyKey: options.idempotencyKey,
      }),
    /**
     * Tops up a prepay/payg product (SPEC §5, §7): `amountCents` $1.00–$999.00, paid with the saved card
     * `cardId` — resolves the payment intent's `{ ClientSecret }` for the payments port's `confirmCardPayment`
     * — or charged to the paying account of the parent billing route `billingRouteId` — resolves
     * `{ Status: 'completed', CreditCents, CurrencyCreditExpiresAtNanos }`, already credited. Reuse
     * `idempotencyKey` when retrying one attempt.
     * @throws ApiError 400 'invalid_amount' / 'spend_limit_over', 404 'card_is_not_found' /
     * 'billing_route_not_found'.
     */
    topUp: <P extends TopUpPayment>(
      uuid: string,
      input: { productUUID: string; amountCents: number } & P,
      options: { idempotencyKey: string },
    ): Promise<TopUpAnswer<P>> =>
      call(R.topUp, {
        params: { uuid },
        body: {
          ProductInstanceUUID: input.productUUID,
          Amount: input.amountCents,
          ...('cardId' in input
            ? { PaymentMethodType: 'card' as const, PaymentMethodID: input.cardId }
            : { PaymentMethodType: 'billing_route' as const, PaymentMethodID: input.billingRouteId }),
        },
        idempotencyKey: options.idempotencyKey,
      }) as Promise<TopUpAnswer<P>>,
    /**
     * The auto top-up record of a prepay/payg product (SPEC §3 preference "top-up-auto", §9 defaults when none
     * is stored): `{ amount (whole dollars), days, status, type: 'EVERY_DAY', nextRunAtNanos, lastRun }`.
     * @throws ApiError 404 when the product is not the customer's prepay/payg product.
     */
    autoTopUp: (id: string, productUuid: string) =>
      call(R.autoTopUp, { params: { id, product: productUuid } }),
    /**
     * Stores the auto top-up record of a prepay/payg product (SPEC §5: on = $1–999 every 1–99 days; off keeps
     * the values). Resolves the stored record with its next run.
     * @throws ApiError 400 (out of bounds), 402 'card_is_not_found' (switched on without a saved card), 404.
     */
    setAutoTopUp: (
      id: string,
      productUuid: string,
      input: { amountDollars: number; days: number; on: boolean },
    ) =>
      call(R.setAutoTopUp, {
        params: { id, product: productUuid },
        body: { amount: input.amountDollars, days: input.days, status: input.on, type: 'EVERY_DAY' },
      }),
  };
}
