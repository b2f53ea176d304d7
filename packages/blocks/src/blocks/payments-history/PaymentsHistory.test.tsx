import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { PaymentsHistory } from './PaymentsHistory.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const session = (email: string) => demoSession(sandboxApi(sandbox), email);

describe('given prepay@ (14 months of ledger)', () => {
  it('groups by year then month, newest first, with signed NZD amounts and kinds', async () => {
    const s = await session('prepay@harbour.test');
    const ledger = (await s.api.call('transactions', { params: { id: s.currentCustomerUUID! } }))
      .Transactions;
    renderBlock(<PaymentsHistory />, { session: s, path: '/profile/balance/payments-history' });
    const years = await screen.findAllByRole('heading', { level: 2 }, { timeout: 10_000 });
    const yearNumbers = years.map((h) => Number(h.textContent));
    expect(yearNumbers).toEqual([...yearNumbers].sort((a, b) => b - a));
    expect(yearNumbers.length).toBeGreaterThanOrEqual(2);
    const months = screen.getAllByRole('heading', { level: 3 });
    expect(months.length).toBeGreaterThanOrEqual(13);
    // Every ledger row is shown once, under its month, with its sign.
    expect(screen.getAllByRole('listitem')).toHaveLength(ledger.length);
    const first = within(screen.getAllByRole('region')[0]!).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(ledger[0]!.Description);
    expect(screen.getAllByText('+$20.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('-$10.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Top-up$/).length).toBeGreaterThan(0);
  });

  it('reads in te reo Māori', async () => {
    renderBlock(<PaymentsHistory />, { session: await session('payg@harbour.test'), locale: 'mi-NZ' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hītori utu' })).toBeInTheDocument();
    await screen.findAllByRole('heading', { level: 3 }, { timeout: 10_000 });
    expect(screen.getAllByText(/Whakakī$/).length).toBeGreaterThan(0);
  });
});

describe('given an account without money movements', () => {
  it('says there are none yet (not an error)', async () => {
    renderBlock(<PaymentsHistory />, { session: await session('multi@harbour.test') });
    expect(await screen.findByText(/No payments yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('given the ledger cannot be read', () => {
  it('shows the error with a retry that loads it (SPEC §8: never an empty history)', async () => {
    const rule = sandbox.faults.add('GET /api/customer/*/transactions', 'status=500');
    renderBlock(<PaymentsHistory />, { session: await session('postpay@harbour.test') });
    expect(await screen.findByText(/could not be loaded/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/No payments yet/)).toBeNull();
    sandbox.faults.remove(rule.id);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText(/Bill payment$/, {}, { timeout: 10_000 })).not.toHaveLength(0);
  });
});
