import { defineRoute } from '../define.ts';

/**
 * The money ledger, the bill cycle and invalid cards (SPEC §3 transactions, billing cycle; §7; issue 10): the
 * `billing` helper group's routes, apart from the card routes so the card form does not carry them.
 */

export const transactions = defineRoute({
  name: 'transactions',
  method: 'GET',
  path: '/customer/:id/transactions',
  auth: true,
  list: true,
  emptyResponse: { Transactions: [] },
  requiresActiveAccount: true,
});
export const billingCycle = defineRoute({
  name: 'billingCycle',
  method: 'GET',
  path: '/customers/:id/billing-cycle',
  auth: true,
  requiresActiveAccount: true,
});
export const setBillingCycle = defineRoute({
  name: 'setBillingCycle',
  method: 'POST',
  path: '/customers/:id/billing-cycle',
  auth: true,
  requiresActiveAccount: true,
});
export const deleteInvalidPaymentMethod = defineRoute({
  name: 'deleteInvalidPaymentMethod',
  method: 'DELETE',
  path: '/customer/:id/invalid-payment-methods/:cardId',
  auth: true,
  requiresActiveAccount: true,
});
