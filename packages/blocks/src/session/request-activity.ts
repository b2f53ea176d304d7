/**
 * In-flight API requests of the session, so a slow one can show progress ("Still working…") and be
 * cancelled (issue 8). `track(fetch)` wraps the fetch the API client uses: every request gets its own
 * AbortController (combined with the client's signal), `cancelAll()` aborts them — the client then rejects
 * with ApiError code 'aborted' and never retries. SPEC §9's 65 s timeout stays the hard limit.
 */
export type RequestActivitySnapshot = {
  /** Requests under way. */
  count: number;
  /** When the oldest request under way started (ms since epoch), or null when idle. */
  since: number | null;
};

export type RequestActivity = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RequestActivitySnapshot;
  /** Aborts every request under way. */
  cancelAll(): void;
  /** A fetch that registers each request while it runs. */
  track(fetchImpl: typeof fetch): typeof fetch;
};

const IDLE: RequestActivitySnapshot = Object.freeze({ count: 0, since: null });

export function createRequestActivity(now: () => number = Date.now): RequestActivity {
  const running = new Map<number, { controller: AbortController; started: number }>();
  const listeners = new Set<() => void>();
  let snapshot = IDLE;
  let next = 1;
  const publish = () => {
    let since: number | null = null;
    for (const r of running.values()) since = since === null ? r.started : Math.min(since, r.started);
    snapshot = running.size === 0 ? IDLE : { count: running.size, since };
    for (const l of listeners) l();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    cancelAll() {
      for (const r of running.values()) r.controller.abort();
    },
    track(fetchImpl) {
      return async (input, init) => {
        const id = next++;
        const controller = new AbortController();
        const signal = init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
        running.set(id, { controller, started: now() });
        publish();
        try {
          return await fetchImpl(input, { ...init, signal });
        } finally {
          running.delete(id);
          publish();
        }
      };
    },
  };
}

/**
 * Test hook (documented in the blocks README, "Error handling"): an end-to-end test may set
 * `globalThis.__TELCO_PORTAL_TEST__ = { apiTimeoutMs }` before the app starts (Playwright
 * `page.addInitScript`) so a hung request times out in seconds instead of SPEC §9's 65 s. It can only
 * shorten the timeout (1 000 ms to 65 000 ms), never lengthen it. Undefined = the client's default.
 */
export function testTimeoutMs(): number | undefined {
  const hook = (globalThis as { __TELCO_PORTAL_TEST__?: { apiTimeoutMs?: unknown } }).__TELCO_PORTAL_TEST__;
  const value = hook?.apiTimeoutMs;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(65_000, Math.max(1000, value));
}
