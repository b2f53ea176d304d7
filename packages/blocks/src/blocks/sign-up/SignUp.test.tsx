import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { signUpConfigSchema } from './config.ts';
import { SignUp } from './SignUp.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

function rule(name: RegExp) {
  const list = screen.getByText('Your password needs').parentElement as HTMLElement;
  return within(list).getByText(name).closest('li') as HTMLElement;
}

async function fillValid(password = 'Tuatara-2026') {
  await userEvent.type(screen.getByLabelText('First name'), 'Mere');
  await userEvent.type(screen.getByLabelText('Last name'), 'Parata');
  await userEvent.type(screen.getByLabelText('Email'), 'mere.parata@harbour.test');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), password);
}

describe('given the sign-up form', () => {
  it('ticks the SPEC §5 password rules off as the password is typed', async () => {
    renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/sign-up',
    });
    expect(rule(/At least 10 characters/)).toHaveAttribute('data-met', 'false');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(rule(/A lower case letter/)).toHaveAttribute('data-met', 'true');
    expect(rule(/An upper case letter/)).toHaveAttribute('data-met', 'false');
    expect(rule(/A lower case letter/)).toHaveTextContent('(done)');
    await userEvent.type(screen.getByLabelText('Password'), 'DEFGHIJ1');
    for (const name of [/At least 10/, /upper case/, /lower case/, /number or a symbol/]) {
      expect(rule(name)).toHaveAttribute('data-met', 'true');
    }
  });

  it('requires the terms and privacy acceptance and does not register without it', async () => {
    const signUp = vi.fn();
    renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null, { signUp }),
      path: '/sign-up',
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const needed = 'Accept the terms and conditions and the privacy policy to continue';
    // Under the box, and in the error summary as a link to the box (the register()ed checkbox is the error's
    // element).
    const summaryLink = await screen.findByRole('link', { name: needed });
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(summaryLink).toHaveAttribute('href', `#${box.id}`);
    expect(box).toHaveAccessibleDescription(needed);
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('registers with the marketing opt-in and goes to the verify-e-mail page', async () => {
    const signUp = vi.fn().mockResolvedValue(undefined);
    renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null, { signUp }),
      path: '/sign-up',
    });
    await fillValid();
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '021 555 0199');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Send me special offers and the newsletter' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/email-verify-page'));
    expect(signUp).toHaveBeenCalledWith({
      email: 'mere.parata@harbour.test',
      password: 'Tuatara-2026',
      firstName: 'Mere',
      lastName: 'Parata',
      mobileNumber: '021 555 0199',
      notifySpecialOffers: true,
      notifyNewsletters: true,
    });
  });

  it('comes from the checkout: "Sign in" keeps the way back, and after signing up the customer goes back there (an unsafe target is ignored)', async () => {
    const signUp = vi.fn().mockResolvedValue(undefined);
    renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null, { signUp }),
      path: `/sign-up?redirect=${encodeURIComponent('/eshop/checkout')}`,
      route: '/sign-up',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?redirect=${encodeURIComponent('/eshop/checkout')}`,
    );
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/eshop\/checkout$/));
  });

  it('ignores a redirect to another site', async () => {
    const signUp = vi.fn().mockResolvedValue(undefined);
    renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null, { signUp }),
      path: `/sign-up?redirect=${encodeURIComponent('//evil.example/x')}`,
      route: '/sign-up',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/email-verify-page$/));
  });

  it('shows the server error for a taken e-mail and keeps the input (real sandbox register)', async () => {
    renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/sign-up',
    });
    await userEvent.type(screen.getByLabelText('First name'), 'Aroha');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ngata');
    await userEvent.type(screen.getByLabelText('Email'), 'prepay@harbour.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Tuatara-2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Tuatara-2026');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.getByLabelText('Email')).toHaveValue('prepay@harbour.test');
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-up');
  });

  it('rejects a mismatched confirmation and a non-NZ mobile number', async () => {
    renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/sign-up',
    });
    await userEvent.type(screen.getByLabelText('Password'), 'Tuatara-2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Tuatara-2027');
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '555 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('The passwords do not match.', { selector: '[data-slot="field-error"]' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a New Zealand mobile number, for example 021 123 4567', {
        selector: '[data-slot="field-error"]',
      }),
    ).toBeInTheDocument();
  });
});
