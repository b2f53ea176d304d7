type ErrorLike = { message?: unknown; name?: unknown };

/**
 * A page chunk (dynamic import) that failed to load — SPEC §8 "A page chunk that fails to load raises a
 * load error". Matches the texts of Chromium, Firefox, Safari and Vite's preload error.
 */
export function isChunkLoadError(error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike;
  const text = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  return (
    e.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically|Loading (CSS )?chunk|Unable to preload CSS/i.test(
      text,
    )
  );
}
