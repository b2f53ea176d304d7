import type { Sandbox } from '@telco-portal/sandbox';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { ResetPassword } from './ResetPassword.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

let counter = 0;
/** Registers a new account, asks for a reset and returns its e-mail and the code of the mailed link. */
async function resetCode(): Promise<{ email: string; code: string }> {
  counter += 1;
  const email = `reset${counter}@example.test`;
  const api = sandboxApi(sandbox);
  await api.auth.register({ email, password: 'Old-password-1', firstName: 'Rua', lastName: 'Kawa' });
  await api.auth.requestPasswordReset(email);
  const messages = await sandbox.readMailbox(email);
  const mail = messages.filter((m) => m.subject.startsWith('Reset your password')).at(-1)!;
  return { email, code: new URL(mail.link!).searchParams.get('code')! };
}

/** The checklist item of a rule. */
const rule = (name: RegExp) => screen.getByText(name).closest('li') as HTMLElement;

const guest = () => makeSession(sandboxApi(sandbox), null);
/** The new-password input, once the on-open check of the code has shown the form. */
const newPassword = () => screen.findByLabelText('New password', { selector: 'input' });

describe('given the reset link with a valid code', () => {
  it('checks the code on open (status while checking), then shows the form for the e-mail it resets', async () => {
    const { email, code } = await resetCode();
    renderBlock(<ResetPassword />, {
      session: guest(),
      path: `/reset-password?code=${code}`,
      route: '/reset-password',
    });
    expect(screen.getByText('Checking your reset link…').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
    expect(await newPassword()).toBeInTheDocument();
    expect(screen.getByText(`Enter a new password for ${email}.`)).toBeInTheDocument();
    // The check used nothing up: the code still confirms.
    await expect(sandboxApi(sandbox).auth.confirmPasswordReset(code, 'New-password-9')).resolves.toBeTruthy();
  });

  it('shows the live SPEC §5 checklist while the new password is typed', async () => {
    const { code } = await resetCode();
    renderBlock(<ResetPassword />, {
      session: guest(),
      path: `/reset-password?code=${code}`,
      route: '/reset-password',
    });
    expect(screen.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeInTheDocument();
    await userEvent.type(await newPassword(), 'abc');
    expect(rule(/At least 10 characters/)).toHaveTextContent('(not yet)');
    expect(rule(/A lower case letter/)).toHaveTextContent('(done)');
    expect(rule(/An upper case letter/)).toHaveAttribute('data-met', 'false');
    await userEvent.type(await newPassword(), 'Defghij-1');
    for (const name of [/At least 10/, /upper case/, /lower case/, /number or a symbol/]) {
      expect(rule(name)).toHaveAttribute('data-met', 'true');
    }
  });

  it('refuses a weak or unconfirmed password before sending', async () => {
    const { code } = await resetCode();
    renderBlock(<ResetPassword />, {
      session: guest(),
      path: `/reset-password?code=${code}`,
      route: '/reset-password',
    });
    await userEvent.type(await newPassword(), 'New-password-2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-password-3');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The passwords do not match.', {
        exact: false,
        selector: '[data-slot="field-error"]',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });

  it('changes the password, says so with a sign-in link, and the new password signs in', async () => {
    const { email, code } = await resetCode();
    renderBlock(<ResetPassword />, {
      session: guest(),
      path: `/reset-password?code=${code}`,
      route: '/reset-password',
    });
    await userEvent.type(await newPassword(), 'New-password-2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    await expect(
      sandboxApi(sandbox).auth.signIn({ email, password: 'New-password-2' }),
    ).resolves.toBeTruthy();
    await expect(sandboxApi(sandbox).auth.signIn({ email, password: 'Old-password-1' })).rejects.toThrow();
  });
});

describe('given a used, unknown or missing code', () => {
  it.each([
    ['used', true],
    ['unknown', false],
  ])(
    'says a %s link has expired when the page opens, before any typing, with a link to forgot-password',
    async (_, used) => {
      const { code } = await resetCode();
      if (used) await sandboxApi(sandbox).auth.confirmPasswordReset(code, 'Used-password-1');
      renderBlock(<ResetPassword />, {
        session: guest(),
        path: `/reset-password?code=${used ? code : `${code}x`}`,
        route: '/reset-password',
      });
      expect(await screen.findByText('This link has expired')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
        'href',
        '/forgot-pass',
      );
      expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    },
  );

  it('says the link has expired when it was used elsewhere between opening and submitting', async () => {
    const { code } = await resetCode();
    renderBlock(<ResetPassword />, {
      session: guest(),
      path: `/reset-password?code=${code}`,
      route: '/reset-password',
    });
    const input = await newPassword();
    await sandboxApi(sandbox).auth.confirmPasswordReset(code, 'Used-password-1');
    await userEvent.type(input, 'New-password-2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This link has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-pass',
    );
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('shows the expired message straight away when the link has no code, in te reo Māori too', () => {
    renderBlock(<ResetPassword />, { session: guest(), path: '/reset-password', locale: 'mi-NZ' });
    expect(screen.getByRole('heading', { name: 'Kōwhiria he kupuhipa hou', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Kua pau te hononga nei')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tonoa he hononga tautuhi hou' })).toHaveAttribute(
      'href',
      '/forgot-pass',
    );
  });
});

describe('given a check that fails (failed is not absent)', () => {
  it('shows the SPEC §8 error with Try again — not "expired" — and Try again shows the form', async () => {
    const { code } = await resetCode();
    sandbox.faults.add('POST /api/v2/:spid/auth/LOCAL/password_reset/check', { status: 500 }, 1);
    renderBlock(<ResetPassword />, {
      session: guest(),
      path: `/reset-password?code=${code}`,
      route: '/reset-password',
    });
    expect(await screen.findByText('Your reset link could not be checked')).toBeInTheDocument();
    expect(screen.queryByText('This link has expired')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await newPassword()).toBeInTheDocument();
  });
});
