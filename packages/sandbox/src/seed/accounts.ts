import type { HashCost } from '../passwords.ts';

/**
 * Demo accounts seeded for SPID 2 (all with password `Harbour-demo-1`). Relative times ("days ago")
 * are resolved against the sandbox clock when seeding, so tests with a fixed `now` are deterministic.
 */

/** Demo password of every seeded account. */
export const DEMO_PASSWORD = 'Harbour-demo-1';

/**
 * argon2id PHC strings of DEMO_PASSWORD at each cost of passwords.ts, precomputed so seeding hashes nothing:
 * `standard` (m = 19 MiB, t = 2, p = 1; migration 003 gives databases seeded earlier with a bcrypt hash this one
 * too) and `test` (m = 1 MiB, t = 1), which a sandbox started with `hashCost: 'test'` seeds: a hash's cost is in
 * its string, so every demo sign-in there verified at the standard cost — in Storybook's page, argon2id in
 * WebAssembly on the main thread, ~60 ms of each signed-in story's load (a quarter of the page's busy time,
 * profiled 2026-11-29).
 */
export const DEMO_PASSWORD_HASHES = {
  standard:
    '$argon2id$v=19$m=19456,t=2,p=1$JvRxzMbs7Zi526NWH1531w$F6Y1YlXWqy4weF36fPHNgwNIKQcsdxNbid5PEIDBXmw',
  test: '$argon2id$v=19$m=1024,t=1,p=1$OiIZlTbjU32c2yb+Bh1F0g$chTvItPJdFs6f/OUL4AMJNxt/QZe/RdPqb9ijhKnnSM',
} as const satisfies Record<HashCost, string>;

export const DEMO_SPID = 2;

type BalanceKey = 'Data' | 'Mins' | 'IDDMins' | 'TXTs' | 'IDDTXTs' | 'PXTs';

