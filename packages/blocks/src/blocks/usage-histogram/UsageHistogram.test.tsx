import type { Sandbox } from '@telco-portal/sandbox';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type IntlSupport, IntlSupportContext } from '../../session/locale.ts';
import { demoSession, endpointName, renderBlock, sandboxApi, startSandbox } from '../../test/harness.tsx';
import { usageHistogramConfigSchema } from './config.ts';
import { UsageHistogram } from './UsageHistogram.tsx';

// Starting PGlite and typing with user-event can be slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('given 30 days of seeded data usage', () => {
  it('renders 30 named days behind one tab stop and a data table with the same 30 days', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<UsageHistogram config={usageHistogramConfigSchema.parse({})} />, {
      session,
      path: '/profile/mobile/usage',
    });

    const table = await screen.findByRole('table', { name: /^Data used per day, / });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);

    const chart = screen.getByRole('group', { name: 'Daily data usage chart' });
    expect(chart).toHaveAccessibleDescription(/arrow keys/);
    const points = within(chart).getAllByRole('img');
    expect(points).toHaveLength(30);
    expect(points.filter((p) => p.getAttribute('tabindex') === '0')).toHaveLength(1);
    points.forEach((point, i) => {
      // "Sun, Oct 25: 0.63 GB": weekday, date and the value with 2 decimals in the unit (SPEC §9).
      expect(point).toHaveAccessibleName(/^\w{3}, (\w{3} \d{1,2}|\d{1,2} \w{3}): \d+\.\d{2} GB$/);
      // The table row of the same day holds the same value.
      const [day, value] = (rows[i] as HTMLElement).querySelectorAll('th, td');
      expect(point.getAttribute('aria-label')).toBe(`${day?.textContent}: ${value?.textContent} GB`);
    });
    expect(screen.queryByText('No data used in this period.')).not.toBeInTheDocument();
  });

  it('names the days in te reo Māori when mi-NZ is chosen', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<UsageHistogram config={usageHistogramConfigSchema.parse({})} />, {
      session,
      path: '/profile/mobile/usage',
      locale: 'mi-NZ',
    });
    const chart = await screen.findByRole('group', { name: 'Kauwhata whakamahinga raraunga ia rā' });
    const names = within(chart)
      .getAllByRole('img')
      .map((p) => p.getAttribute('aria-label'));
    const weekdays = 'Rāt|Man|Tūr|Wen|Tāi|Par|Rāh';
    const months = 'Hān|Pēp|Māe|Āpe|Mei|Hun|Hūr|Āku|Hep|Oke|Noe|Tīh';
    for (const name of names)
      expect(name).toMatch(new RegExp(`^(${weekdays}), \\d{1,2} (${months}): \\d+\\.\\d{2} GB$`));
  });

  it('switches the unit to MB and shows the table on request', async () => {
    const session = await demoSession(sandboxApi(sandbox), 'prepay@harbour.test');
    renderBlock(<UsageHistogram config={usageHistogramConfigSchema.parse({})} />, {
      session,
      path: '/profile/mobile/usage',
    });
    const mb = await screen.findByRole('button', { name: 'MB' });
    const amountOf = (el: HTMLElement) =>
      Number(/: ([\d,.]+) [GM]B$/.exec(el.getAttribute('aria-label') ?? '')?.[1]?.replaceAll(',', ''));
    const inGb = screen.getAllByRole('img').map(amountOf);
    await userEvent.click(mb);
    expect(mb).toHaveAttribute('aria-pressed', 'true');
    const chart = screen.getByRole('group', { name: 'Daily data usage chart' });
    const inMb = within(chart).getAllByRole('img');
    for (const [i, point] of inMb.entries()) {
      expect(point).toHaveAccessibleName(/ MB$/);
      // Each value is converted from the same bytes, rounded to 2 decimals: MB ≈ GB × 1024.
      expect(Math.abs(amountOf(point) - (inGb[i] ?? 0) * 1024)).toBeLessThanOrEqual(0.005 * 1024 + 0.005);
    }
    expect(screen.getByRole('columnheader', { name: 'Data used (MB)' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');
  });
});

describe('given a browser that must load te reo Māori Intl data first', () => {
  it('keeps the loading state until the data is there, then shows the Māori days', async () => {
    const listeners = new Set<() => void>();
    let loaded = false;
    const support: IntlSupport = {
      isReady: () => loaded,
      load: vi.fn(() => Promise.resolve()),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const api = sandboxApi(sandbox);
    let usageArrived!: () => void;
    const usage = new Promise<void>((resolve) => {
      usageArrived = resolve;
    });
    const watched = {
      ...api,
      call: (async (name: unknown, input: unknown) => {
        const result = await (api.call as (n: unknown, i: unknown) => Promise<unknown>)(name, input);
        if (endpointName(name) === 'usageHistogram') usageArrived();
        return result;
      }) as typeof api.call,
    };
    const session = await demoSession(watched, 'prepay@harbour.test');
    const { container } = renderBlock(
      <IntlSupportContext.Provider value={support}>
        <UsageHistogram config={usageHistogramConfigSchema.parse({})} />
      </IntlSupportContext.Provider>,
      { session, path: '/profile/mobile/usage', locale: 'mi-NZ' },
    );
    expect(support.load).toHaveBeenCalledWith('mi-NZ', ['DateTimeFormat', 'NumberFormat']);
    // The usage arrives while the Intl data is still loading: still busy, no English dates.
    await usage;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'Kauwhata whakamahinga raraunga ia rā' })).toBeNull();
    await act(async () => {
      loaded = true;
      for (const listener of listeners) listener();
    });
    const chart = await screen.findByRole('group', { name: 'Kauwhata whakamahinga raraunga ia rā' });
    expect(within(chart).getAllByRole('img')).toHaveLength(30);
  });
});

describe('given no usage at all', () => {
  it('shows 30 zero days and the zero-usage note', async () => {
    const api = sandboxApi(sandbox);
    const noUsage = {
      ...api,
      call: ((name: unknown, input: unknown) =>
        endpointName(name) === 'usageHistogram'
          ? Promise.resolve({ result: { Buckets: [] } })
          : (api.call as (n: unknown, i: unknown) => Promise<unknown>)(name, input)) as typeof api.call,
    };
    const session = await demoSession(noUsage, 'prepay@harbour.test');
    renderBlock(<UsageHistogram config={usageHistogramConfigSchema.parse({})} />, {
      session,
      path: '/profile/mobile/usage',
    });
    expect(await screen.findByText('No data used in this period.')).toBeInTheDocument();
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells).toHaveLength(30);
    for (const cell of cells) expect(cell).toHaveTextContent('0.00');
    expect(screen.getByText('Total: 0.00 GB')).toBeInTheDocument();
  });
});
