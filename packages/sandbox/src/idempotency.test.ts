import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { request, signIn, type TestClock, testSandbox } from './test/helpers.ts';

// Issue 8: "A card saved whose response was lost is saved twice on retry (no idempotency; the setup intent is a GET)".
let sandbox: Sandbox;
let clock: TestClock;
let token: string;
let customer: string;
beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox({ log: () => undefined }));
  const auth = await signIn(sandbox, 'nocard@harbour.test');
  token = auth.JWT;
  customer = auth.roles[0]!.CustomerUUID;
}, 120_000);
afterAll(() => sandbox.close());

const setup = (key?: string, who = token) =>
  request(sandbox, 'POST', `/api/customer/${customer}/setup-payment-method`, {
    token: who,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const confirm = (secret: string, number: string, key?: string) =>
  request(sandbox, 'POST', '/api/card-provider/setup_intents/confirm', {
    token,
    body: { ClientSecret: secret, Number: number, ExpMonth: 12, ExpYear: 2031, CVC: '123', Name: 'Nō Kāri' },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const cardCount = async () =>
  (await request(sandbox, 'GET', `/api/customer/${customer}/payment-methods`, { token })).json.PaymentMethods
    .length as number;
const intentCount = async () =>
  (await sandbox.db.query('SELECT 1 FROM setup_intents WHERE customer_uuid = $1', [customer])).rows.length;

describe('given an add-card attempt retried after a lost response', () => {
  it('the same Idempotency-Key gives the same setup intent and saves the card once', async () => {
    const intentsBefore = await intentCount();
    const first = await setup('attempt-1');
    const retry = await setup('attempt-1');
    expect(first.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await intentCount()).toBe(intentsBefore + 1);

    const cardsBefore = await cardCount();
    const saved = await confirm(first.json.SetupIntentClientSecret, '4242424242424242', 'attempt-1-confirm');
    expect(saved.json.Status).toBe('succeeded');
    // The answer was "lost": the client sends the same request again.
    const again = await confirm(first.json.SetupIntentClientSecret, '4242424242424242', 'attempt-1-confirm');
    expect(again.status).toBe(200);
    expect(again.json).toEqual(saved.json);
    expect(await cardCount()).toBe(cardsBefore + 1);
  });

  it('without a key the setup intent is a new one each time (a POST: no GET retry creates intents)', async () => {
    const a = await setup();
    const b = await setup();
    expect(a.json.SetupIntentClientSecret).not.toBe(b.json.SetupIntentClientSecret);
    const get = await request(sandbox, 'GET', `/api/customer/${customer}/setup-payment-method`, { token });
    expect(get.status).toBe(404);
  });

  it('the same key with a different body is 422; a malformed key is 400', async () => {
    const secret = (await setup()).json.SetupIntentClientSecret;
    await confirm(secret, '4000000000000002', 'attempt-2');
    const different = await confirm(secret, '4242424242424242', 'attempt-2');
    expect(different).toMatchObject({ status: 422, json: { err_code: 'idempotency_key_reused' } });
    const bad = await setup('has space');
    expect(bad).toMatchObject({ status: 400, json: { err_code: 'invalid_idempotency_key' } });
  });

  it('a declined card is answered again for the same key (stored 4xx), a new key tries again', async () => {
    const secret = (await setup()).json.SetupIntentClientSecret;
    const declined = await confirm(secret, '4000000000000002', 'attempt-3');
    expect(declined.status).toBe(402);
    const replay = await confirm(secret, '4000000000000002', 'attempt-3');
    expect(replay).toMatchObject({ status: 402, json: declined.json });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('keys are per identity: another customer with the same key gets its own answer', async () => {
    const other = await signIn(sandbox, 'prepay@harbour.test');
    const mine = await setup('shared-key');
    const theirs = await request(
      sandbox,
      'POST',
      `/api/customer/${other.roles[0]!.CustomerUUID}/setup-payment-method`,
      { token: other.JWT, headers: { 'Idempotency-Key': 'shared-key' } },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.json.SetupIntentClientSecret).not.toBe(mine.json.SetupIntentClientSecret);
  });

  it('a server error is not stored: the retry runs again', async () => {
    const query = sandbox.db.query.bind(sandbox.db);
    let failOnce = true;
    const spy = vi.spyOn(sandbox.db, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
      if (failOnce && sql.includes('INSERT INTO setup_intents')) {
        failOnce = false;
        throw new Error('disk on fire');
      }
      return query(sql, params as never) as never;
    });
    const failed = await setup('attempt-5');
    spy.mockRestore();
    expect(failed.status).toBe(500);
    const retry = await setup('attempt-5');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('keys are forgotten after 24 hours', async () => {
    const first = await setup('attempt-6');
    const start = clock.now();
    clock.advanceMs(24 * 3600_000 + 1000);
    try {
      const fresh = (await signIn(sandbox, 'nocard@harbour.test')).JWT;
      const later = await setup('attempt-6', fresh);
      expect(later.json.SetupIntentClientSecret).not.toBe(first.json.SetupIntentClientSecret);
    } finally {
      clock.set(start);
    }
  });
});
