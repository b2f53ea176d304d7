import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { HashCost } from '../passwords.ts';
import { daysToNanos, utcDayStart } from '../time.ts';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD_HASHES,
  DEMO_SPID,
  demoEmail,
  SEED_ACCOUNTS,
  SEED_BILLING_ROUTES,
  type SeedAccount,
  type SeedCustomer,
  type SeedProduct,
} from './accounts.ts';
import { seedBilling } from './billing.ts';
import { SEED_PLANS, type SeedPlan, seedPlan } from './catalogue.ts';
import { seedOrderOfProduct } from './orders.ts';
import { seedTransactions } from './transactions.ts';
import { seedVouchers } from './vouchers.ts';

type Db = PGlite | Transaction;

/** Catalogue creation time (fixed: the catalogue is not "now"-relative). 2025-07-01T00:00:00Z. */
const CATALOGUE_CREATED_AT_NANOS = 1_751_328_000_000_000_000n;

/** Balance keys and the characteristics they come from (SPEC §3 usage entry mapping). */
export const BALANCE_SOURCES = [
  { key: 'Data', amount: 'ocs.RecurringDataAllowance', rule: 'ocs.DataUsageRule' },
  { key: 'Mins', amount: 'ocs.RecurringVoiceAllowance', rule: 'ocs.VoiceUsageRule' },
  { key: 'IDDMins', amount: 'ocs.RecurringIDDVoiceAllowance', rule: 'ocs.IDDVoiceUsageRule' },
  { key: 'TXTs', amount: 'ocs.RecurringSMSAllowance', rule: 'ocs.SMSUsageRule' },
  { key: 'IDDTXTs', amount: 'ocs.RecurringIDDSMSAllowance', rule: 'ocs.IDDSMSUsageRule' },
  { key: 'PXTs', amount: 'ocs.RecurringMMSAllowance', rule: 'ocs.MMSUsageRule' },
] as const;

/**
 * Allowance totals and rules of a base plan plus add-ons: totals add up; the base plan's rule wins
 * unless an add-on makes the key Unlimited.
 */
export function allowancesOf(plans: SeedPlan[]): Array<{ key: string; total: number; rule: string }> {
  return BALANCE_SOURCES.map(({ key, amount, rule }) => {
    let total = 0;
    let usageRule = 'CasualRate';
    for (const [i, plan] of plans.entries()) {
      total += Number(plan.characteristics[amount] ?? 0);
      const r = plan.characteristics[rule] ?? 'CasualRate';
      if (i === 0 || r === 'Unlimited') usageRule = r;
    }
    return { key, total: usageRule === 'Unlimited' ? 0 : total, rule: usageRule };
  });
}

async function seedCatalogue(db: Db) {
  for (const [position, plan] of SEED_PLANS.entries()) {
    await db.query(
      `INSERT INTO catalog_entries (uuid, spid, name, product_type, created_at_nanos, characteristics, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        plan.uuid,
        DEMO_SPID,
        plan.name,
        plan.productType,
        (CATALOGUE_CREATED_AT_NANOS + BigInt(position) * 1_000_000_000n).toString(),
        JSON.stringify(plan.characteristics),
        position,
      ],
    );
    await db.query(
      `INSERT INTO catalog_availabilities (uuid, entry_uuid, available, priority, retail_cents, retail_name, retail_description)
       VALUES ($1, $2, true, $3, $4, $5, $6)`,
      [
        plan.availabilityUuid,
        plan.uuid,
        position + 1,
        plan.retailCents,
        plan.retailName,
        plan.retailDescription,
      ],
    );
    const offer = plan.offer;
    await db.query(
      `INSERT INTO catalog_prices (entry_uuid, original_price, discounted_price, credit_price, applied_offer_id, amount_in_period)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        plan.uuid,
        plan.retailCents,
        offer?.discountedPrice ?? plan.retailCents,
        offer?.creditPrice ?? 0,
        offer?.id ?? '',
        JSON.stringify(offer?.periods ?? []),
      ],
    );
  }
}

function billingReference(product: SeedProduct): string {
  return `${product.kind}-${product.msisdn.slice(-7)}`;
}

