import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
import { createRateLimiter, RATE_RULES } from './rate-limit.ts';
import type { Sandbox } from './sandbox.ts';
import { request, signIn, type TestClock, testSandbox } from './test/helpers.ts';

// Issue 8 "No abuse limits", "bad input is a 400, never a 500", "logs without secrets", guard chain in the API.
let sandbox: Sandbox;
let clock: TestClock;
const logged: string[] = [];
beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox({ log: (line) => logged.push(line) }));
}, 120_000);
afterAll(() => sandbox.close());

const signInAs = (email: string, password: string, headers: Record<string, string> = {}) =>
  request(sandbox, 'POST', '/api/v2/2/auth', {
    body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: password, IncludeRoles: true },
    headers,
  });

describe('given a brute force on one account', () => {
  it('answers 429 with Retry-After after 5 wrong passwords, even for the right one; other accounts still sign in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signInAs('payg@harbour.test', `Wrong-guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await signInAs('payg@harbour.test', 'Harbour-demo-1');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ err_code: 'too_many_requests' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Same client address, another account: signs in.
    expect((await signInAs('prepay@harbour.test', 'Harbour-demo-1')).status).toBe(200);
    // Case and spaces do not make a new account key.
    expect((await signInAs('  PAYG@harbour.test ', 'Wrong-guess-x')).status).toBe(429);
    // After the window the account can sign in again.
    const start = clock.now();
    clock.advanceMs(retryAfter * 1000);
    try {
      expect((await signInAs('payg@harbour.test', 'Harbour-demo-1')).status).toBe(200);
    } finally {
      clock.set(start);
    }
  });

  it('an unknown account gets the same answer and is checked against a dummy hash (same work)', async () => {
    const verify = vi.spyOn(sandbox.passwords, 'verify');
    try {
      const res = await signInAs('nobody-here@example.test', 'Harbour-demo-1');
      expect(res.status).toBe(401);
      expect(res.json.err_number).toBe(1002);
      expect(verify).toHaveBeenCalledWith(null, 'Harbour-demo-1');
    } finally {
      verify.mockRestore();
    }
  });
});

describe('given the per-address limit', () => {
  it('is generous: failures of many accounts from one address add up only to 100 per 15 minutes', () => {
    let now = 0;
    const limiter = createRateLimiter(RATE_RULES.passwordFailuresPerAddress, () => now);
    for (let i = 0; i < 100; i++) {
      expect(limiter.waitMs('203.0.113.7')).toBe(0);
      limiter.record('203.0.113.7');
      now += 1000;
    }
    expect(limiter.waitMs('203.0.113.7')).toBe(15 * 60_000 - 100_000);
    expect(limiter.waitMs('198.51.100.1')).toBe(0);
    now = 15 * 60_000 + 1;
    expect(limiter.waitMs('203.0.113.7')).toBe(0);
  });

  it('keeps at most maxKeys keys (memory stays bounded)', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, () => now, 10);
    for (let i = 0; i < 25; i++) limiter.record(`k${i}`);
    expect(limiter.waitMs('k24')).toBeGreaterThan(0);
    expect(limiter.waitMs('k0')).toBe(0);
    now = 2000;
    expect(limiter.waitMs('k24')).toBe(0);
  });
});

