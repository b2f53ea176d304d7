import path from 'node:path';
import { test as base, expect, expectAxeClean, signIn } from './fixtures.ts';
import { REPO, type RunningPortal, startPortal } from './portal-server.ts';

/**
 * Issue 11 "Cart v1 behind a manifest switch", in a generated portal: brands/pocket sells SIMs with
 * `features.cartVersion` 1 (one SIM per cart), started beside
 * the suite's harbour server with a sandbox of its own. Every cart, checkout and order request goes to the v1
 * paths (SPEC §7 /eshop/cart…, /eshop/checkout, /eshop/customer/:uuid/orders), none to /eshop/v2/; adding a plan
 * to a SIM replaces the SIM before it (SPEC §4 v1 rule); a guest's cart survives sign-in and is ordered.
 */

const WORK = path.join(REPO, '.generated/e2e-cart-v1');

const test = base.extend<object, { pocket: RunningPortal }>({
  pocket: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const portal = await startPortal('brands/pocket', path.join(WORK, 'sandbox'));
      await use(portal);
      portal.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ pocket }, use) => use(pocket.url),
});

test.describe('given a brand with cart v1 (pocket: features.cartVersion 1)', () => {
  test('a guest adds a physical SIM, then an eSIM replaces it; signs in from the checkout; the cart is claimed and ordered on the v1 paths; the order is in the history', async ({
    page,
    request,
  }) => {
    test.slow();
    const eshopCalls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/eshop/') && !pathname.startsWith('/api/eshop/v2/catalogue'))
        eshopCalls.push(`${r.method()} ${pathname}`);
    });
    // A fresh copy of pocket's prepay@ (its saved 4242 card) to sign in with.
    expect((await request.get('/')).ok()).toBe(true);
    const copy = await request.post('/api/sandbox/accounts', { data: { Like: 'prepay@pocket.test' } });
    expect(copy.status(), await copy.text()).toBe(201);
    const buyer = (await copy.json()) as { Email: string; Password: string };

    await page.goto('/');
    await page.getByRole('link', { name: 'Choose this plan' }).first().click();
    await expect(page).toHaveURL(/\/eshop\/sim-purchase\?plan=/);
    await page.getByRole('radio', { name: /^Physical SIM/ }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByText(/^Physical SIM · /)).toBeVisible();

    // SPEC §4 cart v1: adding a plan to a SIM removes the SIM before it.
    await page.goto('/plans/prepay');
    await page.getByRole('link', { name: 'Choose this plan' }).last().click();
    await page.getByRole('radio', { name: /^eSIM/ }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByText(/^eSIM · /)).toBeVisible();
    await expect(page.getByText(/^Physical SIM · /)).toHaveCount(0);
    await expectAxeClean(page, 'cart v1 checkout (guest)');

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, buyer.Email, buyer.Password);
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByText(/^eSIM · /)).toBeVisible();
    await expect(page.getByRole('radio', { name: /ending in 4242/ })).toBeChecked();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/eshop\/thanks$/, { timeout: 20_000 });

    await page.goto('/profile/order-history');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /ORD-\d+/ })
        .first(),
    ).toBeVisible();
    expect(eshopCalls.filter((c) => c.includes('/eshop/v2/'))).toEqual([]);
    for (const call of [
      /^POST \/api\/eshop\/cart$/,
      /^POST \/api\/eshop\/checkout$/,
      /\/eshop\/customer\/[^/]+\/orders$/,
    ])
      expect(
        eshopCalls.some((c) => call.test(c)),
        `${call} in ${eshopCalls.join(', ')}`,
      ).toBe(true);
  });

  test('the eSIM product page (/eshop/esim, outside production): a plan chosen there goes into the cart with the eSIM; an unknown product is not found', async ({
    page,
  }) => {
    await page.goto('/eshop/esim');
    await expect(page.getByRole('heading', { level: 1, name: 'eSIM' })).toBeVisible();
    await expect(page).toHaveTitle(/^Our SIMs \| /);
    await expect(page.getByRole('group', { name: 'SIM card colour' })).toHaveCount(0);
    const plan = page.getByRole('group', { name: 'Prepay plans' }).getByRole('radio').last();
    await plan.check();
    const label = await plan.evaluate(
      (radio) => radio.closest('label')?.querySelector('.font-medium')?.textContent ?? '',
    );
    await expectAxeClean(page, 'the eSIM product page');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/eshop\/checkout$/);
    await expect(page.getByText(/^eSIM · /)).toBeVisible();
    await expect(page.getByText(`Plan: ${label}`, { exact: false })).toBeVisible();

    await page.goto('/eshop/no-such-sim');
    await expect(page.getByRole('heading', { level: 1, name: "Your page wasn't found" })).toBeVisible();
  });
});
