import {
  bankDialog,
  expect,
  expectAxeClean,
  freshPostpay,
  saveTestCard,
  signIn,
  tabTo,
  test,
} from './fixtures.ts';

/**
 * Issue 10, pay the bill (SPEC §2 balance "pay-bill for postpay", §7 POST /customer/{id}/payment): a pay monthly
 * customer pays part of what they owe and then the rest by keyboard alone, in English and te reo Māori, axe clean
 * at 1280 and 320 px; a card that asks for 3-D Secure is declined in the bank's dialog (nothing charged), then
 * approved (charged once). Each test on its own copy of postpay@ (its invoices included), so the invoices and
 * receipts other suites read stay as seeded.
 */

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe('given a pay monthly customer with outstanding bills', () => {
  test('pays $20 by keyboard alone, then the rest in te reo Māori; one receipt each, nothing owed', async ({
    page,
  }) => {
    test.slow();
    const account = await freshPostpay(page.request);
    const owed = await account.owedCents();
    const receipts = await account.receipts();
    expect(owed).toBeGreaterThan(2000);
    await page.goto('/sign-in');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);

    await tabTo(page, page.getByRole('link', { name: 'Billing and bill cycle' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/mobile\/billing$/);
    await tabTo(page, page.getByRole('link', { name: 'Pay your bill' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/balance\/pay-bill$/);
    await expect(page.getByRole('heading', { name: 'Pay your bill', level: 1 })).toBeVisible();
    await expect(page.getByTestId('pay-bill-total')).toHaveText(dollars(owed));
    await expectAxeClean(page, 'pay-bill');

    // The full amount is chosen; the arrow key moves the choice to "Another amount".
    await tabTo(page, page.getByRole('radio', { name: `Everything you owe: ${dollars(owed)}` }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Another amount' })).toBeChecked();
    await tabTo(page, page.getByLabel('Amount in dollars'));
    await page.keyboard.type('20');
    await tabTo(page, page.getByRole('button', { name: 'Pay $20.00' }));
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Payment received' });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(':focus')).toContainText('Payment received');
    await expect(done).toContainText(`You still owe ${dollars(owed - 2000)}.`);
    expect(await account.owedCents()).toBe(owed - 2000);
    expect(await account.receipts()).toBe(receipts + 1);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'pay-bill done (320 px)');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The rest, in te reo Māori.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    // The page comes back in te reo Māori (the block loads again with the language's texts): the form again.
    await expect(page.getByText('Kua utua tētahi wāhanga')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: `Utua te ${dollars(owed - 2000)}` }));
    await page.keyboard.press('Enter');
    const paid = page.getByRole('status').filter({ hasText: 'Kua tae mai te utu' });
    await expect(paid).toBeVisible({ timeout: 15_000 });
    await expect(paid).toContainText('Kua utua ō pire katoa.');
    await expectAxeClean(page, 'pay-bill done (mi-NZ)');
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'pay-bill done (mi-NZ, 320 px)');
    expect(await account.owedCents()).toBe(0);
    expect(await account.receipts()).toBe(receipts + 2);
  });

  test('a card that asks for 3-D Secure: declined in the dialog charges nothing, approved charges once', async ({
    page,
  }) => {
    test.slow();
    const account = await freshPostpay(page.request);
    await page.goto('/sign-in');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);

    // Save Stripe's 3-D Secure test card (4000 0027 6000 3184), approving its setup.
    await saveTestCard(page, '4000002760003184', 'Wiremu Parata');
    const bank = bankDialog(page);

    await page.goto('/profile/balance/pay-bill');
    await page.getByRole('radio', { name: /ending in 3184/ }).check();
    const owed = await account.owedCents();
    const pay = page.getByRole('button', { name: `Pay ${dollars(owed)}` });
    await pay.click();
    await expect(bank).toContainText(`confirm the payment of ${dollars(owed)} with the card ending in 3184`);
    await expectAxeClean(page, 'pay-bill 3-D Secure dialog');
    await page.keyboard.press('Escape');
    const failure = page.getByRole('alert').filter({ hasText: 'You cancelled the 3-D Secure check' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('You have not been charged.');
    await expect(pay).toBeFocused();
    expect(await account.owedCents()).toBe(owed);

    await pay.click();
    await bank.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await account.owedCents()).toBe(0);
  });
});
