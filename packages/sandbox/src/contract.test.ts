import { buildPath, type EndpointName, endpoints } from '@telco-portal/api';
import { buyPrepayByCard } from '@telco-portal/api/helpers/prepay-purchase';
import { sandboxPaymentsEndpoints } from '@telco-portal/api/sandbox-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { seedPlan } from './seed/catalogue.ts';
import { clientFor, request, signIn, TEST_NOW, type TestClock, testSandbox } from './test/helpers.ts';
import { dateToNanos, NANOS_PER_DAY, utcDayStart } from './time.ts';

const PREPAY_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
const PREPAY_PRODUCT = 'b0000000-0000-4000-8000-000000000001';
const POSTPAY_CUSTOMER = 'c0000000-0000-4000-8000-000000000002';
const POSTPAY_PRODUCT = 'b0000000-0000-4000-8000-000000000002';
const POSTPAY_FIRST_CARD = 'cd000000-0000-4000-8000-000000000002';
const POSTPAY_SECOND_CARD = 'cd000000-0000-4000-8000-000000000003';
const PREPAY_BASE_PLAN = seedAddonUuid(1, PREPAY_PRODUCT);
const PREPAY_DATA_BOOST = seedAddonUuid(2, PREPAY_PRODUCT);
const DAY_PASS_AVAILABILITY = seedPlan('dayPass').availabilityUuid;
const ENDLESS_AVAILABILITY = seedPlan('prepayEndless').availabilityUuid;
const ROAMING_AVAILABILITY = seedPlan('roamingDay').availabilityUuid;
const ROAMING_ENTRY = seedPlan('roamingDay').uuid;
/** The seed's add-on UUIDs (seed/seed.ts): the n-th owned item (base plan first) of a product. */
function seedAddonUuid(n: number, product: string) {
  return `ad000000-0000-4000-8${String(n).padStart(3, '0')}-${product.slice(-12)}`;
}

let sandbox: Sandbox;
let clock: TestClock;
let prepayToken: string;
let postpayToken: string;
let paygToken: string;

beforeAll(async () => {
  // A brand that lets customers change their bill cycle (features.billingCycle): setBillingCycle answers 200.
  ({ sandbox, clock } = await testSandbox({ allowBillingCycleChange: true }));
  prepayToken = (await signIn(sandbox, 'prepay@harbour.test')).JWT;
  postpayToken = (await signIn(sandbox, 'postpay@harbour.test')).JWT;
  paygToken = (await signIn(sandbox, 'payg@harbour.test')).JWT;
  // Tokens are renewed in answers once they are 5 minutes old: make these old enough to see it.
  clock.advanceMs(6 * 60_000);
}, 120_000);
afterAll(() => sandbox.close());

const histogramBody = (customer: string, product: string) => {
  const today = utcDayStart(dateToNanos(clock.now()));
  const first = today - 29n * NANOS_PER_DAY;
  return {
    CustomerUUID: customer,
    ProductInstanceUUID: product,
    ProductType: 'prepay',
    Range: { FirstNanos: first.toString(), FinalNanos: (today + NANOS_PER_DAY).toString() },
    IntervalNanos: NANOS_PER_DAY.toString(),
  };
};

/** Number of the seeded postpay invoice `monthsAgo` calendar months back (seed/billing.ts). */
const invoiceNumber = (monthsAgo: number) => {
  const d = TEST_NOW;
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsAgo, 1));
  return `INV-${m.getUTCFullYear()}${String(m.getUTCMonth() + 1).padStart(2, '0')}-0002`;
};

type Case = {
  endpoint: EndpointName;
  method: string;
  path: string;
  body?: unknown;
  token?: () => string;
  headers?: Record<string, string>;
};

