import legalDocuments from 'virtual:legal-documents';
import templateUrl from 'virtual:sandbox-template';
import { createSandbox, DEMO_ACCOUNTS, type FaultSpec, type Sandbox } from '@telco-portal/sandbox';
import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';

/**
 * The sandbox backend inside the Storybook page (ARCHITECTURE "Sandbox backend"): one in-memory
 * sandbox (PGlite, deterministic seed, clock = the page's clock) behind one MSW handler that forwards
 * every `/api/*` request to its Hono app (STACK gotcha 2). Blocks fetch `/api/...` as in production.
 */
let started: Promise<Sandbox> | null = null;

/** Brand of the current story: the legal documents are served from its folder. */
let currentBrand = '';
export function setStoryBrand(id: string): void {
  currentBrand = id;
}

/** Requests of the current story that have not been answered yet (the visual tests wait for 0). */
let pending = new Set<Promise<unknown>>();

declare global {
  interface Window {
    /** Read by tests/visual: how many sandbox requests of the current story are still running. */
    __sandboxPending?: () => number;
  }
}

/** Counts `answer` as pending for the current story until it settles. */
function track<T>(answer: Promise<T>): Promise<T> {
  const story = pending;
  story.add(answer);
  void answer.finally(() => story.delete(answer)).catch(() => undefined);
  return answer;
}

/**
 * The migrated database Storybook's build serves (`.storybook/sandbox-template.ts`), so the page's sandbox skips
 * initdb + migrations. Typed by its first bytes: a server may already have undone the gzip.
 * @throws Error when the file cannot be fetched (the sandbox then builds its own template).
 */
async function loadTemplate(): Promise<Blob> {
  const response = await fetch(templateUrl);
  if (!response.ok) throw new Error(`sandbox template: ${response.status} for ${templateUrl}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return new Blob([bytes], { type: gzipped ? 'application/gzip' : 'application/x-tar' });
}

export function startSandbox(): Promise<Sandbox> {
  started ??= (async () => {
    const sandbox = await createSandbox({
      mode: 'development',
      hashCost: 'test',
      publicOrigin: window.location.origin,
      template: loadTemplate,
    });
    const worker = setupWorker(
      http.all('/api/*', ({ request }) => track(Promise.resolve(sandbox.app.fetch(request)))),
      // The legal documents a generated portal serves beside its app (generator: legalDocumentJson).
      http.get(/\/legal\/(terms\/[^/]+|privacy)\.json$/, ({ request }) => {
        const json = legalDocuments[currentBrand]?.[new URL(request.url).pathname];
        return track(
          Promise.resolve(
            json === undefined
              ? new HttpResponse(null, { status: 404 })
              : new HttpResponse(json, { headers: { 'Content-Type': 'application/json' } }),
          ),
        );
      }),
    );
    await worker.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js` },
    });
    // A request is pending from the page's fetch, not only once MSW's handler has it: the service worker's hop
    // between them is a window in which the sandbox looked quiet (long on a loaded machine).
    const pageFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const answer = pageFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      const sandboxed = url.origin === window.location.origin && /^\/(api|legal)\//.test(url.pathname);
      return sandboxed ? track(answer) : answer;
    };
    window.__sandboxPending = () => pending.size;
    return sandbox;
  })();
  return started;
}

/** One injected fault: `route` like 'GET /api/catalog/v2/entries' (`*` one segment, `**` any). */
export type StoryFault = { route: string; fault: FaultSpec | string; times?: number };

/**
 * Starts a story from a known state: forgets the previous story's pending requests and faults, then
 * registers this story's faults (sandbox fault injection — loading = long delay, error = 5xx,
 * empty = 404 on a list endpoint).
 */
export async function resetSandbox(faults: readonly StoryFault[] = []): Promise<Sandbox> {
  const sandbox = await startSandbox();
  pending = new Set();
  sandbox.faults.clear();
  for (const { route, fault, times } of faults) sandbox.faults.add(route, fault, times ?? null);
  return sandbox;
}

/**
 * A request to the in-browser sandbox's API from a story's loader (`/api` + `path`, JSON in and out; `token`: a
 * JWT for a customer's routes). @throws Error naming the call when it does not answer 2xx.
 */
