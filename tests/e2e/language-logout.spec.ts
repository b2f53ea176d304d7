import { expect, expectAxeClean, signIn, test } from './fixtures.ts';

test.describe('given the language switch and sign-out', () => {
  test('switching to te reo Māori survives a reload and passes axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await expect(page.getByRole('link', { name: 'Takiuru' }).first()).toBeVisible();
    await expectAxeClean(page, 'home (mi-NZ)');
    await page.goto('/sign-in');
    await expectAxeClean(page, 'sign-in (mi-NZ)');
  });

  test('sign-out clears the session and stored values', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    const before = await page.evaluate(() => sessionStorage.length + localStorage.length);
    expect(before).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    const stored = await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage),
    }));
    expect(stored.session).toEqual([]);
    expect(stored.local).toEqual([]);

    await page.goto('/profile/mobile');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  });
});
