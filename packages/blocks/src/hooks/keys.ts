/**
 * SWR keys of the blocks' hooks. Every key of customer data includes the customer UUID so switching
 * account never shows another account's cache. Customer and mobile products reuse the session's keys
 * (`sessionKeys` of ../session) so the guard chain and the blocks share one cached record.
 */
export const blockKeys = {
  catalogue: (type: string, customerUUID: string | null) =>
    ['blocks', 'catalogue', type, customerUUID] as const,
  productBalance: (customerUUID: string, productUUID: string, kind: 'prepay' | 'postpay') =>
    ['blocks', 'product-balance', customerUUID, productUUID, kind] as const,
  prepayProduct: (customerUUID: string, productUUID: string) =>
    ['blocks', 'prepay-product', customerUUID, productUUID] as const,
  accountCycles: (customerUUID: string) => ['blocks', 'account-cycles', customerUUID] as const,
  /** The card list of the payment-methods page (the guard's `sessionKeys.paymentMethods` holds only a count). */
  paymentMethods: (customerUUID: string) => ['blocks', 'payment-methods', customerUUID] as const,
  invoices: (customerUUID: string) => ['blocks', 'invoices', customerUUID] as const,
  receipts: (customerUUID: string) => ['blocks', 'receipts', customerUUID] as const,
  usageHistogram: (customerUUID: string, productUUID: string, fromNanos: string, days: number) =>
    ['blocks', 'usage-histogram', customerUUID, productUUID, fromNanos, days] as const,
};
