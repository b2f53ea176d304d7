import type { ApiClient } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { DEMO_PASSWORD } from '@telco-portal/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  demoSession,
  endpointName,
  makeSession,
  renderBlock,
  sandboxApi,
  startSandbox,
} from '../../test/harness.tsx';
import { selectAccountConfigSchema } from './config.ts';
import { SelectAccount } from './SelectAccount.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given a user with two customer accounts', () => {
  it('tells the accounts apart by full name, type and number, and selects the chosen one', async () => {
    const selectCustomer = vi.fn();
    const session = await demoSession(sandboxApi(sandbox), 'multi@harbour.test', { selectCustomer });
    renderBlock(<SelectAccount config={selectAccountConfigSchema.parse({})} />, {
      session,
      path: '/select-account?redirect=%2Fprofile%2Fmobile%2Fusage',
      route: '/select-account',
    });
    const [personalUuid, businessUuid] = session.customerUUIDs;
    // Issue 9: both accounts have the same e-mail and the business name used to be cut to "Hannah".
    const personal = await screen.findByRole('button', { name: /^Hannah Kerehoma Prepay/ });
    const business = await screen.findByRole('button', {
      name: /^Hannah Kerehoma \(Kerehoma Plumbing Ltd\) Pay monthly/,
    });
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(personal).toHaveAttribute('aria-current', 'true');
    expect(business).not.toHaveAttribute('aria-current');
    expect(personal).toHaveTextContent(`Account number ${personalUuid}`);
    expect(business).toHaveTextContent('Account number KPL-0042');
    await waitFor(() => expect(personal).toHaveTextContent('Mobile +64215550107'));
    await waitFor(() => expect(business).toHaveTextContent('Mobile +64275550108'));
    await userEvent.click(business);
    expect(selectCustomer).toHaveBeenCalledWith(businessUuid);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/mobile/usage');
  });
});

describe('given one account whose products answer late (issue 9: no layout shift)', () => {
  it('shows the cards together once every account has answered, not one by one', async () => {
    const api = sandboxApi(sandbox);
    const auth = await api.auth.signIn({ email: 'multi@harbour.test', password: DEMO_PASSWORD });
    const business = auth.roles[1]!.CustomerUUID;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const call = (async (endpoint: unknown, input: unknown) => {
      if (
        endpointName(endpoint) === 'mobileProducts' &&
        (input as { params: { uuid: string } }).params.uuid === business
      ) {
        await held;
      }
      return (api.call as (e: unknown, i: unknown) => Promise<unknown>)(endpoint, input);
    }) as unknown as ApiClient['call'];
    renderBlock(<SelectAccount config={selectAccountConfigSchema.parse({})} />, {
      session: makeSession({ ...api, call } as ApiClient, auth),
      path: '/select-account',
    });
    const list = screen.getByRole('list');
    // The personal account has answered in full, the business one not yet: no card yet, the list is busy.
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    release();
    const cards = await screen.findAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    // Each card lands whole (type and mobile number with the name), never growing after it is shown.
    expect(cards[0]).toHaveTextContent('Mobile +64215550107');
    expect(cards[1]).toHaveTextContent('Mobile +64275550108');
  });
});
