import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';

const meterVariants = cva('relative h-2 w-full overflow-hidden rounded-full bg-muted', {
  variants: {
    tone: {
      default: '[&>[data-slot=meter-indicator]]:bg-indicator',
      success: '[&>[data-slot=meter-indicator]]:bg-success',
      warning: '[&>[data-slot=meter-indicator]]:bg-warning',
      destructive: '[&>[data-slot=meter-indicator]]:bg-destructive',
    },
  },
  defaultVariants: { tone: 'default' },
});

type MeterBaseProps = Omit<React.ComponentProps<'div'>, 'role' | 'children'> &
  VariantProps<typeof meterVariants> & {
    /** Current value in the caller's unit (MB, minutes, SMS, cents …). Clamped to [min, max]. */
    value: number;
    min?: number;
    max?: number;
    /**
     * Localised human reading, e.g. "2.5 GB of 10 GB left" / "2.5 GB o te 10 GB e toe ana" (`aria-valuetext`).
     * Without it screen readers announce the bare number.
     */
    valueText?: string;
  };

function percentOf(value: number, min: number, max: number): number {
  if (!(max > min) || !Number.isFinite(value)) return 0;
  return ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100;
}

function MeterBar({
  role,
  slot,
  value,
  min = 0,
  max = 100,
  valueText,
  tone = 'default',
  className,
  ...props
}: MeterBaseProps & { role: 'meter' | 'progressbar'; slot: string }) {
  const clamped = Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
  const percent = percentOf(clamped, min, max);
  return (
    <div
      data-slot={slot}
      data-tone={tone}
      {...{
        role,
        'aria-valuenow': clamped,
        'aria-valuemin': min,
        'aria-valuemax': max,
        'aria-valuetext': valueText,
      }}
      className={cn(meterVariants({ tone }), className)}
      {...props}
    >
      <div
        data-slot="meter-indicator"
        className="h-full w-full flex-1 transition-transform"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

/**
 * A measurement within a known range — remaining allowance (data, minutes, SMS), spend against a limit.
 * `role="meter"` with aria-valuenow/min/max/valuetext. Name it with `aria-label` or `aria-labelledby`.
 */
function Meter(props: MeterBaseProps) {
  return <MeterBar role="meter" slot="meter" {...props} />;
}

/** Progress of a task (upload, activation steps): `role="progressbar"`; same props as Meter. */
function Progress(props: MeterBaseProps) {
  return <MeterBar role="progressbar" slot="progress" {...props} />;
}

export type { MeterBaseProps as MeterProps };
export { Meter, meterVariants, Progress };
