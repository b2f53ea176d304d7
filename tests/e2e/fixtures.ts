import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../a11y/axe.ts';

export const DEMO_PASSWORD = 'Harbour-demo-1';

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Presses Tab until `target` has focus, keyboard alone (it may already have it); fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `${max} presses of Tab never focused it`).toBeFocused();
}

/** The sandbox bank's 3-D Secure dialog (the card provider's challenge). */
export const bankDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Confirm with your bank (sandbox 3-D Secure)' });

/**
 * Saves a Stripe test card (`number`, digits) through the portal's card form, as the signed-in customer, and
 * waits until the portal moves on; 4000 0027 6000 3184 asks for 3-D Secure, which is approved.
 */
export async function saveTestCard(page: Page, number: string, name = 'Aroha Ngata'): Promise<void> {
  await page.goto('/profile/balance/payment-methods/add');
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  if (number === '4000002760003184') await bankDialog(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/profile\/mobile$/, { timeout: 15_000 });
}

/** One e-mail of the sandbox mailbox (GET /api/sandbox/mailbox). */
export type MailboxMessage = { to: string; subject: string; text: string; link?: string; sentAt: string };

/**
 * The sandbox mailbox for `to` (issue 8: it needs the per-start sandbox secret). Like a person's browser,
 * `request` first opens the portal, whose HTML answer hands this machine the secret as an HttpOnly cookie
 * for /api; the mailbox call then carries it. Fails the test when the mailbox refuses.
 */
export async function readMailbox(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  expect((await request.get('/')).ok()).toBe(true);
  const res = await request.get(`/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

/** A unique address per test run (the e2e sandbox is shared by every test of a run). */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** The link of the newest sandbox e-mail to `to` that carries one. */
export async function latestLink(request: APIRequestContext, to: string): Promise<string> {
  const messages = await readMailbox(request, to);
  const link = messages.filter((m) => m.link).at(-1)?.link;
  expect(link, `an e-mail with a link to ${to}`).toBeTruthy();
  return link!;
}

/** Signs in through the real sign-in form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Each test gets a fresh browser context (fresh storage); fail on any uncaught page error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A fresh copy of demo account `like` (sandbox-only POST /api/sandbox/accounts: its products, credit, add-ons,
 * cards, invoices and receipts), signed in through the API: its e-mail and password for the browser, the copy's
 * own `token` (a Bearer JWT) and `get`, an authorised API read with it.
 */
async function freshCopy(request: APIRequestContext, like: string) {
  expect((await request.get('/')).ok()).toBe(true); // hands this context the sandbox secret (issue 8)
  const copy = await request.post('/api/sandbox/accounts', { data: { Like: like } });
  expect(copy.status(), await copy.text()).toBe(201);
  const { Email, Password, CustomerUUIDs, ProductUUIDs } = (await copy.json()) as {
    Email: string;
    Password: string;
    CustomerUUIDs: string[];
    ProductUUIDs: string[];
  };
  const auth = await request.post('/api/v2/2/auth', {
    data: { IdentityProvider: 'LOCAL', AuthID: Email, AuthCode: Password, IncludeRoles: true },
  });
  const token = ((await auth.json()) as { JWT: string }).JWT;
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  return {
    email: Email,
    password: Password,
    customer: CustomerUUIDs[0]!,
    product: ProductUUIDs[0]!,
    token,
    get,
  };
}

/**
 * A fresh copy of prepay@ (its plan, credit, add-ons and card) — or of another prepay demo account, `like` —
 * so a test that moves money never changes the balances other suites read, and API reads of it (credit,
 * add-ons, plan changes) with its own `token`.
 */
export async function freshPrepay(request: APIRequestContext, like = 'prepay@harbour.test') {
  const { email, password, customer, product, token, get } = await freshCopy(request, like);
  return {
    email,
    password,
    token,
    credit: async () =>
      (
        await get<{ CreditCents: number }>(
          `/api/customers/${customer}/products/mobile/prepay/${product}/balance`,
        )
      ).CreditCents,
    addonNames: async () =>
      (
        await get<{ AddOns?: Array<{ Name?: string }> }>(
          `/api/v3/2/customer/${customer}/mobileprepay/${product}`,
        )
      ).AddOns?.map((a) => a.Name ?? '') ?? [],
    planChanges: async () =>
      (await get<{ PlanChanges?: unknown[] }>(`/api/customer/${customer}/plan_changes/${product}`))
        .PlanChanges?.length ?? 0,
    /** The stored auto top-up record of the number (amount whole dollars, days, status, next run). */
    autoTopUp: () =>
      get<{ amount: number; days: number; status: boolean; nextRunAtNanos: string | null }>(
        `/api/customer/${customer}/top-up-auto/${product}`,
      ),
  };
}

/**
 * A fresh copy of payg@ (its plan, credit and card, and the billing route "Sophie's phone" by which postpay@ pays
 * for it: $50 a month, $32.00 left), so a test that tops up through the route never changes what other suites
 * read: its credit and what the route has left (cents), read with its own token.
 */
export async function freshPayg(request: APIRequestContext) {
  const { email, password, customer, product, get } = await freshCopy(request, 'payg@harbour.test');
  return {
    email,
    password,
    credit: async () =>
      (
        await get<{ CreditCents: number }>(
          `/api/customers/${customer}/products/mobile/prepay/${product}/balance`,
        )
      ).CreditCents,
    routeLeft: async () =>
      (
        await get<{ BillingRoutes: Array<{ RemainingSpendLimit: number }> }>(
          `/api/customers/${customer}/billing-routes`,
        )
      ).BillingRoutes[0]!.RemainingSpendLimit,
  };
}

/**
 * A fresh copy of postpay@ (its plan, cards, and invoices: this month's OPEN, one DUE, one OVERDUE), so a test
 * that pays a bill never changes what other suites read; what it owes (cents: DUE and OVERDUE invoices less what
 * was paid towards them) and how many receipts it has, read with its own token.
 */
export async function freshPostpay(request: APIRequestContext) {
  const { email, password, customer, get } = await freshCopy(request, 'postpay@harbour.test');
  return {
    email,
    password,
    owedCents: async () =>
      (
        await get<{ Invoices: Array<{ Status: string; AmountCents: number; PaidCents?: number }> }>(
          `/api/customer/${customer}/invoice`,
        )
      ).Invoices.filter((i) => ['DUE', 'OVERDUE'].includes(i.Status.toUpperCase())).reduce(
        (sum, i) => sum + i.AmountCents - (i.PaidCents ?? 0),
        0,
      ),
    receipts: async () =>
      (await get<{ Receipts: unknown[] }>(`/api/customer/${customer}/receipt`)).Receipts.length,
  };
}

export { expect };
