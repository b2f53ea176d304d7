import { afterEach, describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, loadArgon2Engine } from './passwords.ts';
import type { Sandbox } from './sandbox.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASHES,
  demoAccountsFor,
  demoEmail,
  demoEmailDomainOf,
} from './seed/accounts.ts';
import { request, signIn, testSandbox } from './test/helpers.ts';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('given a brand other than harbour (issue 6: kowhai printed harbour accounts)', () => {
  it('derives the demo domain from the brand id', () => {
    expect(demoEmailDomainOf('harbour')).toBe('harbour.test');
    expect(demoEmailDomainOf('kowhai')).toBe('kowhai.test');
    expect(demoEmailDomainOf('kiwi-fibre')).toBe('kiwi-fibre.test');
    expect(() => demoEmailDomainOf('Kiwi Fibre')).toThrow(/not a brand id/);
    expect(demoEmail('prepay@harbour.test', 'kowhai.test')).toBe('prepay@kowhai.test');
    expect(() => demoEmail('prepay@harbour.test', 'kōwhai test')).toThrow(/not a domain name/);
  });

  it("seeds and lists the brand's own addresses; harbour's do not exist in it", async () => {
    ({ sandbox } = await testSandbox({ demoEmailDomain: 'kowhai.test' }));
    const kowhai = sandbox.demoAccounts;
    expect(kowhai.map((a) => a.email)).toEqual(demoAccountsFor('kowhai.test').map((a) => a.email));
    expect(kowhai.length).toBe(DEMO_ACCOUNTS.length);
    for (const [i, account] of kowhai.entries()) {
      const harbour = DEMO_ACCOUNTS[i]!;
      if (harbour.email.endsWith('@harbour.test')) {
        expect(account.email).toBe(harbour.email.replace('@harbour.test', '@kowhai.test'));
      }
      const auth = await signIn(sandbox, account.email, account.password);
      expect(auth.roles.map((r) => r.CustomerUUID)).toEqual(account.customerUUIDs);
    }
    await expect(signIn(sandbox, 'prepay@harbour.test')).rejects.toThrow(
      /sign-in of prepay@harbour.test failed/,
    );
  }, 120_000);

  it('keeps harbour.test by default (the e2e suites and stories sign in with it)', async () => {
    ({ sandbox } = await testSandbox());
    expect(sandbox.demoAccounts.map((a) => a.email)).toContain('prepay@harbour.test');
    await expect(signIn(sandbox, 'prepay@harbour.test')).resolves.toBeTruthy();
  }, 120_000);

  it('refuses a demo domain that is not a domain name', async () => {
    await expect(testSandbox({ demoEmailDomain: 'not a domain' })).rejects.toThrow(/not a domain name/);
  });
});

describe('given the cost a sandbox hashes passwords with (Storybook and the tests: test)', () => {
  it('has a precomputed hash of the demo password at each cost, with that cost in it', async () => {
    const engine = await loadArgon2Engine();
    for (const [cost, hash] of Object.entries(DEMO_PASSWORD_HASHES)) {
      const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS[cost as keyof typeof ARGON2_PARAMS];
      expect(hash, cost).toMatch(
        new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`),
      );
      expect(await engine.verify(hash, DEMO_PASSWORD), cost).toBe(true);
      expect(await engine.verify(hash, `${DEMO_PASSWORD}!`), cost).toBe(false);
    }
  });

  it('seeds the demo accounts, and a fresh copy of one, with the hash of its own cost (a sign-in verifies at that cost)', async () => {
    ({ sandbox } = await testSandbox());
    const hashes = async () =>
      (
        await sandbox!.db.query<{ password_hash: string }>(
          `SELECT DISTINCT password_hash FROM identities WHERE provider = 'LOCAL'`,
        )
      ).rows.map((r) => r.password_hash);
    expect(await hashes()).toEqual([DEMO_PASSWORD_HASHES.test]);
    const copy = await request(sandbox, 'POST', '/api/sandbox/accounts', {
      body: { Like: 'prepay@harbour.test' },
    });
    expect(copy.status, copy.text).toBe(201);
    expect(await hashes()).toEqual([DEMO_PASSWORD_HASHES.test]);
    await signIn(sandbox, copy.json.Email, copy.json.Password);
    await sandbox.close();
    ({ sandbox } = await testSandbox({ hashCost: 'standard' }));
    expect(await hashes()).toEqual([DEMO_PASSWORD_HASHES.standard]);
  }, 120_000);
});
