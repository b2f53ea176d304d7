/**
 * What every switch and setting of the manifest does in this build — one table, the source of:
 * - the JSON Schema descriptions of those fields (`describeSetting`: a brand manager reads them in the
 *   editor; reserved settings start with "Reserved:");
 * - `validate`'s warnings when a brand sets a reserved setting (generator/src/checks/reserved.ts);
 * - the switch matrix test (portal/src/switch-matrix.test.ts): a portal built with each value differs from
 *   the others EXACTLY in the `offers` listed here, and reserved settings change nothing.
 *
 * Adding a screen behind a switch (e.g. the redeem-voucher page behind `features.vouchers`): drop its
 * `reserved` reason and list what each value offers (see README "Switches").
 */

/**
 * Something a built portal offers, as the switch matrix observes it:
 * `route:<id>` a route of the route table is served; `block:<name>` a block is reachable through a route;
 * `menu:<id>` a main-menu entry (signed in); `link:<id>` blocks can link to that route for a visitor
 * without the stored show-plans flag; `tab:<id>` a profile tab; `footer:<id>` a footer link;
 * `guard:<name>` a guard a served route uses passes for the matrix's probe visitor (signed in, one account,
 * e-mail not verified, cards and add-ons); `layout:<name>` the public layout family; `api:<name>` a provider API
 * route (contract route name) the e-shop's cart calls (blocks eshop/cart.ts `cartApiOf`).
 */
export type PortalOffer =
  `${'route' | 'block' | 'menu' | 'link' | 'tab' | 'footer' | 'guard' | 'layout' | 'api'}:${string}`;

/** The values a setting is tried with in the switch matrix, each with what the portal offers because of it. */
export type SettingValues = ReadonlyArray<{ value: unknown; offers: readonly PortalOffer[] }>;

export type SettingRow = {
  /** In a brand manager's words: what it does and what it gates (routes, menu items, screens). */
  says: string;
  /** Why it has no effect in this build (then `values` must offer nothing). */
  reserved?: string;
  /** Values the switch matrix tries (omitted for settings that are not switches). */
  values?: SettingValues;
  /** Other manifest fields the matrix needs for these values (JSON path -> value), e.g. a non-production build. */
  with?: Readonly<Record<string, unknown>>;
};

const onOff = (on: readonly PortalOffer[] = [], off: readonly PortalOffer[] = []): SettingValues => [
  { value: true, offers: on },
  { value: false, offers: off },
];

const NO_SCREEN = 'its screens are not built yet';

/**
 * The provider routes the e-shop's cart calls (blocks eshop/cart.ts `CartApi`: the cart, its checkout, the order read
 * after payment) with cart v2 and with cart v1. The order pages read the switch too (blocks/orders).
 */
const CART_V2_API: readonly PortalOffer[] = [
  'api:cartV2',
  'api:customerCartV2',
  'api:saveCartV2',
  'api:saveCustomerCartV2',
  'api:checkoutV2',
  'api:orderV2',
];
const CART_V1_API: readonly PortalOffer[] = [
  'api:cartV1',
  'api:customerCartV1',
  'api:saveCartV1',
  'api:saveCustomerCartV1',
  'api:checkoutV1',
  'api:orderV1',
  'api:simCatalogue',
];

