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
