import type { Sandbox } from '@telco-portal/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { demoSession, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { UsageHistogram } from './UsageHistogram.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given 30 days of seeded data usage', () => {
  it('renders 30 focusable, named points and a data table with the same 30 days', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<UsageHistogram />, { session, path: '/profile/mobile/usage' });

    const table = await screen.findByRole('table', { name: /^Data used per day, / });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);

    const chart = screen.getByRole('group', { name: 'Daily data usage chart' });
    const points = within(chart).getAllByRole('img');
    expect(points).toHaveLength(30);
    for (const point of points) {
      expect(point).toHaveAttribute('tabindex', '0');
      expect(point).toHaveAccessibleName(/^(\w+ \d{1,2}|\d{1,2} \w+): \d+\.\d{2} GB$/);
    }
    expect(screen.queryByText('No data used in this period.')).not.toBeInTheDocument();
  });

  it('switches the unit to MB and shows the table on request', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<UsageHistogram />, { session, path: '/profile/mobile/usage' });
    const mb = await screen.findByRole('button', { name: 'MB' });
    await userEvent.click(mb);
    expect(mb).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Data used (MB)' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');
  });
});

describe('given no usage at all', () => {
  it('shows 30 zero days and the zero-usage note', async () => {
    const api = sandboxApi(sandbox);
    const noUsage = {
      ...api,
      call: ((name: string, input: unknown) =>
        name === 'usageHistogram'
          ? Promise.resolve({ result: { Buckets: [] } })
          : (api.call as (n: string, i: unknown) => Promise<unknown>)(name, input)) as typeof api.call,
    };
    const session = await demoSession(noUsage, 'prepay@harbour.test');
    renderBlock(<UsageHistogram />, { session, path: '/profile/mobile/usage' });
    expect(await screen.findByText('No data used in this period.')).toBeInTheDocument();
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells).toHaveLength(30);
    for (const cell of cells) expect(cell).toHaveTextContent('0.00');
    expect(screen.getByText('Total: 0.00 GB')).toBeInTheDocument();
  });
});