// One raw HTTP request per endpoint of the contract (the last test checks none is missing).
const cases: Case[] = [
  {
    endpoint: 'signIn',
    method: 'POST',
    path: '/api/v2/2/auth',
    body: {
      IdentityProvider: 'LOCAL',
      AuthID: 'prepay@harbour.test',
      AuthCode: 'Harbour-demo-1',
      IncludeRoles: true,
    },
  },
  {
    endpoint: 'register',
    method: 'POST',
    path: '/api/v2/2/auth/register',
    body: {
      IdentityProvider: 'LOCAL',
      AuthID: 'tama@example.test',
      AuthCode: 'Kia-ora-koutou-1',
      Email: 'tama@example.test',
      FirstName: 'Tama',
      LastName: 'Rāwiri',
      NotifySpecialOffers: 2,
      NotifyNewsletters: 0,
    },
  },
  {
    endpoint: 'authCheck',
    method: 'POST',
    path: '/api/v2/2/auth_check',
    body: { IdentityProvider: 'LOCAL', AuthID: 'prepay@harbour.test' },
  },
  {
    endpoint: 'getCustomer',
    method: 'GET',
    path: `/api/customer/${PREPAY_CUSTOMER}`,
    token: () => prepayToken,
  },
  {
    endpoint: 'updateCustomer',
    method: 'PUT',
    path: `/api/customer/${PREPAY_CUSTOMER}`,
    body: { ExternalRef5: 'REF-77' },
    token: () => prepayToken,
  },
  {
    endpoint: 'sendEmailVerification',
    method: 'GET',
    path: `/api/customer/${PREPAY_CUSTOMER}/email_verification/send`,
    token: () => prepayToken,
  },
  {
    endpoint: 'resendEmailVerification',
    method: 'GET',
    path: `/api/customer/${PREPAY_CUSTOMER}/email_verification/resend`,
    token: () => prepayToken,
  },
  { endpoint: 'postpayPlans', method: 'GET', path: '/api/v1/2/postpay_mobile_plans' },
  { endpoint: 'prepayPlans', method: 'GET', path: '/api/v3/2/prepay_mobile_plans' },
  {
    endpoint: 'catalogEntries',
    method: 'POST',
    path: '/api/catalog/v2/entries',
    body: {
      ProductTypeList: ['prepaymobileAddon', 'postpaymobile', 'postpaymobileAddon'],
      SearchOptions: { PageSize: 1000 },
    },
  },
  {
    endpoint: 'mobileProducts',
    method: 'GET',
    path: `/api/v3/2/customer/${PREPAY_CUSTOMER}/mobile_products`,
    token: () => prepayToken,
  },
  {
    endpoint: 'prepayProduct',
    method: 'GET',
    path: `/api/v3/2/customer/${PREPAY_CUSTOMER}/mobileprepay/${PREPAY_PRODUCT}`,
    token: () => prepayToken,
  },
  {
    endpoint: 'postpayProduct',
    method: 'GET',
    path: `/api/v1/2/customer/${POSTPAY_CUSTOMER}/postpay_mobile/${POSTPAY_PRODUCT}`,
    token: () => postpayToken,
  },
  {
    endpoint: 'prepayBalance',
    method: 'GET',
    path: `/api/customers/${PREPAY_CUSTOMER}/products/mobile/prepay/${PREPAY_PRODUCT}/balance`,
    token: () => prepayToken,
  },
  {
    endpoint: 'postpayBalance',
    method: 'POST',
    path: '/api/postpay/balance',
    body: { CustomerUUID: POSTPAY_CUSTOMER, UUID: POSTPAY_PRODUCT },
    token: () => postpayToken,
  },
  {
    endpoint: 'customerAccount',
    method: 'GET',
    path: `/api/customer/${POSTPAY_CUSTOMER}/account`,
    token: () => postpayToken,
  },
  {
    endpoint: 'usageHistogram',
    method: 'POST',
    path: '/api/v2/2/usage/data/histogram',
    body: 'histogram',
    token: () => prepayToken,
  },
  {
    endpoint: 'paymentMethods',
    method: 'GET',
    path: `/api/customer/${POSTPAY_CUSTOMER}/payment-methods`,
    token: () => postpayToken,
  },
  {
    endpoint: 'billingRoutes',
    method: 'GET',
    path: `/api/customers/${POSTPAY_CUSTOMER}/billing-routes`,
    token: () => postpayToken,
  },
  {
    endpoint: 'passwordResetRequest',
    method: 'POST',
    path: '/api/v2/2/auth/LOCAL/password_reset',
    body: { Email: 'payg@harbour.test' },
  },
  {
    endpoint: 'setupPaymentMethod',
    method: 'POST',
    path: `/api/customer/${POSTPAY_CUSTOMER}/setup-payment-method`,
    token: () => postpayToken,
  },
  {
    endpoint: 'setDefaultPaymentMethod',
    method: 'PUT',
    path: `/api/customer/${POSTPAY_CUSTOMER}/payment-methods/${POSTPAY_SECOND_CARD}`,
    body: { Rank: 1 },
    token: () => postpayToken,
  },
  {
    endpoint: 'deletePaymentMethod',
    method: 'DELETE',
    path: `/api/customer/${POSTPAY_CUSTOMER}/payment-methods/${POSTPAY_FIRST_CARD}`,
    token: () => postpayToken,
  },
  // Add-ons and plan changes (issue 10).
  {
    endpoint: 'buyPrepayAddon',
    method: 'POST',
    path: `/api/customer/${PREPAY_CUSTOMER}/prepay_addon/${PREPAY_PRODUCT}/${DAY_PASS_AVAILABILITY}`,
    body: { Subscribe: false, PAYG: true, AuthorizeOnly: false, isBasePlan: false },
    token: () => prepayToken,
    headers: { 'Idempotency-Key': 'contract-buy-prepay' },
  },
  {
    // With the card: pending_payment + ClientSecret (SPEC §4).
    endpoint: 'buyPrepayAddon',
    method: 'POST',
    path: `/api/customer/${PREPAY_CUSTOMER}/prepay_addon/${PREPAY_PRODUCT}/${seedPlan('iddCalling').availabilityUuid}`,
    body: { Subscribe: false, PAYG: false, AuthorizeOnly: false, isBasePlan: false },
    token: () => prepayToken,
    headers: { 'Idempotency-Key': 'contract-buy-prepay-card' },
  },
  {
    endpoint: 'removePrepayAddon',
    method: 'DELETE',
    path: `/api/customer/${PREPAY_CUSTOMER}/prepay_addon/${PREPAY_PRODUCT}/${PREPAY_DATA_BOOST}`,
    token: () => prepayToken,
  },
  {
    endpoint: 'buyPostpayAddon',
    method: 'POST',
    path: '/api/postpay/addon',
    body: {
      AddonAvailabilityUUID: ROAMING_AVAILABILITY,
      AddonCatalogEntryUUID: ROAMING_ENTRY,
      CustomerUUID: POSTPAY_CUSTOMER,
      ProductInstanceUUID: POSTPAY_PRODUCT,
      Subscribe: false,
    },
    token: () => postpayToken,
    headers: { 'Idempotency-Key': 'contract-buy-postpay' },
  },
  {
    endpoint: 'changeAddonAutoRenew',
    method: 'POST',
    path: '/api/update/change-addon-auto-renew',
    body: {
      MobileAddonUUID: PREPAY_BASE_PLAN,
      MobileUUID: PREPAY_PRODUCT,
      CustomerUUID: PREPAY_CUSTOMER,
      AutoRenew: false,
    },
    token: () => prepayToken,
  },
  {
    endpoint: 'changePlan',
    method: 'POST',
    path: '/api/eshop/customer/change-plan',
    body: {
      NewAddonAutoRenew: true,
      ChangeNow: false,
      NewAddonAvailabilityUUID: ENDLESS_AVAILABILITY,
      OldAddonUUID: PREPAY_BASE_PLAN,
      CustomerUUID: PREPAY_CUSTOMER,
      MobileUUID: PREPAY_PRODUCT,
    },
    token: () => prepayToken,
    headers: { 'Idempotency-Key': 'contract-change-plan' },
  },
  {
    endpoint: 'planChanges',
    method: 'GET',
    path: `/api/customer/${PREPAY_CUSTOMER}/plan_changes/${PREPAY_PRODUCT}`,
    token: () => prepayToken,
  },
  // Last: a new password ends payg's other sessions.
  {
    endpoint: 'changePassword',
    method: 'PUT',
    path: '/api/v2/2/auth/LOCAL/payg@harbour.test',
    body: { Password: 'Harbour-demo-7', CurrentPassword: 'Harbour-demo-1' },
    token: () => paygToken,
  },
  {
    endpoint: 'logout',
    method: 'POST',
    path: '/api/v2/2/auth/logout',
    body: { JWT: 'not-a-token' },
  },
  // Issue 10, billing part.
  {
    endpoint: 'invoices',
    method: 'GET',
    path: `/api/customer/${POSTPAY_CUSTOMER}/invoice`,
    token: () => postpayToken,
  },
  {
    endpoint: 'receipts',
    method: 'GET',
    path: `/api/customer/${POSTPAY_CUSTOMER}/receipt`,
    token: () => postpayToken,
  },
  {
    endpoint: 'invoicePdf',
    method: 'GET',
    path: `/api/customer/${POSTPAY_CUSTOMER}/invoice/${invoiceNumber(3)}/pdf`,
    token: () => postpayToken,
  },
  {
    endpoint: 'receiptPdf',
    method: 'GET',
    path: `/api/customer/${PREPAY_CUSTOMER}/receipt/2e000000-0000-4000-8000-000000000012/pdf`,
    token: () => prepayToken,
  },
];

