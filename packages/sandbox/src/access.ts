/**
 * Who may use what (issue 8 "a backend you could put on a network"):
 *
 * - `mode: 'production'` — the provider API only. The sandbox-only routes (`/api/sandbox/*`: mailbox, fault
 *   rules, account switches) and the `X-Sandbox-Fault` header do not exist.
 * - `mode: 'development'` — they exist, but every use needs the per-start sandbox secret: the
 *   `X-Sandbox-Secret` header (scripts, tests; `pnpm start` prints it) or the `tp_sandbox_secret` cookie (the
 *   portal server sets it, HttpOnly and SameSite=Strict, on the HTML it serves to this machine's browser).
 *   Without it: 403 'sandbox_secret_required'.
 *
 * The card provider stand-in (`/api/card-provider/*`) is part of the payments service, not a sandbox-only
 * route: it exists in both modes (see @telco-portal/api/sandbox-payments).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SandboxError } from './errors.ts';

export type SandboxMode = 'development' | 'production';

import { SANDBOX_SECRET_COOKIE, SANDBOX_SECRET_HEADER } from '@telco-portal/api';

export { SANDBOX_SECRET_COOKIE, SANDBOX_SECRET_HEADER };

/** A new per-start secret: 32 random bytes as base64url (43 characters). */
export function randomSandboxSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Compares without an early exit, so the time taken does not tell how much of a guess was right. */
function sameSecret(given: string, secret: string): boolean {
  let diff = given.length ^ secret.length;
  for (let i = 0; i < secret.length; i++) diff |= (given.charCodeAt(i) || 0) ^ secret.charCodeAt(i);
  return diff === 0;
}

/** Whether the request carries `secret` in the header or the cookie. */
export function hasSandboxSecret(c: Context, secret: string): boolean {
  const given = c.req.header(SANDBOX_SECRET_HEADER) ?? getCookie(c, SANDBOX_SECRET_COOKIE);
  return typeof given === 'string' && sameSecret(given, secret);
}

const secretRequired = () =>
  new SandboxError(
    403,
    'sandbox_secret_required',
    `This sandbox-only route needs the sandbox secret: send the ${SANDBOX_SECRET_HEADER} header printed by \`pnpm start\`, or open the portal in this browser first`,
  );

/** @throws SandboxError 403 'sandbox_secret_required' unless the request carries the secret. */
export function assertSandboxSecret(c: Context, secret: string): void {
  if (!hasSandboxSecret(c, secret)) throw secretRequired();
}

/** Middleware form of `assertSandboxSecret` (for `/api/sandbox/*`). */
export function requireSandboxSecret(secret: string): MiddlewareHandler {
  return async (c, next) => {
    assertSandboxSecret(c, secret);
    await next();
  };
}

/**
 * The client's network address for per-address rate limits: the TCP peer given by @hono/node-server
 * (`c.env.incoming`); 'local' in-process and in the browser. Forwarding headers (X-Forwarded-For) are not
 * trusted: the sandbox is not meant to sit behind a proxy. IPv4-mapped IPv6 addresses are unwrapped.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  if (!address) return 'local';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
