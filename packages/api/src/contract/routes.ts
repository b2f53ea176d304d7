// Each endpoint's route is a named export of its area's module (./routes/<area>.ts): Rollup keeps a module whole in
// one chunk, so a chunk that calls one endpoint carries its area's routes only, and the first bundle only the
// session's guard reads (issue 7). This module re-exports them all and gathers them by name.

import * as addons from './routes/addons.ts';
import * as addresses from './routes/addresses.ts';
import * as auth from './routes/auth.ts';
import * as billing from './routes/billing.ts';
import * as catalogue from './routes/catalogue.ts';
import * as customer from './routes/customer.ts';
import * as eshop from './routes/eshop.ts';
import * as eshopV1 from './routes/eshop-v1.ts';
import * as ledger from './routes/ledger.ts';
import * as payments from './routes/payments.ts';
import * as products from './routes/products.ts';
import * as session from './routes/session.ts';
import * as vouchers from './routes/vouchers.ts';

export * from './routes/addons.ts';
export * from './routes/addresses.ts';
export * from './routes/auth.ts';
export * from './routes/billing.ts';
export * from './routes/catalogue.ts';
export * from './routes/customer.ts';
export * from './routes/eshop.ts';
export * from './routes/eshop-v1.ts';
export * from './routes/ledger.ts';
export * from './routes/payments.ts';
export * from './routes/products.ts';
export * from './routes/session.ts';
export * from './routes/vouchers.ts';

/**
 * The route of every endpoint of the API contract (SPEC §7): name, method, path, auth, list behaviour,
 * idempotency — everything a request needs except the zod schemas, which ./endpoints.ts adds (one entry
 * there per entry here, spread from it). Zod-free on purpose: the production portal's client
 * (`@telco-portal/api/client`) reads only this module (issue 7 "a lean render path"). Paths are relative
 * to the base `/api`.
 */
export const routes = {
  signIn: auth.signIn,
  register: auth.register,
  authCheck: auth.authCheck,
  logout: auth.logout,
  changePassword: auth.changePassword,
  passwordResetRequest: auth.passwordResetRequest,
  passwordResetCheck: auth.passwordResetCheck,
  passwordResetConfirm: auth.passwordResetConfirm,
  getCustomer: session.getCustomer,
  updateCustomer: customer.updateCustomer,
  sendEmailVerification: customer.sendEmailVerification,
  resendEmailVerification: customer.resendEmailVerification,
  confirmEmailVerification: customer.confirmEmailVerification,
  postpayPlans: catalogue.postpayPlans,
  prepayPlans: catalogue.prepayPlans,
  catalogEntries: catalogue.catalogEntries,
  mobileProducts: session.mobileProducts,
  prepayProduct: products.prepayProduct,
  postpayProduct: products.postpayProduct,
  prepayBalance: products.prepayBalance,
  postpayBalance: products.postpayBalance,
  customerAccount: products.customerAccount,
  usageHistogram: products.usageHistogram,
  paymentMethods: session.paymentMethods,
  setupPaymentMethod: payments.setupPaymentMethod,
  deletePaymentMethod: payments.deletePaymentMethod,
  setDefaultPaymentMethod: payments.setDefaultPaymentMethod,
  deleteInvalidPaymentMethod: ledger.deleteInvalidPaymentMethod,
  billingRoutes: session.billingRoutes,
  checkVoucher: vouchers.checkVoucher,
  redeemVoucher: vouchers.redeemVoucher,
  topUp: vouchers.topUp,
  autoTopUp: vouchers.autoTopUp,
  setAutoTopUp: vouchers.setAutoTopUp,
  invoices: billing.invoices,
  invoicePdf: billing.invoicePdf,
  receipts: billing.receipts,
  receiptPdf: billing.receiptPdf,
  payBill: billing.payBill,
  transactions: ledger.transactions,
  billingCycle: ledger.billingCycle,
  setBillingCycle: ledger.setBillingCycle,
  buyPrepayAddon: addons.buyPrepayAddon,
  removePrepayAddon: addons.removePrepayAddon,
  buyPostpayAddon: addons.buyPostpayAddon,
  changeAddonAutoRenew: addons.changeAddonAutoRenew,
  changePlan: addons.changePlan,
  planChanges: addons.planChanges,
  simCatalogue: eshop.simCatalogue,
  saveCartV2: eshop.saveCartV2,
  cartV2: eshop.cartV2,
  customerCartV2: eshop.customerCartV2,
  saveCustomerCartV2: eshop.saveCustomerCartV2,
  checkoutV2: eshop.checkoutV2,
  ordersV2: eshop.ordersV2,
  orderV2: eshop.orderV2,
  saveCartV1: eshopV1.saveCartV1,
  cartV1: eshopV1.cartV1,
  customerCartV1: eshopV1.customerCartV1,
  saveCustomerCartV1: eshopV1.saveCustomerCartV1,
  checkoutV1: eshopV1.checkoutV1,
  ordersV1: eshopV1.ordersV1,
  orderV1: eshopV1.orderV1,
  esimOrderStatus: eshop.esimOrderStatus,
  locationSearch: addresses.locationSearch,
  location: addresses.location,
  deliveryAddresses: addresses.deliveryAddresses,
  createDeliveryAddress: addresses.createDeliveryAddress,
  updateDeliveryAddress: addresses.updateDeliveryAddress,
  setDefaultDeliveryAddress: addresses.setDefaultDeliveryAddress,
  deleteDeliveryAddress: addresses.deleteDeliveryAddress,
  transferProductType: addresses.transferProductType,
};

export type RouteName = keyof typeof routes;
