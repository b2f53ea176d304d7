/**
 * The `fetch` of one story's frame: it answers while the frame is mounted and drops every answer that arrives
 * after it unmounted (the promise never settles, so nothing runs for a frame that is gone).
 *
 * Why: the API client clears the saved session on a 401 (SPEC §4 "401 except err_number 1002 logs out"), and
 * the saved session is one per page. The next story's loader resets the sandbox, so a request the previous story
 * left in flight is answered 401 — sometimes after the next story signed in, whose session that clear then wiped
 * (the suite's rare empty root: "story session: … left signedIn, now signedOut", no API error). In a portal one
 * client lives as long as the page; in Storybook every story has its own, and only the living one may answer.
 *
 * `mounted` is the frame's effect: true on mount, false on unmount (React may run it twice in development).
 */
export function frameFetch(base: typeof fetch = (...a) => globalThis.fetch(...a)): {
  fetch: typeof fetch;
  setMounted: (mounted: boolean) => void;
} {
  let mounted = true;
  const never = new Promise<never>(() => {});
  const frame: typeof fetch = (input, init) =>
    base(input, init).then(
      (response) => (mounted ? response : never),
      (error: unknown) => (mounted ? Promise.reject(error) : never),
    );
  return {
    fetch: frame,
    setMounted: (value) => {
      mounted = value;
    },
  };
}
