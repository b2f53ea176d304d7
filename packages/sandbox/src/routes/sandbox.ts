import { LIMITS, text } from '@telco-portal/api';
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { SandboxError } from '../errors.ts';
import { type FaultSpec, PAYMENT_FAULTS } from '../faults.ts';
import { readMailbox } from '../mail.ts';
import type { SandboxDeps } from '../route.ts';
import { DEMO_PASSWORD_HASHES, DEMO_SPID } from '../seed/accounts.ts';
import { seedBillingOfCopy } from '../seed/billing.ts';
import { copyOfDemoAccount, demoAccountTemplate } from '../seed/copies.ts';
import { seedAccount, seedBillingRoutesOfCopy } from '../seed/seed.ts';
import { dateToNanos } from '../time.ts';

const faultSpecSchema = z.object({
  status: z.number().int().min(200).max(599).optional(),
  /** Up to 24 hours (Storybook's loading state waits "forever"). */
  delay: z.number().int().min(0).max(86_400_000).optional(),
  number: z.number().int().min(0).max(999_999).optional(),
  message: text(500).optional(),
  malformed: z.boolean().optional(),
  empty: z.boolean().optional(),
  payment: z.enum(PAYMENT_FAULTS).optional(),
});
const faultRequestSchema = z.object({
  route: text(300, 1),
  fault: z.union([text(500, 1), faultSpecSchema]),
  times: z.number().int().positive().max(1_000_000).nullable().optional(),
});
const accountSwitchSchema = z.object({ Email: text(LIMITS.email, 1), Disabled: z.boolean() });
const accountCopySchema = z.object({ Like: text(LIMITS.email, 1) });
/** A minted voucher is worth 1 cent to $999 (SPEC §9 top-up bounds). */
const voucherMintSchema = z.object({ AmountCents: z.number().int().min(1).max(99_900) });

async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => null);
}

/**
 * Sandbox-only routes (never part of the provider contract; mounted in development mode only, behind the
 * sandbox secret — see access.ts):
 * - GET /api/sandbox/mailbox?to=ADDRESS -> { messages } (all messages without `to`), DELETE clears it;
 * - GET|POST|DELETE /api/sandbox/faults, DELETE /api/sandbox/faults/:id — fault rules (see faults.ts);
 * - POST /api/sandbox/accounts/disabled { Email, Disabled } — the provider disabling (or re-enabling) a LOCAL
 *   identity: disabled, it cannot sign in (403 'account_disabled') and its sessions end;
 * - POST /api/sandbox/accounts { Like: 'prepay@harbour.test' } -> 201 { Email, Password, CustomerUUIDs,
 *   ProductUUIDs }: a fresh copy of that demo account (its customers, products, credit, cards) at a new address
 *   (seed/copies.ts), for tests that spend money without touching the shared demo accounts; 404 for an address
 *   that is not a demo account of this database;
 * - POST /api/sandbox/vouchers { AmountCents } -> 201 { Code, AmountCents }: a new unused 13-digit voucher.
 */
