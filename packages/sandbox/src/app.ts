import { AUTH_TOKEN_EXPIRY_HEADER, AUTH_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER } from '@telco-portal/api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requireSandboxSecret, SANDBOX_SECRET_HEADER } from './access.ts';
import { MESSAGES, SandboxError } from './errors.ts';
import { FAULT_HEADER, faultMiddleware } from './faults.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from './idempotency.ts';
import type { SandboxDeps } from './route.ts';
import { addressRoutes } from './routes/addresses.ts';
import { authRoutes } from './routes/auth.ts';
import { autoTopUpRoutes } from './routes/auto-top-up.ts';
import { billingRoutes } from './routes/billing.ts';
import { customerRoutes } from './routes/customer.ts';
import { eshopRoutes } from './routes/eshop.ts';
import { ledgerRoutes } from './routes/ledger.ts';
import { paymentRoutes } from './routes/payments.ts';
import { planRoutes } from './routes/plans.ts';
import { productRoutes } from './routes/products.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { topupRoutes } from './routes/topup.ts';

/** Largest request body (bytes): every request of the contract is far smaller. Larger: 413, unread. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A 429 (rate limit) or 503 (hashing saturated) is answered after 0.5–1.5 s (random, so refused clients
 * do not come back in step): a client that retries at once (a brute-force or sign-in storm) is slowed to
 * about one try per second per connection instead of keeping the server busy refusing it; a person who
 * meets the limit waits about a second more.
 */
export const REFUSAL_DELAY_MS = { min: 500, max: 1500 } as const;

/**
 * Postgres error classes that mean "the input was bad" (22: data exception such as an invalid uuid or a
 * number out of range; 23514: a CHECK constraint): answered 400, not 500, if a value slips past the contract.
 */
function isBadInput(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('22') || code === '23514');
}

/**
 * One line for the log without secrets or personal data: no SQL parameters, no message text (it can quote
 * values), no request body — the route pattern, the error class and Postgres' error code, and a reference
 * the answer carries too.
 */
function logLine(ref: string, method: string, routePath: string, error: unknown): string {
  const name = error instanceof Error ? error.constructor.name : typeof error;
  const code = (error as { code?: unknown }).code;
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((l) => l.trimStart().startsWith('at '))
          .slice(0, 5)
          .map((l) => l.trim())
          .join(' < ')
      : '';
  return `sandbox: unexpected error ${ref} on ${method} ${routePath}: ${name}${typeof code === 'string' ? ` (code ${code})` : ''}${frames ? ` ${frames}` : ''}`;
}

/**
 * The sandbox Hono app: every endpoint of the @telco-portal/api contract under /api, plus (development mode)
 * /api/sandbox/*. Errors answer `{ err_message, err_code, err_number? }`; unknown routes 404 'Object not
 * found'. Every API answer carries `Cache-Control: no-store` (personal data must not be cached); bodies over
 * 64 KiB are refused with 413 before they are read; CORS only for the configured allowlist (never `*`).
 */
export function createApp(
  deps: SandboxDeps,
  options: {
    allowedOrigins?: readonly string[];
    log?: (line: string) => void;
    /** Tags each request's queries (sandbox.ts takeTurns). */
    requestScope?: { run<T>(fn: () => T): T };
  } = {},
): Hono {
  const app = new Hono();
  const log = options.log ?? ((line: string) => console.error(line));
  const { requestScope } = options;
  if (requestScope) app.use('/api/*', (_c, next) => requestScope.run(next));

  app.use('/api/*', async (c, next) => {
    await next();
    // On the answer's own headers: `c.header()` after `next()` would copy the finished Response, turning its
    // body into a stream that is then read back (a third of a small answer's cost under load, issue 8 "Load").
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  const allowed = new Set(options.allowedOrigins ?? []);
  if (allowed.size > 0) {
    app.use(
      '/api/*',
      cors({
        origin: (origin) => (allowed.has(origin) ? origin : null),
        allowHeaders: [
          'Authorization',
          'Content-Type',
          IDEMPOTENCY_KEY_HEADER,
          ...(deps.mode === 'development' ? [FAULT_HEADER, SANDBOX_SECRET_HEADER] : []),
        ],
        exposeHeaders: [
          AUTH_TOKEN_HEADER,
          AUTH_TOKEN_EXPIRY_HEADER,
          IDEMPOTENT_REPLAYED_HEADER,
          'Retry-After',
        ],
        maxAge: 600,
      }),
    );
  }
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is not read: close the connection instead of draining it.
      c.header('Connection', 'close');
      return c.json({ err_message: MESSAGES.payloadTooLarge, err_code: 'payload_too_large' }, 413);
    },
  });
  // A GET or HEAD with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 §6.3; a Request
  // built in process cannot have one): nothing to limit. Skipping it spares the reads the full Request
  // object that `bodyLimit` builds to look for a body. Any other request is checked.
  app.use('/api/*', (c, next) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    c.req.header('content-length') === undefined &&
    c.req.header('transfer-encoding') === undefined
      ? next()
      : limitBody(c, next),
  );
  if (deps.mode === 'development' && deps.sandboxSecret) {
    app.use('/api/*', faultMiddleware(deps.faults, deps.sandboxSecret));
    app.use('/api/sandbox/*', requireSandboxSecret(deps.sandboxSecret));
  }
  const accounts = authRoutes(app, deps);
  customerRoutes(app, deps);
  paymentRoutes(app, deps);
  ledgerRoutes(app, deps);
  productRoutes(app, deps);
  topupRoutes(app, deps);
  autoTopUpRoutes(app, deps);
  billingRoutes(app, deps);
  planRoutes(app, deps);
  eshopRoutes(app, deps);
  addressRoutes(app, deps);
  if (deps.mode === 'development' && deps.sandboxSecret) sandboxRoutes(app, deps, accounts);

  app.notFound((c) => c.json({ err_message: 'Object not found', err_code: 'not_found' }, 404));
  app.onError(async (error, c) => {
    if (error instanceof SandboxError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      if (error.status === 429 || error.status === 503) {
        const { min, max } = REFUSAL_DELAY_MS;
        await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
      }
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException) {
      // e.g. a body that is not JSON, rejected by the validator.
      return c.json(
        { err_message: error.message || MESSAGES.errorOccurred, err_code: 'invalid_request' },
        error.status,
      );
    }
    if (isBadInput(error)) {
      return c.json(
        { err_message: 'invalid request: a value is out of range', err_code: 'invalid_request' },
        400,
      );
    }
    const ref = crypto.randomUUID().slice(0, 8);
    log(logLine(ref, c.req.method, c.req.routePath, error));
    return c.json(
      { err_message: MESSAGES.somethingWentWrong, err_code: 'internal_error', err_ref: ref },
      500,
    );
  });
  return app;
}
