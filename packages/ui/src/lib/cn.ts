import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx): `cn('px-2 text-sm', isLarge && 'text-base')`. It does not resolve Tailwind
 * conflicts (no tailwind-merge: 8 KB gzipped and 33–53 ms of main thread, issue 7), so a class list must
 * never hold two utilities for the same property: primitives expose variants (`size`, `layout`, `tone` …)
 * for what callers change, and `packages/ui/src/no-conflicts.test.tsx` and the Storybook accessibility
 * suite (tests/visual with tests/a11y/page-checks.ts) fail on any conflicting pair.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
