/**
 * Fresh copies of a demo account, for tests that move money (issue 10 fault matrix): a copy has the demo
 * account's customers, plans, add-ons, credit and cards, at a new address with new ids, so a test can spend from
 * it while other tests read the shared demo accounts' balances; the route also gives it the demo account's invoices
 * and receipts (seed/billing.ts `seedBillingOfCopy`: a copy of postpay@ has bills to pay). Sandbox-only
 * (POST /api/sandbox/accounts).
 */
import { DEMO_PASSWORD, SEED_ACCOUNTS, type SeedAccount } from './accounts.ts';

/** `n` random decimal digits (Web Crypto: the sandbox also runs in the browser, for Storybook). */
function digits(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return [...bytes].map((b) => String(b % 10)).join('');
}

/** The demo account whose address starts with `local` (`prepay`, `postpay`, `payg`…), or undefined. */
export function demoAccountTemplate(local: string): SeedAccount | undefined {
  return SEED_ACCOUNTS.find((a) => a.email.split('@')[0] === local);
}

/**
 * A copy of `template` with new identity, customer, card and product ids and new MSISDN/IMSI/ICCID, at
 * `copy-<local>-<10 digits>@<domain>`; its password is the demo accounts' (DEMO_PASSWORD).
 */
export function copyOfDemoAccount(
  template: SeedAccount,
  domain: string,
): { account: SeedAccount; email: string; password: string } {
  const account: SeedAccount = {
    ...template,
    identityUuid: crypto.randomUUID(),
    mobileNumber: `+642${digits(8)}`,
    customers: template.customers.map((c) => ({
      ...c,
      uuid: crypto.randomUUID(),
      cards: c.cards.map((card) => ({ ...card, uuid: crypto.randomUUID() })),
      products: c.products.map((p) => ({
        ...p,
        uuid: crypto.randomUUID(),
        msisdn: `642${digits(8)}`,
        imsi: `53005${digits(10)}`,
        simid: `8964050${digits(12)}`,
      })),
    })),
  };
  const local = template.email.split('@')[0];
  return { account, email: `copy-${local}-${digits(10)}@${domain}`, password: DEMO_PASSWORD };
}
