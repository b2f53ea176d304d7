import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAxeClean, latestLink, signIn, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'Kia-ora-koutou-1';

/**
 * A new customer created and verified through the API (register, then the mailbox verification link) —
 * for the card tests that start on /no-payment-methods.
 */
async function verifiedCustomer(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const res = await request.post('/api/v2/2/auth/register', {
    data: {
      IdentityProvider: 'LOCAL',
      AuthID: email,
      AuthCode: PASSWORD,
      Email: email,
      FirstName: 'Hine',
      LastName: 'Tūhoe',
      NotifySpecialOffers: 0,
      NotifyNewsletters: 0,
    },
  });
  expect(res.ok()).toBe(true);
  const link = new URL(await latestLink(request, email));
  const customer = link.searchParams.get('customer')!;
  const confirm = await request.get(
    `/api/customer/${customer}/email_verification/confirm?Secret=${link.searchParams.get('secret')}&CustomerUUID=${customer}`,
  );
  expect(confirm.ok()).toBe(true);
  return email;
}

async function fillCard(page: Page, card: { name: string; number: string; expiry?: string; cvc?: string }) {
  await page.getByLabel('Name on card').fill(card.name);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date').fill(card.expiry ?? '12/34');
  await page.getByLabel('Security code (CVC)').fill(card.cvc ?? '123');
}

async function expectDashboardWithoutProducts(page: Page) {
  await expect(page).toHaveURL(/\/profile\/mobile$/);
  await expect(page.getByRole('heading', { name: 'My mobile', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no mobile numbers on this account yet.')).toBeVisible();
}

test.describe('given a new customer', () => {
  test('signs up, verifies the e-mail from the mailbox, adds a card and reaches the dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'sign-up');
    await page.getByLabel('First name').fill('Aroha');
    await page.getByLabel('Last name').fill('Ngata');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await expectAxeClean(page, 'sign-up filled in');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/email-verify-page$/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectAxeClean(page, 'email-verify-page');

    const link = await latestLink(page.request, email);
    expect(new URL(link).pathname).toBe('/email-verify');
    await page.goto(link);
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await expectAxeClean(page, 'email-verify');
    await page.getByRole('link', { name: 'Continue to your account' }).click();

    await expect(page).toHaveURL(/\/no-payment-methods/);
    await expect(page.getByRole('heading', { name: 'Add a payment method', level: 1 })).toBeVisible();
    await expect(page.getByText('4000 0027 6000 3184')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expectAxeClean(page, 'no-payment-methods with the card form');
    await fillCard(page, { name: 'Aroha Ngata', number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Save card' }).click();

    await expectDashboardWithoutProducts(page);
    await expectAxeClean(page, 'dashboard without products');
  });

  test('a declined card shows the SPEC §8 message and keeps what was typed', async ({ page }) => {
    const email = await verifiedCustomer(page.request, 'declined');
    await page.goto('/sign-in');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/no-payment-methods/);
    await fillCard(page, { name: 'Hine Tūhoe', number: '4000 0000 0000 0002' });
    await page.getByRole('button', { name: 'Save card' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Card authorization error.' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused(); // issue 9: focus goes to the SPEC §8 failure
    await expect(page.getByLabel('Name on card')).toHaveValue('Hine Tūhoe');
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/no-payment-methods/);
    await expectAxeClean(page, 'no-payment-methods with a declined card');
  });

  test('a card that needs 3-D Secure is approved in the sandbox bank dialog and saved', async ({ page }) => {
    const email = await verifiedCustomer(page.request, 'threeds');
    await page.goto('/sign-in');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/no-payment-methods/);
    await fillCard(page, { name: 'Hine Tūhoe', number: '4000 0027 6000 3184' });
    await page.getByRole('button', { name: 'Save card' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm with your bank (sandbox 3-D Secure)' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/ending in 3184/)).toBeVisible();
    await expectAxeClean(page, '3-D Secure dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();

    await expectDashboardWithoutProducts(page);
  });
});
