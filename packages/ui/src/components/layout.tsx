import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';

/**
 * The one layout grid of the portal: a centred column at most 72rem (1152 px) wide with gutters of 1rem,
 * 1.5rem from 640 px and 2rem from 1024 px. The header, the footer, the profile tabs and every page use
 * it, so every page starts at the same left edge (96 px at a 1280 px viewport). `width` narrows the
 * content inside the grid without moving that edge: its children are at most 28rem (`narrow`, forms) or
 * 48rem (`prose`, long text) wide.
 */
const pageContainerVariants = cva('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', {
  variants: {
    width: {
      narrow: '*:max-w-md',
      prose: '*:max-w-3xl',
      default: '',
    },
    /** `page`: the vertical padding of a page's content; `none` for bars (header, footer, tabs). */
    padding: { page: 'py-6', none: '' },
  },
  defaultVariants: { width: 'default', padding: 'page' },
});

type PageContainerProps = React.ComponentProps<'div'> &
  VariantProps<typeof pageContainerVariants> & { asChild?: boolean };

/** The page grid (see pageContainerVariants). `asChild` renders your element (a `<div>` in the header, a `<ul>`). */
function PageContainer({
  className,
  width = 'default',
  padding = 'page',
  asChild = false,
  ...props
}: PageContainerProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="page-container"
      data-width={width}
      className={cn(pageContainerVariants({ width, padding }), className)}
      {...props}
    />
  );
}

const pageHeaderVariants = cva('mb-6 flex flex-col gap-2', {
  variants: {
    /** `stack`: title, description and actions one below the other; `split`: side by side from 640 px. */
    layout: { stack: '', split: 'sm:flex-row sm:items-end sm:justify-between' },
  },
  defaultVariants: { layout: 'stack' },
});

/** Title row of a page: PageTitle, optional PageDescription, optional actions. */
function PageHeader({
  className,
  layout = 'stack',
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof pageHeaderVariants>) {
  return (
    <div
      data-slot="page-header"
      data-layout={layout}
      className={cn(pageHeaderVariants({ layout }), className)}
      {...props}
    />
  );
}

/** The page's `<h1>`. */
function PageTitle({ className, ...props }: React.ComponentProps<'h1'>) {
  return (
    <h1
      data-slot="page-title"
      className={cn(
        'text-2xl font-semibold tracking-tight text-foreground break-words sm:text-3xl',
        className,
      )}
      {...props}
    />
  );
}

function PageDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="page-description" className={cn('text-muted-foreground', className)} {...props} />;
}

const sectionVariants = cva('flex flex-col gap-4', {
  variants: { padding: { default: 'py-4', none: '' } },
  defaultVariants: { padding: 'default' },
});

/**
 * A `<section>`; give it `aria-labelledby` pointing at its SectionTitle to make it a named region.
 * `padding="none"` when the caller sets its own (a coloured panel).
 */
function Section({
  className,
  padding = 'default',
  ...props
}: React.ComponentProps<'section'> & VariantProps<typeof sectionVariants>) {
  return <section data-slot="section" className={cn(sectionVariants({ padding }), className)} {...props} />;
}

/** The section's `<h2>`, in the colour of the text around it (the page's, a card's, a primary panel's). */
function SectionTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="section-title"
      className={cn('text-xl font-semibold tracking-tight break-words', className)}
      {...props}
    />
  );
}

const stackVariants = cva('flex', {
  variants: {
    direction: { column: 'flex-col', row: 'flex-row flex-wrap' },
    gap: { none: 'gap-0', xs: 'gap-1', sm: 'gap-2', md: 'gap-4', lg: 'gap-6', xl: 'gap-10' },
    align: { start: 'items-start', center: 'items-center', end: 'items-end', stretch: 'items-stretch' },
    justify: {
      start: 'justify-start',
      center: 'justify-center',
      end: 'justify-end',
      between: 'justify-between',
    },
  },
  defaultVariants: { direction: 'column', gap: 'md', align: 'stretch', justify: 'start' },
});

type StackProps = React.ComponentProps<'div'> & VariantProps<typeof stackVariants> & { asChild?: boolean };

/** Flex row/column with a spacing scale: `<Stack direction="row" gap="sm" align="center">`. */
function Stack({ className, direction, gap, align, justify, asChild = false, ...props }: StackProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="stack"
      data-direction={direction ?? 'column'}
      className={cn(stackVariants({ direction, gap, align, justify }), className)}
      {...props}
    />
  );
}

export type { PageContainerProps, StackProps };
export {
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  pageContainerVariants,
  Section,
  SectionTitle,
  Stack,
  stackVariants,
};
