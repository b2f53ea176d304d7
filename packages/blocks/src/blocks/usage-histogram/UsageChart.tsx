import type { HistogramPoint } from '@telco-portal/core';
import { cn } from '@telco-portal/ui';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';

import { dayTicks, valueScale } from './scale.ts';

export type UsageChartProps = {
  /** The days to draw, oldest first (core `buildUsageHistogram`: values in the display unit, 2 decimals). */
  points: readonly HistogramPoint[];
  /** Accessible name of the chart, e.g. "Daily data usage chart". */
  label: string;
  /** How to use it by keyboard, read after the name (e.g. "Use the arrow keys to move between days."). */
  description: string;
  /** Title of the value axis: the unit, e.g. "GB". */
  unit: string;
  /** Accessible name of one day, e.g. "Tue, 10 Nov: 1.25 GB". */
  pointLabel: (point: HistogramPoint) => string;
  /** Day-axis label of a day start (milliseconds), e.g. "10 Nov". */
  tickLabel: (ms: number) => string;
  /** Value-axis label of a value, e.g. "1.5". */
  valueLabel: (value: number) => string;
};

/** Keys that move the focus between days, and where to: Left/Right by one, Home/End to the ends. */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const pct = (fraction: number) => `${fraction * 100}%`;

/**
 * The daily usage chart: an SVG bar chart of our own (issue 7: no chart library; issue 9: one tab stop).
 *
 * - Keyboard: the chart is ONE tab stop (roving tabindex). Left/Right move to the previous/next day,
 *   Home/End to the first/last; each day is a focusable column named by `pointLabel` ("Tue, 10 Nov:
 *   1.25 GB"), zero days included, so a screen reader announces every value. The focused column shows the
 *   focus ring and its value is also written under the chart (as is a hovered column's).
 * - Geometry is in percentages of the plot box: no measuring, no resize observer, one render, no layout
 *   shift; the plot shrinks with its container (320 px wide screens included) and axis labels never
 *   overflow it (each day label slides from left- to right-aligned along the axis).
 * - Colours are theme tokens only: bars `--chart-1` (3:1 against the card, theme engine), grid `--border`,
 *   labels `--muted-foreground`, focus `--ring`, the focused or hovered day shaded `--muted` behind its bar.
 * - No animation: nothing moves, so reduced-motion users get the same chart (ui's styles.css already
 *   stills the loading skeleton for them).
 * The table alternative with the same values is the caller's (UsageHistogram's `<table>`).
 */
