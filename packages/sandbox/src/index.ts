/**
 * @telco-portal/sandbox — the provider API of @telco-portal/api over an embedded Postgres (PGlite) with
 * seeded demo data. Browser-safe entry (no `node:` imports at load time); the Node server is in
 * `@telco-portal/sandbox/node`. See README.md.
 */

export {
  randomSandboxSecret,
  SANDBOX_SECRET_COOKIE,
  SANDBOX_SECRET_HEADER,
  type SandboxMode,
} from './access.ts';
export { MAX_BODY_BYTES } from './app.ts';
export { JWT_LIFETIME_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS } from './auth.ts';
export { ERROR_NUMBERS, MESSAGES as SANDBOX_MESSAGES } from './errors.ts';
export { FAULT_HEADER, type FaultRule, type FaultSpec, parseFault } from './faults.ts';
export type { MailboxMessage } from './mail.ts';
export type { HashCost } from './passwords.ts';
export { RATE_RULES } from './rate-limit.ts';
export {
  createSandbox,
  DEFAULT_PUBLIC_ORIGIN,
  migratedTemplateDump,
  SANDBOX_TEMPLATE_KEY,
  type Sandbox,
  type SandboxOptions,
} from './sandbox.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEMO_SPID,
  type DemoAccount,
  demoAccountsFor,
  demoEmail,
  demoEmailDomainOf,
} from './seed/accounts.ts';
export { SEED_PLANS } from './seed/catalogue.ts';
export {
  recordTransaction,
  TRANSACTION_KINDS,
  type TransactionInput,
  type TransactionKind,
} from './transactions.ts';
