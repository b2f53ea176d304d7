import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';

const pageContainerVariants = cva('mx-auto w-full px-4 py-6 sm:px-6 lg:px-8', {
  variants: {
    width: {
      narrow: 'max-w-md',
      default: 'max-w-5xl',
      wide: 'max-w-7xl',
      full: 'max-w-none',
    },
  },
  defaultVariants: { width: 'default' },
});

type PageContainerProps = React.ComponentProps<'div'> &
  VariantProps<typeof pageContainerVariants> & { asChild?: boolean };

/** Centred page column. `asChild` with `<main id="main-content" tabIndex={-1}>` makes it the SkipLink target. */
function PageContainer({ className, width = 'default', asChild = false, ...props }: PageContainerProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="page-container"
      data-width={width}
      className={cn(pageContainerVariants({ width }), className)}
      {...props}
    />
  );
}

/** Title row of a page: PageTitle, optional PageDescription, optional actions side by side on wide screens. */
function PageHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="page-header"
      className={cn('mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between', className)}
      {...props}
    />
  );
}

/** The page's `<h1>`. */
function PageTitle({ className, ...props }: React.ComponentProps<'h1'>) {
  return (
    <h1
      data-slot="page-title"
      className={cn('text-2xl font-semibold tracking-tight text-foreground sm:text-3xl', className)}
      {...props}
    />
  );
}

function PageDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="page-description" className={cn('text-muted-foreground', className)} {...props} />;
}

/** A `<section>`; give it `aria-labelledby` pointing at its SectionTitle to make it a named region. */
function Section({ className, ...props }: React.ComponentProps<'section'>) {
  return <section data-slot="section" className={cn('flex flex-col gap-4 py-4', className)} {...props} />;
}

/** The section's `<h2>`. */
function SectionTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="section-title"
      className={cn('text-xl font-semibold tracking-tight text-foreground', className)}
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
