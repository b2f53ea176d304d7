import { useSearchParams } from 'react-router';

/**
 * A same-origin, relative redirect target, or `null`. Accepts only paths that start with a single '/'
 * (not '//' or '/\\', which browsers treat as another host), contain no control characters or
 * backslashes, and resolve to the current origin. Guards `?redirect=` against open redirects.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  origin = 'http://portal.invalid',
): string | null {
  if (!value) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The safe `?redirect=` target of the current URL, else `fallback` (SPEC §2 "passing the referrer"). */
export function useRedirectTarget(fallback: string): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get('redirect')) ?? fallback;
}
