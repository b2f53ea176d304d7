/**
 * `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header; API.md "Idempotency"), reusable by every
 * keyed endpoint (contract `idempotency: 'optional' | 'required'`): card setup now, the money-moving and
 * e-shop POSTs later.
 *
 * The first request with a key, per identity + method + path, runs and its answer (status and body) is
 * stored in `idempotency_keys`; a retry with the same key and the same body gets that stored answer again
 * (header `Idempotent-Replayed: true`) without running anything, so a lost response + retry never saves a
 * card (or charges) twice. The same key with a different body is 422 'idempotency_key_reused'; a retry while
 * the first is still running is 409 'idempotency_key_in_use' + Retry-After. Answers of 5xx, 429 and 503 are
 * not stored (the retry runs again). Keys are kept 24 hours.
 */
import type { MiddlewareHandler } from 'hono';
import type { AuthContext } from './auth.ts';
import { SandboxError } from './errors.ts';
import type { SandboxDeps } from './route.ts';
import { dateToNanos } from './time.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Response header on an answer replayed from the store. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered: 24 hours. */
export const IDEMPOTENCY_TTL_NANOS = 24n * 3_600n * 1_000_000_000n;

const KEY_SYNTAX = /^[\x21-\x7E]{1,255}$/;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Middleware for one keyed endpoint; runs after authentication and validation (so a malformed request is
 * never stored). @throws SandboxError 400 'idempotency_key_required' | 'invalid_idempotency_key', 409, 422.
 */
export function idempotency(deps: SandboxDeps, mode: 'optional' | 'required'): MiddlewareHandler {
  const { db } = deps;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) {
      if (mode === 'required') {
        throw new SandboxError(
          400,
          'idempotency_key_required',
          `This request needs an ${IDEMPOTENCY_KEY_HEADER} header (a new random value per attempt, reused on retries)`,
        );
      }
      return next();
    }
    if (!KEY_SYNTAX.test(key)) {
      throw new SandboxError(
        400,
        'invalid_idempotency_key',
        `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`,
      );
    }
    const auth = c.get('auth' as never) as AuthContext;
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    const requestHash = await sha256Hex(`${method} ${path}\n${await c.req.text()}`);
    const nowNanos = dateToNanos(deps.now());

    await db.query('DELETE FROM idempotency_keys WHERE created_at_nanos < $1', [
      (nowNanos - IDEMPOTENCY_TTL_NANOS).toString(),
    ]);
    const claimed = await db.query(
      `INSERT INTO idempotency_keys (identity_uuid, method, path, key, request_hash, created_at_nanos)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING key`,
      [auth.identityUuid, method, path, key, requestHash, nowNanos.toString()],
    );
    const where = [auth.identityUuid, method, path, key];
    if (claimed.rows.length === 0) {
      const { rows } = await db.query<{
        request_hash: string;
        status: number | null;
        response_body: string | null;
      }>(
        `SELECT request_hash, status, response_body FROM idempotency_keys
          WHERE identity_uuid = $1 AND method = $2 AND path = $3 AND key = $4`,
        where,
      );
      const stored = rows[0];
      if (stored && stored.request_hash !== requestHash) {
        throw new SandboxError(
          422,
          'idempotency_key_reused',
          `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; use a new key for a new attempt`,
        );
      }
      if (!stored || stored.status === null) {
        throw new SandboxError(
          409,
          'idempotency_key_in_use',
          'The first request with this key is still running; try again shortly',
        ).retryAfter(1);
      }
      return c.body(stored.response_body ?? '', stored.status as 200, {
        'Content-Type': 'application/json',
        [IDEMPOTENT_REPLAYED_HEADER]: 'true',
      });
    }

    try {
      await next();
    } catch (error) {
      await db.query(
        'DELETE FROM idempotency_keys WHERE identity_uuid = $1 AND method = $2 AND path = $3 AND key = $4',
        where,
      );
      throw error;
    }
    const status = c.res.status;
    if (status >= 500 || status === 429) {
      await db.query(
        'DELETE FROM idempotency_keys WHERE identity_uuid = $1 AND method = $2 AND path = $3 AND key = $4',
        where,
      );
      return;
    }
    const body = await c.res.clone().text();
    await db.query(
      `UPDATE idempotency_keys SET status = $5, response_body = $6
        WHERE identity_uuid = $1 AND method = $2 AND path = $3 AND key = $4`,
      [...where, status, body],
    );
  };
}