export function sandboxRoutes(
  app: Hono,
  deps: SandboxDeps,
  accounts: { setDisabled(spid: number, email: string, disabled: boolean): Promise<boolean> },
) {
  app.post('/api/sandbox/accounts/disabled', async (c) => {
    const parsed = accountSwitchSchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      throw new SandboxError(400, 'invalid_request', `invalid request: ${z.prettifyError(parsed.error)}`);
    }
    const spid = Number(c.req.query('spid') ?? DEMO_SPID);
    if (!Number.isInteger(spid) || spid <= 0)
      throw new SandboxError(400, 'invalid_request', 'spid: a number');
    if (!(await accounts.setDisabled(spid, parsed.data.Email, parsed.data.Disabled)))
      throw new SandboxError(404, 'not_found', 'Object not found');
    return c.json({ Email: parsed.data.Email, Disabled: parsed.data.Disabled });
  });

  app.post('/api/sandbox/accounts', async (c) => {
    const parsed = accountCopySchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      throw new SandboxError(400, 'invalid_request', `invalid request: ${z.prettifyError(parsed.error)}`);
    }
    const [local, domain] = parsed.data.Like.toLowerCase().split('@');
    const template = local ? demoAccountTemplate(local) : undefined;
    const known = await deps.db.query(`SELECT 1 FROM identities WHERE spid = $1 AND lower(auth_id) = $2`, [
      DEMO_SPID,
      parsed.data.Like.toLowerCase(),
    ]);
    if (!template || !domain || known.rows.length === 0) {
      throw new SandboxError(404, 'not_found', 'Object not found');
    }
    const copy = copyOfDemoAccount(template, domain);
    await deps.db.transaction(async (tx) => {
      const now = dateToNanos(deps.now());
      // The demo password at the cost this sandbox hashes with, as the seed gave the demo accounts.
      await seedAccount(tx, copy.account, copy.email, now, DEMO_PASSWORD_HASHES[deps.passwords.cost]);
      // The template's invoices and receipts (postpay@'s DUE/OVERDUE bills), so a test can pay a bill on the copy.
      // The routes that pay for the template (payg@'s "Sophie's phone"), so a copy can top up through one.
      for (const [i, customer] of copy.account.customers.entries()) {
        await seedBillingOfCopy(tx, template.customers[i]!.uuid, customer.uuid, now);
        await seedBillingRoutesOfCopy(tx, template.customers[i]!.uuid, customer.uuid, now);
      }
    });
    return c.json(
      {
        Email: copy.email,
        Password: copy.password,
        CustomerUUIDs: copy.account.customers.map((x) => x.uuid),
        ProductUUIDs: copy.account.customers.flatMap((x) => x.products.map((p) => p.uuid)),
      },
      201,
    );
  });

  app.post('/api/sandbox/vouchers', async (c) => {
    const parsed = voucherMintSchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      throw new SandboxError(400, 'invalid_request', `invalid request: ${z.prettifyError(parsed.error)}`);
    }
    // 9 + 12 random digits: never one of the seeded demo codes (1… and 2…).
    const random = crypto.getRandomValues(new Uint8Array(12));
    const code = `9${[...random].map((b) => String(b % 10)).join('')}`;
    await deps.db.query(
      `INSERT INTO vouchers (code, spid, amount_cents, created_at_nanos) VALUES ($1, $2, $3, $4)`,
      [code, DEMO_SPID, parsed.data.AmountCents, dateToNanos(deps.now()).toString()],
    );
    return c.json({ Code: code, AmountCents: parsed.data.AmountCents }, 201);
  });

  app.get('/api/sandbox/mailbox', async (c) => {
    const to = c.req.query('to')?.trim();
    if (to && to.length > LIMITS.email) throw new SandboxError(400, 'invalid_request', 'to: too long');
    return c.json({ messages: await readMailbox(deps.db, to || undefined) });
  });

  app.delete('/api/sandbox/mailbox', async (c) => {
    await deps.db.query('DELETE FROM mailbox');
    return c.json({ messages: [] });
  });

  app.get('/api/sandbox/faults', (c) => c.json({ faults: deps.faults.list() }));

  app.post('/api/sandbox/faults', async (c) => {
    const parsed = faultRequestSchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      throw new SandboxError(400, 'invalid_request', `invalid fault: ${z.prettifyError(parsed.error)}`);
    }
    try {
      const rule = deps.faults.add(
        parsed.data.route,
        parsed.data.fault as FaultSpec | string,
        parsed.data.times,
      );
      return c.json(rule, 201);
    } catch (error) {
      throw new SandboxError(400, 'invalid_fault', (error as Error).message);
    }
  });

  app.delete('/api/sandbox/faults', (c) => {
    deps.faults.clear();
    return c.json({ faults: [] });
  });

  app.delete('/api/sandbox/faults/:id', (c) => {
    if (!deps.faults.remove(Number(c.req.param('id'))))
      throw new SandboxError(404, 'not_found', 'Object not found');
    return c.json({ faults: deps.faults.list() });
  });
}
