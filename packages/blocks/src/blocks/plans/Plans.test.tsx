import { ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { makeSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { plansConfigSchema } from './config.ts';
import { Plans } from './Plans.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given the sandbox catalogue', () => {
  it('lists the prepay plans as cards, anonymously', async () => {
    renderBlock(<Plans config={plansConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/plans/prepay',
      route: '/plans/:type',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Prepay plans' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toHaveTextContent(/\$\d+\.\d{2}/);
    expect(screen.getByRole('link', { name: 'Prepay plans' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists different plans for postpay', async () => {
    renderBlock(<Plans config={plansConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/plans/postpay',
      route: '/plans/:type',
    });
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay monthly plans' })).toBeInTheDocument();
  });
});

describe('given an unknown plan type', () => {
  it('renders the not-found state', () => {
    renderBlock(<Plans config={plansConfigSchema.parse({})} />, {
      session: makeSession(sandboxApi(sandbox), null),
      path: '/plans/gold',
      route: '/plans/:type',
    });
    expect(screen.getByRole('heading', { level: 1, name: "Your page wasn't found" })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('given a failing catalogue', () => {
  it('shows the error with a retry that loads the plans', async () => {
    const api = sandboxApi(sandbox);
    let fail = true;
    const call = api.call as (name: string, input?: unknown) => Promise<unknown>;
    const flaky = {
      ...api,
      call: ((name: string, input?: unknown) =>
        fail
          ? Promise.reject(new ApiError('network error', { status: 0, code: 'network_error' }))
          : call(name, input)) as typeof api.call,
    };
    renderBlock(<Plans config={plansConfigSchema.parse({})} />, {
      session: makeSession(flaky, null),
      path: '/plans/prepay',
      route: '/plans/:type',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Check your connection and try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});
