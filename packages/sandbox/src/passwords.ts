/**
 * Password hashing: argon2id (RFC 9106, OWASP parameters m = 19 MiB, t = 2, p = 1), stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). argon2id has no input-length truncation (bcrypt ignores bytes
 * past 72), so every byte of a long password counts.
 *
 * - Node: `@node-rs/argon2` (native, prebuilt), whose hash/verify run on the libuv thread pool — the event loop
 *   keeps answering other requests while a hash is computed.
 * - Browser (Storybook's in-page sandbox): `hash-wasm` (WebAssembly, same PHC format), on the page's thread.
 *
 * Every hash and verify goes through a concurrency cap (a semaphore with a bounded queue): at most
 * `maxConcurrent` run at once and at most `maxQueued` wait; beyond that the call fails with 503 'busy' +
 * Retry-After instead of queueing without end. Hashes from before argon2id (bcrypt `$2…`, only in databases
 * created by older sandboxes) still verify (bcryptjs) and are rehashed at the next successful sign-in.
 */
import { MESSAGES, SandboxError } from './errors.ts';

/** Argon2id cost: `standard` (OWASP minimum) everywhere except tests and Storybook, which use `test`. */
export type HashCost = 'standard' | 'test';

/** argon2id parameters: memory in KiB, iterations, lanes. */
export const ARGON2_PARAMS: Record<HashCost, { memoryCost: number; timeCost: number; parallelism: number }> =
  {
    standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    test: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
  };

/** The raw argon2id operations of one runtime. */
export interface Argon2Engine {
  readonly name: 'native' | 'wasm';
  hash(password: string, params: (typeof ARGON2_PARAMS)[HashCost]): Promise<string>;
  verify(encoded: string, password: string): Promise<boolean>;
}

export interface PasswordHasher {
  readonly engine: Argon2Engine['name'];
  /** The cost new hashes get (and the seeded demo accounts' hash has: seed/accounts.ts DEMO_PASSWORD_HASHES). */
  readonly cost: HashCost;
  /** A new argon2id PHC string for `password`. @throws SandboxError 503 'busy' when the queue is full. */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `encoded` (argon2id, or a legacy bcrypt `$2…` hash). With `encoded` null (no
   * such account) it verifies against a dummy hash of the same cost and answers false, so an unknown
   * account takes as long as a wrong password. @throws SandboxError 503 'busy'.
   */
  verify(encoded: string | null, password: string): Promise<boolean>;
  /** True for hashes that are not argon2id (legacy bcrypt): rehash after a good sign-in. */
  needsRehash(encoded: string): boolean;
  /** @throws SandboxError 503 'busy' when no hash could be queued now (checked before any other work). */
  assertCapacity(): void;
}

const isNode = typeof process !== 'undefined' && !!process.versions?.node;

/** `@node-rs/argon2`, loaded by a specifier bundlers do not follow (browser builds never see it). */
async function nativeEngine(): Promise<Argon2Engine> {
  const specifier = '@node-rs/argon2';
  const argon2 = (await import(/* @vite-ignore */ specifier)) as typeof import('@node-rs/argon2');
  return {
    name: 'native',
    // Algorithm.Argon2id is a const enum (2); the value is spelt out so no enum object is needed at run time.
    hash: (password, params) => argon2.hash(password, { algorithm: 2, ...params }),
    verify: (encoded, password) => argon2.verify(encoded, password),
  };
}

async function wasmEngine(): Promise<Argon2Engine> {
  const { argon2id, argon2Verify } = await import('hash-wasm');
  return {
    name: 'wasm',
    hash: (password, params) => {
      const salt = new Uint8Array(16);
      crypto.getRandomValues(salt);
      return argon2id({
        password,
        salt,
        iterations: params.timeCost,
        memorySize: params.memoryCost,
        parallelism: params.parallelism,
        hashLength: 32,
        outputType: 'encoded',
      });
    },
    verify: (encoded, password) => argon2Verify({ password, hash: encoded }),
  };
}

/** Native argon2 in Node (falls back to WebAssembly if the prebuilt binary cannot load), WebAssembly elsewhere. */
export async function loadArgon2Engine(prefer: 'native' | 'wasm' = isNode ? 'native' : 'wasm') {
  if (prefer === 'native') {
    try {
      return await nativeEngine();
    } catch {
      // e.g. a platform without a prebuilt binary: same hashes, computed on the main thread.
    }
  }
  return wasmEngine();
}

const busy = () => new SandboxError(503, 'busy', MESSAGES.busy).retryAfter(1);

/**
 * At most `max` tasks at once, at most `maxQueued` waiting; more is refused with 503 + Retry-After.
 * `full()` tells beforehand, so a caller can refuse before doing any other work.
 */
export function createLimit(max: number, maxQueued: number) {
  let running = 0;
  const queue: Array<() => void> = [];
  const limit = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) {
      if (queue.length >= maxQueued) throw busy();
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return Object.assign(limit, { full: () => running >= max && queue.length >= maxQueued });
}

/** Hashing slots for `cores` CPU cores: half of them (at least 1), leaving the rest to the event loop. */
export function hashingConcurrency(cores: number): number {
  return Math.max(1, Math.floor(cores / 2));
}

/**
 * @param options.maxConcurrent hashes computed at once (default 1; the sandbox passes `hashingConcurrency`);
 * @param options.maxQueued hashes allowed to wait (default 64).
 */
export function createPasswordHasher(
  engine: Argon2Engine,
  options: { cost?: HashCost; maxConcurrent?: number; maxQueued?: number } = {},
): PasswordHasher {
  const cost = options.cost ?? 'standard';
  const params = ARGON2_PARAMS[cost];
  const limit = createLimit(options.maxConcurrent ?? 1, options.maxQueued ?? 64);
  let dummy: Promise<string> | null = null;
  const dummyHash = () => {
    dummy ??= engine.hash(`no account ${Math.random()}`, params);
    return dummy;
  };

  const verifyOne = async (encoded: string, password: string): Promise<boolean> => {
    if (encoded.startsWith('$argon2')) return engine.verify(encoded, password).catch(() => false);
    if (/^\$2[abxy]\$/.test(encoded)) {
      // Legacy bcrypt (databases seeded before argon2id); rehashed at the next good sign-in.
      const { compare } = await import('bcryptjs');
      return compare(password, encoded);
    }
    return false;
  };

  return {
    engine: engine.name,
    cost,
    hash: (password) => limit(() => engine.hash(password, params)),
    async verify(encoded, password) {
      if (encoded === null) {
        const hash = await dummyHash();
        await limit(() => verifyOne(hash, password));
        return false;
      }
      return limit(() => verifyOne(encoded, password));
    },
    // Only pre-argon2id hashes are upgraded: a new hash bumps the token version (ends other sessions).
    needsRehash: (encoded) => !encoded.startsWith('$argon2id$'),
    assertCapacity() {
      if (limit.full()) throw busy();
    },
  };
}
