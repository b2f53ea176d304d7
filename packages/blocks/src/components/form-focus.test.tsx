import { createSandboxPayments } from '@telco-portal/adapters';
import { type ApiClient, ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ForgotPassword } from '../blocks/forgot-password/ForgotPassword.tsx';
import { PaymentMethodAdd } from '../blocks/payment-method-add/PaymentMethodAdd.tsx';
import { ResetPassword } from '../blocks/reset-password/ResetPassword.tsx';
import { SignIn } from '../blocks/sign-in/SignIn.tsx';
import { signUpConfigSchema } from '../blocks/sign-up/config.ts';
import { SignUp } from '../blocks/sign-up/SignUp.tsx';
import { PaymentsContext } from '../session/index.ts';
import { makeSession, renderBlock, sandboxApi, startSandbox } from '../test/harness.tsx';

/**
 * Issue 9 "after a failed submit, focus goes to the error summary that links to each field": the four
 * account forms and the add-card form, each through its own block. A validation failure focuses the summary ("There is a
 * problem", one link per field, in page order; a link focuses its field); a server failure focuses the
 * SPEC §8 alert; what was typed stays.
 */
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const serverDown = () => Promise.reject(new ApiError('something went wrong, try later', { status: 500 }));

/** The reset link's code is good: the check answers the e-mail it resets. */
const codeIsGood = async () => 'nocard@harbour.test';

function withAuth(api: ApiClient, auth: Partial<ApiClient['auth']>): ApiClient {
  return { ...api, auth: { ...api.auth, ...auth } } as ApiClient;
}

type Case = {
  name: string;
  render: (failing: boolean, locale?: 'en' | 'mi-NZ') => void | Promise<void>;
  submit: RegExp;
  /** Label of the first field, typed into before the server-failure submit. */
  first: string;
  /** Messages the summary lists on an empty submit, in page order. */
  summary: string[];
  /** Fills the form validly (the server-failure case). */
  fill: () => Promise<void>;
};

const cases: Case[] = [
  {
    name: 'sign-in',
    render: (failing, locale) =>
      renderBlock(<SignIn />, {
        session: makeSession(sandboxApi(sandbox), null, failing ? { signIn: serverDown } : {}),
        path: '/sign-in',
        locale,
      }),
    submit: /^Sign in$/,
    first: 'Email',
    summary: ['Enter your e-mail address.', 'Enter your password.'],
    fill: async () => {
      await userEvent.type(screen.getByLabelText('Email'), 'prepay@harbour.test');
      await userEvent.type(screen.getByLabelText('Password'), 'Harbour-demo-1');
    },
  },
  {
    name: 'forgot-password',
    render: (failing, locale) => {
      const api = sandboxApi(sandbox);
      renderBlock(<ForgotPassword />, {
        session: makeSession(failing ? withAuth(api, { requestPasswordReset: serverDown }) : api, null),
        path: '/forgot-pass',
        locale,
      });
    },
    submit: /^Send/,
    first: 'Email',
    summary: ['Enter your e-mail address.'],
    fill: async () => {
      await userEvent.type(screen.getByLabelText('Email'), 'prepay@harbour.test');
    },
  },
  {
    name: 'reset-password',
    render: (failing, locale) => {
      // The page checks the link's code when it opens (issue 8): this one is good.
      const api = withAuth(sandboxApi(sandbox), { checkPasswordReset: codeIsGood });
      renderBlock(<ResetPassword />, {
        session: makeSession(failing ? withAuth(api, { confirmPasswordReset: serverDown }) : api, null),
        path: '/reset-password?code=some-code',
        locale,
      });
    },
    submit: /^Change password$/,
    first: 'New password',
    summary: [],
    fill: async () => {
      await userEvent.type(screen.getByLabelText('New password'), 'Tuatara-2026');
      await userEvent.type(screen.getByLabelText('Confirm new password'), 'Tuatara-2026');
    },
  },
  {
    name: 'sign-up',
    render: (failing, locale) =>
      renderBlock(<SignUp config={signUpConfigSchema.parse({})} />, {
        session: makeSession(sandboxApi(sandbox), null, failing ? { signUp: serverDown } : {}),
        path: '/sign-up',
        locale,
      }),
    submit: /^Create account$/,
    first: 'First name',
    summary: [],
    fill: async () => {
      await userEvent.type(screen.getByLabelText('First name'), 'Mere');
      await userEvent.type(screen.getByLabelText('Last name'), 'Parata');
      await userEvent.type(screen.getByLabelText('Email'), 'mere.parata@harbour.test');
      await userEvent.type(screen.getByLabelText('Password'), 'Tuatara-2026');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'Tuatara-2026');
      await userEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    },
  },
  {
    name: 'add-card',
    render: async (failing, locale) => {
      // A verified demo customer with no card (SPEC §2: cards need a verified account).
      const api = sandboxApi(sandbox);
      const auth = await api.auth.signIn({ email: 'nocard@harbour.test', password: 'Harbour-demo-1' });
      const failingApi = {
        ...api,
        customer: { ...api.customer, setupPaymentMethod: serverDown },
      } as ApiClient;
      renderBlock(
        <PaymentsContext.Provider value={createSandboxPayments}>
          <PaymentMethodAdd />
        </PaymentsContext.Provider>,
        { session: makeSession(failing ? failingApi : api, auth), path: '/add', locale },
      );
    },
    submit: /^Save card$/,
    first: 'Name on card',
    summary: [
      'Enter the name on the card.',
      'Enter a valid card number.',
      'Enter the expiry date as MM/YY, not in the past.',
      'Enter the security code.',
    ],
    fill: async () => {
      await userEvent.type(screen.getByLabelText('Name on card'), 'Mere Parata');
      await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
      await userEvent.type(screen.getByLabelText('Expiry date'), '12/34');
      await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
    },
  },
];