const coveredRaw = new Set<EndpointName>();
const coveredClient = new Set<EndpointName>();

describe('given raw HTTP requests to every endpoint', () => {
  it.each(cases)('$endpoint answers 200 with a body the contract parses', async (c) => {
    const body = c.body === 'histogram' ? histogramBody(PREPAY_CUSTOMER, PREPAY_PRODUCT) : c.body;
    const res = await request(sandbox, c.method, c.path, {
      ...(body !== undefined ? { body } : {}),
      ...(c.token ? { token: c.token() } : {}),
      ...(c.headers ? { headers: c.headers } : {}),
    });
    expect(res.status, res.text).toBe(200);
    const endpoint = endpoints[c.endpoint];
    expect(endpoint.method).toBe(c.method);
    if ('binary' in endpoint && endpoint.binary) {
      // A file (SPEC §7 blob): non-empty, named, typed.
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(res.text.startsWith('%PDF-')).toBe(true);
    } else {
      const parsed = endpoint.response.safeParse(res.json);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
    }
    if (endpoint.auth) {
      expect(res.headers.get('X-Auth-Token')).toMatch(/^ey/);
      expect(Number(res.headers.get('X-Auth-Token-Expiry'))).toBe(
        Math.floor(clock.now().getTime() / 1000) + 3600,
      );
    }
    coveredRaw.add(c.endpoint);
  });

  it('confirmEmailVerification answers 200 with a body the contract parses', async () => {
    const mailbox = await request(sandbox, 'GET', '/api/sandbox/mailbox?to=prepay@harbour.test');
    const link = new URL(mailbox.json.messages.at(-1).link);
    const res = await request(
      sandbox,
      'GET',
      `/api/customer/${PREPAY_CUSTOMER}/email_verification/confirm?Secret=${link.searchParams.get('secret')}&CustomerUUID=${PREPAY_CUSTOMER}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(endpoints.confirmEmailVerification.response.parse(res.json)).toEqual({
      CustomerUUID: PREPAY_CUSTOMER,
      EmailVerified: true,
    });
    coveredRaw.add('confirmEmailVerification');
  });

  it('passwordResetCheck and passwordResetConfirm answer 200 with bodies the contract parses', async () => {
    const mailbox = await request(sandbox, 'GET', '/api/sandbox/mailbox?to=payg@harbour.test');
    const code = new URL(mailbox.json.messages.at(-1).link).searchParams.get('code');
    const check = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/check', {
      body: { Code: code },
    });
    expect(check.status, check.text).toBe(200);
    expect(endpoints.passwordResetCheck.response.parse(check.json)).toEqual({
      IdentityProvider: 'LOCAL',
      AuthID: 'payg@harbour.test',
    });
    coveredRaw.add('passwordResetCheck');
    const res = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
      body: { Code: code, Password: 'Harbour-demo-1' },
    });
    expect(res.status, res.text).toBe(200);
    expect(endpoints.passwordResetConfirm.response.parse(res.json).AuthID).toBe('payg@harbour.test');
    coveredRaw.add('passwordResetConfirm');
  });
});

describe('given the real api client bound to the sandbox', () => {
  it('parses every helper response (the client validates each against the contract)', async () => {
    const api = clientFor(sandbox, clock);
    const auth = await api.auth.signIn({ email: 'multi@harbour.test', password: 'Harbour-demo-1' });
    coveredClient.add('signIn');
    expect(auth.roles).toHaveLength(2);
    const [personal, business] = auth.roles.map((r) => r.CustomerUUID) as [string, string];

    expect(await api.auth.exists('multi@harbour.test')).toBe(true);
    expect(await api.auth.exists('nobody@harbour.test')).toBe(false);
    coveredClient.add('authCheck');

    expect((await api.customer.get(business)).ExternalRef5).toBe('KPL-0042');
    coveredClient.add('getCustomer');
    expect((await api.customer.update(personal, { FirstName: 'Hana' })).FirstName).toBe('Hana');
    coveredClient.add('updateCustomer');
    expect(await api.customer.sendEmailVerification(personal)).toEqual({
      Sent: true,
      Email: 'multi@harbour.test',
    });
    coveredClient.add('sendEmailVerification');
    expect((await api.customer.resendEmailVerification(personal)).Sent).toBe(true);
    coveredClient.add('resendEmailVerification');

    const account = await api.customer.account(business);
    expect(BigInt(account.CurrentBillingCycle.Upto) - BigInt(account.CurrentBillingCycle.From)).toBe(
      7n * NANOS_PER_DAY,
    );
    coveredClient.add('customerAccount');
    expect(await api.customer.paymentMethods(business)).toHaveLength(1);
    coveredClient.add('paymentMethods');
    expect(await api.customer.billingRoutes(business)).toEqual([]);
    coveredClient.add('billingRoutes');
    // Issue 10, billing part: multi@'s accounts have no bills; a PDF of an unknown number is SPEC §8's 404.
    expect(await api.customer.invoices(business)).toEqual([]);
    coveredClient.add('invoices');
    expect(await api.customer.receipts(business)).toEqual([]);
    coveredClient.add('receipts');
    await expect(api.customer.invoicePdf(business, 'INV-190001-0002')).rejects.toMatchObject({
      status: 404,
      message: 'invoice #INV-190001-0002 not found',
    });
    coveredClient.add('invoicePdf');
    await expect(
      api.customer.receiptPdf(business, '2e000000-0000-4000-8000-000000009999'),
    ).rejects.toMatchObject({ status: 404, code: 'receipt_not_found' });
    coveredClient.add('receiptPdf');

    const setupSecret = await api.customer.setupPaymentMethod(business);
    coveredClient.add('setupPaymentMethod');
    const setup = await api.call(sandboxPaymentsEndpoints.confirmCardSetup, {
      body: {
        ClientSecret: setupSecret,
        Number: '4242424242424242',
        ExpMonth: 12,
        ExpYear: 2030,
        CVC: '123',
        Name: 'Hana',
      },
    });
    const added = setup.PaymentMethod!;
    expect(added.Rank).toBe(2);
    expect((await api.customer.setDefaultPaymentMethod(business, added.UUID))[0]?.UUID).toBe(added.UUID);
    coveredClient.add('setDefaultPaymentMethod');
    const [seeded] = (await api.customer.paymentMethods(business)).filter((c) => c.UUID !== added.UUID);
    expect(await api.customer.deletePaymentMethod(business, seeded!.UUID)).toEqual([{ ...added, Rank: 1 }]);
    coveredClient.add('deletePaymentMethod');

    expect((await api.plans.postpay()).map((p) => p.Name)).toEqual(['Essential', 'Unlimited', 'Max']);
    coveredClient.add('postpayPlans');
    expect((await api.plans.prepay()).length).toBeGreaterThan(4);
    coveredClient.add('prepayPlans');
    const catalog = await api.plans.catalog({ productTypes: ['prepaymobileAddon'], customerUUID: personal });
    expect(catalog.Entries.length).toBe(catalog.Prices.length);
    coveredClient.add('catalogEntries');

    const personalProducts = await api.products.list(personal);
    const businessProducts = await api.products.list(business);
    coveredClient.add('mobileProducts');
    expect(businessProducts.map((p) => p.PortingState)).toEqual([0, 5]);
    const prepay = personalProducts[0]!;
    const postpay = businessProducts[0]!;
    expect((await api.products.prepay(personal, prepay.UUID)).CreditCents).toBe(2040);
    coveredClient.add('prepayProduct');
    expect((await api.products.postpay(business, postpay.UUID)).BillingCycleDays).toBe(7);
    coveredClient.add('postpayProduct');
    expect((await api.products.prepayBalance(personal, prepay.UUID)).Data.CarryOverAmount).toBe(4096);
    coveredClient.add('prepayBalance');
    expect((await api.products.postpayBalance(business, postpay.UUID)).Value).toBe(12900);
    coveredClient.add('postpayBalance');
    const histogram = await api.products.usageHistogram(histogramBody(personal, prepay.UUID));
    expect(histogram.result.Buckets).toHaveLength(30);
    coveredClient.add('usageHistogram');

    // Add-ons and plan changes (issue 10): multi@'s personal prepay and business postpay products.
    const bought = await buyPrepayByCard(
      api.addons.buyPrepay,
      {
        customerUUID: personal,
        productUUID: prepay.UUID,
        availabilityUUID: DAY_PASS_AVAILABILITY,
        body: { Subscribe: false, PAYG: false, AuthorizeOnly: false, isBasePlan: false },
      },
      'client-buy-prepay',
    );
    expect(bought).toMatchObject({ Status: 'pending_payment', ChargedCents: 0 });
    coveredClient.add('buyPrepayAddon');
    const paid = await api.call(sandboxPaymentsEndpoints.confirmCardPayment, {
      body: { ClientSecret: bought.ClientSecret! },
    });
    expect(paid.Status).toBe('succeeded');
    const running = (await api.products.list(personal)).find((p) => p.UUID === prepay.UUID)!.Addons;
    const pass = running.find((a) => a.ProductAvailabilityUUID === DAY_PASS_AVAILABILITY)!;
    const base = running.find((a) => a.IsBasePlan)!;
    expect(
      (
        await api.addons.setAutoRenew({
          MobileAddonUUID: base.UUID,
          MobileUUID: prepay.UUID,
          CustomerUUID: personal,
          AutoRenew: false,
        })
      ).find((a) => a.IsBasePlan)?.AllowAutoRenew,
    ).toBe(false);
    coveredClient.add('changeAddonAutoRenew');
    expect(
      (await api.addons.removePrepay(personal, prepay.UUID, pass.UUID)).map((a) => a.UUID),
    ).not.toContain(pass.UUID);
    coveredClient.add('removePrepayAddon');
    const postpayBought = await api.addons.buyPostpay(
      {
        AddonAvailabilityUUID: ROAMING_AVAILABILITY,
        AddonCatalogEntryUUID: ROAMING_ENTRY,
        CustomerUUID: business,
        ProductInstanceUUID: postpay.UUID,
        Subscribe: false,
      },
      'client-buy-postpay',
    );
    expect(postpayBought.ChargedCents).toBe(seedPlan('roamingDay').retailCents);
    coveredClient.add('buyPostpayAddon');
    const change = await api.addons.changePlan(
      {
        NewAddonAutoRenew: true,
        ChangeNow: false,
        NewAddonAvailabilityUUID: seedPlan('prepayStarter').availabilityUuid,
        OldAddonUUID: base.UUID,
        CustomerUUID: personal,
        MobileUUID: prepay.UUID,
      },
      'client-change-plan',
    );
    expect(change.PlanChange.Status).toBe('scheduled');
    coveredClient.add('changePlan');
    expect((await api.addons.planChanges(personal, prepay.UUID)).map((c) => c.UUID)).toEqual([
      change.PlanChange.UUID,
    ]);
    coveredClient.add('planChanges');

    const changed = await api.auth.changePassword('multi@harbour.test', 'Harbour-demo-2', 'Harbour-demo-1');
    expect(changed.AuthID).toBe('multi@harbour.test');
    coveredClient.add('changePassword');
    await expect(
      api.auth.signIn({ email: 'multi@harbour.test', password: 'Harbour-demo-2' }),
    ).resolves.toBeTruthy();

    const fresh = clientFor(sandbox, clock);
    const registered = await fresh.auth.register({
      email: 'ana@example.test',
      password: 'Kia-ora-koutou-1',
      firstName: 'Ana',
      lastName: 'Fifita',
      notifyNewsletters: true,
    });
    coveredClient.add('register');
    const mail = await request(sandbox, 'GET', '/api/sandbox/mailbox?to=ana@example.test');
    const secret = new URL(mail.json.messages[0].link).searchParams.get('secret')!;
    const confirmed = await fresh.customer.confirmEmail({
      customerUUID: registered.roles[0]!.CustomerUUID,
      secret,
    });
    expect(confirmed.EmailVerified).toBe(true);
    coveredClient.add('confirmEmailVerification');

    expect(await fresh.auth.requestPasswordReset('ana@example.test')).toEqual({ Sent: true });
    coveredClient.add('passwordResetRequest');
    const resetMail = await request(sandbox, 'GET', '/api/sandbox/mailbox?to=ana@example.test');
    const code = new URL(resetMail.json.messages.at(-1).link).searchParams.get('code')!;
    expect(await fresh.auth.checkPasswordReset(code)).toBe('ana@example.test');
    coveredClient.add('passwordResetCheck');
    expect((await fresh.auth.confirmPasswordReset(code, 'Kia-ora-koutou-2')).AuthID).toBe('ana@example.test');
    coveredClient.add('passwordResetConfirm');

    const session = await fresh.auth.signIn({ email: 'ana@example.test', password: 'Kia-ora-koutou-2' });
    expect(await fresh.auth.logout(session.JWT)).toBe(true);
    expect(await fresh.auth.logout(session.JWT)).toBe(false);
    coveredClient.add('logout');
  });
});

describe('given the voucher endpoints (issue 10)', () => {
  it('checkVoucher and redeemVoucher answer 200 raw and through the client, with bodies the contract parses', async () => {
    const path = (name: string, code: string) =>
      `/api/customer/${PREPAY_CUSTOMER}/${name}/${PREPAY_PRODUCT}/${code}`;
    const check = await request(sandbox, 'POST', path('check_voucher', '1000000000041'), {
      token: prepayToken,
    });
    expect(check.status, check.text).toBe(200);
    expect(endpoints.checkVoucher.response.safeParse(check.json).success).toBe(true);
    coveredRaw.add('checkVoucher');
    const redeem = await request(sandbox, 'POST', path('redeem_voucher', '1000000000041'), {
      token: prepayToken,
      headers: { 'Idempotency-Key': 'contract-redeem-1' },
    });
    expect(redeem.status, redeem.text).toBe(200);
    expect(endpoints.redeemVoucher.response.safeParse(redeem.json).success).toBe(true);
    coveredRaw.add('redeemVoucher');

    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    expect(await api.customer.checkVoucher(PREPAY_CUSTOMER, PREPAY_PRODUCT, '1000000000074')).toEqual({
      Code: '1000000000074',
      AmountCents: 1500,
    });
    coveredClient.add('checkVoucher');
    const redeemed = await api.customer.redeemVoucher(PREPAY_CUSTOMER, PREPAY_PRODUCT, '1000000000074', {
      idempotencyKey: 'contract-redeem-2',
    });
    expect(redeemed).toMatchObject({ Code: '1000000000074', AmountCents: 1500 });
    coveredClient.add('redeemVoucher');
  });

  it('topUp answers 200 raw and through the client with a payment intent client secret', async () => {
    const PREPAY_CARD = 'cd000000-0000-4000-8000-000000000001';
    const body = {
      ProductInstanceUUID: PREPAY_PRODUCT,
      Amount: 1000,
      PaymentMethodType: 'card',
      PaymentMethodID: PREPAY_CARD,
    };
    const raw = await request(sandbox, 'POST', `/api/customer/${PREPAY_CUSTOMER}/topup`, {
      token: prepayToken,
      body,
      headers: { 'Idempotency-Key': 'contract-topup-1' },
    });
    expect(raw.status, raw.text).toBe(200);
    expect(endpoints.topUp.response.safeParse(raw.json).success).toBe(true);
    coveredRaw.add('topUp');
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    const started = await api.customer.topUp(
      PREPAY_CUSTOMER,
      { productUUID: PREPAY_PRODUCT, amountCents: 2000, cardId: PREPAY_CARD },
      { idempotencyKey: 'contract-topup-2' },
    );
    expect(started.ClientSecret).toMatch(/^pi_.+_secret_/);
    coveredClient.add('topUp');
  });

  it("topUp through a parent billing route answers Status 'completed' that the contract parses, raw and through the client", async () => {
    const payg = sandbox.demoAccounts.find((a) => a.email === 'payg@harbour.test')!;
    const customer = payg.customerUUIDs[0]!;
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: payg.email, password: 'Harbour-demo-1' });
    const [route] = await api.customer.billingRoutes(customer);
    const product = (await api.products.list(customer))[0]!.UUID;
    const raw = await request(sandbox, 'POST', `/api/customer/${customer}/topup`, {
      token: (await signIn(sandbox, payg.email)).JWT,
      body: {
        ProductInstanceUUID: product,
        Amount: 100,
        PaymentMethodType: 'billing_route',
        PaymentMethodID: route!.UUID,
      },
      headers: { 'Idempotency-Key': 'contract-topup-route-1' },
    });
    expect(raw.status, raw.text).toBe(200);
    expect(endpoints.topUp.response.parse(raw.json)).toMatchObject({ Status: 'completed' });
    const done = await api.customer.topUp(
      customer,
      { productUUID: product, amountCents: 100, billingRouteId: route!.UUID },
      { idempotencyKey: 'contract-topup-route-2' },
    );
    expect(done.CreditCents).toBe(raw.json.CreditCents + 100);
  });
});

describe('given the auto top-up endpoints (issue 10)', () => {
  it('autoTopUp and setAutoTopUp answer 200 raw and through the client, with bodies the contract parses', async () => {
    const path = `/api/customer/${PREPAY_CUSTOMER}/top-up-auto/${PREPAY_PRODUCT}`;
    const read = await request(sandbox, 'GET', path, { token: prepayToken });
    expect(read.status, read.text).toBe(200);
    expect(endpoints.autoTopUp.response.parse(read.json)).toEqual({
      amount: 0,
      days: 0,
      status: false,
      type: 'EVERY_DAY',
      nextRunAtNanos: null,
      lastRun: null,
    });
    coveredRaw.add('autoTopUp');
    const stored = await request(sandbox, 'PUT', path, {
      token: prepayToken,
      body: { amount: 20, days: 7, status: true, type: 'EVERY_DAY' },
    });
    expect(stored.status, stored.text).toBe(200);
    expect(endpoints.setAutoTopUp.response.parse(stored.json).nextRunAtNanos).toBe(
      (dateToNanos(clock.now()) + 7n * NANOS_PER_DAY).toString(),
    );
    coveredRaw.add('setAutoTopUp');

    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    // Switched off again, so nothing comes due while the other cases of this file read prepay@'s balance.
    expect(
      await api.customer.setAutoTopUp(PREPAY_CUSTOMER, PREPAY_PRODUCT, {
        amountDollars: 20,
        days: 7,
        on: false,
      }),
    ).toMatchObject({ amount: 20, days: 7, status: false, nextRunAtNanos: null });
    coveredClient.add('setAutoTopUp');
    expect(await api.customer.autoTopUp(PREPAY_CUSTOMER, PREPAY_PRODUCT)).toMatchObject({
      status: false,
      lastRun: null,
    });
    coveredClient.add('autoTopUp');
  });
});

describe('given the bill payment endpoint (issue 10)', () => {
  it('payBill answers 200 raw and through the client with a payment intent client secret', async () => {
    const body = {
      AmountCents: 1000,
      PaymentMethodType: 'card',
      // The first card was removed by the deletePaymentMethod case above.
      PaymentMethodID: POSTPAY_SECOND_CARD,
      ProductInstanceUUID: POSTPAY_PRODUCT,
    };
    const raw = await request(sandbox, 'POST', `/api/customer/${POSTPAY_CUSTOMER}/payment`, {
      token: postpayToken,
      body,
      headers: { 'Idempotency-Key': 'contract-paybill-1' },
    });
    expect(raw.status, raw.text).toBe(200);
    expect(endpoints.payBill.response.safeParse(raw.json).success).toBe(true);
    coveredRaw.add('payBill');
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'postpay@harbour.test', password: 'Harbour-demo-1' });
    const started = await api.call('payBill', {
      params: { id: POSTPAY_CUSTOMER },
      body: { ...body, PaymentMethodType: 'card', AmountCents: 2000 },
      idempotencyKey: 'contract-paybill-2',
    });
    expect(started.ClientSecret).toMatch(/^pi_.+_secret_/);
    coveredClient.add('payBill');
  });
});

describe('given the ledger, bill cycle and invalid-card endpoints (issue 10)', () => {
  it('answer 200 raw and through the client, with bodies the contract parses', async () => {
    const raw = async (name: EndpointName, method: string, path: string, body?: unknown) => {
      const res = await request(sandbox, method, path, { token: postpayToken, ...(body ? { body } : {}) });
      expect(res.status, res.text).toBe(200);
      expect(endpoints[name].response.safeParse(res.json).success).toBe(true);
      coveredRaw.add(name);
      return res.json;
    };
    const ledger = await raw('transactions', 'GET', `/api/customer/${POSTPAY_CUSTOMER}/transactions`);
    expect(ledger.Transactions.length).toBeGreaterThan(0);
    await raw('billingCycle', 'GET', `/api/customers/${POSTPAY_CUSTOMER}/billing-cycle`);
    await raw('setBillingCycle', 'POST', `/api/customers/${POSTPAY_CUSTOMER}/billing-cycle`, {
      BillingCycle: { Type: 'daily', Value: 28 },
    });
    const EXPIRED_CARD = 'cd000000-0000-4000-8000-000000000010';
    await raw(
      'deleteInvalidPaymentMethod',
      'DELETE',
      `/api/customer/${POSTPAY_CUSTOMER}/invalid-payment-methods/${EXPIRED_CARD}`,
    );

    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'postpay@harbour.test', password: 'Harbour-demo-1' });
    expect((await api.call('transactions', { params: { id: POSTPAY_CUSTOMER } })).Transactions.length).toBe(
      ledger.Transactions.length,
    );
    coveredClient.add('transactions');
    expect(
      await api.call('setBillingCycle', {
        params: { id: POSTPAY_CUSTOMER },
        body: { BillingCycle: { Type: 'monthly', Value: 1 } },
      }),
    ).toEqual({ BillingCycle: { Type: 'monthly', Value: 1 } });
    coveredClient.add('setBillingCycle');
    expect(await api.call('billingCycle', { params: { id: POSTPAY_CUSTOMER } })).toEqual({
      BillingCycle: { Type: 'monthly', Value: 1 },
    });
    coveredClient.add('billingCycle');
    await expect(
      api.call('deleteInvalidPaymentMethod', { params: { id: POSTPAY_CUSTOMER, cardId: EXPIRED_CARD } }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'card_is_not_found',
    });
    coveredClient.add('deleteInvalidPaymentMethod');
  });
});

describe('given the e-shop, location and delivery-address endpoints (issue 11)', () => {
  // One flow, run raw (HTTP, body parsed with the contract) and through the validating client.
  type Input = {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    key?: string;
  };
  // biome-ignore lint/suspicious/noExplicitAny: the flow reads answers field by field
  type Call = (name: EndpointName, input?: Input) => Promise<any>;
  const STARTER = seedPlan('prepayStarter').availabilityUuid;
  const PREPAY_CARD = 'cd000000-0000-4000-8000-000000000001';

  const flow = async (call: Call, tag: string) => {
    const sims = await call('simCatalogue');
    const esim = sims.Items.find((i: { IsEsim: boolean }) => i.IsEsim).ID as string;
    const items = [
      { ItemUUID: esim, Quantity: 1, Products: [{ Attributes: { MobileProductAvailabilityUUID: STARTER } }] },
    ];
    const guest = await call('saveCartV2', { body: { Items: items } });
    await call('cartV2', { params: { cartUuid: guest.UUID } });
    const params = { uuid: PREPAY_CUSTOMER };
    await call('saveCustomerCartV2', { params, body: { UUID: guest.UUID, Items: items } });
    await call('customerCartV2', { params });
    const started = await call('checkoutV2', {
      body: {
        UUID: guest.UUID,
        CustomerUUID: PREPAY_CUSTOMER,
        Items: items,
        PaymentMethodType: 'card',
        PaymentMethodID: PREPAY_CARD,
      },
      key: `contract-eshop-${tag}`,
    });
    const paid = await request(sandbox, 'POST', '/api/card-provider/payment_intents/confirm', {
      token: prepayToken,
      body: { ClientSecret: started.ClientSecret },
    });
    expect(paid.status, paid.text).toBe(200);
    const order = { uuid: PREPAY_CUSTOMER, orderNumber: started.Order.OrderNumber };
    expect((await call('ordersV2', { params })).Orders.length).toBeGreaterThan(0);
    expect((await call('orderV2', { params: order })).Status).toBe('PAID');
    expect((await call('esimOrderStatus', { params: order })).Esims).toHaveLength(1);

    const SIM =
      tag === 'raw' ? '11111111-1111-4111-8111-111111111111' : '11111111-1111-4111-8111-222222222222';
    const PLAN =
      tag === 'raw' ? '22222222-2222-4222-8222-111111111111' : '22222222-2222-4222-8222-222222222222';
    const v1Items = [
      { UUID: SIM, ItemUUID: esim, Type: 'esim', Quantity: 1 },
      { UUID: PLAN, ItemUUID: STARTER, Type: 'plan', Quantity: 1, PairedWith: SIM },
    ];
    const old = await call('saveCartV1', { body: { Items: v1Items } });
    await call('cartV1', { params: { id: old.UUID } });
    await call('saveCustomerCartV1', { params, body: { UUID: old.UUID, Items: v1Items } });
    await call('customerCartV1', { params });
    const oldOrder = await call('checkoutV1', {
      body: {
        UUID: old.UUID,
        CustomerUUID: PREPAY_CUSTOMER,
        Items: v1Items,
        PaymentMethodType: 'card',
        PaymentMethodID: PREPAY_CARD,
      },
      key: `contract-eshop-v1-${tag}`,
    });
    await call('ordersV1', { params });
    await call('orderV1', { params: { uuid: PREPAY_CUSTOMER, orderNumber: oldOrder.Order.OrderNumber } });

    const found = (await call('locationSearch', { query: { q: 'Cuba Street', limit: '3' } })).Locations[0];
    await call('location', { params: { provider: found.LocationProvider, idx: found.LocationProviderIDX } });
    const id = { id: PREPAY_CUSTOMER };
    const address = {
      Number: found.Number,
      StreetName: found.StreetName,
      StreetType: found.StreetType,
      City: found.City,
      PostCode: found.PostCode,
    };
    const created = await call('createDeliveryAddress', { params: id, body: address });
    await call('deliveryAddresses', { params: id, query: { AddressType: 'DELIVERY' } });
    const addressUuid = created.Addresses.at(-1).AddressUUID as string;
    await call('updateDeliveryAddress', {
      params: { ...id, addressUuid },
      body: { ...address, Number: '1' },
    });
    expect(
      (await call('setDefaultDeliveryAddress', { params: { ...id, addressUuid } })).Addresses[0].AddressUUID,
    ).toBe(addressUuid);
    await call('deleteDeliveryAddress', { params: { ...id, addressUuid } });
    const preview = await call('transferProductType', {
      params: { dry: 'true' },
      body: { CustomerUUID: PREPAY_CUSTOMER, ProductInstanceUUID: PREPAY_PRODUCT, Type: 'postpay' },
    });
    expect(preview).toMatchObject({ DryRun: true, Changed: false });
  };

  it('answer 200 raw with bodies the contract parses, and through the client', async () => {
    const raw: Call = async (name, input = {}) => {
      const endpoint = endpoints[name];
      const qs = input.query ? `?${new URLSearchParams(input.query)}` : '';
      const res = await request(
        sandbox,
        endpoint.method,
        `/api${buildPath(endpoint.path, 2, input.params)}${qs}`,
        {
          ...(endpoint.auth ? { token: prepayToken } : {}),
          ...(input.body !== undefined ? { body: input.body } : {}),
          ...(input.key ? { headers: { 'Idempotency-Key': input.key } } : {}),
        },
      );
      expect(res.status, `${name}: ${res.text}`).toBe(200);
      const parsed = endpoint.response.safeParse(res.json);
      expect(parsed.success, `${name}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues)}`).toBe(
        true,
      );
      coveredRaw.add(name);
      return res.json;
    };
    await flow(raw, 'raw');

    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    const client: Call = async (name, input = {}) => {
      const answer = await api.call(
        name as never,
        {
          ...(input.params ? { params: input.params } : {}),
          ...(input.query ? { query: input.query } : {}),
          ...(input.body !== undefined ? { body: input.body } : {}),
          ...(input.key ? { idempotencyKey: input.key } : {}),
        } as never,
      );
      coveredClient.add(name);
      return answer;
    };
    await flow(client, 'client');
  });
});

describe('given the whole contract', () => {
  it('every endpoint was exercised both raw and through the client', () => {
    const all = Object.keys(endpoints).sort();
    expect([...coveredRaw].sort()).toEqual(all);
    expect([...coveredClient].sort()).toEqual(all);
  });
});
