import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { SignIn } from './SignIn.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given the sign-in form', () => {
  it('shows the localised validation messages when submitted empty and does not call signIn', async () => {
    const signIn = vi.fn();
    renderBlock(<SignIn />, {
      session: makeSession(sandboxApi(sandbox), null, { signIn }),
      path: '/sign-in',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter your e-mail address.', { selector: '[data-slot="field-error"]' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter your password.', { selector: '[data-slot="field-error"]' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the SPEC §8 message from the sandbox on a wrong password and keeps the typed e-mail', async () => {
    renderBlock(<SignIn />, { session: makeSession(sandboxApi(sandbox), null), path: '/sign-in' });
    await userEvent.type(screen.getByLabelText('Email'), 'prepay@harbour.test');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The email address or password is invalid, check your details and try again',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('prepay@harbour.test');
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  });

  it('signs in and follows a same-origin ?redirect= target', async () => {
    const signIn = vi.fn().mockResolvedValue(undefined);
    renderBlock(<SignIn />, {
      session: makeSession(sandboxApi(sandbox), null, { signIn }),
      path: '/sign-in?redirect=%2Fprofile%2Fmobile%2Fusage',
      route: '/sign-in',
    });
    await userEvent.type(screen.getByLabelText('Email'), ' prepay@harbour.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbour-demo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/mobile/usage'));
    expect(signIn).toHaveBeenCalledWith('prepay@harbour.test', 'Harbour-demo-1');
  });

  it('"Create an account" passes the ?redirect= target on (a new customer from the checkout goes back there)', async () => {
    renderBlock(<SignIn />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/sign-in?redirect=%2Feshop%2Fcheckout',
      route: '/sign-in',
    });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?redirect=%2Feshop%2Fcheckout',
    );
  });

  it('ignores an off-site ?redirect= target and goes to the dashboard', async () => {
    const signIn = vi.fn().mockResolvedValue(undefined);
    renderBlock(<SignIn />, {
      session: makeSession(sandboxApi(sandbox), null, { signIn }),
      path: '/sign-in?redirect=%2F%2Fevil.example%2Fsteal',
      route: '/sign-in',
    });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    await userEvent.type(screen.getByLabelText('Email'), 'prepay@harbour.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbour-demo-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/mobile$/));
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('toggles the password visibility with a named, pressed-state button', async () => {
    renderBlock(<SignIn />, { session: makeSession(sandboxApi(sandbox), null), path: '/sign-in' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('given the te reo Māori locale', () => {
  it('renders the form and validation in mi-NZ', async () => {
    renderBlock(<SignIn />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/sign-in',
      locale: 'mi-NZ',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Takiuru' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kupuhipa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Takiuru' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(screen.getByLabelText('Īmēra')).toHaveAttribute('aria-invalid', 'true');
  });
});