/** Every switch and setting whose effect is not obvious from its name, by JSON path. */
export const SETTINGS = {
  environment: {
    says: 'Which build this is: "production", "staging" or "development". Outside production the terms/{path} pages of every terms document, the e-shop checkout-landing page and, where features.simPurchasing is on, the product pages of the e-shop (/eshop/{slug}: /eshop/esim, /eshop/physical-sim) are served (SPEC §2 "non-production only"), and features.emailVerifiedAssumed may be used.',
    values: [
      { value: 'production', offers: [] },
      {
        value: 'staging',
        offers: [
          'route:terms-path',
          'link:terms-path',
          'guard:nonProductionOnly',
          'guard:knownTermsPath',
          'route:checkout-landing',
          'link:checkout-landing',
          'route:eshop-product',
        ],
      },
      {
        value: 'development',
        offers: [
          'route:terms-path',
          'link:terms-path',
          'guard:nonProductionOnly',
          'guard:knownTermsPath',
          'route:checkout-landing',
          'link:checkout-landing',
          'route:eshop-product',
        ],
      },
    ],
  },
  'theme.layout': {
    says: 'Layout of the public pages: "classic" (the header scrolls away, the home hero sits in the page column) or "modern" (a sticky, compact header and a full-bleed home hero band in the primary colour).',
    values: [
      { value: 'classic', offers: ['layout:classic'] },
      { value: 'modern', offers: ['layout:modern'] },
    ],
  },
  outerAboutLink: {
    says: 'External https "About us" page. When set, the main menu and the footer link to it (and the portal serves no /about page of its own, SPEC §2).',
    values: [
      { value: undefined, offers: [] },
      { value: 'https://example.com/about', offers: ['menu:about', 'footer:about'] },
    ],
  },
  'features.showPlans': {
    says: 'Who sees the plans pages /plans/{type}, the Plans menu item, the featured plans on the home page and every "see plans" button: true = everyone; "local" = only browsers that opened a portal link with ?show-plans=1 (a preview or campaign link; ?show-plans=0 or signing out forgets it); false = nobody (the pages are not served).',
    values: [
      {
        value: true,
        offers: [
          'route:plans',
          'block:plans',
          'menu:plans',
          'link:plans',
          'guard:planType',
          'guard:showPlans',
        ],
      },
      { value: 'local', offers: ['route:plans', 'block:plans', 'guard:planType'] },
      { value: false, offers: [] },
    ],
  },
  'features.emailVerifiedAssumed': {
    says: 'Treat every e-mail address as verified (SPEC §6 "E-mail verified is assumed true in one environment"): nobody is sent to the verify-your-e-mail page. Not allowed in production.',
    with: { environment: 'staging' },
    values: onOff(['guard:emailVerified'], ['guard:emailUnverified']),
  },
  'features.esim': {
    says: 'Offer eSIM as a SIM type when buying a SIM: on, the sim-purchase page offers an eSIM beside the physical SIM (with a word on phone compatibility); off, physical SIMs only.',
    values: onOff(),
  },
  'features.alreadyHaveSim': {
    says: "Offer the 'I already have a SIM' path in the e-shop: on, the sim-purchase page links a guest to sign-up and a signed-in customer to the mobile dashboard, where the existing activation starts (onboarding's own path is not built yet).",
    values: onOff(),
  },
  'features.vouchers': {
    says: 'Show the redeem-voucher page (/profile/redeem-voucher: 13-digit vouchers, SPEC §2, §5, §9) and its link on the mobile dashboard for prepay and payg numbers.',
    values: onOff([
      'route:redeem-voucher',
      'block:voucher-redeem',
      'link:redeem-voucher',
      'guard:vouchers',
      'guard:accountTypeActivated',
    ]),
    // The top-up page uses the account-type guard too: measured with it hidden, as SPEC §6's default.
    with: { 'features.hidePrepayTopUp': true },
  },
  'features.onboardingVoucherRedeem': {
    says: 'Allow redeeming a voucher during mobile onboarding.',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.bankTransactions': {
    says: 'Offer bank transfer as a way to pay a bill: the billing page (/profile/mobile/billing) shows the bankTransfer details (needed when on). Not the payments history, which every customer has (SPEC §2).',
    with: { 'billing.bankTransfer': { accountName: 'Example Ltd', accountNumber: '12-3140-0123456-00' } },
    values: onOff(),
  },
  'features.groups': {
    says: 'Customer and mobile groups (SPEC §6): "ALL" = both menu items and pages, "CUSTOMER" = customer-groups only, "MOBILE" = mobile-groups only, false = none.',
    reserved: NO_SCREEN,
    values: [
      { value: 'ALL', offers: [] },
      { value: 'CUSTOMER', offers: [] },
      { value: 'MOBILE', offers: [] },
      { value: false, offers: [] },
    ],
  },
  'features.internationalPlans': {
    says: 'Show the international-plans page (calling rates of SPEC §9).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.autoRenewToggles': {
    says: 'Show auto-renew toggles on add-ons (plans tab, your-plan), where the add-on allows auto-renew (SPEC §4).',
    values: onOff(),
  },
  'features.billingRouting': {
    says: 'Billing routes (one account paying for another): on, the top-up page offers the account that pays for this one as a way to pay while its route has spend left (SPEC §5). The /billing-routes and balance/billing-methods pages that manage routes are not built yet (issue 12).',
    values: onOff(),
  },
  'features.billingCycle': {
    says: "Let the customer change the bill cycle (7 or 28 days, or monthly; SPEC §9) on the billing page; off, the cycle is shown read-only and the API refuses a change with 'not allowed' (SPEC §5).",
    values: onOff(),
  },
  'features.invoices': {
    says: 'Show the Invoices link of the account area and its pages: the invoice list (/profile/invoices) and each invoice with its PDF (/profile/account/invoices/{number}).',
    values: onOff([
      'route:invoices',
      'block:invoices',
      'link:invoices',
      'tab:invoices',
      'route:invoice-detail',
      'block:invoice-detail',
      'guard:invoices',
    ]),
  },
  'features.receipts': {
    says: 'Show the Receipts link of the account area and its pages: the receipt list (/profile/receipts) and each receipt with its PDF (/profile/account/receipts/{number}).',
    values: onOff([
      'route:receipts',
      'block:receipts',
      'link:receipts',
      'tab:receipts',
      'route:receipt-detail',
      'block:receipt-detail',
      'guard:receipts',
    ]),
  },
  'features.multipleSims': {
    says: 'Allow buying more than one SIM per order: on, "Add to cart" on the sim-purchase page adds the SIM (quantity 1, with its plan) to the SIMs already in the cart and opens the sims-choose-plans page (/eshop/sims-choose-plans: each SIM of the cart with its plan, to change, remove or add another, then checkout; needs features.simPurchasing); off, it replaces them and opens the checkout.',
    with: { 'features.simPurchasing': true },
    values: onOff(['route:sims-choose-plans', 'link:sims-choose-plans', 'block:sims-choose-plans']),
  },
  'features.cartVersion': {
    says: 'Which e-shop cart API the provider offers: 2 (or absent) cart v2, /eshop/v2/cart… (several SIMs per order, each with its plan); 1 the older cart, /eshop/cart… with its SPEC §4 rules (adding a plan to a SIM removes the SIM, eSIM and plan before it; quantity zero removes a line; removing a SIM removes its plan), its checkout (/eshop/checkout) and order paths. Cart v1 holds one SIM: it needs features.multipleSims off. The pages are the same.',
    with: { 'features.simPurchasing': true, 'features.multipleSims': false },
    values: [
      { value: undefined, offers: CART_V2_API },
      { value: 2, offers: CART_V2_API },
      { value: 1, offers: CART_V1_API },
    ],
  },
  'features.planSwitching': {
    says: 'Allow changing plan (one change per month, SPEC §9): the all-plans page of the plans tab (/profile/mobile/all-plans).',
    values: onOff(['route:all-plans', 'link:all-plans']),
  },
  'features.passwordProtectedPlans': {
    says: 'Support plans that need a password before they can be bought.',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.simActions': {
    says: 'SIM actions (SPEC §2 sim-card-actions, SIM pages, §6); each one that is off hides its page. Only productTypeTransfer has its screen yet; swap, disableEnable and details are reserved.',
  },
  'features.simActions.swap': {
    says: 'Allow SIM swap (sim-card-actions/sim-swap).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.simActions.disableEnable': {
    says: 'Allow disabling and enabling a SIM (sim-card-actions/disable-sim, enable-sim).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.simActions.details': {
    says: 'Show SIM details (sim-card-actions/sim-details).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.simActions.productTypeTransfer': {
    says: "Allow product type transfer: the page /profile/mobile/sim-transfer-product-type (an active number moves between prepay, postpay and pay as you go, checked first) and the dashboard's 'Change payment type' link. Also needs an activated account type.",
    values: onOff([
      'route:product-type-transfer',
      'block:product-type-transfer',
      'link:product-type-transfer',
      'guard:productTypeTransfer',
    ]),
  },
  'features.numberPorting': {
    says: 'Allow number porting (sim-card-actions/number-porting, the porting state on the dashboard).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.simPurchasing': {
    says: 'Allow buying SIMs: on, every plan card links to the sim-purchase page ("Choose this plan"), whose guard lets the visitor in with a chosen plan; and the "Change plan" link of sim-purchase to the sim-select-product page (/eshop/sim-select-product?sim=<SIM item id>: the SIM, then a plan of either list); off, no plan card has the link and none of sim-purchase, sim-select-product, sims-choose-plans (features.multipleSims) or, outside production, the product pages (/eshop/{slug}) is served.',
    values: onOff([
      'route:sim-purchase',
      'link:sim-purchase',
      'block:sim-purchase',
      'guard:simPurchasing',
      'route:sims-choose-plans',
      'link:sims-choose-plans',
      'block:sims-choose-plans',
      'route:sim-select-product',
      'link:sim-select-product',
      'block:sim-select-product',
    ]),
  },
  'features.notifications': {
    says: 'Show notification preferences (personal-data/change-notifications).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.ufb': {
    says: 'Fibre broadband (UFB) module: ufb, ufb-package and broadband pages.',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.externalId': { says: 'Use the customer external id.', reserved: NO_SCREEN, values: onOff() },
  'features.externalIdPrompt': {
    says: 'Prompt for the external id (HideExternalIDPromt false).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.dryActivation': {
    says: 'Allow dry activation (activation without a live SIM).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.bonuses': {
    says: 'Show the bonuses/rewards tab and pages (demonstration data only, SPEC §1).',
    reserved: NO_SCREEN,
    values: onOff(),
  },
  'features.hidePrepayTopUp': {
    says: 'Remote flag: hide the top-up page (/profile/mobile/top-up: one-off card top-ups of prepay and pay as you go numbers, SPEC §2, §5) and its link on the mobile dashboard. SPEC §6: hidden unless the brand sets false.',
    values: onOff(
      [],
      ['route:top-up', 'block:top-up', 'link:top-up', 'guard:prepayTopUpVisible', 'guard:notPostpay'],
    ),
  },
  'features.hidePrepayBalanceWhenZero': {
    says: 'Remote flag: the prepay dashboard hides a $0.00 balance (SPEC §6: default hidden).',
    values: onOff(),
  },
  broadbandTabs: {
    says: 'Broadband profile tabs (SPEC §2): broadband, bonuses.',
    reserved: 'the broadband area is not built yet',
    values: [
      { value: ['broadband', 'bonuses'], offers: [] },
      { value: ['broadband'], offers: [] },
    ],
  },
  planChangeMode: {
    says: 'When a plan change takes effect, per account type (SPEC §4: NOW, LATER or BOTH).',
  },
  'planChangeMode.prepay': {
    says: 'When a prepay plan change takes effect.',
    values: [
      { value: 'NOW', offers: [] },
      { value: 'LATER', offers: [] },
      { value: 'BOTH', offers: [] },
    ],
  },
  'planChangeMode.postpay': {
    says: 'When a postpay plan change takes effect.',
    values: [
      { value: 'NOW', offers: [] },
      { value: 'LATER', offers: [] },
      { value: 'BOTH', offers: [] },
    ],
  },
  'planChangeMode.payg': {
    says: 'When a pay-as-you-go plan change takes effect.',
    values: [
      { value: 'NOW', offers: [] },
      { value: 'LATER', offers: [] },
      { value: 'BOTH', offers: [] },
    ],
  },
  billing: {
    says: 'The billing page (SPEC §2 mobile billing): bank-transfer details.',
  },
  'billing.bankTransfer': {
    says: 'Bank-transfer details (account name and number) shown on the billing page while features.bankTransactions is true; needed then.',
    values: [
      { value: undefined, offers: [] },
      { value: { accountName: 'Example Ltd', accountNumber: '12-3140-0123456-00' }, offers: [] },
    ],
  },
  'adapters.helpdesk': {
    says: 'Help-centre adapter (SPEC §1 help centre; client timeout 10 s, SPEC §9).',
    reserved: 'the help centre is not built yet',
    values: [
      { value: undefined, offers: [] },
      { value: { provider: 'sandbox' }, offers: [] },
    ],
  },
  'adapters.maps': {
    says: 'Maps adapter (network outage and coverage maps).',
    reserved: 'the outage and coverage maps are not built yet',
    values: [
      { value: undefined, offers: [] },
      { value: { provider: 'sandbox' }, offers: [] },
    ],
  },
  'adapters.errorReporting.tracesSampleRate': {
    says: 'Tracing sample rate 0–1 (SPEC §9: 1.0).',
    reserved: 'no error-reporting service ships in this build',
    values: [
      { value: 1, offers: [] },
      { value: 0.25, offers: [] },
    ],
  },
} as const satisfies Readonly<Record<string, SettingRow>>;

export type SettingPath = keyof typeof SETTINGS;

/** Every row, typed loosely (for iteration). */
export const SETTING_ROWS: ReadonlyArray<readonly [SettingPath, SettingRow]> = Object.entries(
  SETTINGS,
) as never;

/**
 * The JSON Schema description of a setting: "Reserved: has no effect in this build (<why>). <says>" for
 * reserved settings, else what it says; `defaultText` (e.g. 'Default: false.') is appended.
 */
export function describeSetting(path: SettingPath, defaultText = ''): string {
  const row: SettingRow = SETTINGS[path];
  const text = row.reserved
    ? `Reserved: has no effect in this build (${row.reserved}); validate warns when a brand sets it. ${row.says}`
    : row.says;
  return defaultText ? `${text} ${defaultText}` : text;
}

/** JSON paths of the settings that have no effect in this build. */
export const RESERVED_SETTINGS: readonly SettingPath[] = SETTING_ROWS.filter(([, row]) => row.reserved).map(
  ([path]) => path,
);
