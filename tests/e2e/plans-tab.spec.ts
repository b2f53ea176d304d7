import type { Page } from '@playwright/test';
import {
  bankDialog,
  expect,
  expectAxeClean,
  freshPrepay,
  saveTestCard,
  signIn,
  tabTo,
  test,
} from './fixtures.ts';

// Issue 10, plans tab (SPEC §2 profile mobile: your-plan, all-plans, addons; §7 add-ons and plan change; §9 one
// plan change per month, one month ahead). harbour's brand.json sets planChangeMode BOTH for prepay and postpay.
// The e2e sandbox is fresh per run: payg@ starts with $8.30 of credit and its 1GB data pack, prepay@ on Everyday.

/** Follows a link by keyboard: Tab to it, Enter. */
async function follow(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, page.getByRole('link', { name, exact: typeof name === 'string' }).first(), 80);
  await page.keyboard.press('Enter');
}

/** The prepay/payg credit the dashboard's balance card shows, in cents. */
async function dashboardCredit(page: Page): Promise<number> {
  const balance = page.getByRole('region', { name: /^(Balance|Toenga)$/ });
  const text = await balance.getByText(/^\$\d+\.\d{2}$/).textContent();
  return Math.round(Number(text!.replace('$', '')) * 100);
}

test.describe('given a pay-as-you-go customer with credit', () => {
  test('buys an add-on from credit by keyboard, sees the new balance, then removes it', async ({ page }) => {
    test.slow();
    await page.goto('/sign-in');
    await signIn(page, 'payg@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    const before = await dashboardCredit(page);
    expect(before).toBe(830);

    await follow(page, 'Your plan');
    await expect(page).toHaveURL(/\/profile\/mobile\/your-plan$/);
    await expect(page.getByRole('heading', { name: 'Plans and add-ons', level: 1 })).toBeVisible();
    await follow(page, 'Add-ons');
    await expect(page).toHaveURL(/\/profile\/mobile\/addons$/);

    // The $3 day pass, from credit (PAYG: true): the success alert takes focus.
    await tabTo(
      page,
      page.getByRole('button', { name: 'Buy from your credit: Unlimited Data Day Pass' }),
      80,
    );
    await page.keyboard.press('Enter');
    const bought = page.getByText('Unlimited Data Day Pass is now on your number.');
    await expect(bought).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Unlimited Data Day Pass is now on your number.');
    await expect(page.getByRole('button', { name: /Unlimited Data Day Pass/ })).toHaveCount(0);
    await expectAxeClean(page, 'plans tab: add-on bought');

    // The dashboard's balance is $3.00 less.
    await follow(page, /^(My mobile|Mobile)$/);
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await expect.poll(() => dashboardCredit(page)).toBe(before - 300);

    // Your plan lists it; remove it.
    await follow(page, 'Your plan');
    const mine = page.getByRole('region', { name: 'Your add-ons' });
    await expect(mine.getByText('Unlimited Data Day Pass', { exact: true })).toBeVisible();
    await tabTo(page, mine.getByRole('button', { name: 'Remove Unlimited Data Day Pass' }), 80);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Unlimited Data Day Pass was removed.')).toBeVisible();
    await expect(mine.getByText('Unlimited Data Day Pass', { exact: true })).toHaveCount(0);
    await expect(mine.getByText('Data Pack 1GB', { exact: true })).toBeVisible();
  });
});

test.describe('given a prepay customer on Everyday', () => {
  test('changes plan at the next billing date; one more change in the month is refused', async ({ page }) => {
    test.slow();
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await follow(page, 'Your plan');
    await follow(page, 'All plans');
    await expect(page).toHaveURL(/\/profile\/mobile\/all-plans$/);
    const plans = page.getByRole('region', { name: 'All plans' });
    // BOTH in harbour: now or at the next billing date.
    await expect(plans.getByRole('button', { name: 'Change now: Endless' })).toBeEnabled();
    await tabTo(page, plans.getByRole('button', { name: 'Change at the next billing date: Endless' }), 80);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your plan changes to Endless at the next billing date.')).toBeVisible();

    // Scheduled one calendar month ahead (SPEC §9), shown on your plan; the plan itself has not changed yet.
    const nextMonth = await page.evaluate(() => {
      const d = new Date();
      d.setMonth(d.getMonth() + 1);
      return new Intl.DateTimeFormat(document.documentElement.lang, { month: 'long' }).format(d);
    });
    await follow(page, 'Your plan');
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText(
      new RegExp(`Scheduled: your plan changes to Endless on \\d{1,2} ${nextMonth} \\d{4}\\.`),
    );
    await expect(plan.getByText('Everyday', { exact: true })).toBeVisible();
    await expectAxeClean(page, 'plans tab: change scheduled');

    // One change per month: every change button is off, and the page says why.
    await follow(page, 'All plans');
    await expect(plans.getByText(/You can change plan once a month\. Try again next month\./)).toBeVisible();
    for (const button of await plans.getByRole('button').all()) await expect(button).toBeDisabled();

    // The same in te reo Māori.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await expect(
      page
        .getByRole('region', { name: 'Ngā mahere katoa' })
        .getByText(/Kotahi anake te hurihanga mahere ia marama\. Ngana anō ā tērā marama\./),
    ).toBeVisible();
    await expectAxeClean(page, 'plans tab (mi-NZ): change refused');
  });
});

test.describe('given a prepay customer whose default card asks for 3-D Secure (4000 0027 6000 3184)', () => {
  test('buys an add-on with the card by keyboard: pending payment, the bank dialog, approved, added once', async ({
    page,
  }) => {
    test.slow();
    const account = await freshPrepay(page.request);
    await page.goto('/sign-in');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    // Save Stripe's 3-D Secure card and make it the default (the card an add-on purchase charges, SPEC §7).
    await saveTestCard(page, '4000002760003184');
    await page.goto('/profile/payment-methods');
    const card = page.getByRole('group', { name: 'Visa ending in 3184' });
    await tabTo(page, card.getByRole('button', { name: 'Make default' }), 80);
    await page.keyboard.press('Enter');
    await expect(card.getByText('Default', { exact: true })).toBeVisible();
    const credit = await account.credit();

    await page.goto('/profile/mobile/addons');
    const buy = page.getByRole('button', { name: 'Buy with your card: Unlimited Data Day Pass' });
    await tabTo(page, buy, 80);
    await page.keyboard.press('Enter');
    // SPEC §4: pending_payment + ClientSecret, confirmed through the card provider, which asks for 3-D Secure.
    const bank = bankDialog(page);
    await expect(bank).toContainText('confirm the payment of $3.00 with the card ending in 3184', {
      timeout: 15_000,
    });
    await expectAxeClean(page, 'plans tab: add-on 3-D Secure dialog');
    expect(await account.addonNames()).not.toContain('Unlimited Data Day Pass');
    await tabTo(page, bank.getByRole('button', { name: 'Approve' }), 10);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Unlimited Data Day Pass is now on your number.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator(':focus')).toContainText('Unlimited Data Day Pass is now on your number.');
    await expect(page.getByRole('button', { name: /Unlimited Data Day Pass/ })).toHaveCount(0);
    await expectAxeClean(page, 'plans tab: add-on bought with the card');
    expect((await account.addonNames()).filter((n) => n === 'Unlimited Data Day Pass')).toHaveLength(1);
    // Paid by card: the credit is untouched.
    expect(await account.credit()).toBe(credit);
  });
});
