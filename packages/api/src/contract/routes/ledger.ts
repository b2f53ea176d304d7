import { defineRoute } from '../define.ts';

/** The money ledger and the bill cycle (SPEC §3 transactions, billing cycle; §7; issue 10). */

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
