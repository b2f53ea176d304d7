import type { Transaction } from '@electric-sql/pglite';
import { randomSecret } from './auth.ts';
import type { SandboxDb } from './db/worker-db.ts';
import type { SandboxDeps } from './route.ts';
import { dateToNanos } from './time.ts';

type Db = SandboxDb | Transaction;

/**
 * Origin used in e-mail links: the configured `publicOrigin`, never the request's `Host` (a forged Host
 * would otherwise put an attacker's site in a password-reset e-mail).
 */
export function linkOrigin(deps: SandboxDeps): string {
  return deps.publicOrigin.replace(/\/+$/, '');
}

/**
 * Creates a verification secret for the customer's current e-mail (older unused secrets are superseded)
 * and stores the bilingual (en + mi-NZ) verification e-mail in the sandbox mailbox. The link opens the
 * portal route `/email-verify?secret=…&customer=…`.
 * @returns the address it went to.
 */
export async function sendVerificationEmail(
  db: Db,
  deps: SandboxDeps,
  customer: { uuid: string; email: string; first_name: string },
): Promise<string> {
  const nowNanos = dateToNanos(deps.now());
  const secret = randomSecret();
  await db.query(
    'UPDATE email_verifications SET superseded = true WHERE customer_uuid = $1 AND used_at_nanos IS NULL',
    [customer.uuid],
  );
  await db.query(
    'INSERT INTO email_verifications (secret, customer_uuid, email, created_at_nanos) VALUES ($1, $2, $3, $4)',
    [secret, customer.uuid, customer.email, nowNanos.toString()],
  );
  const link = `${linkOrigin(deps)}/email-verify?secret=${secret}&customer=${encodeURIComponent(customer.uuid)}`;
  const subject = 'Verify your e-mail address · Manatokohia tō īmēra';
  const text = [
    `Kia ora ${customer.first_name},`,
    '',
    'Please confirm your e-mail address by opening this link:',
    'Tēnā koa, whakaūngia tō wāhitau īmēra mā te whakatuwhera i tēnei hononga:',
    '',
    link,
    '',
    'If you did not sign up, you can ignore this message. · Ki te kore koe i whakauru, kaua e aro ki tēnei karere.',
  ].join('\n');
  await db.query(
    'INSERT INTO mailbox (to_address, subject, body, link, sent_at_nanos) VALUES ($1, $2, $3, $4, $5)',
    [customer.email, subject, text, link, nowNanos.toString()],
  );
  return customer.email;
}

/** Password-reset link lifetime: 1 hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Creates a password-reset code for a LOCAL identity (older unused codes are superseded; valid 1 hour,
 * once) and stores the bilingual (en + mi-NZ) e-mail "Reset your password" in the sandbox mailbox. The link
 * opens the portal route `/reset-password?code=…`.
 */
export async function sendPasswordResetEmail(
  db: Db,
  deps: SandboxDeps,
  identity: { uuid: string; email: string; first_name: string },
): Promise<void> {
  const now = deps.now();
  const nowNanos = dateToNanos(now);
  const expiresNanos = dateToNanos(new Date(now.getTime() + PASSWORD_RESET_TTL_MS));
  const code = randomSecret();
  await db.query(
    'UPDATE password_resets SET superseded = true WHERE identity_uuid = $1 AND used_at_nanos IS NULL',
    [identity.uuid],
  );
  await db.query(
    'INSERT INTO password_resets (code, identity_uuid, created_at_nanos, expires_at_nanos) VALUES ($1, $2, $3, $4)',
    [code, identity.uuid, nowNanos.toString(), expiresNanos.toString()],
  );
  const link = `${linkOrigin(deps)}/reset-password?code=${code}`;
  const subject = 'Reset your password · Tautuhi anō i tō kupuhipa';
  const text = [
    `Kia ora ${identity.first_name},`,
    '',
    'Open this link within 1 hour to choose a new password:',
    'Whakatuwheratia tēnei hononga i roto i te hāora kotahi hei kōwhiri i tētahi kupuhipa hou:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this message; your password stays the same. · Ki te kore koe i tono i tēnei, kaua e aro ki tēnei karere; ka noho tonu tō kupuhipa.',
  ].join('\n');
  await db.query(
    'INSERT INTO mailbox (to_address, subject, body, link, sent_at_nanos) VALUES ($1, $2, $3, $4, $5)',
    [identity.email, subject, text, link, nowNanos.toString()],
  );
}

/** One stored e-mail as GET /api/sandbox/mailbox returns it. `sentAt` is an ISO date. */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
  sentAt: string;
}

/** The mailbox, oldest first; only messages to `to` (case-insensitive) when given. */
export async function readMailbox(db: Db, to?: string): Promise<MailboxMessage[]> {
  const { rows } = await db.query<{
    to_address: string;
    subject: string;
    body: string;
    link: string | null;
    sent: string;
  }>(
    `SELECT to_address, subject, body, link, sent_at_nanos::text AS sent FROM mailbox
      WHERE $1::text IS NULL OR lower(to_address) = lower($1::text) ORDER BY id`,
    [to ?? null],
  );
  return rows.map((r) => ({
    to: r.to_address,
    subject: r.subject,
    text: r.body,
    ...(r.link ? { link: r.link } : {}),
    sentAt: new Date(Number(BigInt(r.sent) / 1_000_000n)).toISOString(),
  }));
}
