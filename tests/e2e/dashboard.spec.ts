import { expect, expectAxeClean, signIn, test } from './fixtures.ts';

test.describe('given a prepay customer', () => {
  test('the home and plans pages work for a guest and pass axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeClean(page, 'home');
    await page.goto('/plans/prepay');
    await expect(page.getByRole('heading', { name: 'Prepay plans', level: 1 })).toBeVisible();
    await expect(page.getByText('incl. GST').first()).toBeVisible();
    await expectAxeClean(page, 'plans/prepay');
  });

  test('sees plan, balance with expiry, allowances and a 30-day usage table', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
    await expect(page.getByText(/Expires on/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Remaining allowances' })).toBeVisible();
    await expectAxeClean(page, 'dashboard');

    await page.getByRole('link', { name: 'View usage' }).click();
    await expect(page.getByRole('heading', { name: 'Data usage', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(31); // header + 30 daily buckets (SPEC §9)
    await expectAxeClean(page, 'usage with table');
  });

  test('a postpay customer sees the current bill', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'postpay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await expect(page.getByText('Current bill')).toBeVisible();
    await expectAxeClean(page, 'postpay dashboard');
  });
});
