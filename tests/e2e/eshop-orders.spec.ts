import type { Page } from '@playwright/test';
import { expect, expectAxeClean, freshPrepay, signIn, tabTo, test } from './fixtures.ts';

/**
 * Issue 11, the customer's orders and delivery addresses (SPEC §2 order-history, "my-orders redirects to order
 * history", shipping-details; §3 Order, Delivery address; §4 order statuses and the default address rule; §5):
 * a seeded customer's order history and detail, and a fresh customer's delivery addresses added, edited, made
 * default and deleted by keyboard alone, with axe at 1280 and 320 px.
 */

/** axe at 1280 px, then at 320 px (reflow), back to 1280. */
async function axeAtBothWidths(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAxeClean(page, `${label} (1280 px)`);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectAxeClean(page, `${label} (320 px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('given prepay@ with the seeded order of its SIM', () => {
  test('opens the order history from the account area, reads statuses in words and opens an order', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);

    await tabTo(page, page.getByRole('link', { name: 'Order history' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/order-history$/);
    await expect(page.getByRole('heading', { name: 'Order history', level: 1 })).toBeVisible();
    const order = page.getByRole('group', { name: /^Order ORD-/ }).first();
    // Status in words, not colour alone.
    await expect(order.locator('[data-slot="badge"]')).toHaveText('Completed');
    await expect(order.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
    await axeAtBothWidths(page, 'order history');

    const link = order.getByRole('link', { name: /^Order ORD-/ });
    const number = (await link.textContent())!.replace('Order ', '');
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/profile/order-history/${number}$`));
    await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Physical SIM', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Wellington');
    await axeAtBothWidths(page, 'order detail');

    // SPEC §2 "my-orders redirects to order history".
    await page.goto('/profile/my-orders');
    await expect(page).toHaveURL(/\/profile\/order-history$/);
    await expect(page.getByRole('heading', { name: 'Order history', level: 1 })).toBeVisible();
  });
});

test.describe('given a customer without delivery addresses', () => {
  test('adds, edits, makes default and deletes delivery addresses by keyboard', async ({ page, request }) => {
    test.setTimeout(150_000);
    const fresh = await freshPrepay(request);
    await page.goto('/sign-in');
    await signIn(page, fresh.email, fresh.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);

    await tabTo(page, page.getByRole('link', { name: 'Delivery addresses' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/shipping-details$/);
    await expect(page.getByRole('heading', { name: 'Delivery addresses', level: 1 })).toBeVisible();
    await expect(page.getByText('You have no delivery addresses yet.')).toBeVisible();
    await axeAtBothWidths(page, 'shipping details: empty');

    // Add one through the address search: type, arrow down, Enter, save.
    await tabTo(page, page.getByRole('button', { name: 'Add a delivery address' }));
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search for an address' });
    await tabTo(page, search);
    await page.keyboard.type('Cuba');
    await expect(
      page.getByRole('listbox', { name: 'Search for an address' }).getByRole('option').first(),
    ).toBeVisible();
    await axeAtBothWidths(page, 'shipping details: address search');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Street', { exact: true })).toHaveValue(/Cuba/);
    await tabTo(page, page.getByRole('button', { name: 'Save address' }));
    await page.keyboard.press('Enter');
    const first = page.getByRole('group', { name: /Cuba/ });
    await expect(first.getByText('Default', { exact: true })).toBeVisible();

    // Add a second by hand; a missing postcode is refused first (SPEC §5).
    await tabTo(page, page.getByRole('button', { name: 'Add a delivery address' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Street', { exact: true }));
    await page.keyboard.type('Queen Street');
    await tabTo(page, page.getByLabel('Town or city'));
    await page.keyboard.type('Auckland');
    await tabTo(page, page.getByRole('button', { name: 'Save address' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enter the postcode.')).toBeVisible();
    await expect(page.getByLabel('Postcode')).toBeFocused();
    await axeAtBothWidths(page, 'shipping details: form error');
    await page.keyboard.type('1010');
    await page.keyboard.press('Enter');
    const second = page.getByRole('group', { name: /Queen Street/ });
    await expect(second).toBeVisible();
    await expect(second.getByText('Default', { exact: true })).toHaveCount(0);

    // Edit it.
    await tabTo(page, second.getByRole('button', { name: 'Edit' }));
    await page.keyboard.press('Enter');
    const postcode = page.getByLabel('Postcode');
    await tabTo(page, postcode);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1011');
    await page.keyboard.press('Enter');
    const edited = page.getByRole('group', { name: /Queen Street.*1011/ });
    await expect(edited).toBeVisible();

    // Make it the default: it moves first, the other is unmarked (SPEC §4).
    await tabTo(page, edited.getByRole('button', { name: 'Make default' }));
    await page.keyboard.press('Enter');
    await expect(edited.getByText('Default', { exact: true })).toBeVisible();
    await expect(page.getByRole('group').first()).toContainText('Queen Street');
    await expect(first.getByText('Default', { exact: true })).toHaveCount(0);
    await axeAtBothWidths(page, 'shipping details: two addresses');

    // Delete the default after the confirmation: the remaining one becomes the default.
    await tabTo(page, edited.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this delivery address?' });
    await expect(dialog).toBeVisible();
    await axeAtBothWidths(page, 'shipping details: delete dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Delete address' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: /Queen Street/ })).toHaveCount(0);
    await expect(first.getByText('Default', { exact: true })).toBeVisible();
  });
});
