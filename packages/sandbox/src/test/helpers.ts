/** Shared test setup: a sandbox on a fixed clock and an api client whose fetch is the app itself. */
import { createApiClient, memoryTokenStore } from '@telco-portal/api';
import { SANDBOX_SECRET_HEADER } from '../access.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox.ts';

/** 2026-01-15T10:00:00Z — every "now"-relative value in tests derives from this. */
export const TEST_NOW = new Date('2026-01-15T10:00:00Z');

export interface TestClock {
  now: () => Date;
  set(date: Date): void;
  advanceMs(ms: number): void;
}

export function testClock(start: Date = TEST_NOW): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (d) => {
      current = d;
    },
    advanceMs: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export async function testSandbox(options: SandboxOptions = {}, clock: TestClock = testClock()) {
  // SANDBOX_DB_THREAD=worker runs a suite against PGlite in a worker thread (what `telco-portal start` uses).
  const dbThread = process.env.SANDBOX_DB_THREAD === 'worker' ? ({ dbThread: 'worker' } as const) : {};
  const sandbox = await createSandbox({ hashCost: 'test', now: clock.now, ...dbThread, ...options });
  return { sandbox, clock };
}

/** The real api client talking to `sandbox.app.fetch` (no network). */
export function clientFor(
  sandbox: Sandbox,
  clock: TestClock,
  extra: { onUnauthorized?: () => void; timeoutMs?: number } = {},
) {
  return createApiClient({
    spid: 2,
    baseUrl: 'http://portal.test/api',
    // Like a network fetch: rejects as soon as the request's signal aborts.
    fetch: (input, init) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        sandbox.fetch(new Request(input, init)).then(resolve, reject);
      }),
    tokenStore: memoryTokenStore(),
    now: () => clock.now().getTime(),
    ...extra,
  });
}

/**
 * JSON request against the app: returns status, headers and parsed body (or text when not JSON). Sends the
 * sandbox secret (development mode) unless `secret: false`, so tests of other things can use the mailbox.
 */
export async function request(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; secret?: boolean } = {},
) {
  const headers: Record<string, string> = {
    ...(options.secret !== false && sandbox.sandboxSecret
      ? { [SANDBOX_SECRET_HEADER]: sandbox.sandboxSecret }
      : {}),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await sandbox.app.request(`http://portal.test${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers field by field
  return { status: response.status, headers: response.headers, json: json as any, text };
}

export async function signIn(sandbox: Sandbox, email: string, password = 'Harbour-demo-1') {
  const res = await request(sandbox, 'POST', '/api/v2/2/auth', {
    body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: password, IncludeRoles: true },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
  return res.json as { JWT: string; roles: Array<{ CustomerUUID: string }> };
}

/**
 * Starts saving the Stripe test card `number` for `customer` (setup intent, then the card provider's confirm,
 * expiry 12/2031): the confirm's answer — `Status` 'succeeded' with `PaymentMethod`, or 'requires_action' for
 * 4000 0027 6000 3184 (approve with POST /api/card-provider/setup_intents/authenticate and `secret`).
 */
export async function confirmTestCard(
  sandbox: Sandbox,
  who: { token: string; customer: string },
  number: string,
) {
  const setup = await request(sandbox, 'POST', `/api/customer/${who.customer}/setup-payment-method`, {
    token: who.token,
  });
  const secret = setup.json.SetupIntentClientSecret as string;
  const confirmed = await request(sandbox, 'POST', '/api/card-provider/setup_intents/confirm', {
    token: who.token,
    body: { ClientSecret: secret, Number: number, ExpMonth: 12, ExpYear: 2031, CVC: '123', Name: 'W P' },
  });
  return { secret, confirmed };
}
