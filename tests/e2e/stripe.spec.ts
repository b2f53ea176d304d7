import path from 'node:path';
import { routeFakeStripe } from './fake-stripe-js.ts';
import { test as base, expect, expectAxeClean, freshPrepay, signIn } from './fixtures.ts';
import { derivedBrand, REPO, type RunningPortal, startPortal } from './portal-server.ts';

/**
 * Issue 10, payments provider `stripe` in a generated portal, in Chromium, without the internet: a temporary copy
 * of brands/harbour with `adapters.payments: { provider: "stripe", publishableKey: "pk_test_…" }` is generated,
 * built and started with its sandbox (`telco-portal start`, like the suite's harbour server); `page.route` serves
 * a fake Stripe.js at Stripe's own URLs (fake-stripe-js.ts: a script from js.stripe.com, Element iframes from
 * js.stripe.com, confirmations to api.stripe.com backed by the sandbox's card provider). It proves that the
 * portal's CSP with Trusted Types accepts Stripe.js added through the `telco-portal-stripe` policy (no violation
 * reported by the page or to the server's /csp-report, no page error), that a card is saved through the Stripe
 * Elements form, and that a top-up pays with it.
 */

const WORK = path.join(REPO, '.generated/e2e-stripe');
const BRAND_ID = 'harbour-stripe';

const test = base.extend<object, { stripePortal: RunningPortal }>({
  stripePortal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      // brands/harbour copied as `harbour-stripe` with Stripe payments and a test key.
      const dir = derivedBrand('harbour', BRAND_ID, WORK, (json) => {
        (json.adapters as Record<string, unknown>).payments = {
          provider: 'stripe',
          publishableKey: 'pk_test_51E2eStripeFakeKey',
        };
      });
      const portal = await startPortal(dir, path.join(WORK, 'sandbox'));
      await use(portal);
      portal.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ stripePortal }, use) => use(stripePortal.url),
});

test.describe('given a brand whose payments provider is stripe (Stripe.js faked at its own URLs)', () => {
  test('Stripe.js passes the CSP and Trusted Types; a card is saved through Stripe Elements and a top-up pays with it', async ({
    page,
    stripePortal,
  }) => {
    test.slow();
    // The page's own record of CSP and Trusted Types violations (securitypolicyviolation), from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });

    // nocard@'s copy: a prepay number with no card and no credit, so the portal sends it to no-payment-methods.
    const account = await freshPrepay(page.request, `nocard@${BRAND_ID}.test`);
    const stripe = await routeFakeStripe(page, stripePortal.url, account.token);
    expect(await account.credit()).toBe(0);

    await page.goto('/sign-in');
    // Nothing of Stripe's on the first page.
    expect(stripe.served.stripeJs).toBe(0);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/no-payment-methods/);

    // The Stripe Elements form: our labelled name field, Stripe's card fields in js.stripe.com iframes, no sandbox
    // note. Stripe.js has loaded under the CSP when its first Element is mounted; a violation is named first.
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    const mounted = page.locator('iframe[title="Secure card number input frame"]');
    await mounted.waitFor({ timeout: 10_000 }).catch(() => undefined);
    expect(await violations(), 'CSP and Trusted Types violations in the page').toEqual([]);
    await expect(mounted).toBeVisible();
    await expectAxeClean(page, 'no-payment-methods with the Stripe Elements form');
    await page.getByLabel('Name on card').fill('Liam O’Connor');
    const frame = (title: string) => page.frameLocator(`iframe[title="${title}"]`).getByRole('textbox');
    await frame('Secure card number input frame').fill('4242424242424242');
    await frame('Secure expiration date input frame').fill('12/34');
    await frame('Secure CVC input frame').fill('123');
    await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0); // the sandbox's test-card note
    expect(stripe.served.stripeJs).toBe(1);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(/\/profile\/mobile$/, { timeout: 15_000 });
    expect(stripe.calls.map((c) => c.path)).toEqual(['/setup_intents/confirm']);
    expect(stripe.calls[0]?.fields).toMatchObject({ key: 'pk_test_51E2eStripeFakeKey', number: '4242' });

    // The saved card pays a $20 top-up through Stripe's confirmCardPayment (the same page: Stripe.js is loaded).
    await page.getByRole('link', { name: 'Top up' }).click();
    await expect(page).toHaveURL(/\/profile\/mobile\/top-up$/);
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Topped up' })).toBeVisible({ timeout: 15_000 });
    expect(stripe.calls.map((c) => c.path)).toEqual(['/setup_intents/confirm', '/payment_intents/confirm']);
    expect(await account.credit()).toBe(2000);

    // Stripe.js was loaded once, through the policy: no violation in the page, none reported to the server.
    expect(stripe.served.stripeJs).toBe(1);
    expect(await violations()).toEqual([]);
    expect(
      consoleErrors.filter((t) => /Content Security Policy|TrustedScriptURL|Trusted Type/i.test(t)),
    ).toEqual([]);
    expect(stripePortal.output()).not.toMatch(/csp-report/);
  });
});
