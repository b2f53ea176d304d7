import { endpoints } from '@telco-portal/api';
import { validatePassword } from '@telco-portal/core';
import type { Hono } from 'hono';
import {
  assertEmail,
  assertPasswordRule,
  checkPassword,
  hashPassword,
  PASSWORD_RULE_MESSAGE,
} from '../auth.ts';
import { ERROR_NUMBERS, MESSAGES, SandboxError } from '../errors.ts';
import { sendPasswordResetEmail, sendVerificationEmail } from '../mail.ts';
import { route, type SandboxDeps } from '../route.ts';
import { authDataFor, IDENTITY_COLUMNS, type IdentityRow } from '../rows.ts';
import { dateToNanos } from '../time.ts';

const invalidCredentials = () =>
  new SandboxError(401, 'invalid_credentials', MESSAGES.invalidCredentials, ERROR_NUMBERS.invalidCredentials);

/**
 * POST /v2/:spid/auth, /auth/register, /auth_check; PUT /v2/:spid/auth/LOCAL/:authId (SPEC §7); POST
 * /v2/:spid/auth/LOCAL/password_reset and /password_reset/confirm (paths chosen here, SPEC §1 recover password).
 */
export function authRoutes(app: Hono, deps: SandboxDeps) {
  const { db, tokens } = deps;

  const findLocal = async (spid: number, authId: string) =>
    (
      await db.query<IdentityRow>(
        `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE spid = $1 AND provider = 'LOCAL' AND lower(auth_id) = lower($2)`,
        [spid, authId.trim()],
      )
    ).rows[0];

  // Sign-in. LOCAL: e-mail + password. JWT_REFRESH: a still-valid JWT of this SPID. Failures: 401 with
  // err_number 1002, so the client does not run its logout on a failed sign-in (SPEC §8).
  route(app, deps, endpoints.signIn, async ({ body, spid }) => {
    const sp = spid!;
    if (body.IdentityProvider === 'LOCAL') {
      if (!body.AuthID || !body.AuthCode) throw invalidCredentials();
      const identity = await findLocal(sp, body.AuthID);
      if (!identity?.password_hash || !(await checkPassword(body.AuthCode, identity.password_hash))) {
        throw invalidCredentials();
      }
      return authDataFor(db, tokens, identity);
    }
    if (body.IdentityProvider === 'JWT_REFRESH') {
      if (!body.AuthCode) throw invalidCredentials();
      const claims = await tokens.verify(body.AuthCode).catch(() => {
        throw new SandboxError(401, 'unauthorized', 'auth token expired', ERROR_NUMBERS.unauthorized);
      });
      const identity = (
        await db.query<IdentityRow>(
          `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE uuid = $1 AND spid = $2`,
          [claims.sub, sp],
        )
      ).rows[0];
      if (!identity)
        throw new SandboxError(401, 'unauthorized', 'unknown identity', ERROR_NUMBERS.unauthorized);
      return authDataFor(db, tokens, identity);
    }
    throw new SandboxError(
      400,
      'provider_not_supported',
      `The sandbox signs in with LOCAL (e-mail and password) or JWT_REFRESH, not ${body.IdentityProvider}`,
    );
  });

  // Sign-up: identity (bcrypt hash) + one customer (EmailVerified false) + verification e-mail, atomically.
  route(app, deps, endpoints.register, async ({ c, body, spid }) => {
    const sp = spid!;
    if (body.IdentityProvider !== 'LOCAL') {
      throw new SandboxError(400, 'provider_not_supported', 'The sandbox registers LOCAL identities only');
    }
    const email = body.Email.trim();
    assertEmail(email);
    if (body.AuthID && body.AuthID.trim().toLowerCase() !== email.toLowerCase()) {
      throw new SandboxError(
        400,
        'invalid_request',
        'AuthID must be the e-mail address for LOCAL identities',
      );
    }
    const password = body.AuthCode ?? '';
    assertPasswordRule(password);
    const firstName = body.FirstName.trim();
    const lastName = body.LastName.trim();
    if (!firstName || !lastName)
      throw new SandboxError(400, 'invalid_request', 'First and last name are required');
    if (await findLocal(sp, email)) {
      throw new SandboxError(409, 'identity_exists', 'An account with this email address already exists');
    }
    const passwordHash = await hashPassword(password, deps.bcryptRounds);
    const nowNanos = dateToNanos(deps.now()).toString();
    const identityUuid = crypto.randomUUID();
    const customerUuid = crypto.randomUUID();
    const mobile = body.MobileNumber?.trim() ?? '';
    return db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO identities (uuid, spid, provider, auth_id, password_hash, first_name, last_name, email, mobile_number,
           notify_special_offers, notify_newsletters, created_at_nanos)
         VALUES ($1, $2, 'LOCAL', $3, $4, $5, $6, $3, $7, $8, $9, $10)`,
        [
          identityUuid,
          sp,
          email,
          passwordHash,
          firstName,
          lastName,
          mobile,
          body.NotifySpecialOffers,
          body.NotifyNewsletters,
          nowNanos,
        ],
      );
      await tx.query(
        `INSERT INTO customers (uuid, spid, first_name, last_name, email, mobile_number, email_verified, account_state,
           created_at_nanos, billing_anchor_nanos)
         VALUES ($1, $2, $3, $4, $5, $6, false, 'Active', $7, $7)`,
        [customerUuid, sp, firstName, lastName, email, mobile, nowNanos],
      );
      await tx.query(
        `INSERT INTO identity_customers (identity_uuid, customer_uuid, role, position) VALUES ($1, $2, 'OWNER', 0)`,
        [identityUuid, customerUuid],
      );
      await sendVerificationEmail(tx, deps, c, { uuid: customerUuid, email, first_name: firstName });
      const identity = (
        await tx.query<IdentityRow>(`SELECT ${IDENTITY_COLUMNS} FROM identities WHERE uuid = $1`, [
          identityUuid,
        ])
      ).rows[0]!;
      return authDataFor(tx, tokens, identity);
    });
  });

  route(app, deps, endpoints.authCheck, async ({ body, spid }) => {
    const exists =
      body.IdentityProvider === 'JWT_REFRESH'
        ? false
        : (
            await db.query(
              'SELECT 1 FROM identities WHERE spid = $1 AND provider = $2 AND lower(auth_id) = lower($3)',
              [spid, body.IdentityProvider, body.AuthID.trim()],
            )
          ).rows.length > 0;
    return { IdentityProvider: body.IdentityProvider, AuthID: body.AuthID, Exists: exists };
  });

  // Reset request: 200 { Sent: true } whether or not the address has an account (no enumeration); an
  // account gets the e-mail with a 1-hour, single-use code.
  route(app, deps, endpoints.passwordResetRequest, async ({ c, body, spid }) => {
    const email = body.Email.trim();
    assertEmail(email);
    const identity = await findLocal(spid!, email);
    if (identity) {
      await db.transaction((tx) =>
        sendPasswordResetEmail(tx, deps, c, {
          uuid: identity.uuid,
          email: identity.email,
          first_name: identity.first_name,
        }),
      );
    }
    return { Sent: true };
  });

  // Reset confirmation: the code must be known, unused, not superseded, not expired and of this SPID;
  // the password must pass SPEC §5 (core validatePassword). Success sets the bcrypt hash and uses up every
  // open code of the identity, so the old password and the link both stop working.
  route(app, deps, endpoints.passwordResetConfirm, async ({ body, spid }) => {
    const nowNanos = dateToNanos(deps.now());
    const { rows } = await db.query<{ identity_uuid: string; auth_id: string; expires: string }>(
      `SELECT r.identity_uuid, i.auth_id, r.expires_at_nanos::text AS expires
         FROM password_resets r JOIN identities i ON i.uuid = r.identity_uuid
        WHERE r.code = $1 AND r.used_at_nanos IS NULL AND NOT r.superseded AND i.spid = $2 AND i.provider = 'LOCAL'`,
      [body.Code.trim(), spid],
    );
    const row = rows[0];
    if (!row || BigInt(row.expires) <= nowNanos) {
      throw new SandboxError(400, 'reset_code_invalid', MESSAGES.resetLinkExpired);
    }
    if (!validatePassword(body.Password).ok) {
      throw new SandboxError(400, 'invalid_password', PASSWORD_RULE_MESSAGE);
    }
    const passwordHash = await hashPassword(body.Password, deps.bcryptRounds);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE identities SET password_hash = $1, password_updated_at_nanos = $2 WHERE uuid = $3`,
        [passwordHash, nowNanos.toString(), row.identity_uuid],
      );
      await tx.query(
        'UPDATE password_resets SET used_at_nanos = $2 WHERE identity_uuid = $1 AND used_at_nanos IS NULL',
        [row.identity_uuid, nowNanos.toString()],
      );
    });
    return { IdentityProvider: 'LOCAL' as const, AuthID: row.auth_id, UpdatedAtNanos: nowNanos.toString() };
  });

  // Password change on the caller's own LOCAL identity (re-authentication happens before, SPEC §5).
  route(app, deps, endpoints.changePassword, async ({ params, body, auth }) => {
    if (params.authId.toLowerCase() !== auth.authId.toLowerCase()) {
      throw new SandboxError(403, 'not_allowed', MESSAGES.notAllowed);
    }
    assertPasswordRule(body.Password);
    const nowNanos = dateToNanos(deps.now()).toString();
    await db.query(
      `UPDATE identities SET password_hash = $1, password_updated_at_nanos = $2 WHERE uuid = $3 AND provider = 'LOCAL'`,
      [await hashPassword(body.Password, deps.bcryptRounds), nowNanos, auth.identityUuid],
    );
    return { IdentityProvider: 'LOCAL' as const, AuthID: auth.authId, UpdatedAtNanos: nowNanos };
  });
}
