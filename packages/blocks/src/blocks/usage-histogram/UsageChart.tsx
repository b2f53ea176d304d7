import type { HistogramPoint } from '@telco-portal/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, type BarShapeProps, CartesianGrid, XAxis, YAxis } from 'recharts';

const CHART_HEIGHT = 256;

/** Width of the element, kept up to date with a ResizeObserver; `fallback` until a real width is known. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);
  return { ref, width };
}

type UsageChartProps = {
  points: HistogramPoint[];
  /** Accessible name of the chart group. */
  label: string;
  /** Accessible name of one day, e.g. "12 Nov: 1.25 GB". */
  pointLabel: (point: HistogramPoint) => string;
  /** Short axis label of a day, e.g. "12 Nov". */
  tickLabel: (ms: number) => string;
  /** Axis label of a value, e.g. "1.25". */
  valueLabel: (value: number) => string;
};

/**
 * Bar chart of daily usage (recharts). Every day — zero days included — has a focusable column (the bar's
 * background shape) named by `pointLabel`, so each value is reachable with Tab and announced; the visible
 * focus ring highlights the column. recharts' own keyboard layer is off to avoid a second, tooltip-only
 * tab stop. Colours come from the theme tokens (`--chart-1`, `--ring`), never raw values.
 */
export function UsageChart({ points, label, pointLabel, tickLabel, valueLabel }: UsageChartProps) {
  const data = points.map((p) => ({ ...p, label: pointLabel(p) }));
  const { ref, width } = useWidth(640);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of focusable SVG columns has no semantic element.
    <div ref={ref} role="group" aria-label={label} className="w-full text-xs text-muted-foreground">
      <BarChart
        width={width}
        height={CHART_HEIGHT}
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="dayStartMs"
          tickFormatter={(ms: number) => tickLabel(ms)}
          stroke="var(--muted-foreground)"
          tickLine={false}
          minTickGap={16}
        />
        <YAxis
          stroke="var(--muted-foreground)"
          tickFormatter={(v: number) => valueLabel(v)}
          tickLine={false}
          axisLine={false}
          width={48}
          allowDecimals
        />
        <Bar
          dataKey="value"
          fill="var(--chart-1)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
          background={(props: BarShapeProps) => {
            // recharts passes the background rectangle of column `index` (full plot height).
            const { x, y, width, height, index } = props;
            const point = data[index];
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG shape needs role img to carry its name.
              <rect
                key={`focus-${index}`}
                data-slot="usage-point"
                x={x ?? 0}
                y={y ?? 0}
                width={width ?? 0}
                height={height ?? 0}
                fill="transparent"
                tabIndex={0}
                role="img"
                aria-label={point?.label}
                className="cursor-default outline-none focus-visible:fill-accent focus-visible:stroke-ring focus-visible:stroke-2"
              />
            );
          }}
        />
      </BarChart>
    </div>
  );
}
