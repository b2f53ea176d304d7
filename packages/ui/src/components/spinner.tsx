import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';

const spinnerVariants = cva('shrink-0 animate-spin', {
  variants: { size: { sm: 'size-4', lg: 'size-8' } },
  defaultVariants: { size: 'sm' },
});

type SpinnerProps = Omit<React.ComponentProps<'svg'>, 'size'> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * Localised text announced while waiting ("Loading…" / "E uta ana…"). When given, the spinner sits in a
     * `role="status"` live region with that text for screen readers; when omitted it is decorative, e.g.
     * inside a Button whose own text says what is happening.
     */
    label?: string;
  };

/** Rotating indicator for work in progress. Stops rotating under `prefers-reduced-motion` (styles.css). */
function Spinner({ label, size = 'sm', className, ...props }: SpinnerProps) {
  const icon = (
    <svg
      data-slot="spinner"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-size={size}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span data-slot="spinner-status" role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export type { SpinnerProps };
export { Spinner };