export interface SeedCard {
  uuid: string;
  cardType: 'Visa' | 'Mastercard' | 'American Express';
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SeedProduct {
  uuid: string;
  msisdn: string;
  imsi: string;
  simid: string;
  /** SPEC §4: below 4 not activated, 4 active, above 4 not active. */
  status: number;
  kind: 'prepay' | 'payg' | 'postpay';
  createdDaysAgo: number;
  portingState?: number;
  /** Base plan key (seed/catalogue.ts) and add-on keys, each started `daysAgo`. */
  plan?: { key: string; daysAgo: number; autoRenew?: boolean };
  addons?: Array<{ key: string; daysAgo: number; autoRenew?: boolean; endAfterCycleCount?: number }>;
  creditCents?: number;
  creditExpiresInDays?: number;
  billValueCents?: number;
  /** Fraction of each allowance left (default 0.55); carry-over per key in the key's unit. */
  remaining?: Partial<Record<BalanceKey, number>>;
  carryOver?: Partial<Record<BalanceKey, number>>;
  /** Average daily usage simulated for the history (data MB, voice minutes, messages). */
  usage?: { data: number; voice: number; sms: number; mms?: number; idd_voice?: number };
}

export interface SeedCustomer {
  uuid: string;
  firstName?: string;
  lastName?: string;
  externalRef5?: string;
  emailVerified: boolean;
  accountState: 'Active' | 'Suspended';
  balanceCents: number;
  billingCycleDays: 7 | 28;
  createdDaysAgo: number;
  cards: SeedCard[];
  products: SeedProduct[];
}

export interface SeedAccount {
  identityUuid: string;
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  demonstrates: string;
  customers: SeedCustomer[];
}

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const identity = (n: number) => id('1d000000', n);
const customer = (n: number) => id('c0000000', n);
const product = (n: number) => id('b0000000', n);
const card = (n: number) => id('cd000000', n);
const imsi = (n: number) => `53005${String(n).padStart(10, '0')}`;
const iccid = (n: number) => `8964050${String(n).padStart(12, '0')}`;

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    identityUuid: identity(1),
    email: 'prepay@harbour.test',
    firstName: 'Aroha',
    lastName: 'Ngata',
    mobileNumber: '+64211234501',
    demonstrates:
      'Prepay plan (Everyday) with a Data Boost add-on, credit, carry-over data and 30 days of usage.',
    customers: [
      {
        uuid: customer(1),
        emailVerified: true,
        accountState: 'Active',
        balanceCents: 1250,
        billingCycleDays: 28,
        createdDaysAgo: 420,
        cards: [{ uuid: card(1), cardType: 'Visa', last4: '4242', expMonth: 8, expYear: 2029 }],
        products: [
          {
            uuid: product(1),
            msisdn: '64211234501',
            imsi: imsi(1),
            simid: iccid(1),
            status: 4,
            kind: 'prepay',
            createdDaysAgo: 410,
            plan: { key: 'prepayEveryday', daysAgo: 12 },
            addons: [{ key: 'dataBoost', daysAgo: 5, autoRenew: false, endAfterCycleCount: 1 }],
            creditCents: 1250,
            creditExpiresInDays: 290,
            remaining: { Data: 0.62, IDDMins: 0.8, PXTs: 0.95 },
            carryOver: { Data: 1536 },
            usage: { data: 420, voice: 14, sms: 9, mms: 0.3, idd_voice: 1.5 },
          },
        ],
      },
    ],
  },
  {
    identityUuid: identity(2),
    email: 'postpay@harbour.test',
    firstName: 'Wiremu',
    lastName: 'Parata',
    mobileNumber: '+64224567802',
    demonstrates:
      'Postpay plan (Unlimited) with a bill so far, two cards and an expired one, and paying for payg@ through a billing route.',
    customers: [
      {
        uuid: customer(2),
        emailVerified: true,
        accountState: 'Active',
        balanceCents: 4599,
        billingCycleDays: 28,
        createdDaysAgo: 730,
        cards: [
          { uuid: card(2), cardType: 'Mastercard', last4: '4444', expMonth: 11, expYear: 2028 },
          { uuid: card(3), cardType: 'Visa', last4: '1881', expMonth: 3, expYear: 2030 },
          // Expired (SPEC §5): listed and marked on the payment-methods page, removable.
          { uuid: card(10), cardType: 'Visa', last4: '0341', expMonth: 5, expYear: 2025 },
        ],
        products: [
          {
            uuid: product(2),
            msisdn: '64224567802',
            imsi: imsi(2),
            simid: iccid(2),
            status: 4,
            kind: 'postpay',
            createdDaysAgo: 700,
            plan: { key: 'postpayUnlimited', daysAgo: 9 },
            addons: [{ key: 'postpayExtraData', daysAgo: 3 }],
            billValueCents: 4599,
            remaining: { IDDMins: 0.7 },
            usage: { data: 1800, voice: 35, sms: 12, mms: 0.5, idd_voice: 4 },
          },
        ],
      },
    ],
  },
  {
    identityUuid: identity(3),
    email: 'payg@harbour.test',
    firstName: 'Sophie',
    lastName: 'Williams',
    mobileNumber: '+64273456703',
    demonstrates:
      'Pay as you go: casual rates from credit, a 1GB data pack, paid for by postpay@ (parent billing route).',
    customers: [
      {
        uuid: customer(3),
        emailVerified: true,
        accountState: 'Active',
        balanceCents: 830,
        billingCycleDays: 28,
        createdDaysAgo: 200,
        cards: [{ uuid: card(4), cardType: 'Visa', last4: '0005', expMonth: 1, expYear: 2028 }],
        products: [
          {
            uuid: product(3),
            msisdn: '64273456703',
            imsi: imsi(3),
            simid: iccid(3),
            status: 4,
            kind: 'payg',
            createdDaysAgo: 190,
            plan: { key: 'payg', daysAgo: 20, autoRenew: false },
            addons: [{ key: 'paygData', daysAgo: 2, autoRenew: false }],
            creditCents: 830,
            creditExpiresInDays: 160,
            remaining: { Data: 0.4 },
            usage: { data: 60, voice: 4, sms: 6 },
          },
        ],
      },
    ],
  },
  {
    identityUuid: identity(4),
    email: 'suspended@harbour.test',
    firstName: 'James',
    lastName: 'Thompson',
    mobileNumber: '+64219876504',
    demonstrates: 'AccountState Suspended: the portal shows the suspended page.',
    customers: [
      {
        uuid: customer(4),
        emailVerified: true,
        accountState: 'Suspended',
        balanceCents: 0,
        billingCycleDays: 28,
        createdDaysAgo: 500,
        cards: [{ uuid: card(5), cardType: 'Mastercard', last4: '5100', expMonth: 6, expYear: 2027 }],
        products: [
          {
            uuid: product(4),
            msisdn: '64219876504',
            imsi: imsi(4),
            simid: iccid(4),
            status: 4,
            kind: 'prepay',
            createdDaysAgo: 480,
            plan: { key: 'prepayStarter', daysAgo: 25 },
            creditCents: 0,
            creditExpiresInDays: 40,
            remaining: { Data: 0.1, Mins: 0.2 },
            usage: { data: 45, voice: 3, sms: 2 },
          },
        ],
      },
    ],
  },
  {
    identityUuid: identity(5),
    email: 'unverified@harbour.test',
    firstName: 'Mere',
    lastName: 'Tipene',
    mobileNumber: '+64227654305',
    demonstrates: 'EmailVerified false: the portal asks to verify the e-mail (mailbox link confirms it).',
    customers: [
      {
        uuid: customer(5),
        emailVerified: false,
        accountState: 'Active',
        balanceCents: 500,
        billingCycleDays: 28,
        createdDaysAgo: 3,
        cards: [{ uuid: card(6), cardType: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 }],
        products: [
          {
            uuid: product(5),
            msisdn: '64227654305',
            imsi: imsi(5),
            simid: iccid(5),
            status: 4,
            kind: 'prepay',
            createdDaysAgo: 3,
            plan: { key: 'prepayStarter', daysAgo: 3 },
            creditCents: 500,
            creditExpiresInDays: 362,
            remaining: { Data: 0.9, Mins: 0.95 },
            usage: { data: 80, voice: 6, sms: 4 },
          },
        ],
      },
    ],
  },
  {
    identityUuid: identity(6),
    email: 'nocard@harbour.test',
    firstName: 'Liam',
    lastName: "O'Connor",
    mobileNumber: '+64272345606',
    demonstrates: 'No saved cards and no billing routes: the portal sends it to no-payment-methods.',
    customers: [
      {
        uuid: customer(6),
        emailVerified: true,
        accountState: 'Active',
        balanceCents: 0,
        billingCycleDays: 28,
        createdDaysAgo: 60,
        cards: [],
        products: [
          {
            uuid: product(6),
            msisdn: '64272345606',
            imsi: imsi(6),
            simid: iccid(6),
            status: 4,
            kind: 'prepay',
            createdDaysAgo: 58,
            plan: { key: 'prepayStarter', daysAgo: 28 },
            creditCents: 0,
            creditExpiresInDays: 300,
            remaining: { Data: 0.05, Mins: 0.3 },
            usage: { data: 55, voice: 5, sms: 3 },
          },
        ],
      },
    ],
  },
  {
    identityUuid: identity(7),
    email: 'multi@harbour.test',
    firstName: 'Hannah',
    lastName: 'Kerehoma',
    mobileNumber: '+64215550107',
    demonstrates:
      'Two customer accounts (select-account): a personal prepay account and a business postpay account with a number port in progress.',
    customers: [
      {
        uuid: customer(7),
        emailVerified: true,
        accountState: 'Active',
        balanceCents: 2040,
        billingCycleDays: 28,
        createdDaysAgo: 900,
        cards: [{ uuid: card(7), cardType: 'Visa', last4: '4242', expMonth: 4, expYear: 2029 }],
        products: [
          {
            uuid: product(7),
            msisdn: '64215550107',
            imsi: imsi(7),
            simid: iccid(7),
            status: 4,
            kind: 'prepay',
            createdDaysAgo: 880,
            plan: { key: 'prepayEndless', daysAgo: 17 },
            addons: [{ key: 'iddCalling', daysAgo: 17 }],
            creditCents: 2040,
            creditExpiresInDays: 330,
            remaining: { Data: 0.48, IDDMins: 0.6, IDDTXTs: 0.9 },
            carryOver: { Data: 4096 },
            usage: { data: 900, voice: 20, sms: 15, idd_voice: 6 },
          },
        ],
      },
      {
        uuid: customer(8),
        externalRef5: 'KPL-0042',
        lastName: 'Kerehoma (Kerehoma Plumbing Ltd)',
        emailVerified: true,
        accountState: 'Active',
        balanceCents: 12900,
        billingCycleDays: 7,
        createdDaysAgo: 150,
        cards: [{ uuid: card(8), cardType: 'American Express', last4: '8431', expMonth: 9, expYear: 2028 }],
        products: [
          {
            uuid: product(8),
            msisdn: '64275550108',
            imsi: imsi(8),
            simid: iccid(8),
            status: 4,
            kind: 'postpay',
            createdDaysAgo: 140,
            plan: { key: 'postpayMax', daysAgo: 6 },
            billValueCents: 12900,
            usage: { data: 2500, voice: 60, sms: 20 },
          },
          {
            uuid: product(9),
            msisdn: '64275550109',
            imsi: imsi(9),
            simid: iccid(9),
            status: 2,
            kind: 'postpay',
            createdDaysAgo: 2,
            portingState: 5,
            plan: { key: 'postpayEssential', daysAgo: 2 },
          },
        ],
      },
    ],
  },
  {
    // Reflow tests (issue 9): the longest strings a screen shows — a 71-character e-mail address without
    // a hyphen to break at, and names far past the SPEC §5 display-name limits.
    identityUuid: identity(8),
    email: 'wharerangi.teaomarama.kaitiakiongawhanau@longaddress.harbourmobile.test',
    firstName: 'Wharerangi-Te-Aomārama-Kaitiakitanga',
    lastName: 'Te Whāiti-Ngārimu-Kaitiaki-o-ngā-Whānau-o-Aotearoa',
    mobileNumber: '+64215550110',
    demonstrates:
      'A very long e-mail address and very long names, e-mail not yet verified: the verify-e-mail page shows the address (reflow at 320 px).',
    customers: [
      {
        uuid: customer(9),
        emailVerified: false,
        accountState: 'Active',
        balanceCents: 123456,
        billingCycleDays: 28,
        createdDaysAgo: 30,
        cards: [{ uuid: card(9), cardType: 'Mastercard', last4: '5454', expMonth: 2, expYear: 2031 }],
        products: [
          {
            uuid: product(10),
            msisdn: '64215550110',
            imsi: imsi(10),
            simid: iccid(10),
            status: 4,
            kind: 'prepay',
            createdDaysAgo: 28,
            plan: { key: 'prepayEndless', daysAgo: 4 },
            creditCents: 123456,
            creditExpiresInDays: 330,
            usage: { data: 1200, voice: 25, sms: 10 },
          },
        ],
      },
    ],
  },
];