async function seedProduct(
  db: Db,
  customer: SeedCustomer,
  product: SeedProduct,
  position: number,
  nowNanos: bigint,
) {
  const plan = product.plan ? seedPlan(product.plan.key) : undefined;
  await db.query(
    `INSERT INTO mobile_products (uuid, customer_uuid, spid, imsi, simid, msisdn, status, billing_reference,
       product_catalog_uuid, created_at_nanos, porting_state, credit_cents, credit_expires_at_nanos, bill_value_cents,
       usage_profile, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      product.uuid,
      customer.uuid,
      DEMO_SPID,
      product.imsi,
      product.simid,
      product.msisdn,
      product.status,
      billingReference(product),
      plan?.uuid ?? null,
      (nowNanos - daysToNanos(product.createdDaysAgo)).toString(),
      product.portingState ?? 0,
      product.creditCents ?? 0,
      product.creditExpiresInDays === undefined
        ? null
        : (nowNanos + daysToNanos(product.creditExpiresInDays)).toString(),
      product.billValueCents ?? 0,
      product.usage ? JSON.stringify(product.usage) : null,
      position,
    ],
  );
  const owned: Array<{
    key: string;
    daysAgo: number;
    autoRenew?: boolean;
    endAfterCycleCount?: number;
    base: boolean;
  }> = [
    ...(product.plan ? [{ ...product.plan, base: true }] : []),
    ...(product.addons ?? []).map((a) => ({ ...a, base: false })),
  ];
  for (const [i, item] of owned.entries()) {
    const p = seedPlan(item.key);
    const createdAt = nowNanos - daysToNanos(item.daysAgo);
    const autoRenew = item.autoRenew ?? p.characteristics.AllowAutoRenew === 'true';
    await db.query(
      `INSERT INTO product_addons (uuid, mobile_product_uuid, catalog_entry_uuid, availability_uuid, name, is_base_plan,
         created_at_nanos, expires_at_nanos, period_days, allow_auto_renew, end_after_cycle_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        `ad000000-0000-4000-8${String(i + 1).padStart(3, '0')}-${product.uuid.slice(-12)}`,
        product.uuid,
        p.uuid,
        p.availabilityUuid,
        p.name,
        item.base,
        createdAt.toString(),
        (createdAt + daysToNanos(p.periodDays)).toString(),
        p.periodDays,
        autoRenew,
        item.endAfterCycleCount ?? 0,
      ],
    );
  }
  const plans = owned.map((o) => seedPlan(o.key));
  if (plans.length === 0) return;
  for (const a of allowancesOf(plans)) {
    const fraction = product.remaining?.[a.key as keyof NonNullable<SeedProduct['remaining']>] ?? 0.55;
    const carry = product.carryOver?.[a.key as keyof NonNullable<SeedProduct['carryOver']>] ?? 0;
    await db.query(
      `INSERT INTO product_allowances (mobile_product_uuid, balance_key, total, remaining, carry_over, usage_rule)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [product.uuid, a.key, a.total, Math.round(a.total * fraction), carry, a.rule],
    );
  }
}

/**
 * Inserts one account (identity, its customers, their cards and products) at `email`, signing in with the demo
 * password hashed as `passwordHash` (`DEMO_PASSWORD_HASHES` of the sandbox's cost). Used for the demo accounts and
 * for the fresh copies the sandbox-only `POST /api/sandbox/accounts` makes (routes/sandbox.ts).
 */
export async function seedAccount(
  db: Db,
  account: SeedAccount,
  email: string,
  nowNanos: bigint,
  passwordHash: string,
) {
  {
    const firstCustomerCreated = Math.max(...account.customers.map((c) => c.createdDaysAgo));
    await db.query(
      `INSERT INTO identities (uuid, spid, provider, auth_id, password_hash, first_name, last_name, email, mobile_number,
         created_at_nanos)
       VALUES ($1, $2, 'LOCAL', $3, $4, $5, $6, $3, $7, $8)`,
      [
        account.identityUuid,
        DEMO_SPID,
        email,
        passwordHash,
        account.firstName,
        account.lastName,
        account.mobileNumber,
        (nowNanos - daysToNanos(firstCustomerCreated)).toString(),
      ],
    );
    for (const [position, customer] of account.customers.entries()) {
      const createdAt = nowNanos - daysToNanos(customer.createdDaysAgo);
      await db.query(
        `INSERT INTO customers (uuid, spid, first_name, last_name, email, mobile_number, external_ref5, email_verified,
           account_state, created_at_nanos, balance_cents, billing_cycle_days, billing_anchor_nanos)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          customer.uuid,
          DEMO_SPID,
          customer.firstName ?? account.firstName,
          customer.lastName ?? account.lastName,
          email,
          account.mobileNumber,
          customer.externalRef5 ?? '',
          customer.emailVerified,
          customer.accountState,
          createdAt.toString(),
          customer.balanceCents,
          customer.billingCycleDays,
          utcDayStart(createdAt).toString(),
        ],
      );
      await db.query(
        `INSERT INTO identity_customers (identity_uuid, customer_uuid, role, position) VALUES ($1, $2, 'OWNER', $3)`,
        [account.identityUuid, customer.uuid, position],
      );
      for (const [rank, c] of customer.cards.entries()) {
        await db.query(
          `INSERT INTO payment_methods (uuid, customer_uuid, rank, card_type, card_last4, token, exp_month, exp_year)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            c.uuid,
            customer.uuid,
            rank + 1,
            c.cardType,
            c.last4,
            `pm_sandbox_${c.uuid.slice(-6)}`,
            c.expMonth,
            c.expYear,
          ],
        );
      }
      for (const [i, product] of customer.products.entries()) {
        await seedProduct(db, customer, product, i, nowNanos);
        await seedOrderOfProduct(db, customer, product, i, nowNanos);
      }
    }
  }
}

type SeedRoute = (typeof SEED_BILLING_ROUTES)[number];

/** Inserts one billing route (`uuid`, paid by `route.debitCustomerUuid` for `creditCustomerUuid`), created 40 days ago. */
async function insertBillingRoute(
  db: Db,
  route: SeedRoute,
  ids: { uuid: string; creditCustomerUuid: string },
  nowNanos: bigint,
) {
  await db.query(
    `INSERT INTO billing_routes (uuid, name, debit_customer_uuid, credit_customer_uuid, spend_limit, spend_cycle,
       spend_cycle_count, remaining_spend_limit, requested_by_customer_name, created_at_nanos)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      ids.uuid,
      route.name,
      route.debitCustomerUuid,
      ids.creditCustomerUuid,
      route.spendLimit,
      route.spendCycle,
      route.spendCycleCount,
      route.remainingSpendLimit,
      route.requestedByCustomerName,
      (nowNanos - daysToNanos(40)).toString(),
    ],
  );
}

