import { defineRoute } from './define.ts';

// Each endpoint's route is its own export, so a module that calls one endpoint bundles that route only
// (tree-shaking); `routes` gathers them by name for the sandbox, the validator and name lookups.

// --- Auth and profile (SPEC §7) -----------------------------------------------------------------
export const signIn = defineRoute({
  name: 'signIn',
  method: 'POST',
  path: '/v2/:spid/auth',
  auth: false,
});
export const register = defineRoute({
  name: 'register',
  method: 'POST',
  path: '/v2/:spid/auth/register',
  auth: false,
});
export const authCheck = defineRoute({
  name: 'authCheck',
  method: 'POST',
  path: '/v2/:spid/auth_check',
  auth: false,
});
export const logout = defineRoute({
  name: 'logout',
  method: 'POST',
  path: '/v2/:spid/auth/logout',
  auth: false,
});
export const changePassword = defineRoute({
  name: 'changePassword',
  method: 'PUT',
  path: '/v2/:spid/auth/LOCAL/:authId',
  auth: true,
});
export const passwordResetRequest = defineRoute({
  name: 'passwordResetRequest',
  method: 'POST',
  path: '/v2/:spid/auth/LOCAL/password_reset',
  auth: false,
});
export const passwordResetCheck = defineRoute({
  name: 'passwordResetCheck',
  method: 'POST',
  path: '/v2/:spid/auth/LOCAL/password_reset/check',
  auth: false,
});
export const passwordResetConfirm = defineRoute({
  name: 'passwordResetConfirm',
  method: 'POST',
  path: '/v2/:spid/auth/LOCAL/password_reset/confirm',
  auth: false,
});
export const getCustomer = defineRoute({
  name: 'getCustomer',
  method: 'GET',
  path: '/customer/:uuid',
  auth: true,
});
export const updateCustomer = defineRoute({
  name: 'updateCustomer',
  method: 'PUT',
  path: '/customer/:uuid',
  auth: true,
});
export const sendEmailVerification = defineRoute({
  name: 'sendEmailVerification',
  method: 'GET',
  path: '/customer/:uuid/email_verification/send',
  auth: true,
});
export const resendEmailVerification = defineRoute({
  name: 'resendEmailVerification',
  method: 'GET',
  path: '/customer/:uuid/email_verification/resend',
  auth: true,
});
export const confirmEmailVerification = defineRoute({
  name: 'confirmEmailVerification',
  method: 'GET',
  path: '/customer/:uuid/email_verification/confirm',
  auth: false,
});

// --- Plans and catalogue (SPEC §7) --------------------------------------------------------------
export const postpayPlans = defineRoute({
  name: 'postpayPlans',
  method: 'GET',
  path: '/v1/:spid/postpay_mobile_plans',
  auth: false,
  list: true,
  emptyResponse: { PostpayPlansTab: [] },
});
export const prepayPlans = defineRoute({
  name: 'prepayPlans',
  method: 'GET',
  path: '/v3/:spid/prepay_mobile_plans',
  auth: false,
  list: true,
  emptyResponse: { PrepayAddons: [] },
});
export const catalogEntries = defineRoute({
  name: 'catalogEntries',
  method: 'POST',
  path: '/catalog/v2/entries',
  auth: false,
  list: true,
  emptyResponse: { Entries: [], Prices: [] },
});

// --- Mobile products (REST stand-in for the data store customers/{id}/mobiles) -------------------
export const mobileProducts = defineRoute({
  name: 'mobileProducts',
  method: 'GET',
  path: '/v3/:spid/customer/:uuid/mobile_products',
  auth: true,
  list: true,
  emptyResponse: { MobileProducts: [] },
});
export const prepayProduct = defineRoute({
  name: 'prepayProduct',
  method: 'GET',
  path: '/v3/:spid/customer/:customerUuid/mobileprepay/:productUuid',
  auth: true,
  requiresActiveAccount: true,
});
export const postpayProduct = defineRoute({
  name: 'postpayProduct',
  method: 'GET',
  path: '/v1/:spid/customer/:customerUuid/postpay_mobile/:productUuid',
  auth: true,
  requiresActiveAccount: true,
});

// --- Balances and usage (SPEC §7 Payments, balance, invoices) -----------------------------------
export const prepayBalance = defineRoute({
  name: 'prepayBalance',
  method: 'GET',
  path: '/customers/:uuid/products/mobile/prepay/:productId/balance',
  auth: true,
  requiresActiveAccount: true,
});
export const postpayBalance = defineRoute({
  name: 'postpayBalance',
  method: 'POST',
  path: '/postpay/balance',
  auth: true,
  requiresActiveAccount: true,
});
export const customerAccount = defineRoute({
  name: 'customerAccount',
  method: 'GET',
  path: '/customer/:id/account',
  auth: true,
  requiresActiveAccount: true,
});
export const usageHistogram = defineRoute({
  name: 'usageHistogram',
  method: 'POST',
  path: '/v2/:spid/usage/data/histogram',
  auth: true,
  requiresActiveAccount: true,
});

