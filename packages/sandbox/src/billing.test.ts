import { inflateSync } from 'node:zlib';
import { ApiError } from '@telco-portal/api';
import { invoiceStatusOf } from '@telco-portal/core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { clientFor, request, signIn, type TestClock, testSandbox } from './test/helpers.ts';

const PREPAY_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
const POSTPAY_CUSTOMER = 'c0000000-0000-4000-8000-000000000002';

let sandbox: Sandbox;
let clock: TestClock;
beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox());
}, 120_000);
afterAll(() => sandbox.close());

/** The text a PDF viewer draws: every content stream inflated, hex strings (<…>) decoded as Latin-1. */
function drawnText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}

describe('given postpay@ (14 months of bills)', () => {
  it('lists 14 invoices newest first, the current one OPEN, and every status of SPEC §4', async () => {
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'postpay@harbour.test', password: 'Harbour-demo-1' });
    const invoices = await api.customer.invoices(POSTPAY_CUSTOMER);
    expect(invoices).toHaveLength(14);
    expect(invoices[0]!.Status).toBe('OPEN');
    expect(new Set(invoices.map((i) => invoiceStatusOf(i.Status)))).toEqual(
      new Set(['OPEN', 'DUE', 'OVERDUE', 'PAID', 'VOID']),
    );
    const from = invoices.map((i) => BigInt(i.PeriodFromNanos));
    expect([...from].sort((a, b) => (a > b ? -1 : 1))).toEqual(from);
    for (const i of invoices) {
      expect(i.Lines.reduce((s, l) => s + l.AmountCents, 0)).toBe(i.AmountCents);
      expect(i.AmountTaxCents).toBe(Math.round((i.AmountCents * 3) / 23));
    }
    const receipts = await api.customer.receipts(POSTPAY_CUSTOMER);
    expect(receipts).toHaveLength(invoices.filter((i) => i.Status === 'PAID').length);
    expect(receipts[0]!.InvoiceNumber).toMatch(/^INV-\d{6}-0002$/);
  });

  it("renders an invoice as a real PDF with a name, showing the bill's lines and total", async () => {
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'postpay@harbour.test', password: 'Harbour-demo-1' });
    const [current] = await api.customer.invoices(POSTPAY_CUSTOMER);
    const file = await api.customer.invoicePdf(POSTPAY_CUSTOMER, current!.Number);
    expect(file.FileName).toBe(`invoice-${current!.Number}.pdf`);
    expect(file.ContentType).toBe('application/pdf');
    const bytes = new Uint8Array(await file.Data.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = drawnText(bytes);
    expect(text).toContain(`Tax invoice ${current!.Number}`);
    for (const line of current!.Lines) expect(text).toContain(line.Description);
    expect(text).toContain('Total');
    expect(text).toContain(`$${(current!.AmountCents / 100).toFixed(2)}`);
  });

  it("answers 'invoice #N not found' (SPEC §8) for a number it does not hold, and refuses another customer", async () => {
    const { JWT } = await signIn(sandbox, 'postpay@harbour.test');
    const missing = await request(
      sandbox,
      'GET',
      `/api/customer/${POSTPAY_CUSTOMER}/invoice/INV-190001-0002/pdf`,
      {
        token: JWT,
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      err_code: 'invoice_not_found',
      err_message: 'invoice #INV-190001-0002 not found',
    });
    const other = await request(sandbox, 'GET', `/api/customer/${PREPAY_CUSTOMER}/invoice`, { token: JWT });
    expect(other.status).toBe(403);
  });
});

describe('given prepay@ (top-up receipts)', () => {
  it('lists its receipts and renders each as a PDF; no invoices', async () => {
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    expect(await api.customer.invoices(PREPAY_CUSTOMER)).toEqual([]);
    const receipts = await api.customer.receipts(PREPAY_CUSTOMER);
    expect(receipts.length).toBeGreaterThanOrEqual(5);
    expect(receipts.every((r) => r.Description === 'Top-up' && r.AmountCents === 2000)).toBe(true);
    const file = await api.customer.receiptPdf(PREPAY_CUSTOMER, receipts[0]!.UUID);
    expect(file.FileName).toBe(`receipt-${receipts[0]!.Number}.pdf`);
    expect(drawnText(new Uint8Array(await file.Data.arrayBuffer()))).toContain('Visa ending in 4242');
    await expect(
      api.customer.receiptPdf(PREPAY_CUSTOMER, '2e000000-0000-4000-8000-000000009999'),
    ).rejects.toMatchObject({
      status: 404,
      code: 'receipt_not_found',
    });
  });

  it("rejects an empty file as 'file download error' (SPEC §5: non-empty with a name)", async () => {
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    const [receipt] = await api.customer.receipts(PREPAY_CUSTOMER);
    const rule = sandbox.faults.add('GET /api/customer/*/receipt/*/pdf', 'status=200; empty');
    const error = await api.customer.receiptPdf(PREPAY_CUSTOMER, receipt!.UUID).catch((e: unknown) => e);
    sandbox.faults.remove(rule.id);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'file_download_error', message: 'file download error' });
  });
});
