import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './db/migrations.generated.ts';
import { createSandbox } from './sandbox.ts';
import { request, signIn, TEST_NOW } from './test/helpers.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'telco-sandbox-')), 'db');
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const registration = {
  IdentityProvider: 'LOCAL',
  AuthID: 'rangi@example.test',
  AuthCode: 'Persist-me-2026',
  Email: 'rangi@example.test',
  FirstName: 'Rangi',
  LastName: 'Walker',
  NotifySpecialOffers: 0,
  NotifyNewsletters: 0,
};
const now = () => TEST_NOW;

describe('given a sandbox persisted to a data folder', () => {
  it('keeps a registered user across close and reopen, and seeds only once', async () => {
    const first = await createSandbox({ dataDir, now, hashCost: 'test' });
    expect(first.seeded).toBe(true);
    const registered = await request(first, 'POST', '/api/v2/2/auth/register', { body: registration });
    expect(registered.status, registered.text).toBe(200);
    await first.close();

    const reopened = await createSandbox({ dataDir, now, hashCost: 'test' });
    expect(reopened.seeded).toBe(false);
    const auth = await signIn(reopened, 'rangi@example.test', 'Persist-me-2026');
    expect(auth.roles.map((r) => r.CustomerUUID)).toEqual(
      registered.json.roles.map((r: { CustomerUUID: string }) => r.CustomerUUID),
    );
    const mail = await request(reopened, 'GET', '/api/sandbox/mailbox?to=rangi@example.test');
    expect(mail.json.messages).toHaveLength(1);
    // A token issued before the restart is still valid: the JWT secret lives in the database.
    const customer = await request(reopened, 'GET', `/api/customer/${auth.roles[0]!.CustomerUUID}`, {
      token: registered.json.JWT,
    });
    expect(customer.status).toBe(200);
    const migrations = await reopened.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(migrations.rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    await reopened.close();
  }, 120_000);

  it('wipes and reseeds with fresh: true', async () => {
    const wiped = await createSandbox({ dataDir, now, fresh: true, hashCost: 'test' });
    expect(wiped.seeded).toBe(true);
    const check = await request(wiped, 'POST', '/api/v2/2/auth_check', {
      body: { IdentityProvider: 'LOCAL', AuthID: 'rangi@example.test' },
    });
    expect(check.json.Exists).toBe(false);
    await expect(signIn(wiped, 'prepay@harbour.test')).resolves.toBeTruthy();
    await wiped.close();
  }, 120_000);
});
