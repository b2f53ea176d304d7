import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The test-only oracle for "no two utilities for the same property" (`cn` is clsx only, issue 7):
 * tailwind-merge keeps every class of a conflict-free list. One correction for Tailwind 4: a font-size
 * utility (`text-lg`) sets `line-height: var(--tw-leading, …)`, so a `leading-*` class wins whatever the
 * order — the two do not conflict there (tailwind-merge assumes they do).
 */
const merge = extendTailwindMerge({ override: { conflictingClassGroups: { 'font-size': [] } } });

/** The classes of `list` that another class of the same list would override (empty when none). */
export function conflictingClasses(list: string): string[] {
  const classes = [...new Set(list.split(/\s+/).filter(Boolean))];
  const kept = new Set(merge(classes.join(' ')).split(/\s+/));
  return classes.filter((c) => !kept.has(c));
}
