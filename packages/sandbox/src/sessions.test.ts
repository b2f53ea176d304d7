import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from './auth.ts';
import type { Sandbox } from './sandbox.ts';
import { request, signIn, type TestClock, testSandbox } from './test/helpers.ts';

// Issue 8 "Sessions never die" → revocable sessions (ASVS 5.0 V7).
let sandbox: Sandbox;
let clock: TestClock;
beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox());
}, 120_000);
afterAll(() => sandbox.close());

let counter = 0;
/** A new, verified LOCAL customer. */
async function person(password = 'Kia-ora-koutou-1') {
  counter += 1;
  const email = `session${counter}@example.test`;
  const res = await request(sandbox, 'POST', '/api/v2/2/auth/register', {
    body: {
      IdentityProvider: 'LOCAL',
      AuthID: email,
      AuthCode: password,
      Email: email,
      FirstName: 'Hine',
      LastName: 'Moa',
      NotifySpecialOffers: 0,
      NotifyNewsletters: 0,
    },
  });
  expect(res.status, res.text).toBe(200);
  const customer = res.json.roles[0].CustomerUUID as string;
  const [mail] = await sandbox.readMailbox(email);
  const secret = new URL(mail!.link!).searchParams.get('secret');
  await request(
    sandbox,
    'GET',
    `/api/customer/${customer}/email_verification/confirm?Secret=${secret}&CustomerUUID=${customer}`,
  );
  return { email, password, customer, token: res.json.JWT as string };
}

const read = (token: string, customer: string) =>
  request(sandbox, 'GET', `/api/customer/${customer}`, { token });
const refresh = (token: string) =>
  request(sandbox, 'POST', '/api/v2/2/auth', {
    body: { IdentityProvider: 'JWT_REFRESH', AuthCode: token, IncludeRoles: true },
  });
const signInAs = (email: string, password: string) =>
  request(sandbox, 'POST', '/api/v2/2/auth', {
    body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: password, IncludeRoles: true },
  });

describe('given sign-out (POST /v2/:spid/auth/logout)', () => {
  it('ends every session of the identity: old tokens get 401 and JWT_REFRESH cannot revive them', async () => {
    const who = await person();
    const other = (await signInAs(who.email, who.password)).json.JWT as string;
    expect((await read(who.token, who.customer)).status).toBe(200);
    const out = await request(sandbox, 'POST', '/api/v2/2/auth/logout', { body: { JWT: who.token } });
    expect(out.json).toEqual({ LoggedOut: true });
    for (const token of [who.token, other]) {
      const res = await read(token, who.customer);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ err_code: 'session_ended', err_number: 1001 });
      expect((await refresh(token)).status).toBe(401);
    }
    // Signing in again starts a new session.
    const again = (await signInAs(who.email, who.password)).json.JWT as string;
    expect((await read(again, who.customer)).status).toBe(200);
  });

  it('answers 200 LoggedOut false for a token that is already invalid (sign-out never fails)', async () => {
    const who = await person();
    await request(sandbox, 'POST', '/api/v2/2/auth/logout', { body: { JWT: who.token } });
    const twice = await request(sandbox, 'POST', '/api/v2/2/auth/logout', { body: { JWT: who.token } });
    expect(twice).toMatchObject({ status: 200, json: { LoggedOut: false } });
    const garbage = await request(sandbox, 'POST', '/api/v2/2/auth/logout', { body: { JWT: 'x.y.z' } });
    expect(garbage).toMatchObject({ status: 200, json: { LoggedOut: false } });
  });

  it('answers renew a token once it is 5 minutes old; a younger one is not re-minted', async () => {
    const who = await person();
    expect((await read(who.token, who.customer)).headers.get('X-Auth-Token')).toBeNull();
    const start = clock.now();
    clock.advanceMs(5 * 60_000);
    try {
      const res = await read(who.token, who.customer);
      expect(res.headers.get('X-Auth-Token')).toMatch(/^ey/);
      expect(Number(res.headers.get('X-Auth-Token-Expiry'))).toBe(
        Math.floor(clock.now().getTime() / 1000) + 3600,
      );
    } finally {
      clock.set(start);
    }
  });

  it('a token renewed by an answer (X-Auth-Token) dies with the sign-out too', async () => {
    const who = await person();
    const start = clock.now();
    clock.advanceMs(6 * 60_000);
    const renewed = (await read(who.token, who.customer)).headers.get('X-Auth-Token')!;
    clock.set(start);
    expect(renewed).toMatch(/^ey/);
    await request(sandbox, 'POST', '/api/v2/2/auth/logout', { body: { JWT: who.token } });
    expect((await read(renewed, who.customer)).status).toBe(401);
  });
});