export async function sandboxCall<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`stories: ${method} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** prepay@harbour.test's customer UUID, for stories that set up its state in the sandbox before they render. */
export const PREPAY_CUSTOMER = DEMO_ACCOUNTS.find((a) => a.email === 'prepay@harbour.test')!
  .customerUUIDs[0] as string;

/** A delay long enough that the loading state is what a reviewer (and a screenshot) sees. */
export const LOADING: FaultSpec = { delay: 24 * 60 * 60 * 1000 };
/** A server error: the block's error state with the SPEC §8 message. */
export const SERVER_ERROR: FaultSpec = { status: 500 };
/** A 200 whose body is not JSON: the client cannot tell whether the call went through (money-attempt.ts). */
export const GARBLED: FaultSpec = { malformed: true };
/** A list endpoint's 404: the API client reads it as an empty list (SPEC §7 lists). */
export const EMPTY_LIST: FaultSpec = { status: 404, message: 'Object not found' };

/** The code of the stories' open reset link (`/reset-password?code=…`); see `openResetLink`. */
export const STORY_RESET_CODE = 'story-open-reset-code';

/**
 * Makes `STORY_RESET_CODE` an open (unused, current, 1-hour) reset code of a demo account, as the reset
 * e-mail would (sandbox `password_resets` row): a fixed code so a story's URL is known before it loads, and
 * no reset request, so the per-account limit of reset e-mails is never reached however often stories run.
 */
export async function openResetLink(email = 'nocard@harbour.test'): Promise<void> {
  const sandbox = await startSandbox();
  const nowNanos = BigInt(Date.now()) * 1_000_000n;
  await sandbox.db.query(
    `INSERT INTO password_resets (code, identity_uuid, created_at_nanos, expires_at_nanos)
       SELECT $1, uuid, $2, $3 FROM identities WHERE spid = 2 AND provider = 'LOCAL' AND lower(auth_id) = $4
     ON CONFLICT (code) DO UPDATE SET created_at_nanos = $2, expires_at_nanos = $3, used_at_nanos = NULL,
       superseded = false`,
    [STORY_RESET_CODE, nowNanos.toString(), (nowNanos + 3_600_000_000_000n).toString(), email],
  );
}

/**
 * Remembers every number's credit and expiry, every invoice's status, amount paid, total and lines, what every
 * billing route has left to spend, and the money records (ledger rows, payment intents, receipts); the returned
 * function puts the credit, the invoices and the routes back and deletes the records made meanwhile. The in-browser sandbox lives as long as the page, and the visual suite shows many stories
 * on one page: a story that moves money (a voucher, a top-up, a bill payment) must leave the sandbox as it found it,
 * or every later story of that account (the dashboard, the invoices, the payments history, the fault pages, this
 * story again) shows the money moved once more.
 */
export async function keepMoney(): Promise<() => Promise<void>> {
  const sandbox = await startSandbox();
  const { rows } = await sandbox.db.query<{ uuid: string; credit_cents: number; expires: string | null }>(
    'SELECT uuid, credit_cents, credit_expires_at_nanos::text AS expires FROM mobile_products',
  );
  const invoices = await sandbox.db.query<{
    uuid: string;
    status: string;
    paid_cents: number;
    amount_cents: number;
    tax_cents: number;
    lines: string;
  }>('SELECT uuid::text, status, paid_cents, amount_cents, tax_cents, lines::text FROM invoices');
  const routes = await sandbox.db.query<{ uuid: string; left: number }>(
    'SELECT uuid::text, remaining_spend_limit AS left FROM billing_routes',
  );
  const ids = async (table: 'transactions' | 'payment_intents' | 'receipts', column: 'uuid' | 'id') =>
    new Set(
      (await sandbox.db.query<{ id: string }>(`SELECT ${column}::text AS id FROM ${table}`)).rows.map(
        (r) => r.id,
      ),
    );
  const ledger = await ids('transactions', 'uuid');
  const intents = await ids('payment_intents', 'id');
  const receipts = await ids('receipts', 'uuid');
  return async () => {
    for (const row of invoices.rows) {
      await sandbox.db.query(
        `UPDATE invoices SET status = $2, paid_cents = $3, amount_cents = $4, tax_cents = $5, lines = $6::jsonb
          WHERE uuid::text = $1`,
        [row.uuid, row.status, row.paid_cents, row.amount_cents, row.tax_cents, row.lines],
      );
    }
    for (const row of routes.rows) {
      await sandbox.db.query('UPDATE billing_routes SET remaining_spend_limit = $2 WHERE uuid::text = $1', [
        row.uuid,
        row.left,
      ]);
    }
    for (const id of await ids('receipts', 'uuid')) {
      if (!receipts.has(id)) await sandbox.db.query('DELETE FROM receipts WHERE uuid::text = $1', [id]);
    }
    for (const row of rows) {
      await sandbox.db.query(
        'UPDATE mobile_products SET credit_cents = $2, credit_expires_at_nanos = $3 WHERE uuid = $1',
        [row.uuid, row.credit_cents, row.expires],
      );
    }
    for (const id of await ids('transactions', 'uuid')) {
      if (!ledger.has(id)) await sandbox.db.query('DELETE FROM transactions WHERE uuid::text = $1', [id]);
    }
    for (const id of await ids('payment_intents', 'id')) {
      if (!intents.has(id)) await sandbox.db.query('DELETE FROM payment_intents WHERE id = $1', [id]);
    }
  };
}

/**
 * `keepMoney` for a story that buys an add-on (the plans tab's Buy; a prepay one through a card payment, SPEC §4):
 * besides the money (credit, ledger rows, payment intents), the returned function deletes the add-ons and the
 * purchase rows made meanwhile, so the add-on is to buy again in every later story of that account.
 */
export async function keepAddons(): Promise<() => Promise<void>> {
  const sandbox = await startSandbox();
  const uuids = async (table: 'product_addons' | 'addon_purchases') =>
    new Set(
      (await sandbox.db.query<{ id: string }>(`SELECT uuid::text AS id FROM ${table}`)).rows.map((r) => r.id),
    );
  const addons = await uuids('product_addons');
  const purchases = await uuids('addon_purchases');
  const money = await keepMoney();
  return async () => {
    for (const id of await uuids('addon_purchases')) {
      if (!purchases.has(id))
        await sandbox.db.query('DELETE FROM addon_purchases WHERE uuid::text = $1', [id]);
    }
    for (const id of await uuids('product_addons')) {
      if (!addons.has(id)) await sandbox.db.query('DELETE FROM product_addons WHERE uuid::text = $1', [id]);
    }
    await money();
  };
}
