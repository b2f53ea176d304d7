import { defineRoute } from '../define.ts';

/** Invoices and receipts (SPEC §7 payments, balance, invoices; issue 10). */

export const invoices = defineRoute({
  name: 'invoices',
  method: 'GET',
  path: '/customer/:id/invoice',
  auth: true,
  list: true,
  emptyResponse: { Invoices: [] },
  requiresActiveAccount: true,
});
export const invoicePdf = defineRoute({
  name: 'invoicePdf',
  method: 'GET',
  path: '/customer/:id/invoice/:number/pdf',
  auth: true,
  binary: true,
  requiresActiveAccount: true,
});
export const receipts = defineRoute({
  name: 'receipts',
  method: 'GET',
  path: '/customer/:id/receipt',
  auth: true,
  list: true,
  emptyResponse: { Receipts: [] },
  requiresActiveAccount: true,
});
export const receiptPdf = defineRoute({
  name: 'receiptPdf',
  method: 'GET',
  path: '/customer/:id/receipt/:uuid/pdf',
  auth: true,
  binary: true,
  requiresActiveAccount: true,
});

/**
 * Pay the outstanding bill of a postpay product with a saved card (SPEC §7 POST /customer/{id}/payment; issue 10):
 * answers the ClientSecret of a payment intent, as a top-up does. Money moves: Idempotency-Key required.
 */
export const payBill = defineRoute({
  name: 'payBill',
  method: 'POST',
  path: '/customer/:id/payment',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
