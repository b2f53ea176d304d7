import type { Page } from '@playwright/test';
import { expect, expectAxeClean, signIn, tabTo, test } from './fixtures.ts';

/**
 * Issue 10: the mobile billing page (SPEC §2 mobile "billing (postpay only)", §9 bill cycles; harbour turns
 * features.billingCycle on) and the payments history (SPEC §2 payments-history, §3 grouped by year then month),
 * for postpay@ in a generated harbour portal, by keyboard alone once signed in, in English and te reo Māori, with
 * axe at 1280 and 320 px.
 */

/** axe at 1280 px, then at 320 px (reflow), back to 1280. */
async function axeAtBothWidths(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAxeClean(page, `${label} (1280 px)`);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectAxeClean(page, `${label} (320 px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('given postpay@', () => {
  test('changes the bill cycle on the billing page and reads the payments history by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-in');
    await signIn(page, 'postpay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);

    await tabTo(page, page.getByRole('link', { name: 'Billing and bill cycle' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/mobile\/billing$/);
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    const bill = page.getByRole('region', { name: 'Current bill' });
    await expect(bill.getByTestId('billing-balance')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(bill.getByText('Next billing cycle')).toBeVisible();
    const next = await bill.locator('dd').nth(2).textContent();
    await axeAtBothWidths(page, 'billing');

    const twentyEight = page.getByRole('radio', { name: 'every 28 days' });
    await expect(twentyEight).toBeChecked();
    await tabTo(page, twentyEight);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: 'every 7 days' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Save billing cycle' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Save billing cycle' })).toBeDisabled();
    // The current cycle keeps its start and takes 7 days: the next cycle's dates change.
    await expect(bill.locator('dd').nth(2)).not.toHaveText(next ?? '');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'every 7 days' })).toBeChecked();

    // The payments history: a section of the account area's navigation.
    await tabTo(page, page.getByRole('link', { name: 'Payments history' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/balance\/payments-history$/);
    await expect(page.getByRole('heading', { name: 'Payments history', level: 1 })).toBeVisible();
    const years = page.getByRole('heading', { level: 2 });
    await expect(years.first()).toHaveText(String(new Date().getFullYear()));
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(9);
    await expect(page.getByText(/^Bill payment, Mastercard/).first()).toBeVisible();
    await expect(page.getByText(/^\+\$\d+\.\d{2}$/).first()).toBeVisible();
    await axeAtBothWidths(page, 'payments history');
  });

  test('reads both pages in te reo Māori', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-in');
    await signIn(page, 'postpay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');

    await tabTo(page, page.getByRole('link', { name: 'Ngā pire me te hurihanga pire' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Pire', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Pire o nāianei' }).getByTestId('billing-balance'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Te auau o tō pire' })).toBeVisible();
    await axeAtBothWidths(page, 'billing (mi-NZ)');

    await tabTo(page, page.getByRole('link', { name: 'Hītori utu' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Hītori utu', level: 1 })).toBeVisible();
    await expect(page.getByText(/Utu pire$/).first()).toBeVisible();
    await axeAtBothWidths(page, 'payments history (mi-NZ)');
  });
});