const summaryOf = () => screen.getByRole('alert', { name: 'There is a problem' });

describe.each(cases)('given the $name form', (c) => {
  it('focuses the error summary after an empty submit; each link focuses its field', async () => {
    await c.render(false);
    await userEvent.click(await screen.findByRole('button', { name: c.submit }));
    await waitFor(() => expect(document.activeElement).toBe(summaryOf()));
    const links = within(summaryOf()).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    if (c.summary.length > 0) expect(links.map((l) => l.textContent)).toEqual(c.summary);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      const field = document.getElementById(id)!;
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(link);
      expect(document.activeElement).toBe(field);
    }
    expect(within(summaryOf()).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      `#${screen.getByLabelText(c.first).id}`,
    );
  });

  it('focuses the SPEC §8 alert after a server failure and keeps what was typed', async () => {
    await c.render(true);
    await screen.findByRole('button', { name: c.submit });
    await c.fill();
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-slot', 'alert'));
    expect(document.activeElement).toHaveAttribute('role', 'alert');
    expect(document.activeElement).toHaveTextContent(/Error!/);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    expect((screen.getByLabelText(c.first) as HTMLInputElement).value).not.toBe('');
  });
});

describe('given the te reo Māori locale', () => {
  it('titles the sign-in error summary in te reo', async () => {
    cases[0]!.render(false, 'mi-NZ');
    await userEvent.click(screen.getByRole('button', { name: 'Takiuru' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'Kua puta he raru' })),
    );
  });
});

describe('given a form that is replaced by its result', () => {
  it('focuses the "check your email" message of forgot-password', async () => {
    renderBlock(<ForgotPassword />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/forgot-pass',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'prepay@harbour.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-slot', 'alert'));
    expect(document.activeElement).toHaveTextContent('Check your email');
  });

  it('focuses the "password changed" message of reset-password', async () => {
    const api = withAuth(sandboxApi(sandbox), {
      checkPasswordReset: codeIsGood,
      confirmPasswordReset: async () => ({ IdentityProvider: 'LOCAL', AuthID: 'x', UpdatedAtNanos: '0' }),
    });
    renderBlock(<ResetPassword />, { session: makeSession(api, null), path: '/reset-password?code=ok' });
    await screen.findByRole('button', { name: 'Change password' });
    await cases[2]!.fill();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-slot', 'alert'));
    expect(document.activeElement).toHaveTextContent('Your password has been changed.');
  });
});
