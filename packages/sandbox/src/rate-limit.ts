/**
 * Reusable sliding-window rate limits (abuse controls, issue 8): each rule allows `limit` events per key in
 * any `windowMs`. Keys are an account (`2:ana@example.test`) or a client address. A refused call is a 429
 * with `Retry-After` = seconds until the oldest counted event leaves the window.
 *
 * Two ways to count:
 * - attempts (`take`): every call counts (password-reset requests, register, auth_check, voucher checks);
 * - failures (`check` before, `fail` after a wrong answer, `clear` after a right one): only failures count,
 *   so dozens of people behind one address can sign in while a brute force stops within a few tries.
 *
 * State is in memory per sandbox (a restart forgets it) and bounded: at most `maxKeys` keys per rule; past
 * that, keys whose window has passed are dropped first, then the least recently added.
 */
import { MESSAGES, SandboxError } from './errors.ts';

export interface RateRule {
  /** Events allowed per key in any window. */
  limit: number;
  /** Window length, milliseconds. */
  windowMs: number;
}

/** The rules of the sandbox (README "Abuse controls"). Per account: tight. Per address: generous. */
export const RATE_RULES = {
  /** Wrong passwords per account (sign-in, and the current password when changing password or e-mail). */
  passwordFailuresPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** Wrong passwords per client address (an office or school behind one address still signs in). */
  passwordFailuresPerAddress: { limit: 100, windowMs: 15 * 60_000 },
  /** Password-reset e-mails per address asked for (and per client address). */
  resetRequestsPerAccount: { limit: 3, windowMs: 15 * 60_000 },
  resetRequestsPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  /** Wrong or used reset codes and verification secrets per client address. */
  codeFailuresPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  /** Sign-ups per client address. */
  registrationsPerAddress: { limit: 50, windowMs: 15 * 60_000 },
  /** auth_check (does this account exist?) per client address and per account asked about. */
  authChecksPerAddress: { limit: 60, windowMs: 60_000 },
  authChecksPerAccount: { limit: 10, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

export interface RateLimiter {
  readonly rule: RateRule;
  /** Milliseconds until an event would be allowed for `key`; 0 when allowed now. Records nothing. */
  waitMs(key: string): number;
  /** Records an event for `key`. */
  record(key: string): void;
  /** Forgets `key` (e.g. failures after a successful sign-in). */
  clear(key: string): void;
}

/** One rule's limiter. `now` in milliseconds (the sandbox clock). */
export function createRateLimiter(rule: RateRule, now: () => number, maxKeys = 50_000): RateLimiter {
  const events = new Map<string, number[]>();
  const live = (key: string, at: number): number[] => {
    const list = events.get(key);
    if (!list) return [];
    const from = at - rule.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop]! <= from) drop += 1;
    if (drop > 0) list.splice(0, drop);
    if (list.length === 0) events.delete(key);
    return list;
  };
  const sweep = (at: number) => {
    for (const key of [...events.keys()]) live(key, at);
    const excess = events.size - maxKeys;
    if (excess > 0) for (const key of [...events.keys()].slice(0, excess)) events.delete(key);
  };
  return {
    rule,
    waitMs(key) {
      const at = now();
      const list = live(key, at);
      if (list.length < rule.limit) return 0;
      return Math.max(1, list[list.length - rule.limit]! + rule.windowMs - at);
    },
    record(key) {
      const at = now();
      const list = live(key, at);
      if (list.length === 0) {
        if (events.size >= maxKeys) sweep(at);
        events.set(key, [at]);
      } else {
        list.push(at);
        if (list.length > rule.limit) list.splice(0, list.length - rule.limit);
      }
    },
    clear(key) {
      events.delete(key);
    },
  };
}

/** Every rule's limiter, for one sandbox. */
export function createRateLimits(now: () => number) {
  const limiters = Object.fromEntries(
    Object.entries(RATE_RULES).map(([name, rule]) => [name, createRateLimiter(rule, now)]),
  ) as Record<RateRuleName, RateLimiter>;

  /** @throws SandboxError 429 'too_many_requests' + Retry-After when any of `checks` is at its limit. */
  const assertAllowed = (checks: Array<[RateRuleName, string]>) => {
    const wait = Math.max(0, ...checks.map(([name, key]) => limiters[name].waitMs(key)));
    if (wait > 0)
      throw new SandboxError(429, 'too_many_requests', MESSAGES.tooManyRequests).retryAfter(wait / 1000);
  };

  return {
    limiters,
    assertAllowed,
    /** Counts an attempt for each check (after refusing with 429 if any is at its limit). */
    take(checks: Array<[RateRuleName, string]>): void {
      assertAllowed(checks);
      for (const [name, key] of checks) limiters[name].record(key);
    },
    /** Records a failure for each check. */
    fail(checks: Array<[RateRuleName, string]>): void {
      for (const [name, key] of checks) limiters[name].record(key);
    },
    clear(name: RateRuleName, key: string): void {
      limiters[name].clear(key);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** Rate-limit key of an account: SPID + lower-cased, trimmed AuthID / e-mail. */
export const accountKey = (spid: number, authId: string) => `${spid}:${authId.trim().toLowerCase()}`;
