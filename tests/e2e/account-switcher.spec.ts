import { expect, expectAxeClean, signIn, test } from './fixtures.ts';

/**
 * Issue 9: a customer with several accounts (multi@harbour.test: a personal prepay account and a business
 * postpay one, same e-mail) switches account from the header; the dashboard then shows the other
 * account's data.
 */
test.describe('given an identity with two customer accounts', () => {
  test('switches account from the header and the dashboard shows the other account', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'multi@harbour.test');
    // Sign-in leads to the choose-an-account page; each account is told apart by name, type and number.
    await expect(page).toHaveURL(/\/select-account/);
    await page.getByRole('button', { name: /^Hannah Kerehoma Prepay/ }).click();
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    const plan = page.getByRole('region', { name: 'Your plan' }).or(page.locator('main'));
    await expect(plan.getByText('+64215550107').first()).toBeVisible();

    const toggle = page.getByRole('button', { name: /^Switch account Hannah Kerehoma/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const list = page.getByRole('list', { name: 'Your accounts' });
    await expect(list.getByRole('button', { name: /Prepay/ })).toHaveAttribute('aria-current', 'true');
    const business = list.getByRole('button', {
      name: /^Hannah Kerehoma \(Kerehoma Plumbing Ltd\) Pay monthly/,
    });
    await expect(business).toContainText('Account number KPL-0042');
    await expect(business).toContainText('Mobile +64275550108');
    await expectAxeClean(page, 'dashboard with the account switcher open');

    await business.click();
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await expect(page.locator('main').getByText('+64275550108').first()).toBeVisible();
    await expect(page.locator('main').getByText('Current bill')).toBeVisible();
    await expect(page.locator('main').getByText('+64215550107')).toHaveCount(0);

    // The switcher now marks the business account as current; a reload keeps it (session storage).
    await page.reload();
    await page.getByRole('button', { name: /^Switch account/ }).click();
    await expect(
      page.getByRole('list', { name: 'Your accounts' }).getByRole('button', { name: /Pay monthly/ }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('at 320 px in te reo Māori the switcher works from the small-screen menu without overflow', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/sign-in');
    await signIn(page, 'multi@harbour.test');
    await expect(page).toHaveURL(/\/select-account/);
    await page.getByRole('button', { name: /^Hannah Kerehoma Prepay/ }).click();
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    // The small-screen menu may have closed on the language switch; open it again if so.
    const menuOpen = page.getByRole('button', { name: 'Tahua', exact: true });
    if (await menuOpen.isVisible()) await menuOpen.click();
    await page.getByRole('button', { name: /^Whakawhiti pūkete/ }).click();
    const list = page.getByRole('list', { name: 'Ō pūkete' });
    await expect(list.getByRole('button')).toHaveCount(2);
    await expect(list.getByRole('button', { name: /Utu ā-marama/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAxeClean(page, 'switcher at 320 px in te reo');
  });
});
