import { BILL_PAYMENT_MAX_CENTS, MIN_CARD_CHARGE_CENTS } from '@telco-portal/core';
import * as z from 'zod';
import { idInput, LIMITS, text } from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// Paying the bill of a postpay product (SPEC §7 "POST /customer/{id}/payment: AmountCents, PaymentMethodType,
// PaymentMethodID, ProductInstanceUUID; result Status (completed) or ClientSecret"; issue 10). Amounts are integer
// cents.

/**
 * Body of POST /customer/:id/payment (SPEC §7): `AmountCents` to pay towards the outstanding (DUE/OVERDUE)
 * invoices, $1.00 (MIN_CARD_CHARGE_CENTS) to $99,999.99 (BILL_PAYMENT_MAX_CENTS) and never more than is owed
 * (core `invoiceDueCents`); `PaymentMethodType` 'card' with the saved card's UUID as `PaymentMethodID`;
 * `ProductInstanceUUID` the customer's postpay product.
 */
export const billPaymentRequestSchema = z.object({
  AmountCents: z.number().int().min(MIN_CARD_CHARGE_CENTS).max(BILL_PAYMENT_MAX_CENTS),
  PaymentMethodType: z.literal('card'),
  PaymentMethodID: text(LIMITS.code, 1),
  ProductInstanceUUID: idInput,
});
export type BillPaymentRequest = z.infer<typeof billPaymentRequestSchema>;

/**
 * Answer of POST /customer/:id/payment (SPEC §7): `ClientSecret` of the payment intent to confirm with the card
 * (payments port `confirmCardPayment`, as a top-up), the invoices being paid when it succeeds; or
 * `Status: 'completed'` for a payment that needed no confirmation (the sandbox never answers it for a card).
 */
export const billPaymentResponseSchema = z.object({
  Status: z.literal('completed').optional(),
  ClientSecret: z.string().min(1).optional(),
});
export type BillPaymentResponse = z.infer<typeof billPaymentResponseSchema>;
