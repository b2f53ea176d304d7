import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { demoSession, renderBlock, sandboxApi, startSandbox, TEST_FEATURES } from '../../test/harness.tsx';
import { MobileDashboard } from './MobileDashboard.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given the prepay demo account', () => {
  it('shows the number, plan, credit with its expiry date and the remaining allowances', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<MobileDashboard />, { session, path: '/profile/mobile' });

    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('+64211234501')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('Prepay')).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('$12.50')).toBeInTheDocument();
    // Seeded credit expires 290 days from now (SPEC §9: the stored expiry wins).
    const expiry = new Date(Date.now() + 290 * 86_400_000);
    const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(expiry);
    const expires = within(balance).getByText(/^Expires on /);
    expect(expires).toHaveTextContent(month);
    expect(expires).toHaveTextContent(String(expiry.getFullYear()));

    const allowances = screen.getByRole('region', { name: 'Remaining allowances' });
    const data = await within(allowances).findByRole('meter', { name: 'Data' });
    expect(data).toHaveAttribute('aria-valuetext', expect.stringMatching(/left of/));
    expect(within(allowances).getByRole('link', { name: 'View usage' })).toHaveAttribute(
      'href',
      '/profile/mobile/usage',
    );
  });

  it('formats the expiry date in te reo Māori', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<MobileDashboard />, { session, path: '/profile/mobile', locale: 'mi-NZ' });
    const balance = await screen.findByRole('region', { name: 'Toenga' });
    expect(await within(balance).findByText(/^Ka pau i te /)).toBeInTheDocument();
  });
});

describe('given the postpay demo account', () => {
  it('shows the current bill and the billing period', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'postpay@harbour.test');
    renderBlock(<MobileDashboard />, { session, path: '/profile/mobile' });
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('Current bill')).toBeInTheDocument();
    expect(within(balance).getByText(/^\$\d+\.\d{2}$/)).toBeInTheDocument();
    expect(await within(balance).findByText(/^Billing period .+ to .+$/)).toBeInTheDocument();
  });
});

describe('given features.hidePrepayBalanceWhenZero (SPEC §6 remote flag)', () => {
  const PREPAY_PRODUCT = 'b0000000-0000-4000-8000-000000000001';
  const withFlag = (on: boolean) =>
    ({
      signedIn: true,
      hasAccount: true,
      emailVerified: true,
      suspended: false,
      hasPaymentCards: true,
      hasParentBillingRoutes: false,
      hasAddons: true,
      accountTypeActivated: true,
      accountType: 'prepay',
      environment: 'development',
      features: { ...TEST_FEATURES, hidePrepayBalanceWhenZero: on },
      showPlansStored: false,
    }) as const;

  it('hides a $0.00 prepay balance when on, shows it when off, and never hides a non-zero one', async () => {
    const api = sandboxApi(sandbox);
    const before = await sandbox.db.query<{ credit_cents: number }>(
      'SELECT credit_cents FROM mobile_products WHERE uuid = $1',
      [PREPAY_PRODUCT],
    );
    await sandbox.db.query('UPDATE mobile_products SET credit_cents = 0 WHERE uuid = $1', [PREPAY_PRODUCT]);
    try {
      const on = renderBlock(<MobileDashboard />, {
        session: await demoSession(api, 'prepay@harbour.test', { guardState: withFlag(true) }),
      });
      const balance = await screen.findByRole('region', { name: 'Balance' });
      expect(await within(balance).findByText('No credit on this number.')).toBeInTheDocument();
      expect(within(balance).queryByText('$0.00')).toBeNull();
      on.unmount();
      renderBlock(<MobileDashboard />, {
        session: await demoSession(api, 'prepay@harbour.test', { guardState: withFlag(false) }),
      });
      const shown = await screen.findByRole('region', { name: 'Balance' });
      expect(await within(shown).findByText('$0.00')).toBeInTheDocument();
    } finally {
      await sandbox.db.query('UPDATE mobile_products SET credit_cents = $2 WHERE uuid = $1', [
        PREPAY_PRODUCT,
        before.rows[0]!.credit_cents,
      ]);
    }
  });

  it('links a postpay number to its billing page', async () => {
    renderBlock(<MobileDashboard />, {
      session: await demoSession(sandboxApi(sandbox), 'postpay@harbour.test'),
    });
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(balance).findByRole('link', { name: 'Billing and bill cycle' })).toHaveAttribute(
      'href',
      '/profile/mobile/billing',
    );
    // Let the balance land before the sandbox closes.
    await vi.waitFor(() => expect(balance.querySelector('[aria-busy]')).toBeNull());
  });
});