async function seedAccounts(db: Db, nowNanos: bigint, domain: string, cost: HashCost) {
  for (const account of SEED_ACCOUNTS)
    await seedAccount(db, account, demoEmail(account.email, domain), nowNanos, DEMO_PASSWORD_HASHES[cost]);
  for (const r of SEED_BILLING_ROUTES)
    await insertBillingRoute(db, r, { uuid: r.uuid, creditCustomerUuid: r.creditCustomerUuid }, nowNanos);
  await seedBilling(db, nowNanos);
  await seedTransactions(db, nowNanos);
}

/**
 * A fresh copy's billing routes (POST /api/sandbox/accounts): each seeded route that pays for the template
 * customer `templateCustomerUuid` pays for the copy `copyCustomerUuid` too, from the same payer, with the seeded
 * limit and what is left of it — so a copy of payg@ can top up through "Sophie's phone". Routes the template
 * pays for are not copied (the copy would pay for a shared demo account).
 */
export async function seedBillingRoutesOfCopy(
  db: Db,
  templateCustomerUuid: string,
  copyCustomerUuid: string,
  nowNanos: bigint,
) {
  for (const r of SEED_BILLING_ROUTES.filter((route) => route.creditCustomerUuid === templateCustomerUuid))
    await insertBillingRoute(
      db,
      r,
      { uuid: crypto.randomUUID(), creditCustomerUuid: copyCustomerUuid },
      nowNanos,
    );
}

/**
 * Seeds the catalogue, demo accounts, billing routes and demo vouchers once: does nothing when `sandbox_meta.seeded_at`
 * exists. Also stores a random per-database JWT secret. The demo addresses are at `demoEmailDomain`
 * (default harbour's `harbour.test`; see `demoEmail`); their password hash is of the sandbox's `cost`
 * (`DEMO_PASSWORD_HASHES`).
 * @returns true when it seeded.
 */
export async function seedOnce(
  db: PGlite,
  nowNanos: bigint,
  demoEmailDomain: string = DEMO_EMAIL_DOMAIN,
  cost: HashCost = 'standard',
): Promise<boolean> {
  const seeded = await db.query(`SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at'`);
  if (seeded.rows.length > 0) return false;
  await db.transaction(async (tx) => {
    const secret = new Uint8Array(32);
    crypto.getRandomValues(secret);
    const hex = [...secret].map((b) => b.toString(16).padStart(2, '0')).join('');
    await tx.query(
      `INSERT INTO sandbox_meta (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`,
      [hex],
    );
    await seedCatalogue(tx);
    await seedAccounts(tx, nowNanos, demoEmailDomain, cost);
    await seedVouchers(tx, nowNanos);
    await tx.query(`INSERT INTO sandbox_meta (key, value) VALUES ('seeded_at', $1)`, [nowNanos.toString()]);
  });
  return true;
}