describe('given the other abuse-limited calls', () => {
  it('password-reset e-mails: 3 per address per 15 minutes, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
            body: { Email: 'nocard@harbour.test' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await sandbox.readMailbox('nocard@harbour.test')).toHaveLength(3);
  });

  it('reset-link checks: wrong codes count with wrong confirmations, 30 per address per 15 minutes, then 429', async () => {
    const start = clock.now();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < RATE_RULES.codeFailuresPerAddress.limit; i++) {
        const path = i % 2 ? 'password_reset/check' : 'password_reset/confirm';
        statuses.push(
          (
            await request(sandbox, 'POST', `/api/v2/2/auth/LOCAL/${path}`, {
              body: { Code: `guess-${i}`, Password: 'Guess-password-1' },
            })
          ).status,
        );
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      const refused = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/check', {
        body: { Code: 'guess-last' },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      clock.set(new Date(start.getTime() + 16 * 60 * 1000)); // past the window: later tests start clean
    }
  });

  it('auth_check: 10 per account asked about per minute, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await request(sandbox, 'POST', '/api/v2/2/auth_check', {
            body: { IdentityProvider: 'LOCAL', AuthID: 'multi@harbour.test' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('given hostile input', () => {
  it(`refuses a body over ${MAX_BODY_BYTES / 1024} KiB with 413 without reading it`, async () => {
    let pulled = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const res = await sandbox.app.request('http://portal.test/api/v2/2/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) },
      body: huge,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ err_code: 'payload_too_large' });
    expect(pulled).toBeLessThanOrEqual(2);
    // Without a Content-Length (chunked), reading stops at the limit.
    pulled = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const res2 = await sandbox.app.request('http://portal.test/api/v2/2/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(res2.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('a 50 KB first name is a 400 naming the field, not stored', async () => {
    const res = await request(sandbox, 'POST', '/api/v2/2/auth/register', {
      body: {
        IdentityProvider: 'LOCAL',
        Email: 'long@example.test',
        AuthCode: 'Kia-ora-koutou-1',
        FirstName: 'x'.repeat(50_000),
        LastName: 'Y',
        NotifySpecialOffers: 0,
        NotifyNewsletters: 0,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.err_message).toMatch(/FirstName/);
    expect(res.json.err_message).toMatch(/at most 100 characters/);
  });

  it('NUL and other control characters are a 400, in bodies, paths and queries — never a 500', async () => {
    const auth = await signIn(sandbox, 'prepay@harbour.test');
    const customer = auth.roles[0]!.CustomerUUID;
    const cases = [
      request(sandbox, 'POST', '/api/v2/2/auth', {
        body: { IdentityProvider: 'LOCAL', AuthID: 'prepay@harbour.test\u0000', AuthCode: 'x' },
      }),
      request(sandbox, 'PUT', `/api/customer/${customer}`, {
        token: auth.JWT,
        body: { FirstName: 'A\u0000B' },
      }),
      request(sandbox, 'GET', '/api/customer/%00', { token: auth.JWT }),
      request(
        sandbox,
        'GET',
        `/api/customer/${customer}/email_verification/confirm?Secret=%00&CustomerUUID=x`,
      ),
      request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', { body: { Email: 'a\u0007@b.test' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status, res.text).toBe(400);
      expect(res.json.err_code).toBe('invalid_request');
    }
    expect(logged).toEqual([]);
  });

  it('out-of-range numbers are a 400: huge nanoseconds, page sizes, a uuid that is not one', async () => {
    const auth = await signIn(sandbox, 'prepay@harbour.test');
    const customer = auth.roles[0]!.CustomerUUID;
    const histogram = await request(sandbox, 'POST', '/api/v2/2/usage/data/histogram', {
      token: auth.JWT,
      body: {
        CustomerUUID: customer,
        ProductInstanceUUID: 'b0000000-0000-4000-8000-000000000001',
        ProductType: 'prepay',
        Range: { FirstNanos: '99999999999999999999', FinalNanos: '1' },
        IntervalNanos: '1',
      },
    });
    expect(histogram.status).toBe(400);
    const catalog = await request(sandbox, 'POST', '/api/catalog/v2/entries', {
      body: { ProductTypeList: ['postpaymobile'], SearchOptions: { PageSize: 1e15 } },
    });
    expect(catalog.status).toBe(400);
    const notUuid = await request(sandbox, 'GET', `/api/v3/2/customer/${customer}/mobileprepay/not-a-uuid`, {
      token: auth.JWT,
    });
    expect(notUuid.status).toBeLessThan(500);
    expect(logged).toEqual([]);
  });
});

describe('given an unexpected error', () => {
  it('answers 500 with a reference and logs one line without the SQL parameters, hashes or codes', async () => {
    const query = sandbox.db.query.bind(sandbox.db);
    const spy = vi.spyOn(sandbox.db, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
      if (sql.includes('FROM mobile_products')) {
        const error = new Error(
          `could not read "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA" for code 0a1b2c3d reset`,
        ) as Error & { code: string; query: string; params: unknown[] };
        error.code = 'XX000';
        error.query = sql;
        error.params = ['prepay@harbour.test', 'reset-code-0a1b2c3d'];
        throw error;
      }
      return query(sql, params as never) as never;
    });
    try {
      const auth = await signIn(sandbox, 'prepay@harbour.test');
      const res = await request(
        sandbox,
        'GET',
        `/api/v3/2/customer/${auth.roles[0]!.CustomerUUID}/mobile_products`,
        {
          token: auth.JWT,
        },
      );
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({
        err_code: 'internal_error',
        err_message: 'something went wrong, try later',
      });
      const line = logged.at(-1)!;
      expect(line).toContain(res.json.err_ref);
      expect(line).toContain('GET /api/v3/:spid/customer/:uuid/mobile_products');
      expect(line).toContain('code XX000');
      for (const leak of ['argon2id', '0a1b2c3d', 'prepay@harbour.test', 'reset-code', 'SELECT']) {
        expect(line).not.toContain(leak);
      }
    } finally {
      spy.mockRestore();
      logged.length = 0;
    }
  });
});

describe('given the SPEC §2 guard chain, enforced by the API too', () => {
  it('an unverified account reads its guard data but not its dashboard data or cards (403)', async () => {
    const auth = await signIn(sandbox, 'unverified@harbour.test');
    const customer = auth.roles[0]!.CustomerUUID;
    const get = (path: string) => request(sandbox, 'GET', path, { token: auth.JWT });
    expect((await get(`/api/customer/${customer}`)).status).toBe(200);
    expect((await get(`/api/v3/2/customer/${customer}/mobile_products`)).status).toBe(200);
    expect((await get(`/api/customer/${customer}/payment-methods`)).status).toBe(200);
    const account = await get(`/api/customer/${customer}/account`);
    expect(account).toMatchObject({ status: 403, json: { err_code: 'email_not_verified' } });
    const setup = await request(sandbox, 'POST', `/api/customer/${customer}/setup-payment-method`, {
      token: auth.JWT,
    });
    expect(setup.json.err_code).toBe('email_not_verified');
  });

  it('a suspended account is refused dashboard data, cards and profile changes (403 account_suspended)', async () => {
    const auth = await signIn(sandbox, 'suspended@harbour.test');
    const customer = auth.roles[0]!.CustomerUUID;
    expect((await request(sandbox, 'GET', `/api/customer/${customer}`, { token: auth.JWT })).status).toBe(
      200,
    );
    const account = await request(sandbox, 'GET', `/api/customer/${customer}/account`, { token: auth.JWT });
    expect(account).toMatchObject({ status: 403, json: { err_code: 'account_suspended' } });
    const update = await request(sandbox, 'PUT', `/api/customer/${customer}`, {
      token: auth.JWT,
      body: { FirstName: 'Changed' },
    });
    expect(update.json.err_code).toBe('account_suspended');
  });
});

describe('given passwords', () => {
  it('are stored as argon2id, and every byte counts (bcrypt ignored bytes past 72)', async () => {
    const base = `Aa1-${'x'.repeat(80)}`;
    const email = 'long.password@example.test';
    const registered = await request(sandbox, 'POST', '/api/v2/2/auth/register', {
      body: {
        IdentityProvider: 'LOCAL',
        Email: email,
        AuthCode: `${base}-one`,
        FirstName: 'Pou',
        LastName: 'Tama',
        NotifySpecialOffers: 0,
        NotifyNewsletters: 0,
      },
    });
    expect(registered.status, registered.text).toBe(200);
    const { rows } = await sandbox.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM identities WHERE auth_id = $1',
      [email],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect((await signInAs(email, `${base}-two`)).status).toBe(401);
    expect((await signInAs(email, `${base}-one`)).status).toBe(200);
  });

  it('the seeded demo accounts carry argon2id hashes (bcrypt only in databases from before)', async () => {
    const { rows } = await sandbox.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM identities WHERE auth_id LIKE '%@harbour.test'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('a legacy bcrypt hash still signs in and is upgraded to argon2id', async () => {
    await sandbox.db.query(
      `UPDATE identities SET password_hash = '$2b$10$g5xvX.zJEBCnY6TcIRtUPuOZnEhW9fgnJ1ZLTblhqv0x8D6G/sEQ6'
        WHERE auth_id = 'multi@harbour.test'`,
    );
    expect((await signInAs('multi@harbour.test', 'Harbour-demo-1')).status).toBe(200);
    const { rows } = await sandbox.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM identities WHERE auth_id = 'multi@harbour.test'`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect((await signInAs('multi@harbour.test', 'Harbour-demo-1')).status).toBe(200);
  });

  it('are hashed by the native library in Node (off the main thread)', () => {
    expect(sandbox.passwords.engine).toBe('native');
  });
});