describe('given a password change (PUT /v2/:spid/auth/LOCAL/:authId)', () => {
  it('needs the current password: wrong is 400 "old password is invalid" (SPEC §8), missing is 400', async () => {
    const who = await person();
    const path = `/api/v2/2/auth/LOCAL/${who.email}`;
    const wrong = await request(sandbox, 'PUT', path, {
      token: who.token,
      body: { Password: 'Brand-new-pass-1', CurrentPassword: 'Not-my-password-1' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      json: { err_code: 'old_password_invalid', err_message: 'old password is invalid' },
    });
    const missing = await request(sandbox, 'PUT', path, {
      token: who.token,
      body: { Password: 'Brand-new-pass-1' },
    });
    expect(missing.status).toBe(400);
    expect((await signInAs(who.email, who.password)).status).toBe(200);
  });

  it('ends the other sessions; the caller continues with the renewed token of the answer', async () => {
    const who = await person();
    const elsewhere = (await signInAs(who.email, who.password)).json.JWT as string;
    const changed = await request(sandbox, 'PUT', `/api/v2/2/auth/LOCAL/${who.email}`, {
      token: who.token,
      body: { Password: 'Brand-new-pass-1', CurrentPassword: who.password },
    });
    expect(changed.status, changed.text).toBe(200);
    const renewed = changed.headers.get('X-Auth-Token')!;
    expect((await read(renewed, who.customer)).status).toBe(200);
    expect((await read(elsewhere, who.customer)).status).toBe(401);
    expect((await read(who.token, who.customer)).status).toBe(401);
    expect((await signInAs(who.email, who.password)).status).toBe(401);
    expect((await signInAs(who.email, 'Brand-new-pass-1')).status).toBe(200);
  });
});

describe('given a password reset, an e-mail change and a disabled account', () => {
  it('a reset ends every session of the identity', async () => {
    const who = await person();
    await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', { body: { Email: who.email } });
    const [, reset] = await sandbox.readMailbox(who.email);
    const code = new URL(reset!.link!).searchParams.get('code');
    const done = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
      body: { Code: code, Password: 'After-reset-pass-1' },
    });
    expect(done.status, done.text).toBe(200);
    expect((await read(who.token, who.customer)).status).toBe(401);
    expect((await refresh(who.token)).status).toBe(401);
  });

  it('an e-mail change needs the current password and ends the other sessions', async () => {
    const who = await person();
    const elsewhere = (await signInAs(who.email, who.password)).json.JWT as string;
    const path = `/api/customer/${who.customer}`;
    const missing = await request(sandbox, 'PUT', path, {
      token: who.token,
      body: { Email: 'new@example.test' },
    });
    expect(missing.json.err_code).toBe('current_password_required');
    const wrong = await request(sandbox, 'PUT', path, {
      token: who.token,
      body: { Email: 'new@example.test', CurrentPassword: 'Not-my-password-1' },
    });
    expect(wrong.json).toMatchObject({
      err_code: 'old_password_invalid',
      err_message: 'old password is invalid',
    });
    const changed = await request(sandbox, 'PUT', path, {
      token: who.token,
      body: { Email: `moved${counter}@example.test`, CurrentPassword: who.password },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await read(changed.headers.get('X-Auth-Token')!, who.customer)).status).toBe(200);
    expect((await read(elsewhere, who.customer)).status).toBe(401);
    // A name change needs no password and ends nothing.
    const renamed = await request(sandbox, 'PUT', path, {
      token: changed.headers.get('X-Auth-Token')!,
      body: { FirstName: 'Hinemoa' },
    });
    expect(renamed.status).toBe(200);
  });

  it('disabling an account ends its sessions and refuses its sign-in', async () => {
    const who = await person();
    const res = await request(sandbox, 'POST', '/api/sandbox/accounts/disabled', {
      body: { Email: who.email, Disabled: true },
    });
    expect(res.status, res.text).toBe(200);
    expect((await read(who.token, who.customer)).status).toBe(401);
    const signInAgain = await signInAs(who.email, who.password);
    expect(signInAgain.status).toBe(403);
    expect(signInAgain.json.err_code).toBe('account_disabled');
    await request(sandbox, 'POST', '/api/sandbox/accounts/disabled', {
      body: { Email: who.email, Disabled: false },
    });
    expect((await signInAs(who.email, who.password)).status).toBe(200);
  });
});

