import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';

/** Surface grouping related content — shadcn new-york-v4 `card.tsx`. */
function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-6 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        '@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6',
        'has-data-[slot=card-action]:grid-cols-[minmax(0,1fr)_auto] [.border-b]:pb-6',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Card heading; an `<h3>` by default. Pass `asChild` with your own heading to fit the page outline:
 * `<CardTitle asChild><h2>Plan</h2></CardTitle>`.
 */
function CardTitle({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'h3'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'h3';
  return <Comp data-slot="card-title" className={cn('font-semibold leading-none', className)} {...props} />;
}

function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** Top-right slot of the header (a menu, a badge). */
function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

const cardFooterVariants = cva('flex gap-3 px-6 [.border-t]:pt-6', {
  variants: {
    /** `row`: actions side by side, wrapping when they do not fit; `stack`: full-width, one per line. */
    layout: { row: 'flex-wrap items-center', stack: 'flex-col items-stretch' },
  },
  defaultVariants: { layout: 'row' },
});

/** Actions of the card. */
function CardFooter({
  className,
  layout = 'row',
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof cardFooterVariants>) {
  return (
    <div
      data-slot="card-footer"
      data-layout={layout}
      className={cn(cardFooterVariants({ layout }), className)}
      {...props}
    />
  );
}

export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
