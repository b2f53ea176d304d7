import { ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { ForgotPassword, isNeutralResetFailure } from './ForgotPassword.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given the forgot-password form', () => {
  it('validates the e-mail address before sending anything', async () => {
    renderBlock(<ForgotPassword />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/forgot-pass',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Enter a valid e-mail address.', { selector: '[data-slot="field-error"]' }),
    ).toBeInTheDocument();
  });
});

describe('given a reset request the sandbox accepts', () => {
  it('e-mails a /reset-password link to an existing account and shows the neutral answer', async () => {
    renderBlock(<ForgotPassword />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/forgot-pass',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'prepay@harbour.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    const messages = await sandbox.readMailbox('prepay@harbour.test');
    const mail = messages.find((m) => m.subject.startsWith('Reset your password'));
    expect(new URL(mail?.link ?? 'http://x/').pathname).toBe('/reset-password');
  });

  it('gives the same answer for an address without an account, and sends nothing', async () => {
    renderBlock(<ForgotPassword />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/forgot-pass',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(await sandbox.readMailbox('nobody@example.test')).toEqual([]);
  });
});

describe('given a reset request that fails', () => {
  it('answers 4xx (e.g. no such account) with the neutral message, so accounts cannot be enumerated', () => {
    expect(isNeutralResetFailure(new ApiError('Object not found', { status: 404 }))).toBe(true);
    expect(isNeutralResetFailure(new ApiError('bad request', { status: 400 }))).toBe(true);
  });

  it('shows real failures (network, timeout, 5xx, rate limit)', () => {
    expect(isNeutralResetFailure(new ApiError('network error', { status: 0, code: 'network_error' }))).toBe(
      false,
    );
    expect(isNeutralResetFailure(new ApiError('boom', { status: 503 }))).toBe(false);
    expect(isNeutralResetFailure(new ApiError('slow down', { status: 429 }))).toBe(false);
    expect(isNeutralResetFailure(new Error('x'))).toBe(false);
  });
});