describe('given the absolute session lifetime (12 hours)', () => {
  it('neither JWT_REFRESH nor the renewed X-Auth-Token extends a session past 12 hours', async () => {
    const who = await person();
    const start = clock.now();
    try {
      let token = who.token;
      // Refresh every 50 minutes for 11.5 hours: the session stays alive…
      for (let minutes = 50; minutes <= 11.5 * 60; minutes += 50) {
        clock.set(new Date(start.getTime() + minutes * 60_000));
        const res = await refresh(token);
        expect(res.status, `after ${minutes} min`).toBe(200);
        token = res.json.JWT;
        // …but no token outlives the session's end.
        expect(res.json.JWTExpiry).toBeLessThanOrEqual(
          start.getTime() / 1000 + SESSION_ABSOLUTE_LIFETIME_SECONDS,
        );
      }
      // 11 h 40 min in: a refresh would normally give an hour more; it gives only up to the 12 hours.
      clock.set(new Date(start.getTime() + 700 * 60_000));
      const late = await refresh(token);
      expect(late.json.JWTExpiry).toBe(
        Math.floor(start.getTime() / 1000) + SESSION_ABSOLUTE_LIFETIME_SECONDS,
      );
      token = late.json.JWT;
      clock.set(new Date(start.getTime() + 706 * 60_000));
      const renewed = (await read(token, who.customer)).headers.get('X-Auth-Token')!;
      expect(renewed).toMatch(/^ey/);
      clock.set(new Date(start.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000 + 1000));
      for (const t of [token, renewed]) {
        expect((await refresh(t)).status).toBe(401);
        const res = await read(t, who.customer);
        expect(res.status).toBe(401);
      }
      // A new password sign-in starts a new 12 hours.
      expect((await signInAs(who.email, who.password)).status).toBe(200);
    } finally {
      clock.set(start);
    }
  });
});

describe('given what held before and must keep holding', () => {
  it('another customer is 403; forged, alg=none, tampered and expired tokens are 401', async () => {
    const prepay = await signIn(sandbox, 'prepay@harbour.test');
    const postpay = await signIn(sandbox, 'postpay@harbour.test');
    expect((await read(prepay.JWT, postpay.roles[0]!.CustomerUUID)).status).toBe(403);
    const [header, payload, signature] = prepay.JWT.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: postpay.roles[0]!.CustomerUUID })).toString('base64url')}.${signature}`;
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const token of [none, tampered, forged]) {
      expect((await read(token, prepay.roles[0]!.CustomerUUID)).status).toBe(401);
    }
    const start = clock.now();
    clock.advanceMs(3601_000);
    try {
      expect((await read(prepay.JWT, prepay.roles[0]!.CustomerUUID)).status).toBe(401);
    } finally {
      clock.set(start);
    }
  });
});
