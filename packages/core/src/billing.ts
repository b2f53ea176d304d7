/**
 * Billing rules of SPEC §3–§5 that are pure: invoice statuses, billing-route spend limits, payment-option
 * visibility and card expiry. Kept apart from `account.ts` (what every route's guards read), so the account
 * screens that use these do not pull them, nor the invoice-status enum, into the first-loaded bundle (issue 7).
 */
import { INVOICE_STATUSES, type InvoiceStatus } from './enums.ts';

/** Invoice status normalised to upper case (SPEC §3: case-insensitive), or null when unknown. */
export function invoiceStatusOf(status: string | null | undefined): InvoiceStatus | null {
  const upper = status?.trim().toUpperCase() ?? '';
  return (INVOICE_STATUSES as readonly string[]).includes(upper) ? (upper as InvoiceStatus) : null;
}

/** OPEN is the current period's invoice; every other status is a previous one (SPEC §4). */
export function isCurrentInvoice(status: string | null | undefined): boolean {
  return invoiceStatusOf(status) === 'OPEN';
}

/** DUE and OVERDUE invoices are outstanding (SPEC §4). */
export function isInvoiceOutstanding(status: string | null | undefined): boolean {
  const s = invoiceStatusOf(status);
  return s === 'DUE' || s === 'OVERDUE';
}

/**
 * What is still owed on an invoice, cents (never negative): `AmountCents` less `PaidCents` (absent = 0) when the
 * invoice is outstanding (DUE or OVERDUE, SPEC §4), else 0 — an OPEN, PAID or VOID invoice asks for nothing
 * (SPEC §7 POST /customer/{id}/payment pays outstanding invoices).
 */
export function invoiceDueCents(invoice: {
  Status: string | null;
  AmountCents: number;
  PaidCents?: number;
}): number {
  if (!isInvoiceOutstanding(invoice.Status)) return 0;
  return Math.max(0, invoice.AmountCents - (invoice.PaidCents ?? 0));
}

/**
 * Billing-route spend limit sent in cents: whole dollars × 100 (SPEC §5).
 * @throws RangeError when the dollars are not a non-negative whole number.
 */
export function spendLimitCents(wholeDollars: number): number {
  if (!Number.isSafeInteger(wholeDollars) || wholeDollars < 0) {
    throw new RangeError(`spendLimitCents: expected whole dollars ≥ 0, got ${wholeDollars}`);
  }
  return wholeDollars * 100;
}

/** A bill-route payment option is shown only if RemainingSpendLimit (cents) is above 0 (SPEC §5). */
export function isBillRouteUsable(route: { RemainingSpendLimit?: number | string | null }): boolean {
  const n = Number(route.RemainingSpendLimit);
  return Number.isFinite(n) && n > 0;
}

/** The fields of a billing route (SPEC §3) that decide whether it pays for this account. */
type PayingRouteFields = { RoutingType?: string | null; RemainingSpendLimit?: number | string | null };

/**
 * The billing routes that pay for this account and can pay now (SPEC §3, §5): 'parent' routes (another account,
 * the DebitAccount, pays for this one; RoutingType compared case-insensitively) with RemainingSpendLimit (cents)
 * above 0, in the order given. They are the bill-route payment options of top-up and the payment-methods list.
 */
export function payingBillRoutes<T extends PayingRouteFields>(routes: readonly T[]): T[] {
  return routes.filter((r) => r.RoutingType?.trim().toLowerCase() === 'parent' && isBillRouteUsable(r));
}

/**
 * The payment-method list shows when there are cards, or, with billing routing on, parent routes
 * with remaining limit (SPEC §5).
 */
export function showPaymentMethodList(input: {
  cardCount: number;
  billingRoutingEnabled: boolean;
  routes: readonly PayingRouteFields[];
}): boolean {
  if (input.cardCount > 0) return true;
  if (!input.billingRoutingEnabled) return false;
  return payingBillRoutes(input.routes).length > 0;
}

/**
 * A saved card is expired once its expiry month (SPEC §3 CardExpiryMonth 1–12, CardExpiryYear four digits)
 * is over: a card is valid through the last day of that month. `nowMs` is milliseconds since the epoch; the
 * month is taken in UTC (as the sandbox's card checks do). SPEC §5 refuses a card *about to* expire for
 * authorisation (the current month) — that is the payment provider's rule; this marks cards already expired
 * in the payment-methods list.
 */
export function isCardExpired(expMonth: number, expYear: number, nowMs: number): boolean {
  const now = new Date(nowMs);
  return expYear * 12 + (expMonth - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}
