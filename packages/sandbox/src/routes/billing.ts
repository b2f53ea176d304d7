import { endpoints, type Invoice, type Receipt } from '@telco-portal/api';
import { formatNzd } from '@telco-portal/core';
import type { Hono } from 'hono';
import { assertPayable, outstandingInvoices } from '../bill-payments.ts';
import { SandboxError } from '../errors.ts';
import { type BillDocument, renderBillPdf } from '../pdf.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { loadProductOfKind } from '../rows.ts';
import { createPaymentIntent } from './payments.ts';

type InvoiceRow = {
  uuid: string;
  number: string;
  status: string;
  period_from_nanos: string;
  period_upto_nanos: string;
  issued_at_nanos: string;
  due_at_nanos: string;
  amount_cents: number;
  tax_cents: number;
  paid_cents: number;
  lines: Array<{ Description: string; AmountCents: number }>;
};

type ReceiptRow = {
  uuid: string;
  number: string;
  paid_at_nanos: string;
  amount_cents: number;
  tax_cents: number;
  description: string;
  invoice_number: string | null;
  card_type: string;
  card_last4: string;
};

const invoiceToWire = (r: InvoiceRow): Invoice => ({
  UUID: r.uuid,
  Number: r.number,
  Status: r.status,
  PeriodFromNanos: String(r.period_from_nanos),
  PeriodUptoNanos: String(r.period_upto_nanos),
  IssuedAtNanos: String(r.issued_at_nanos),
  DueAtNanos: String(r.due_at_nanos),
  AmountCents: r.amount_cents,
  AmountTaxCents: r.tax_cents,
  Lines: r.lines,
  PaidCents: r.paid_cents,
});

const receiptToWire = (r: ReceiptRow): Receipt => ({
  UUID: r.uuid,
  Number: r.number,
  PaidAtNanos: String(r.paid_at_nanos),
  AmountCents: r.amount_cents,
  AmountTaxCents: r.tax_cents,
  Description: r.description,
  InvoiceNumber: r.invoice_number,
  CardType: r.card_type,
  CardLast4: r.card_last4,
});

const INVOICE_COLUMNS = `uuid, number, status, period_from_nanos::text, period_upto_nanos::text, issued_at_nanos::text,
  due_at_nanos::text, amount_cents, tax_cents, paid_cents, lines`;
const RECEIPT_COLUMNS = `uuid, number, paid_at_nanos::text, amount_cents, tax_cents, description, invoice_number,
  card_type, card_last4`;

/** A date of a nanosecond string as "25 November 2026" (UTC, en-NZ) for the PDF. */
const day = (nanos: string) =>
  new Date(Number(BigInt(nanos) / 1_000_000n)).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Pacific/Auckland',
  });

/** The file answer of a `binary` endpoint: a PDF attachment with its name (SPEC §5 "non-empty with a name"). */
function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
    },
  });
}

/**
 * Invoices and receipts (SPEC §7 Payments, balance, invoices; issue 10 billing part): the lists, newest
 * first, and each document as a real PDF rendered with pdf-lib (`renderBillPdf`) showing the bill's lines.
 * 404 'invoice_not_found' / 'receipt_not_found' with SPEC §8's 'invoice #N not found' / 'receipt #N not found'.
 */
export function billingRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  const customerOf = async (uuid: string) =>
    (
      await db.query<{ first_name: string; last_name: string; email: string }>(
        'SELECT first_name, last_name, email FROM customers WHERE uuid = $1',
        [uuid],
      )
    ).rows[0]!;

  route(app, deps, endpoints.invoices, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const { rows } = await db.query<InvoiceRow>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_uuid = $1 ORDER BY period_from_nanos DESC, number DESC`,
      [params.id],
    );
    return { Invoices: rows.map(invoiceToWire) };
  });

  route(app, deps, endpoints.receipts, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const { rows } = await db.query<ReceiptRow>(
      `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE customer_uuid = $1 ORDER BY paid_at_nanos DESC, number DESC`,
      [params.id],
    );
    return { Receipts: rows.map(receiptToWire) };
  });

  route(app, deps, endpoints.invoicePdf, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const row = (
      await db.query<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_uuid = $1 AND number = $2`,
        [params.id, params.number],
      )
    ).rows[0];
    if (!row) throw new SandboxError(404, 'invoice_not_found', `invoice #${params.number} not found`);
    const invoice = invoiceToWire(row);
    const customer = await customerOf(params.id);
    const doc: BillDocument = {
      kind: 'Tax invoice',
      number: invoice.Number,
      brandName: 'telco-portal sandbox',
      customerName: `${customer.first_name} ${customer.last_name}`,
      email: customer.email,
      facts: [
        ['Status', invoice.Status],
        ['Billing period', `${day(invoice.PeriodFromNanos)} to ${day(invoice.PeriodUptoNanos)}`],
        ['Issued', day(invoice.IssuedAtNanos)],
        ['Due', day(invoice.DueAtNanos)],
        ...(invoice.PaidCents ? [['Paid so far', formatNzd(invoice.PaidCents)] as [string, string]] : []),
      ],
      lines: invoice.Lines,
      totalCents: invoice.AmountCents,
      taxCents: invoice.AmountTaxCents,
    };
    return pdfResponse(await renderBillPdf(doc), `invoice-${invoice.Number}.pdf`);
  });

  route(app, deps, endpoints.receiptPdf, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const row = (
      await db.query<ReceiptRow>(
        `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE customer_uuid = $1 AND uuid::text = $2`,
        [params.id, params.uuid],
      )
    ).rows[0];
    if (!row) throw new SandboxError(404, 'receipt_not_found', `receipt #${params.uuid} not found`);
    const receipt = receiptToWire(row);
    const customer = await customerOf(params.id);
    const doc: BillDocument = {
      kind: 'Receipt',
      number: receipt.Number,
      brandName: 'telco-portal sandbox',
      customerName: `${customer.first_name} ${customer.last_name}`,
      email: customer.email,
      facts: [
        ['Paid', day(receipt.PaidAtNanos)],
        ['Card', `${receipt.CardType} ending in ${receipt.CardLast4}`],
        ...(receipt.InvoiceNumber ? [['For invoice', receipt.InvoiceNumber] as [string, string]] : []),
      ],
      lines: [{ Description: receipt.Description, AmountCents: receipt.AmountCents }],
      totalCents: receipt.AmountCents,
      taxCents: receipt.AmountTaxCents,
    };
    return pdfResponse(await renderBillPdf(doc), `receipt-${receipt.Number}.pdf`);
  });

  // Pay the bill (SPEC §7 POST /customer/{id}/payment; migration 010): an intent of the saved card for the postpay
  // product; the invoices are paid when the card provider confirms it (payments.ts `applyPayment`). Checked here
  // against what is owed now, and again in the paying transaction.
  route(app, deps, endpoints.payBill, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.id);
    await loadProductOfKind(db, params.id, body.ProductInstanceUUID, ['postpay']);
    assertPayable(await outstandingInvoices(db, params.id, false), body.AmountCents);
    const clientSecret = await createPaymentIntent(db, deps, {
      customerUuid: params.id,
      cardUuid: body.PaymentMethodID,
      amountCents: body.AmountCents,
      purpose: 'bill_payment',
      productUuid: body.ProductInstanceUUID,
    });
    return { ClientSecret: clientSecret };
  });
}
