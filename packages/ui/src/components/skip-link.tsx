import type * as React from 'react';

import { cn } from '../lib/cn.ts';

type SkipLinkProps = React.ComponentProps<'a'> & {
  /** id of the main content (without `#`); the element should have `tabIndex={-1}`. Default `main-content`. */
  targetId?: string;
};

/** First focusable element of the page: hidden until focused, jumps past the header. Children = localised label. */
function SkipLink({ targetId = 'main-content', className, href, ...props }: SkipLinkProps) {
  return (
    <a
      data-slot="skip-link"
      href={href ?? `#${targetId}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md',
        'focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground',
        'focus-ring',
        className,
      )}
      {...props}
    />
  );
}

export type { SkipLinkProps };
export { SkipLink };
