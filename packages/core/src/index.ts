/**
 * @telco-portal/core — pure domain rules of the telco portal (SPEC §3, §4, §5, §9 and the guards of §2).
 * No React, no fetch, no DOM. User-visible text is returned as CoreMessage descriptors.
 */

export * from './account.ts';
export * from './address-rules.ts';
export * from './amount-input.ts';
export * from './area-guards.ts';
export * from './billing.ts';
export * from './cart-v1.ts';
export * from './catalogue.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './eshop.ts';
export * from './field-rules.ts';
export * from './form-rules.ts';
export * from './guards.ts';
export * from './ledger.ts';
export * from './messages.mi-NZ.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './names.ts';
export * from './plan-format.ts';
export * from './porting.ts';
export * from './prepay.ts';
export * from './product-status.ts';
export * from './purchase.ts';
export * from './usage.ts';
export * from './validation.ts';
export * from './zod-config.ts';
