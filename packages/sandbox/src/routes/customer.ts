import { endpoints } from '@telco-portal/api';
import type { Hono } from 'hono';
import { clientAddress } from '../access.ts';
import { assertEmail } from '../auth.ts';
import { MESSAGES, SandboxError } from '../errors.ts';
import { sendVerificationEmail } from '../mail.ts';
import { accountKey, type RateRuleName } from '../rate-limit.ts';
import { assertCustomerAccess, rotateSession, route, type SandboxDeps } from '../route.ts';
import { customerToWire, loadCustomer } from '../rows.ts';
import { dateToNanos } from '../time.ts';

/** Customer record, e-mail verification, guard data (billing routes; cards are in payments.ts). */
export function customerRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  route(app, deps, endpoints.getCustomer, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    return customerToWire(await loadCustomer(db, params.uuid));
  });

  // Not behind the whole guard chain: an unverified customer may correct a mistyped e-mail address. A
  // suspended one may not change anything.
  route(app, deps, endpoints.updateCustomer, async ({ c, params, body, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    if (auth.standing.get(params.uuid)?.suspended) {
      throw new SandboxError(403, 'account_suspended', MESSAGES.accountSuspended);
    }
    const current = await loadCustomer(db, params.uuid);
    const trimmed = (v: string | undefined, field: string) => {
      if (v === undefined) return undefined;
      const t = v.trim();
      if (!t && field !== 'ExternalRef5')
        throw new SandboxError(400, 'invalid_request', `${field} must not be empty`);
      return t;
    };
    const first = trimmed(body.FirstName, 'FirstName') ?? current.first_name;
    const last = trimmed(body.LastName, 'LastName') ?? current.last_name;
    const ref = trimmed(body.ExternalRef5, 'ExternalRef5') ?? current.external_ref5;
    const email = trimmed(body.Email, 'Email') ?? current.email;
    if (body.Email !== undefined) assertEmail(email);
    const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged) {
      // SPEC §5: changing the e-mail needs the current password (SPEC §8 'old password is invalid'); wrong
      // ones count against the same limits as sign-in.
      if (!body.CurrentPassword) {
        throw new SandboxError(400, 'current_password_required', MESSAGES.currentPasswordRequired);
      }
      const checks: Array<[RateRuleName, string]> = [
        ['passwordFailuresPerAccount', accountKey(auth.spid, auth.authId)],
        ['passwordFailuresPerAddress', clientAddress(c)],
      ];
      deps.limits.assertAllowed(checks);
      const { rows } = await db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM identities WHERE uuid = $1',
        [auth.identityUuid],
      );
      if (!(await deps.passwords.verify(rows[0]?.password_hash ?? null, body.CurrentPassword))) {
        deps.limits.fail(checks);
        throw new SandboxError(400, 'old_password_invalid', MESSAGES.oldPasswordInvalid);
      }
      deps.limits.clear('passwordFailuresPerAccount', accountKey(auth.spid, auth.authId));
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE customers SET first_name = $2, last_name = $3, external_ref5 = $4, email = $5,
           email_verified = CASE WHEN $6::boolean THEN false ELSE email_verified END
         WHERE uuid = $1`,
        [params.uuid, first, last, ref, email, emailChanged],
      );
      if (emailChanged) {
        await tx.query(
          'UPDATE email_verifications SET superseded = true WHERE customer_uuid = $1 AND used_at_nanos IS NULL',
          [params.uuid],
        );
        // The e-mail change bumped the token version of every identity holding the account (trigger,
        // migration 003): other sessions end, this one continues with the answer's renewed token.
        const { rows } = await tx.query<{ token_version: number }>(
          'SELECT token_version FROM identities WHERE uuid = $1',
          [auth.identityUuid],
        );
        rotateSession(c, rows[0]!.token_version);
      }
    });
    return customerToWire(await loadCustomer(db, params.uuid));
  });

  const send = async (uuid: string) => {
    const customer = await loadCustomer(db, uuid);
    const to = await sendVerificationEmail(db, deps, customer);
    return { Sent: true, Email: to };
  };
  route(app, deps, endpoints.sendEmailVerification, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    return send(params.uuid);
  });
  route(app, deps, endpoints.resendEmailVerification, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    return send(params.uuid);
  });

  // No auth: the secret proves it. A used secret confirms again (the link may be opened twice); a secret
  // superseded by a newer e-mail or address change, or unknown, is 400 'The verification code is incorrect'.
  route(app, deps, endpoints.confirmEmailVerification, async ({ c, params, query }) => {
    const address: Array<[RateRuleName, string]> = [['codeFailuresPerAddress', clientAddress(c)]];
    deps.limits.assertAllowed(address);
    const secret = query.Secret.trim();
    if (!secret) throw new SandboxError(400, 'no_code', MESSAGES.noCode);
    if (!query.CustomerUUID || query.CustomerUUID !== params.uuid) {
      throw new SandboxError(400, 'no_customer_uuid', MESSAGES.noCustomerUuid);
    }
    const { rows } = await db.query<{
      email: string;
      superseded: boolean;
      used: string | null;
      current: string;
    }>(
      `SELECT v.email, v.superseded, v.used_at_nanos::text AS used, c.email AS current
         FROM email_verifications v JOIN customers c ON c.uuid = v.customer_uuid
        WHERE v.secret = $1 AND v.customer_uuid::text = $2`,
      [secret, params.uuid],
    );
    const row = rows[0];
    if (!row || row.superseded || row.email.toLowerCase() !== row.current.toLowerCase()) {
      deps.limits.fail(address);
      throw new SandboxError(400, 'invalid_verification_code', MESSAGES.incorrectCode);
    }
    await db.transaction(async (tx) => {
      await tx.query('UPDATE customers SET email_verified = true WHERE uuid = $1', [params.uuid]);
      if (!row.used) {
        await tx.query('UPDATE email_verifications SET used_at_nanos = $2 WHERE secret = $1', [
          secret,
          dateToNanos(deps.now()).toString(),
        ]);
      }
    });
    return { CustomerUUID: params.uuid, EmailVerified: true };
  });

  route(app, deps, endpoints.billingRoutes, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const { rows } = await db.query<{
      uuid: string;
      name: string;
      debit_uuid: string;
      debit_email: string;
      credit_uuid: string;
      credit_email: string;
      spend_limit: number;
      spend_cycle: string;
      spend_cycle_count: number;
      remaining_spend_limit: number;
      requested_by_customer_name: string;
    }>(
      `SELECT r.uuid, r.name, d.uuid AS debit_uuid, d.email AS debit_email, k.uuid AS credit_uuid, k.email AS credit_email,
              r.spend_limit, r.spend_cycle, r.spend_cycle_count, r.remaining_spend_limit, r.requested_by_customer_name
         FROM billing_routes r
         JOIN customers d ON d.uuid = r.debit_customer_uuid
         JOIN customers k ON k.uuid = r.credit_customer_uuid
        WHERE r.debit_customer_uuid = $1 OR r.credit_customer_uuid = $1
        ORDER BY r.created_at_nanos, r.uuid`,
      [params.id],
    );
    return {
      BillingRoutes: rows.map((r) => ({
        UUID: r.uuid,
        Name: r.name,
        RoutingType: r.credit_uuid === params.id ? ('parent' as const) : ('child' as const),
        SpendLimit: r.spend_limit,
        SpendCycle: r.spend_cycle,
        SpendCycleCount: r.spend_cycle_count,
        RemainingSpendLimit: r.remaining_spend_limit,
        DebitAccount: { UUID: r.debit_uuid, Email: r.debit_email },
        CreditAccount: { UUID: r.credit_uuid, Email: r.credit_email },
        RequestedByCustomerName: r.requested_by_customer_name,
      })),
    };
  });
}
