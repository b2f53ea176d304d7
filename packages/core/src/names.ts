/** Display names of a customer (SPEC §3, §5, §9). Zod-free: the account pages and the header use them. */
import { DISPLAY_NAME_LIMIT } from './constants.ts';

/**
 * Display name (SPEC §5, §9): "First Last", or only the first name when the combined length of the
 * trimmed first and last names (separator not counted) exceeds 33 in the profile or 20 in the
 * account name. Missing parts are skipped.
 */
export function displayName(
  first: string | null | undefined,
  last: string | null | undefined,
  context: 'profile' | 'account',
): string {
  const f = first?.trim() ?? '';
  const l = last?.trim() ?? '';
  if (l === '') return f;
  if (f === '') return l;
  return f.length + l.length > DISPLAY_NAME_LIMIT[context] ? f : `${f} ${l}`;
}

/** Auth user displayName (SPEC §3): first and last name separated by a double space. */
export function authDisplayName(first: string | null | undefined, last: string | null | undefined): string {
  return `${first?.trim() ?? ''}  ${last?.trim() ?? ''}`;
}

/** Splits an auth user displayName ("First  Last") back into names; a single space also works. */
export function splitAuthDisplayName(name: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const text = name?.trim() ?? '';
  const doubleAt = text.indexOf('  ');
  const at = doubleAt >= 0 ? doubleAt : text.indexOf(' ');
  if (at < 0) return { firstName: text, lastName: '' };
  return { firstName: text.slice(0, at).trim(), lastName: text.slice(at).trim() };
}
