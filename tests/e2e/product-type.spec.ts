import type { Page } from '@playwright/test';
import { expect, expectAxeClean, freshPayg, freshPrepay, signIn, tabTo, test } from './fixtures.ts';

/**
 * Issue 11, product type transfer (SPEC §2 sim-transfer-product-type, guard: product type transfer allowed; §7
 * PUT /sim/v1/product-type/{dry}; harbour has `features.simActions.productTypeTransfer` on): a prepay customer moves
 * their number to pay monthly by keyboard alone, axe clean at 1280 and 320 px, and the dashboard shows the new type
 * without a reload; a pay as you go customer moves to prepay in te reo Māori. Each test on its own copy of a demo
 * account (the types other suites read stay as seeded).
 */

async function signedIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/sign-in');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile\/mobile$/);
}

const planCard = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('given a prepay customer', () => {
  test('moves the number to pay monthly by keyboard alone: checked first, then changed; the dashboard follows', async ({
    page,
  }) => {
    test.slow();
    await signedIn(page, await freshPrepay(page.request));
    await expect(planCard(page, /^Your plan$/).getByText('Prepay', { exact: true })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Change payment type' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/mobile\/sim-transfer-product-type$/);
    await expect(page.getByRole('heading', { name: 'Change payment type', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Change payment type | Harbour Mobile');
    // Its title ships with the block's text, not with the first page (catalogue-split.ts AREA_ROUTE_TITLE_PREFIX):
    // the client-side navigation announces it once it is in, and focus is on the new page's h1.
    await expect(page.locator('[data-slot="announcer"][data-politeness="polite"]')).toHaveText(
      'Change payment type | Harbour Mobile',
    );
    await expect(page.getByRole('heading', { name: 'Change payment type', level: 1 })).toBeFocused();
    await expectAxeClean(page, 'product type transfer');

    // Nothing chosen: the error summary takes focus.
    await tabTo(page, page.getByRole('button', { name: 'Check the change' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();

    // The two other types, one radio group; Space chooses the focused one.
    const monthly = page.getByRole('radio', { name: /^Pay monthly/ });
    await tabTo(page, monthly);
    await page.keyboard.press('Space');
    await expect(monthly).toBeChecked();
    await expect(page.getByRole('radio')).toHaveCount(2);
    await tabTo(page, page.getByRole('button', { name: 'Check the change' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^\+64\d+ moves from Prepay to Pay monthly\.$/)).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Ready to change');
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'product type transfer: checked (320 px)');
    await page.setViewportSize({ width: 1280, height: 800 });

    await tabTo(page, page.getByRole('button', { name: 'Confirm: move to Pay monthly' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^\+64\d+ is now Pay monthly\.$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(':focus')).toContainText('Payment type changed');
    await expectAxeClean(page, 'product type transfer: changed');

    // The dashboard reads the new type (no reload): a pay monthly number has billing, not top-up.
    await tabTo(page, page.getByRole('link', { name: 'Back to my mobile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await expect(planCard(page, /^Your plan$/).getByText('Pay monthly', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Top up' })).toHaveCount(0);
    // And after a reload, from the sandbox.
    await page.reload();
    await expect(planCard(page, /^Your plan$/).getByText('Pay monthly', { exact: true })).toBeVisible();
  });
});

test.describe('given a pay as you go customer', () => {
  test('moves the number to prepay in te reo Māori', async ({ page }) => {
    await signedIn(page, await freshPayg(page.request));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await page.getByRole('link', { name: 'Hurihia te momo utu' }).click();
    await expect(page.getByRole('heading', { name: 'Hurihia te momo utu', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: /^Utu tōmua/ }).check();
    await page.getByRole('button', { name: 'Arowhaitia te huringa' }).click();
    await expect(page.getByText('Kua rite te huringa')).toBeVisible();
    await expectAxeClean(page, 'product type transfer (mi-NZ): checked');
    await page.getByRole('button', { name: 'Whakaūngia: nekehia ki te Utu tōmua' }).click();
    await expect(page.getByText('Kua hurihia te momo utu')).toBeVisible({ timeout: 15_000 });
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'product type transfer (mi-NZ): changed (320 px)');
  });
});
