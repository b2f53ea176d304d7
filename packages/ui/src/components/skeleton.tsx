import type * as React from 'react';

import { cn } from '../lib/cn.ts';

/**
 * Placeholder shape while data loads. Decorative: mark the loading region itself with `aria-busy` and
 * give it a Spinner `label` or VisuallyHidden text if the wait needs announcing.
 */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

export { Skeleton };
