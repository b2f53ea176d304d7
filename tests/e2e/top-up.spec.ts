import type { Page } from '@playwright/test';
import {
  bankDialog,
  expect,
  expectAxeClean,
  freshPayg,
  freshPrepay,
  saveTestCard,
  signIn,
  tabTo,
  test,
} from './fixtures.ts';

/**
 * Issue 10, top-up (SPEC §2 mobile top-up, §5 more than $0.99): a prepay customer tops up with a saved card by
 * keyboard alone, in English and te reo Māori, axe clean at 1280 and 320 px; a card that asks for 3-D Secure is
 * declined in the bank's dialog (nothing charged), then approved (charged once); a saved card the bank refuses
 * (0341) charges nothing and keeps the choice; auto top-up is switched on and off by keyboard and stays as saved
 * after a reload (its runs are proven in the sandbox's tests, which move the clock). Each test on its own copy of prepay@ (the dashboard balances other
 * suites read stay as seeded).
 */

/** A fresh copy of prepay@, signed in through the sign-in page, on its dashboard. */
async function signedInPrepay(page: Page) {
  const account = await freshPrepay(page.request);
  await page.goto('/sign-in');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile\/mobile$/);
  return account;
}

test.describe('given a prepay customer with a saved card', () => {
  test('tops up $30 by keyboard alone, then again in te reo Māori; the balance grows by each, once', async ({
    page,
  }) => {
    test.slow();
    const account = await signedInPrepay(page);
    const before = await account.credit();

    await tabTo(page, page.getByRole('link', { name: 'Top up' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/mobile\/top-up$/);
    await expect(page.getByRole('heading', { name: 'Top up', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'top-up');

    // $20 is chosen; the arrow key moves the choice to $30 within the amount group.
    await tabTo(page, page.getByRole('radio', { name: '$20.00' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '$30.00' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Pay $30.00' }));
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Topped up' });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(':focus')).toContainText('Topped up');
    await expect(done).toContainText(`Your balance is now $${((before + 3000) / 100).toFixed(2)}.`);
    await expect(done).toContainText(/Your credit expires on/);
    expect(await account.credit()).toBe(before + 3000);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'top-up done (320 px)');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The same in te reo Māori.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    // The page comes back in te reo Māori (the block loads again with the language's texts): a new top-up.
    await tabTo(page, page.getByRole('button', { name: 'Utua te $20.00' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Kua whakakīia' })).toBeVisible({
      timeout: 15_000,
    });
    await expectAxeClean(page, 'top-up done (mi-NZ)');
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'top-up done (mi-NZ, 320 px)');
    expect(await account.credit()).toBe(before + 5000);
  });

  test('a card that asks for 3-D Secure: declined in the dialog charges nothing, approved charges once', async ({
    page,
  }) => {
    test.slow();
    const account = await signedInPrepay(page);

    // Save Stripe's 3-D Secure test card (4000 0027 6000 3184), approving its setup.
    await saveTestCard(page, '4000002760003184');
    const bank = bankDialog(page);

    await page.goto('/profile/mobile/top-up');
    await page.getByRole('radio', { name: /ending in 3184/ }).check();
    await page.getByRole('radio', { name: '$10.00' }).check();
    const before = await account.credit();
    const pay = page.getByRole('button', { name: 'Pay $10.00' });
    await pay.click();
    await expect(bank).toContainText('confirm the payment of $10.00 with the card ending in 3184');
    await expectAxeClean(page, 'top-up 3-D Secure dialog');
    await page.keyboard.press('Escape');
    const failure = page.getByRole('alert').filter({ hasText: 'You cancelled the 3-D Secure check' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('You have not been charged.');
    await expect(pay).toBeFocused();
    expect(await account.credit()).toBe(before);

    await pay.click();
    await bank.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Topped up' })).toBeVisible({ timeout: 15_000 });
    expect(await account.credit()).toBe(before + 1000);
  });

  test('a saved card its bank then refuses (4000 0000 0000 0341): declined, nothing charged, amount kept', async ({
    page,
  }) => {
    test.slow();
    const account = await signedInPrepay(page);

    // Stripe's 0341 test card: saving it succeeds, every payment with it is declined.
    await saveTestCard(page, '4000000000000341');

    await page.goto('/profile/mobile/top-up');
    await page.getByRole('radio', { name: /ending in 0341/ }).check();
    await page.getByRole('radio', { name: '$10.00' }).check();
    const before = await account.credit();
    const pay = page.getByRole('button', { name: 'Pay $10.00' });
    await pay.click();
    const failure = page.getByRole('alert').filter({ hasText: 'Your card was declined' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(failure).toContainText('You have not been charged.');
    await expectAxeClean(page, 'top-up declined by the bank');
    await expect(page.getByRole('radio', { name: '$10.00' })).toBeChecked();
    expect(await account.credit()).toBe(before);

    // Another card pays: the default one, charged once.
    await page.getByRole('radio', { name: /ending in 4242/ }).check();
    await pay.click();
    await expect(page.getByRole('status').filter({ hasText: 'Topped up' })).toBeVisible({ timeout: 15_000 });
    expect(await account.credit()).toBe(before + 1000);
  });

  test('switches auto top-up on by keyboard ($25 every 14 days), keeps it after a reload, then switches it off', async ({
    page,
  }) => {
    test.slow();
    const account = await signedInPrepay(page);
    await page.goto('/profile/mobile/top-up');
    const section = page.getByRole('region', { name: 'Auto top-up' });
    await expect(section).toContainText('Auto top-up is off.');

    const box = section.getByRole('checkbox', { name: 'Top up automatically' });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(section.getByLabel('Amount in dollars')).toBeFocused();
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await expect(section.getByLabel('Every how many days')).toBeFocused();
    await page.keyboard.type('14');
    await page.keyboard.press('Enter');
    const saved = section.getByRole('status').filter({ hasText: 'Saved. Your auto top-up is on.' });
    await expect(saved).toBeFocused();
    await expect(section).toContainText('Auto top-up is on: $25.00 every 14 days with your default card.');
    await expect(section).toContainText(/The next one is on \d{1,2} \w+ \d{4}\./);
    await expectAxeClean(page, 'auto top-up on');
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'auto top-up on (320 px)');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await account.autoTopUp()).toMatchObject({ amount: 25, days: 14, status: true });

    await page.reload();
    await expect(section).toContainText('Auto top-up is on: $25.00 every 14 days');
    await expect(box).toBeChecked();
    await expect(section.getByLabel('Amount in dollars')).toHaveValue('25');

    await tabTo(page, box);
    await page.keyboard.press('Space');
    await tabTo(page, section.getByRole('button', { name: 'Save auto top-up' }));
    await page.keyboard.press('Enter');
    await expect(
      section.getByRole('status').filter({ hasText: 'Saved. Your auto top-up is off.' }),
    ).toBeFocused();
    await expect(section).toContainText('Auto top-up is off.');
    expect(await account.autoTopUp()).toMatchObject({
      amount: 25,
      days: 14,
      status: false,
      nextRunAtNanos: null,
    });
  });
});

test.describe('given a pay as you go customer postpay@ pays for through a billing route (SPEC §5)', () => {
  test('tops up $10 through the route by keyboard, charged at once; more than the route has left is refused, nothing charged', async ({
    page,
  }) => {
    test.slow();
    const account = await freshPayg(page.request);
    const before = await account.credit();
    expect(await account.routeLeft()).toBe(3200);
    await page.goto('/sign-in');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await tabTo(page, page.getByRole('link', { name: 'Top up' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/mobile\/top-up$/);

    const route = page.getByRole('radio', { name: /Sophie's phone, paid by postpay@harbour\.test/ });
    await expect(page.locator('label').filter({ has: route })).toContainText('$32.00 left to spend');
    await expectAxeClean(page, 'top-up with a billing route');
    // The card is chosen first; the arrow key moves the choice to the route within the "Pay with" group.
    const card = page.getByRole('radio', { name: /ending in/ });
    await expect(card).toBeChecked();
    await tabTo(page, card);
    await page.keyboard.press('ArrowDown');
    await expect(route).toBeChecked();
    await tabTo(page, page.getByRole('radio', { name: '$20.00' }));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '$10.00' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Pay $10.00' }));
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Topped up' });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await expect(done).toContainText(`Your balance is now $${((before + 1000) / 100).toFixed(2)}.`);
    expect(await account.credit()).toBe(before + 1000);
    expect(await account.routeLeft()).toBe(2200);

    // $50 is more than the $22.00 left: 'spend limit over', not charged, the choice kept.
    await tabTo(page, page.getByRole('button', { name: 'Top up again' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('label').filter({ has: route })).toContainText('$22.00 left to spend');
    await expect(route).toBeChecked();
    // The amount chosen is kept too: from $10 the arrow key goes to $50.
    await tabTo(page, page.getByRole('radio', { name: '$10.00' }));
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '$50.00' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Pay $50.00' }));
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toContainText('Spend limit over');
    await expect(page.getByText('You have not been charged.')).toBeVisible();
    await expect(route).toBeChecked();
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAxeClean(page, 'top-up refused: spend limit over (320 px)');
    expect(await account.credit()).toBe(before + 1000);
    expect(await account.routeLeft()).toBe(2200);

    // Payment methods lists the route under its card with what is left this month (SPEC §5 payment options).
    await page.setViewportSize({ width: 1280, height: 800 });
    await tabTo(page, page.getByRole('link', { name: 'Payment methods' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/payment-methods$/);
    const paidBy = page.getByRole('region', { name: 'Paid by another account' });
    await expect(
      paidBy.getByRole('group', { name: "Sophie's phone, paid by postpay@harbour.test" }),
    ).toContainText('$22.00 left of $50.00 this month');
    await expect(page.getByRole('group', { name: /ending in/ })).toHaveCount(1);
    await expectAxeClean(page, 'payment methods with a paying billing route');
  });
});
