import type { Page } from '@playwright/test';
import { expect, expectAxeClean, signIn, tabTo, test } from './fixtures.ts';

/**
 * Issue 10, billing part: the payment-methods page (SPEC §2 profile payment-methods) in a generated harbour
 * portal, driven by the keyboard alone once signed in (Tab, Enter, Escape), in English and te reo Māori.
 */

const cardGroup = (page: Page, name: string) => page.getByRole('group', { name });

test.describe('given postpay@ with two cards and an expired one', () => {
  test('opens payment methods from the profile navigation, makes a card default and removes the expired one', async ({
    page,
  }) => {
    // A long keyboard journey with two axe runs: 42 s at load 12 on this 2-core machine, past 60 s at load 19.
    test.setTimeout(120_000);
    await page.goto('/sign-in');
    await signIn(page, 'postpay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);

    await tabTo(page, page.getByRole('link', { name: 'Payment methods' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/payment-methods$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    await expect(page.getByRole('group')).toHaveCount(3);
    await expect(
      cardGroup(page, 'Mastercard ending in 4444').getByText('Default', { exact: true }),
    ).toBeVisible();
    const expired = cardGroup(page, 'Visa ending in 0341');
    await expect(expired.getByText('Expired 05/25')).toBeVisible();
    await expectAxeClean(page, 'payment methods');

    // Make the Visa ending in 1881 the default (SPEC §7 PUT Rank 1).
    await tabTo(page, cardGroup(page, 'Visa ending in 1881').getByRole('button', { name: 'Make default' }));
    await page.keyboard.press('Enter');
    await expect(cardGroup(page, 'Visa ending in 1881').getByText('Default', { exact: true })).toBeVisible();
    await expect(
      cardGroup(page, 'Mastercard ending in 4444').getByText('Default', { exact: true }),
    ).toHaveCount(0);

    // Remove the expired card: Escape cancels, then confirm.
    const remove = expired.getByRole('button', { name: 'Remove' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, 'payment methods: remove dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Remove card' }), 5);
    await page.keyboard.press('Enter');
    await expect(expired).toHaveCount(0);
    await expect(page.getByRole('group')).toHaveCount(2);

    // After a reload the server's order holds: 1881 first (default), 4444 second.
    await page.reload();
    await expect(page.getByRole('group').first()).toHaveAccessibleName('Visa ending in 1881');
  });
});

test.describe('given prepay@ with one card, in te reo Māori', () => {
  test('shows the only card as default, with no way to remove it', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await tabTo(page, page.getByRole('link', { name: 'Ngā tikanga utu' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Ngā tikanga utu' })).toBeVisible();
    const only = cardGroup(page, 'Visa ka mutu ki te 4242');
    await expect(only.getByText('Taunoa', { exact: true })).toBeVisible();
    await expect(only.getByRole('button')).toHaveCount(0);
    await expect(only.getByText(/Kāore e taea te tango/)).toBeVisible();
    await expectAxeClean(page, 'payment methods (mi-NZ)');
  });
});

test.describe('given postpay@ with 14 months of invoices', () => {
  test('opens an invoice from the account area and downloads its PDF by keyboard', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-in');
    await signIn(page, 'postpay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await tabTo(page, page.getByRole('link', { name: 'Invoices', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const invoices = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^INV-/ }) });
    await expect(invoices).toHaveCount(14);
    await expectAxeClean(page, 'invoices');
    const first = invoices.first().getByRole('link');
    const number = (await first.textContent())!.trim();
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Unlimited plan (monthly)');
    await expectAxeClean(page, 'invoice detail');
    await tabTo(page, page.getByRole('button', { name: 'Download PDF' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path);
    expect(bytes.length).toBeGreaterThan(500);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
