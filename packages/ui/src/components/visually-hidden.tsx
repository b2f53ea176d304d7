import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';

/** Content for screen readers only (Tailwind `sr-only`); e.g. the name of an icon-only button. */
function VisuallyHidden({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'span';
  return <Comp data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}

export { VisuallyHidden };
