import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const buttonVariants = cva(
  [
    'inline-flex max-w-full shrink-0 items-center justify-center rounded-md text-center font-medium',
    'transition-[color,background-color,border-color,box-shadow] cursor-pointer',
    'focus-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    'aria-invalid:border-destructive',
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        outline:
          'border border-input bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        link: 'text-link underline underline-offset-4 hover:decoration-2',
        /** Outline on a `bg-primary` panel (call-to-action): borders and text in primary-foreground. */
        'outline-inverse':
          'border border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary',
      },
      // Heights are minimums: a label that does not fit on one line at 320 px wraps (WCAG 1.4.10).
      size: {
        sm: 'min-h-8 gap-1.5 px-3 py-1 text-sm has-[>svg]:px-2.5',
        default: 'min-h-10 gap-2 px-4 py-2 text-sm has-[>svg]:px-3',
        lg: 'min-h-11 gap-2 px-6 py-2 text-base has-[>svg]:px-4',
        icon: 'size-10 gap-2 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router `<Link>`) with the button's styles and props. */
    asChild?: boolean;
    /**
     * Work in progress: shows a Spinner, sets `aria-busy="true"` and disables the button (native
     * `disabled` on a `<button>`, `aria-disabled` when `asChild`). The children stay the accessible name.
     */
    loading?: boolean;
  };

/** Action button — shadcn new-york-v4 shape. `size="icon"` needs an `aria-label` (or VisuallyHidden text). */
function Button({
  className,
  variant = 'default',
  size = 'default',
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const busy = loading ? { 'aria-busy': true } : {};
  const disabling = asChild
    ? loading || disabled
      ? { 'aria-disabled': true }
      : {}
    : { disabled: Boolean(disabled || loading) };
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      className={cn(buttonVariants({ variant, size, className }))}
      {...busy}
      {...disabling}
      {...props}
    >
      {loading ? <Spinner /> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}

export type { ButtonProps };
export { Button, buttonVariants };
