import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx) and resolves Tailwind conflicts so the last one wins (tailwind-merge):
 * `cn('px-2 text-sm', isLarge && 'px-4')` -> `'text-sm px-4'`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