/** Billing routes: postpay@ (debit) pays for payg@ (credit). Amounts in cents. */
export const SEED_BILLING_ROUTES = [
  {
    uuid: id('bb000000', 1),
    name: "Sophie's phone",
    debitCustomerUuid: customer(2),
    creditCustomerUuid: customer(3),
    spendLimit: 5000,
    spendCycle: 'monthly' as const,
    spendCycleCount: 1,
    remainingSpendLimit: 3200,
    requestedByCustomerName: 'Sophie Williams',
  },
];

/** One demo account as `start` prints it and the sandbox seeds it. */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  customerUUIDs: string[];
  demonstrates: string;
}

/**
 * E-mail domain of the seeded demo addresses (`prepay@harbour.test`): harbour's, which the e2e suites and the
 * stories sign in with. Another brand's sandbox seeds the same accounts at its own domain (`demoEmailDomain`).
 */
export const DEMO_EMAIL_DOMAIN = 'harbour.test';

/** A DNS name of lower-case labels (`kowhai.test`, `kiwi-fibre.test`). */
const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The demo e-mail domain of a brand: `<id>.test` (`.test` is reserved for testing, RFC 2606), so
 * `brands/kowhai` seeds `prepay@kowhai.test` and harbour keeps `prepay@harbour.test`.
 * @throws Error when `brandId` is not a kebab-case id.
 */
