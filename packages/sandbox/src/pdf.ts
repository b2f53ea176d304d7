import { formatNzd } from '@telco-portal/core';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** One document the sandbox renders as a PDF (an invoice or a receipt). Amounts in cents, GST included. */
export interface BillDocument {
  /** 'Tax invoice' or 'Receipt'. */
  kind: string;
  number: string;
  brandName: string;
  customerName: string;
  email: string;
  /** Label/value rows under the title (dates, status, card), already formatted. */
  facts: Array<[string, string]>;
  lines: Array<{ Description: string; AmountCents: number }>;
  totalCents: number;
  taxCents: number;
}

/**
 * The standard PDF fonts encode WinAnsi only: letters with macrons (ā, ē, ī, ō, ū) are written without them
 * rather than failing the whole file; any other character outside Latin-1 becomes '?'.
 */
function winAnsi(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0304]/g, '')
    .normalize('NFC')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/**
 * Renders a bill as a one-page A4 PDF with pdf-lib (Helvetica): the brand, the document's number and facts,
 * the customer, a table of its lines and the total with its GST part. Amounts are formatted with core's
 * `formatNzd` (en-NZ). Deterministic for the same input (no creation date in the metadata).
 */
export async function renderBillPdf(doc: BillDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${doc.kind} ${doc.number}`));
  pdf.setAuthor(winAnsi(doc.brandName));
  pdf.setCreator('telco-portal sandbox');
  pdf.setProducer('pdf-lib');
  const zero = new Date(0);
  pdf.setCreationDate(zero);
  pdf.setModificationDate(zero);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.12, 0.18);
  const left = 56;
  const right = 595.28 - 56;
  let y = 780;
  const write = (p: PDFPage, text: string, x: number, size: number, font: PDFFont) =>
    p.drawText(winAnsi(text), { x, y, size, font, color: ink });
  const writeRight = (text: string, size: number, font: PDFFont) => {
    const t = winAnsi(text);
    page.drawText(t, { x: right - font.widthOfTextAtSize(t, size), y, size, font, color: ink });
  };

  write(page, doc.brandName, left, 12, bold);
  y -= 32;
  write(page, `${doc.kind} ${doc.number}`, left, 20, bold);
  y -= 28;
  for (const [label, value] of doc.facts) {
    write(page, `${label}:`, left, 10, bold);
    write(page, value, left + 110, 10, regular);
    y -= 16;
  }
  y -= 8;
  write(page, `Customer: ${doc.customerName} (${doc.email})`, left, 10, regular);
  y -= 32;

  write(page, 'Description', left, 10, bold);
  writeRight('Amount (NZD, incl. GST)', 10, bold);
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: ink });
  y -= 16;
  for (const line of doc.lines) {
    write(page, line.Description, left, 10, regular);
    writeRight(formatNzd(line.AmountCents), 10, regular);
    y -= 16;
  }
  y -= 2;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: ink });
  y -= 18;
  write(page, 'Total', left, 12, bold);
  writeRight(formatNzd(doc.totalCents), 12, bold);
  y -= 16;
  write(page, 'Includes GST of', left, 10, regular);
  writeRight(formatNzd(doc.taxCents), 10, regular);
  y -= 40;
  write(page, 'Sandbox document for demonstration: no real payment was taken.', left, 8, regular);
  return pdf.save({ useObjectStreams: false });
}
