/**
 * Mobile product status (SPEC §4 "Mobile product Status") and MSISDN display (SPEC §3).
 */

import { type CoreMessage, coreMessage } from './core-message.ts';
import type { PlanType } from './enums.ts';

/** The product fields the status rules read (wire names of SPEC §3 "Mobile product"). */
export interface ProductStatusFields {
  Status?: number | string | null;
  BillingReference?: string | null;
}

export type ProductClass = 'not_activated' | 'prepay' | 'postpay' | 'not_active';
/** The plan type of an active product (SPEC §4: prepay, payg or postpay). */
export type AccountType = PlanType;

function statusNumber(status: ProductStatusFields['Status']): number | null {
  if (typeof status === 'number') return Number.isFinite(status) ? status : null;
  if (typeof status === 'string' && status.trim() !== '') {
    const n = Number(status.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * SPEC §4: Status below 4 (or missing) or no BillingReference -> not_activated; Status 4 -> prepay
 * when BillingReference starts with prepay or payg, postpay otherwise (it starts with postpay);
 * Status above 4 -> not_active. Prefix comparison is case-insensitive.
 */
export function classifyProduct(product: ProductStatusFields): ProductClass {
  const status = statusNumber(product.Status);
  const reference = product.BillingReference?.trim() ?? '';
  if (status === null || status < 4 || reference === '') return 'not_activated';
  if (status > 4) return 'not_active';
  const lower = reference.toLowerCase();
  return lower.startsWith('prepay') || lower.startsWith('payg') ? 'prepay' : 'postpay';
}

/**
 * Account type from the BillingReference prefix (SPEC §3): prepay, payg or postpay, keeping payg
 * distinct (classifyProduct folds payg into prepay). Unknown or missing prefix -> null.
 */
export function accountTypeOf(product: Pick<ProductStatusFields, 'BillingReference'>): AccountType | null {
  const lower = product.BillingReference?.trim().toLowerCase() ?? '';
  if (lower.startsWith('payg')) return 'payg';
  if (lower.startsWith('prepay')) return 'prepay';
  if (lower.startsWith('postpay')) return 'postpay';
  return null;
}

/** Whether the product is active (Status 4 with a BillingReference). */
export function isProductActive(product: ProductStatusFields): boolean {
  const c = classifyProduct(product);
  return c === 'prepay' || c === 'postpay';
}

/** Label of a product class ("Not activated", "Prepay", …). */
export function productClassMessage(productClass: ProductClass): CoreMessage {
  return coreMessage(`core.product.status.${productClass}`);
}

/**
 * SPEC §4: with several products the first one that is not not_activated is selected; with none
 * (or only not-activated ones) the result is null, meaning "clear the current product".
 */
export function selectDefaultProduct<T extends ProductStatusFields>(
  products: readonly T[] | null | undefined,
): T | null {
  return products?.find((p) => classifyProduct(p) !== 'not_activated') ?? null;
}

/**
 * MSISDN shown with a leading plus (SPEC §3): "6421555123" -> "+6421555123"; an existing plus is kept,
 * surrounding spaces removed; missing/empty -> "".
 */
export function formatMsisdn(msisdn: string | number | null | undefined): string {
  if (msisdn === null || msisdn === undefined) return '';
  const text = String(msisdn).trim();
  if (text === '') return '';
  return text.startsWith('+') ? text : `+${text}`;
}
