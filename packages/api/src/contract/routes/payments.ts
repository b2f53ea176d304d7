import { defineRoute } from '../define.ts';

/** Saved cards (SPEC §3 payment method, §7). */

export const setupPaymentMethod = defineRoute({
  name: 'setupPaymentMethod',
  method: 'POST',
  path: '/customer/:id/setup-payment-method',
  auth: true,
  idempotency: 'optional',
  requiresActiveAccount: true,
});
export const deletePaymentMethod = defineRoute({
  name: 'deletePaymentMethod',
  method: 'DELETE',
  path: '/customer/:id/payment-methods/:cardId',
  auth: true,
  requiresActiveAccount: true,
});
export const setDefaultPaymentMethod = defineRoute({
  name: 'setDefaultPaymentMethod',
  method: 'PUT',
  path: '/customer/:id/payment-methods/:cardId',
  auth: true,
  requiresActiveAccount: true,
});
