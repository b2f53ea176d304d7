import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';

const alertVariants = cva(
  [
    'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border border-l-4 bg-card px-4 py-3 text-sm text-card-foreground',
    'has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5',
  ],
  {
    variants: {
      variant: {
        info: 'border-border border-l-primary [&>svg]:text-link',
        success: 'border-border border-l-success [&>svg]:text-success',
        warning: 'border-border border-l-warning [&>svg]:text-warning',
        destructive: 'border-border border-l-destructive [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * Inline message. `role` defaults to `alert` (assertive) for destructive and warning, `status` (polite)
 * for info and success; pass `role` to override. Text keeps the card colours, so contrast never depends
 * on the tone colour.
 */
function Alert({ className, variant = 'info', role, ...props }: AlertProps) {
  const resolvedRole = role ?? (variant === 'destructive' || variant === 'warning' ? 'alert' : 'status');
  return (
    <div
      data-slot="alert"
      data-variant={variant}
      role={resolvedRole}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-title"
      className={cn('col-start-2 min-h-4 font-semibold tracking-tight break-words', className)}
      {...props}
    />
  );
}

function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'col-start-2 flex min-w-0 flex-col items-start gap-2 text-sm text-muted-foreground [&_p]:leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}

export type { AlertProps };
export { Alert, AlertDescription, AlertTitle, alertVariants };
