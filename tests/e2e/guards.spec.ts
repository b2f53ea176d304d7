import { expect, expectAxeClean, signIn, test } from './fixtures.ts';

test.describe('given the demo accounts of the sandbox', () => {
  test('multi@ signs in and is asked to choose an account, then reaches the dashboard', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'multi@harbour.test');
    await expect(page).toHaveURL(/\/select-account/);
    await expect(page.getByRole('heading', { name: 'Choose an account', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'select-account');
    const choices = page.getByRole('main').getByRole('button');
    await expect(choices).toHaveCount(2);
    await choices.first().click();
    await expect(page).toHaveURL(/\/profile\/mobile/);
    await expect(page.getByRole('heading', { name: 'My mobile', level: 1 })).toBeVisible();
  });

  test('suspended@ lands on the suspended page', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'suspended@harbour.test');
    await expect(page).toHaveURL(/\/suspended$/);
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expectAxeClean(page, 'suspended');
  });

  test('nocard@ lands on no-payment-methods', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'nocard@harbour.test');
    await expect(page).toHaveURL(/\/no-payment-methods$/);
    await expect(page.getByRole('heading', { name: 'Add a payment method', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'no-payment-methods');
  });

  test('unverified@ is asked to verify the e-mail address', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'unverified@harbour.test');
    await expect(page).toHaveURL(/\/email-verify-page$/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectAxeClean(page, 'email-verify-page');
  });

  test('a guest opening a profile URL is sent to sign-in and back after signing in', async ({ page }) => {
    await page.goto('/profile/mobile/usage');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile%2Fmobile%2Fusage/);
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile\/usage$/);
    await expect(page.getByRole('heading', { name: 'Data usage', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'usage');
  });

  test('a wrong password shows the SPEC §8 message and keeps the e-mail typed', async ({ page }) => {
    await page.goto('/sign-in');
    await expectAxeClean(page, 'sign-in');
    await signIn(page, 'prepay@harbour.test', 'Not-the-password-1');
    await expect(
      page.getByText('The email address or password is invalid, check your details and try again'),
    ).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('prepay@harbour.test');
    await expect(page).toHaveURL(/\/sign-in/);
    await expectAxeClean(page, 'sign-in with error');
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: "Your page wasn't found" })).toBeVisible();
    await expectAxeClean(page, 'not-found');
  });
});