export function demoEmailDomainOf(brandId: string): string {
  const domain = `${brandId}.test`;
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(brandId) || !DOMAIN.test(domain)) {
    throw new Error(`sandbox: '${brandId}' is not a brand id a demo e-mail domain can be made from`);
  }
  return domain;
}

/**
 * `email` with the demo domain swapped for `domain` (`prepay@harbour.test` -> `prepay@kowhai.test`); an
 * address at another domain is kept as it is.
 * @throws Error when `domain` is not a lower-case DNS name.
 */
export function demoEmail(email: string, domain: string = DEMO_EMAIL_DOMAIN): string {
  if (!DOMAIN.test(domain)) throw new Error(`sandbox: demoEmailDomain '${domain}' is not a domain name`);
  const suffix = `@${DEMO_EMAIL_DOMAIN}`;
  return email.endsWith(suffix) ? `${email.slice(0, -suffix.length)}@${domain}` : email;
}

/**
 * What each demo account demonstrates (SPEC §2 guards), with its addresses at `domain` (default
 * harbour's). Password for all: DEMO_PASSWORD.
 */
export function demoAccountsFor(domain: string = DEMO_EMAIL_DOMAIN): DemoAccount[] {
  return SEED_ACCOUNTS.map((a) => ({
    email: demoEmail(a.email, domain),
    password: DEMO_PASSWORD,
    name: `${a.firstName} ${a.lastName}`,
    customerUUIDs: a.customers.map((c) => c.uuid),
    demonstrates: a.demonstrates,
  }));
}

/** The demo accounts at harbour's domain (`demoAccountsFor()`). */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = demoAccountsFor();
