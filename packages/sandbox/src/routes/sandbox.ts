import type { Hono } from 'hono';
import * as z from 'zod';
import { SandboxError } from '../errors.ts';
import type { FaultSpec } from '../faults.ts';
import type { SandboxDeps } from '../route.ts';

/** One stored e-mail as GET /api/sandbox/mailbox returns it. `sentAt` is an ISO date. */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
  sentAt: string;
}

const faultSpecSchema = z.object({
  status: z.number().int().min(200).max(599).optional(),
  delay: z.number().int().min(0).optional(),
  number: z.number().int().optional(),
  message: z.string().optional(),
  malformed: z.boolean().optional(),
  empty: z.boolean().optional(),
});
const faultRequestSchema = z.object({
  route: z.string().min(1),
  fault: z.union([z.string().min(1), faultSpecSchema]),
  times: z.number().int().positive().nullable().optional(),
});

/**
 * Sandbox-only routes (never part of the provider contract):
 * - GET /api/sandbox/mailbox?to=ADDRESS -> { messages } (all messages without `to`), DELETE clears it;
 * - GET|POST|DELETE /api/sandbox/faults, DELETE /api/sandbox/faults/:id — fault rules (see faults.ts).
 */
export function sandboxRoutes(app: Hono, deps: SandboxDeps) {
  app.get('/api/sandbox/mailbox', async (c) => {
    const to = c.req.query('to')?.trim();
    const { rows } = await deps.db.query<{
      to_address: string;
      subject: string;
      body: string;
      link: string | null;
      sent: string;
    }>(
      `SELECT to_address, subject, body, link, sent_at_nanos::text AS sent FROM mailbox
        WHERE $1::text IS NULL OR lower(to_address) = lower($1::text) ORDER BY id`,
      [to || null],
    );
    const messages: MailboxMessage[] = rows.map((r) => ({
      to: r.to_address,
      subject: r.subject,
      text: r.body,
      ...(r.link ? { link: r.link } : {}),
      sentAt: new Date(Number(BigInt(r.sent) / 1_000_000n)).toISOString(),
    }));
    return c.json({ messages });
  });

  app.delete('/api/sandbox/mailbox', async (c) => {
    await deps.db.query('DELETE FROM mailbox');
    return c.json({ messages: [] });
  });

  app.get('/api/sandbox/faults', (c) => c.json({ faults: deps.faults.list() }));

  app.post('/api/sandbox/faults', async (c) => {
    const parsed = faultRequestSchema.safeParse(await c.req.json().catch(() => null));
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
