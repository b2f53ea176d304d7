import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { BlockProps } from './block-props.ts';

/** A block's loaders: its component module and, for a block with a brand configuration, its config schema. */
export type Loaders = {
  load: () => Promise<{ default: ComponentType<BlockProps<never>> }>;
  loadConfigSchema?: () => Promise<z.ZodType>;
};

/** A configured block: ties the component's `config` prop type to its schema (as `defineBlock` does). */
function configured<S extends z.ZodType>(loaders: {
  load: () => Promise<{ default: ComponentType<BlockProps<z.output<S>>> }>;
  loadConfigSchema: () => Promise<S>;
}): Required<Loaders> {
  return loaders as unknown as Required<Loaders>;
}

/** A block without a brand configuration (it takes no `config`). */
function plain(load: () => Promise<{ default: ComponentType<Record<string, never>> }>): Loaders {
  return { load: load as Loaders['load'] };
}

/**
 * The loaders of the blocks only a signed-in customer sees (SPEC §2 profile area and the signed-in utility
 * pages), loaded as ONE chunk the first time one of them renders (issue 7: the first page's JS does not grow
 * with each screen of the account area). The registries (../registry.ts, ./blocks/shell-registry.ts) list
 * each name with `defineAccountBlock`; registry.test checks both lists agree, schemas included.
 */
export const ACCOUNT_BLOCK_LOADERS = {
  'email-verify-page': plain(() => import('./blocks/email-verify/EmailVerifyPage.tsx')),
  'select-account': configured({
    load: () => import('./blocks/select-account/SelectAccount.tsx'),
    loadConfigSchema: () =>
      import('./blocks/select-account/config.ts').then((m) => m.selectAccountConfigSchema),
  }),
  'mobile-dashboard': plain(() => import('./blocks/mobile-dashboard/MobileDashboard.tsx')),
  'usage-histogram': configured({
    load: () => import('./blocks/usage-histogram/UsageHistogram.tsx'),
    loadConfigSchema: () =>
      import('./blocks/usage-histogram/config.ts').then((m) => m.usageHistogramConfigSchema),
  }),
  'plans-tab': configured({
    load: () => import('./blocks/plans-tab/PlansTab.tsx'),
    loadConfigSchema: () => import('./blocks/plans-tab/config.ts').then((m) => m.plansTabConfigSchema),
  }),
  'payment-method-add': plain(() => import('./blocks/payment-method-add/PaymentMethodAdd.tsx')),
  'voucher-redeem': plain(() => import('./blocks/voucher-redeem/VoucherRedeem.tsx')),
  'top-up': plain(() => import('./blocks/top-up/TopUp.tsx')),
  'payment-methods': plain(() => import('./blocks/payment-methods/PaymentMethods.tsx')),
  invoices: plain(() => import('./blocks/invoices/InvoiceList.tsx')),
  'invoice-detail': plain(() => import('./blocks/invoices/InvoiceDetail.tsx')),
  receipts: plain(() => import('./blocks/invoices/ReceiptList.tsx')),
  'receipt-detail': plain(() => import('./blocks/invoices/ReceiptDetail.tsx')),
  'payments-history': plain(() => import('./blocks/payments-history/PaymentsHistory.tsx')),
  'pay-bill': plain(() => import('./blocks/pay-bill/PayBill.tsx')),
  'order-history': plain(() => import('./blocks/orders/OrderHistory.tsx')),
  'order-detail': plain(() => import('./blocks/orders/OrderDetail.tsx')),
  'shipping-details': plain(() => import('./blocks/shipping-details/ShippingDetails.tsx')),
  'product-type-transfer': plain(() => import('./blocks/product-type-transfer/ProductTypeTransfer.tsx')),
  'mobile-billing': configured({
    load: () => import('./blocks/mobile-billing/MobileBilling.tsx'),
    loadConfigSchema: () =>
      import('./blocks/mobile-billing/config.ts').then((m) => m.mobileBillingConfigSchema),
  }),
  suspended: plain(() => import('./blocks/suspended/Suspended.tsx')),
  'no-payment-methods': plain(() => import('./blocks/no-payment-methods/NoPaymentMethods.tsx')),
  'no-plans': plain(() => import('./blocks/no-plans/NoPlans.tsx')),
} satisfies Record<string, Loaders>;

/** Names of the blocks in the signed-in group. */
export type AccountBlockName = keyof typeof ACCOUNT_BLOCK_LOADERS;