export function UsageChart({
  points,
  label,
  description,
  unit,
  pointLabel,
  tickLabel,
  valueLabel,
}: UsageChartProps) {
  const count = points.length;
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const columns = useRef<Array<SVGRectElement | null>>([]);
  const descriptionId = useId();

  const scale = useMemo(() => valueScale(Math.max(0, ...points.map((p) => p.value))), [points]);
  const xTicks = useMemo(() => dayTicks(count), [count]);
  const tickTexts = scale.ticks.map(valueLabel);
  const widestTick = tickTexts.reduce((a, b) => (b.length > a.length ? b : a), '');
  // The roving tab stop stays on a day that exists when the data shrinks (e.g. a config with fewer days).
  const current = Math.min(active, Math.max(0, count - 1));
  const shown = hovered ?? focused;
  const shownPoint = shown === null ? undefined : points[shown];

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const next = nextIndex(event.key, current, count);
    if (next === null || count === 0) return;
    event.preventDefault();
    setActive(next);
    columns.current[next]?.focus();
  };

  const column = 1 / Math.max(1, count);
  return (
    <div data-slot="usage-chart" className="flex flex-col gap-1 text-xs text-muted-foreground">
      <div className="@container/chart grid grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_14rem_auto] gap-x-2">
        <span aria-hidden="true" className="col-start-1 row-start-1 pb-3 text-right font-medium">
          {unit}
        </span>
        <div aria-hidden="true" className="relative col-start-1 row-start-2 text-right tabular-nums">
          {/* In-flow copy of the widest label: gives the column its width (the others are positioned). */}
          <span className="invisible block h-0 overflow-hidden">{widestTick}</span>
          {scale.ticks.map((tick, i) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: pct(1 - tick / scale.top) }}
            >
              {tickTexts[i]}
            </span>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG plot of focusable days has no semantic element. */}
        <svg
          role="group"
          aria-label={label}
          aria-describedby={descriptionId}
          data-slot="usage-chart-plot"
          className="col-start-2 row-start-2 block h-full w-full overflow-visible"
          onKeyDown={onKeyDown}
          onPointerLeave={() => setHovered(null)}
        >
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: grid lines and bars only; nothing in this group is focusable. */}
          <g aria-hidden="true">
            {scale.ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2="100%"
                y1={pct(1 - tick / scale.top)}
                y2={pct(1 - tick / scale.top)}
                className={tick === 0 ? 'stroke-muted-foreground' : 'stroke-border'}
                strokeWidth={1}
                shapeRendering="crispEdges"
              />
            ))}
            {/* The focused/hovered day's column is shaded behind its bar, so the bar keeps its colour. */}
            {shown !== null && shown < count ? (
              <rect
                data-slot="usage-highlight"
                x={pct(shown * column)}
                width={pct(column)}
                y="0"
                height="100%"
                className="fill-muted"
              />
            ) : null}
            {points.map((point, i) =>
              point.value > 0 ? (
                <rect
                  key={point.dayStartNanos}
                  data-slot="usage-bar"
                  x={pct((i + 0.15) * column)}
                  width={pct(0.7 * column)}
                  y={pct(1 - point.value / scale.top)}
                  height={pct(point.value / scale.top)}
                  className="fill-chart-1"
                />
              ) : null,
            )}
          </g>
          {points.map((point, i) => (
            // The focus indicator of an SVG shape is its stroke (--ring, 3:1 on the card): Chromium does not
            // draw a CSS outline around SVG shapes.
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG shape needs role img to carry its name.
            <rect
              key={point.dayStartNanos}
              ref={(el) => {
                columns.current[i] = el;
              }}
              data-slot="usage-point"
              role="img"
              aria-label={pointLabel(point)}
              tabIndex={i === current ? 0 : -1}
              x={pct(i * column)}
              width={pct(column)}
              y="0"
              height="100%"
              className="cursor-default fill-transparent outline-none focus-visible:stroke-ring focus-visible:stroke-2"
              onFocus={() => {
                setActive(i);
                setFocused(i);
              }}
              onBlur={() => setFocused(null)}
              onPointerEnter={() => setHovered(i)}
            />
          ))}
        </svg>
        <div aria-hidden="true" className="relative col-start-2 row-start-3 mt-1 h-4">
          {xTicks.map((i, n) => {
            const point = points[i];
            if (!point) return null;
            const at = (i + 0.5) * column;
            // On a narrow chart (a 320 px phone) every other label gives way, counted back from today.
            const optional = (xTicks.length - 1 - n) % 2 === 1;
            return (
              <span
                key={point.dayStartNanos}
                className={cn('absolute top-0 whitespace-nowrap', optional && '@max-[24rem]/chart:hidden')}
                style={{ left: pct(at), transform: `translateX(-${at * 100}%)` }}
              >
                {tickLabel(point.dayStartMs)}
              </span>
            );
          })}
        </div>
      </div>
      <span id={descriptionId} className="sr-only">
        {description}
      </span>
      {/* Visible value of the focused or hovered day; screen readers hear it as the day's name already. */}
      <p aria-hidden="true" data-slot="usage-chart-readout" className="min-h-5 text-sm text-foreground">
        {shownPoint ? pointLabel(shownPoint) : null}
      </p>
    </div>
  );
}
