import { expect, expectAxeClean, freshPrepay, signIn, test } from './fixtures.ts';

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
    // A fresh copy of prepay@: signing out ends every session of the account on the server (issue 8), and other
    // tests are signed in as prepay@ on the other workers at the same time (one of them was sent to the sign-in
    // page, "Your session ended", when this ran beside it).
    const account = await freshPrepay(page.request);
    await page.goto('/sign-in');
    await signIn(page, account.email, account.password);
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