// --- Guard data (REST stand-ins; SPEC §2 guards, §3 payment method and billing route) ------------
export const paymentMethods = defineRoute({
  name: 'paymentMethods',
  method: 'GET',
  path: '/customer/:id/payment-methods',
  auth: true,
  list: true,
  emptyResponse: { PaymentMethods: [] },
});
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
export const billingRoutes = defineRoute({
  name: 'billingRoutes',
  method: 'GET',
  path: '/customers/:id/billing-routes',
  auth: true,
  list: true,
  emptyResponse: { BillingRoutes: [] },
});

// --- Vouchers and top-ups (SPEC §5, §7; issue 10) -----------------------------------------------
export const checkVoucher = defineRoute({
  name: 'checkVoucher',
  method: 'POST',
  path: '/customer/:id/check_voucher/:product/:code',
  auth: true,
  requiresActiveAccount: true,
});
export const redeemVoucher = defineRoute({
  name: 'redeemVoucher',
  method: 'POST',
  path: '/customer/:id/redeem_voucher/:product/:code',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});

// --- Issue 10, billing part: invoices and receipts (SPEC §7 Payments, balance, invoices) ----------------
export const invoices = defineRoute({
  name: 'invoices',
  method: 'GET',
  path: '/customer/:id/invoice',
  auth: true,
  list: true,
  emptyResponse: { Invoices: [] },
  requiresActiveAccount: true,
});
export const invoicePdf = defineRoute({
  name: 'invoicePdf',
  method: 'GET',
  path: '/customer/:id/invoice/:number/pdf',
  auth: true,
  binary: true,
  requiresActiveAccount: true,
});
export const receipts = defineRoute({
  name: 'receipts',
  method: 'GET',
  path: '/customer/:id/receipt',
  auth: true,
  list: true,
  emptyResponse: { Receipts: [] },
  requiresActiveAccount: true,
});
export const receiptPdf = defineRoute({
  name: 'receiptPdf',
  method: 'GET',
  path: '/customer/:id/receipt/:uuid/pdf',
  auth: true,
  binary: true,
  requiresActiveAccount: true,
});
// --- Add-ons and plan changes (SPEC §7 "Add-ons, activation, vouchers, SIM"; issue 10) ------------
export const buyPrepayAddon = defineRoute({
  name: 'buyPrepayAddon',
  method: 'POST',
  path: '/customer/:uuid/prepay_addon/:productUuid/:availabilityUuid',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const removePrepayAddon = defineRoute({
  name: 'removePrepayAddon',
  method: 'DELETE',
  path: '/customer/:uuid/prepay_addon/:productUuid/:addonUuid',
  auth: true,
  requiresActiveAccount: true,
});
export const buyPostpayAddon = defineRoute({
  name: 'buyPostpayAddon',
  method: 'POST',
  path: '/postpay/addon',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const changeAddonAutoRenew = defineRoute({
  name: 'changeAddonAutoRenew',
  method: 'POST',
  path: '/update/change-addon-auto-renew',
  auth: true,
  requiresActiveAccount: true,
});
export const changePlan = defineRoute({
  name: 'changePlan',
  method: 'POST',
  path: '/eshop/customer/change-plan',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const planChanges = defineRoute({
  name: 'planChanges',
  method: 'GET',
  path: '/customer/:uuid/plan_changes/:productUuid',
  auth: true,
  requiresActiveAccount: true,
});

/**
 * The route of every endpoint of the API contract (SPEC §7): name, method, path, auth, list behaviour,
 * idempotency — everything a request needs except the zod schemas, which ./endpoints.ts adds (one entry
 * there per entry here, spread from it). Zod-free on purpose: the production portal's client
 * (`@telco-portal/api/client`) reads only this module (issue 7 "a lean render path"). Paths are relative
 * to the base `/api`.
 */
export const routes = {
  signIn,
  register,
  authCheck,
  logout,
  changePassword,
  passwordResetRequest,
  passwordResetCheck,
  passwordResetConfirm,
  getCustomer,
  updateCustomer,
  sendEmailVerification,
  resendEmailVerification,
  confirmEmailVerification,
  postpayPlans,
  prepayPlans,
  catalogEntries,
  mobileProducts,
  prepayProduct,
  postpayProduct,
  prepayBalance,
  postpayBalance,
  customerAccount,
  usageHistogram,
  paymentMethods,
  setupPaymentMethod,
  deletePaymentMethod,
  setDefaultPaymentMethod,
  billingRoutes,
  checkVoucher,
  redeemVoucher,
  invoices,
  invoicePdf,
  receipts,
  receiptPdf,
  buyPrepayAddon,
  removePrepayAddon,
  buyPostpayAddon,
  changeAddonAutoRenew,
  changePlan,
  planChanges,
};

export type RouteName = keyof typeof routes;
