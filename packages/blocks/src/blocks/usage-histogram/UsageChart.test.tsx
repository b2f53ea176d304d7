import { buildUsageHistogram, type HistogramPoint } from '@telco-portal/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { UsageChart } from './UsageChart.tsx';

const DAY_NANOS = 86_400_000_000_000n;
const FROM = BigInt(Date.UTC(2026, 4, 12)) * 1_000_000n; // 2026-05-12T00:00:00Z, a Tuesday
const GIB = 1024 ** 3;

/** 30 days (SPEC §9) built by core from raw byte buckets, as the block does it. */
function days(bytesPerDay: Array<number | undefined>, unit: 'GB' | 'MB' = 'GB'): HistogramPoint[] {
  const buckets = bytesPerDay.flatMap((bytes, i) =>
    bytes === undefined ? [] : [{ StartNanos: (FROM + BigInt(i) * DAY_NANOS).toString(), Value: bytes }],
  );
  return buildUsageHistogram(buckets, { fromNanos: FROM.toString(), unit, days: 30 });
}

const dateOf = (ms: number) =>
  new Intl.DateTimeFormat('en-NZ', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(ms);

function renderChart(points: HistogramPoint[], unit = 'GB') {
  return render(
    <>
      <button type="button">before</button>
      <UsageChart
        points={points}
        label="Daily data usage chart"
        description="Use the arrow keys to move between days."
        unit={unit}
        pointLabel={(p) => `${dateOf(p.dayStartMs)}: ${p.value.toFixed(2)} ${unit}`}
        tickLabel={(ms) =>
          new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(ms)
        }
        valueLabel={(v) => String(v)}
      />
      <button type="button">after</button>
    </>,
  );
}

const columns = () =>
  within(screen.getByRole('group', { name: 'Daily data usage chart' })).getAllByRole('img');
const tabStops = () => columns().filter((c) => c.getAttribute('tabindex') === '0');

describe('given 30 days of usage', () => {
  const points = days(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 0 : (i + 1) * 0.05 * GIB)));

  it('names every day, zero days included, with its date and value in the unit', () => {
    renderChart(points);
    const all = columns();
    expect(all).toHaveLength(30);
    expect(all[0]).toHaveAccessibleName('Tue, 12 May: 0.00 GB');
    expect(all[1]).toHaveAccessibleName('Wed, 13 May: 0.10 GB');
    expect(all[29]).toHaveAccessibleName('Wed, 10 Jun: 1.50 GB');
    expect(screen.getByRole('group', { name: 'Daily data usage chart' })).toHaveAccessibleDescription(
      'Use the arrow keys to move between days.',
    );
  });

  it('is one tab stop: Tab enters on the first day and the next Tab leaves the chart', async () => {
    const user = userEvent.setup();
    renderChart(points);
    expect(tabStops()).toHaveLength(1);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(columns()[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('moves between days with Left/Right and to the ends with Home/End (roving tabindex)', async () => {
    const user = userEvent.setup();
    renderChart(points);
    const all = columns();
    all[0]?.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(all[2]).toHaveFocus();
    expect(tabStops()).toEqual([all[2]]);
    await user.keyboard('{ArrowLeft}');
    expect(all[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(all[29]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(all[29]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(all[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(all[0]).toHaveFocus();
    expect(tabStops()).toEqual([all[0]]);
    // Leaving and coming back by Tab returns to the day last visited.
    await user.keyboard('{End}');
    await user.tab();
    await user.tab({ shift: true });
    expect(all[29]).toHaveFocus();
  });

  it('writes the focused day under the chart', async () => {
    const user = userEvent.setup();
    const { container } = renderChart(points);
    const readout = container.querySelector('[data-slot="usage-chart-readout"]');
    expect(readout).toHaveTextContent('');
    columns()[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(readout).toHaveTextContent('Wed, 13 May: 0.10 GB');
  });

  it('draws a bar per non-zero day, its height the value over the axis top', () => {
    const { container } = renderChart(points);
    const bars = container.querySelectorAll('[data-slot="usage-bar"]');
    expect(bars).toHaveLength(20); // every 3rd day is zero
    // max 1.50 GB -> axis 0, 0.5, 1, 1.5 (top 1.5): the last day's bar is full height.
    const last = bars[bars.length - 1];
    expect(last).toHaveAttribute('height', '100%');
    expect(last).toHaveAttribute('y', '0%');
    expect(bars[0]).toHaveAttribute('height', `${(0.1 / 1.5) * 100}%`);
  });

  it('labels the axes: the unit, the value ticks and every 7th day back from today', () => {
    const { container } = renderChart(points);
    const text = container.textContent ?? '';
    expect(text).toContain('GB');
    for (const tick of ['0', '0.5', '1', '1.5']) expect(text).toContain(tick);
    for (const day of ['13 May', '20 May', '27 May', '3 Jun', '10 Jun']) expect(text).toContain(day);
    expect(text).not.toContain('12 May'); // only ticks, not every day
  });
});

describe('given missing and zero buckets', () => {
  it('shows 30 named zero days on a 0–1 axis and no bars', () => {
    const { container } = renderChart(days([]));
    expect(columns()).toHaveLength(30);
    for (const column of columns()) expect(column).toHaveAccessibleName(/: 0\.00 GB$/);
    expect(container.querySelectorAll('[data-slot="usage-bar"]')).toHaveLength(0);
    expect(tabStops()).toHaveLength(1);
  });

  it('fills a missing day with zero between used days', () => {
    const sparse = days([GIB, undefined, 2 * GIB]);
    renderChart(sparse);
    expect(columns()[1]).toHaveAccessibleName('Wed, 13 May: 0.00 GB');
    expect(columns()[2]).toHaveAccessibleName('Thu, 14 May: 2.00 GB');
  });
});

describe('given the unit', () => {
  it('announces MB values (bytes / 2^20, 2 decimals) and titles the axis MB', () => {
    const { container } = renderChart(days([1.5 * 1024 * 1024, 123_456], 'MB'), 'MB');
    expect(columns()[0]).toHaveAccessibleName('Tue, 12 May: 1.50 MB');
    expect(columns()[1]).toHaveAccessibleName('Wed, 13 May: 0.12 MB');
    expect(container.querySelector('[data-slot="usage-chart"] span')).toHaveTextContent('MB');
  });
});

describe('given no days at all', () => {
  it('renders an empty plot with no tab stop', () => {
    renderChart([]);
    expect(
      within(screen.getByRole('group', { name: 'Daily data usage chart' })).queryAllByRole('img'),
    ).toEqual([]);
  });
});
