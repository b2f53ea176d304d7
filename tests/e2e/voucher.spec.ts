import type { Page } from '@playwright/test';
import { expect, expectAxeClean, signIn, tabTo, test } from './fixtures.ts';

// Issue 10, redeem voucher (SPEC §2 redeem-voucher, §5 13 digits, check then redeem): the seeded demo codes
// of the README ("Demo vouchers"); each test uses its own code (the e2e sandbox is fresh per run).

/** The prepay credit the dashboard shows, in cents. */
async function dashboardCredit(page: Page): Promise<number> {
  const balance = page.getByRole('region', { name: /^(Balance|Toenga)$/ });
  const text = await balance.getByText(/^\$\d+\.\d{2}$/).textContent();
  return Math.round(Number(text!.replace('$', '')) * 100);
}

test.describe('given a prepay customer with a voucher', () => {
  test('redeems it by keyboard alone: checked, redeemed once, the dashboard balance grows', async ({
    page,
  }) => {
    // The longest flow of the suite (two checks, a redemption, the dashboard, a third check) on a shared machine.
    test.slow();
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    const before = await dashboardCredit(page);

    await tabTo(page, page.getByRole('link', { name: 'Redeem a voucher' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/redeem-voucher$/);
    await expect(page.getByRole('heading', { name: 'Redeem a voucher', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'redeem voucher');

    // A used code: SPEC §5 'Redemption check Error', the code stays typed.
    const code = page.getByLabel('Voucher code');
    await tabTo(page, code);
    await page.keyboard.type('2000000000016');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /Redemption check error: / })).toBeFocused();
    await expect(code).toHaveValue('2000000000016');

    await tabTo(page, code);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1000 0000 0001 7');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Voucher 1000000000017 adds $10.00 of credit to +64211234501.'),
    ).toBeVisible();
    await expectAxeClean(page, 'redeem voucher: checked');
    await tabTo(page, page.getByRole('button', { name: 'Redeem $10.00' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Voucher redeemed')).toBeVisible();
    await expect(page.getByText(`New balance: $${((before + 1000) / 100).toFixed(2)}`)).toBeVisible();
    await expect(page.getByText(/^Your credit expires on /)).toBeVisible();
    await expectAxeClean(page, 'redeem voucher: redeemed');

    // The dashboard shows the new balance (its balance read was revalidated, no reload).
    await tabTo(page, page.getByRole('link', { name: 'Back to my mobile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await expect.poll(() => dashboardCredit(page)).toBe(before + 1000);

    // Once only: the same code again is refused at the check.
    await tabTo(page, page.getByRole('link', { name: 'Redeem a voucher' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Voucher code'));
    await page.keyboard.type('1000000000017');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Redemption check error: /)).toBeVisible();
  });

  test('redeems in te reo Māori', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'payg@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await tabTo(page, page.getByRole('link', { name: 'Whakamahia he tīkiti' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Whakamahia he tīkiti', level: 1 })).toBeVisible();
    await tabTo(page, page.getByLabel('Waehere tīkiti'));
    await page.keyboard.type('1000000000025');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Whakamahia te $20.00' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Kua whakamahia te tīkiti')).toBeVisible();
    await expectAxeClean(page, 'redeem voucher (mi-NZ): redeemed');
  });

  test('a postpay customer has no voucher link on the dashboard', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'postpay@harbour.test');
    await expect(page.getByText('Current bill')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Redeem a voucher' })).toHaveCount(0);
  });
});
