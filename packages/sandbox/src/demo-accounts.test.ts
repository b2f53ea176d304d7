import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { DEMO_ACCOUNTS, demoAccountsFor, demoEmail, demoEmailDomainOf } from './seed/accounts.ts';
import { signIn, testSandbox } from './test/helpers.ts';

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
