import type { APIRequestContext } from '@playwright/test';
import { expect, expectAxeClean, readMailbox, signIn, test } from './fixtures.ts';

const OLD_PASSWORD = 'Old-password-1';
const NEW_PASSWORD = 'New-password-2';

/** The newest sandbox e-mail to `to` with `subject`, as { link }. */
async function latestMail(request: APIRequestContext, to: string, subject: RegExp) {
  const messages = await readMailbox(request, to);
  const mail = messages.filter((m) => subject.test(m.subject)).at(-1);
  expect(mail?.link, `an e-mail "${subject}" to ${to}`).toBeTruthy();
  return mail!.link!;
}

test.describe('given a customer who forgot the password', () => {
  test('asks for a reset link, chooses a new password from the mailbox link and signs in with it', async ({
    page,
  }) => {
    // A fresh account (sign-up endpoint + its verification link), so the demo accounts keep Harbour-demo-1.
    const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const registered = await page.request.post('/api/v2/2/auth/register', {
      data: {
        IdentityProvider: 'LOCAL',
        AuthID: email,
        AuthCode: OLD_PASSWORD,
        Email: email,
        FirstName: 'Rua',
        LastName: 'Kawa',
        NotifySpecialOffers: 0,
        NotifyNewsletters: 0,
      },
    });
    expect(registered.ok()).toBe(true);
    const verify = new URL(await latestMail(page.request, email, /Verify your e-mail/));
    await page.goto(`${verify.pathname}${verify.search}`);
    await expect(page.getByText('Your email address is verified.')).toBeVisible();

    await page.goto('/forgot-pass');
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
    await expectAxeClean(page, 'forgot-pass');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expectAxeClean(page, 'forgot-pass sent');

    const link = new URL(await latestMail(page.request, email, /Reset your password/));
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    // The link is checked on open: the form names the account it resets.
    await expect(page.getByText(`Enter a new password for ${email}.`)).toBeVisible();
    await expectAxeClean(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expect(page.getByText('At least 10 characters (not yet)')).toBeAttached();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await expect(page.getByText('At least 10 characters (done)')).toBeAttached();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await expectAxeClean(page, 'reset-password filled in');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expectAxeClean(page, 'reset-password done');

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    // The same link opened again (used): it says so at once — no password fields to type into.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('This link has expired')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.goto('/sign-in');
    await signIn(page, email, OLD_PASSWORD);
    await expect(
      page.getByText('The email address or password is invalid, check your details and try again'),
    ).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/no-payment-methods/);
    await expect(page.getByRole('heading', { name: 'Add a payment method', level: 1 })).toBeVisible();
  });

  test('an unknown reset link says it has expired before any typing and links to forgot-password', async ({
    page,
  }) => {
    await page.goto('/reset-password?code=not-a-real-code');
    await expect(page.getByText('This link has expired')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);
    await expectAxeClean(page, 'reset-password expired');
    await page.getByRole('link', { name: 'Get a new reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-pass$/);
  });
});
