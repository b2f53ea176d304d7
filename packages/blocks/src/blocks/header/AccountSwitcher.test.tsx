import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { LocaleContext } from '../../session/locale.ts';
import { demoSession, endpointName, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import AccountSwitcher from './AccountSwitcher.tsx';
import Header from './Header.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const locale = { locale: 'en' as const, available: ['en' as const], setLocale: () => {}, pending: false };

describe('given an identity with two customer accounts', () => {
  it('lists each account by name, type and number, marks the current one, and switches to the dashboard', async () => {
    const selectCustomer = vi.fn();
    const session = await demoSession(sandboxApi(sandbox), 'multi@harbour.test', { selectCustomer });
    const [personalUuid, businessUuid] = session.customerUUIDs;
    renderBlock(<AccountSwitcher />, { session, path: '/profile/plans', route: '/profile/plans' });

    const toggle = await screen.findByRole('button', { name: /^Switch account Hannah Kerehoma/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const list = screen.getByRole('list', { name: 'Your accounts' });
    const personal = await within(list).findByRole('button', { name: /^Hannah Kerehoma Prepay Current/ });
    const business = await within(list).findByRole('button', {
      name: /^Hannah Kerehoma \(Kerehoma Plumbing Ltd\) Pay monthly/,
    });
    expect(personal).toHaveAttribute('aria-current', 'true');
    expect(business).not.toHaveAttribute('aria-current');
    expect(personal).toHaveTextContent(`Account number ${personalUuid}`);
    expect(business).toHaveTextContent('Account number KPL-0042');
    await waitFor(() => expect(business).toHaveTextContent('Mobile +64275550108'));

    await userEvent.click(business);
    expect(selectCustomer).toHaveBeenCalledWith(businessUuid);
    // The dashboard route of the route table (TEST_ROUTES 'mobile-dashboard').
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/mobile');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard-operable: Enter opens, Tab reaches the accounts, Escape closes and returns focus', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'multi@harbour.test');
    renderBlock(<AccountSwitcher />, { session });
    const toggle = await screen.findByRole('button', { name: /^Switch account/ });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('button', { name: /Pay monthly/ });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Prepay/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Your accounts' })).not.toBeInTheDocument();
  });

  it('shows the failed read of an account with Try again, not an empty entry', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'multi@harbour.test');
    const businessUuid = session.customerUUIDs[1] as string;
    const call = session.api.call.bind(session.api);
    let fail = true;
    session.api.call = ((endpoint: unknown, init: { params?: { uuid?: string } }) =>
      fail && endpointName(endpoint) === 'getCustomer' && init?.params?.uuid === businessUuid
        ? Promise.reject(new Error('network down'))
        : call(endpoint as never, init as never)) as typeof session.api.call;
    renderBlock(<AccountSwitcher />, { session });
    await userEvent.click(await screen.findByRole('button', { name: /^Switch account/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this account.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Pay monthly/ })).toBeInTheDocument();
  });
});

describe('given the header', () => {
  const renderHeader = (session: Parameters<typeof renderBlock>[1]['session']) =>
    renderBlock(
      <LocaleContext.Provider value={locale}>
        <Header accountSwitcher={AccountSwitcher} />
      </LocaleContext.Provider>,
      { session },
    );

  it('offers the switcher to an identity with several accounts', async () => {
    renderHeader(await demoSession(sandboxApi(sandbox), 'multi@harbour.test'));
    expect(await screen.findByRole('button', { name: /^Switch account/ })).toBeInTheDocument();
  });

  it('hides it for a single-account customer', async () => {
    renderHeader(await demoSession(sandboxApi(sandbox), 'nocard@harbour.test'));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
  });
});
