import { endpoints } from '@telco-portal/api';
import { validatePassword } from '@telco-portal/core';
import type { Context, Hono } from 'hono';
import { clientAddress } from '../access.ts';
import { assertEmail, assertPasswordRule, liveIdentity, PASSWORD_RULE_MESSAGE } from '../auth.ts';
import { ERROR_NUMBERS, MESSAGES, SandboxError } from '../errors.ts';
import { sendPasswordResetEmail, sendVerificationEmail } from '../mail.ts';
import { accountKey, type RateRuleName } from '../rate-limit.ts';
import { rotateSession, route, type SandboxDeps } from '../route.ts';
import { authDataFor, IDENTITY_COLUMNS, type IdentityRow } from '../rows.ts';
import { dateToNanos } from '../time.ts';

const invalidCredentials = () =>
  new SandboxError(401, 'invalid_credentials', MESSAGES.invalidCredentials, ERROR_NUMBERS.invalidCredentials);

/**
 * POST /v2/:spid/auth, /auth/register, /auth_check, /auth/logout; PUT /v2/:spid/auth/LOCAL/:authId (SPEC §7);
 * POST /v2/:spid/auth/LOCAL/password_reset, /password_reset/check and /password_reset/confirm (paths chosen here, SPEC §1 recover
 * password). Abuse limits (rate-limit.ts): wrong passwords per account (5 / 15 min) and per address
 * (100 / 15 min), reset e-mails, sign-ups, auth_check and wrong codes — each a 429 with Retry-After.
 */
export function authRoutes(app: Hono, deps: SandboxDeps) {
  const { db, tokens, passwords, limits } = deps;

  const findLocal = async (spid: number, authId: string) =>
    (
      await db.query<IdentityRow>(
        `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE spid = $1 AND provider = 'LOCAL' AND lower(auth_id) = lower($2)`,
        [spid, authId.trim()],
      )
    ).rows[0];

  /** The per-account and per-address keys of the wrong-password limits. */
  const passwordChecks = (c: Context, spid: number, authId: string): Array<[RateRuleName, string]> => [
    ['passwordFailuresPerAccount', accountKey(spid, authId)],
    ['passwordFailuresPerAddress', clientAddress(c)],
  ];

  /**
   * Checks a password of a LOCAL identity (or of none: then a dummy hash of the same cost is checked, so an
   * unknown account answers in the same time as a wrong password). Counts failures against the limits;
   * success clears the account's count and upgrades a legacy bcrypt hash.
   * @throws SandboxError 429 when a limit is reached (before any hashing).
   */
  const passwordMatches = async (
    c: Context,
    spid: number,
    authId: string,
    identity: IdentityRow | undefined,
    password: string,
  ): Promise<boolean> => {
    const checks = passwordChecks(c, spid, authId);
    limits.assertAllowed(checks);
    const ok = await passwords.verify(identity?.password_hash ?? null, password);
    if (!ok || !identity) {
      limits.fail(checks);
      return false;
    }
    limits.clear('passwordFailuresPerAccount', accountKey(spid, authId));
    if (identity.password_hash && passwords.needsRehash(identity.password_hash)) {
      const { rows } = await db.query<{ token_version: number }>(
        'UPDATE identities SET password_hash = $1 WHERE uuid = $2 RETURNING token_version',
        [await passwords.hash(password), identity.uuid],
      );
      identity.token_version = rows[0]?.token_version ?? identity.token_version;
    }
    return true;
  };

  // Sign-in. LOCAL: e-mail + password. JWT_REFRESH: a still-valid JWT of this SPID, whose session (token
  // version, absolute lifetime) is still live. Failures: 401 with err_number 1002, so the client does not run
  // its logout on a failed sign-in (SPEC §8).
  route(app, deps, endpoints.signIn, async ({ c, body, spid }) => {
    const sp = spid!;
    if (body.IdentityProvider === 'LOCAL') {
      if (!body.AuthID || !body.AuthCode) throw invalidCredentials();
      // Refuse before touching the database: a storm of sign-ins must cost the server almost nothing.
      limits.assertAllowed(passwordChecks(c, sp, body.AuthID));
      passwords.assertCapacity();
      const identity = await findLocal(sp, body.AuthID);
      if (!(await passwordMatches(c, sp, body.AuthID, identity, body.AuthCode)) || !identity) {
        throw invalidCredentials();
      }
      if (identity.disabled) throw new SandboxError(403, 'account_disabled', MESSAGES.notAllowed);
      return authDataFor(db, tokens, identity);
    }
    if (body.IdentityProvider === 'JWT_REFRESH') {
      if (!body.AuthCode) throw invalidCredentials();
      const claims = await tokens.verify(body.AuthCode);
      await liveIdentity(db, claims);
      const identity = (
        await db.query<IdentityRow>(
          `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE uuid = $1 AND spid = $2`,
          [claims.sub, sp],
        )
      ).rows[0];
      if (!identity)
        throw new SandboxError(401, 'unauthorized', 'unknown identity', ERROR_NUMBERS.unauthorized);
      // Same session: the absolute lifetime still counts from the original sign-in.
      return authDataFor(db, tokens, identity, claims.auth_time);
    }
    throw new SandboxError(
      400,
      'provider_not_supported',
      `The sandbox signs in with LOCAL (e-mail and password) or JWT_REFRESH, not ${body.IdentityProvider}`,
    );
  });

  // Sign-out: bumps the identity's token version, so every token it holds stops working (all its sessions).
  // 200 also for a token that is already invalid (RFC 7009 style): signing out never fails.
  route(app, deps, endpoints.logout, async ({ body, spid }) => {
    try {
      const claims = await tokens.verify(body.JWT);
      const identity = await liveIdentity(db, claims);
      if (identity.spid !== spid) return { LoggedOut: false };
      const { rows } = await db.query(
        'UPDATE identities SET token_version = token_version + 1 WHERE uuid = $1 AND token_version = $2 RETURNING uuid',
        [identity.uuid, claims.ver],
      );
      return { LoggedOut: rows.length > 0 };
    } catch (error) {
      if (error instanceof SandboxError && error.status === 401) return { LoggedOut: false };
      throw error;
    }
  });

  // Sign-up: identity (argon2id hash) + one customer (EmailVerified false) + verification e-mail, atomically.
  route(app, deps, endpoints.register, async ({ c, body, spid }) => {
    const sp = spid!;
    if (body.IdentityProvider !== 'LOCAL') {
      throw new SandboxError(400, 'provider_not_supported', 'The sandbox registers LOCAL identities only');
    }
    limits.take([['registrationsPerAddress', clientAddress(c)]]);
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
    const passwordHash = await passwords.hash(password);
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
      await sendVerificationEmail(tx, deps, { uuid: customerUuid, email, first_name: firstName });
      const identity = (
        await tx.query<IdentityRow>(`SELECT ${IDENTITY_COLUMNS} FROM identities WHERE uuid = $1`, [
          identityUuid,
        ])
      ).rows[0]!;
      return authDataFor(tx, tokens, identity);
    });
  });

  route(app, deps, endpoints.authCheck, async ({ c, body, spid }) => {
    limits.take([
      ['authChecksPerAddress', clientAddress(c)],
      ['authChecksPerAccount', accountKey(spid!, body.AuthID)],
    ]);
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
  // account gets the e-mail with a 1-hour, single-use code. The link's origin is the configured public
  // origin, never the request's Host.
  route(app, deps, endpoints.passwordResetRequest, async ({ c, body, spid }) => {
    const email = body.Email.trim();
    assertEmail(email);
    limits.take([
      ['resetRequestsPerAccount', accountKey(spid!, email)],
      ['resetRequestsPerAddress', clientAddress(c)],
    ]);
    const identity = await findLocal(spid!, email);
    if (identity && !identity.disabled) {
      await db.transaction((tx) =>
        sendPasswordResetEmail(tx, deps, {
          uuid: identity.uuid,
          email: identity.email,
          first_name: identity.first_name,
        }),
      );
    }
    return { Sent: true };
  });

  /**
   * The open reset of a code: known, unused, not superseded, not expired, of this SPID and of a live LOCAL
   * identity — one query for every case, so an unknown code answers like a used one. A wrong code counts
   * against `codeFailuresPerAddress` (429 once reached, checked before the query).
   * @throws SandboxError 400 'reset_code_invalid' (SPEC §8 text `resetLinkExpired`), 429 'too_many_requests'.
   */
  const openReset = async (c: Context, spid: number, code: string, nowNanos: bigint) => {
    const address: Array<[RateRuleName, string]> = [['codeFailuresPerAddress', clientAddress(c)]];
    limits.assertAllowed(address);
    const { rows } = await db.query<{ identity_uuid: string; auth_id: string; expires: string }>(
      `SELECT r.identity_uuid, i.auth_id, r.expires_at_nanos::text AS expires
         FROM password_resets r JOIN identities i ON i.uuid = r.identity_uuid
        WHERE r.code = $1 AND r.used_at_nanos IS NULL AND NOT r.superseded AND i.spid = $2 AND i.provider = 'LOCAL'
          AND i.disabled_at_nanos IS NULL`,
      [code.trim(), spid],
    );
    const row = rows[0];
    if (!row || BigInt(row.expires) <= nowNanos) {
      limits.fail(address);
      throw new SandboxError(400, 'reset_code_invalid', MESSAGES.resetLinkExpired);
    }
    return row;
  };

  // Reset link check (Firebase verifyPasswordResetCode): the same lookup, limits and error as the
  // confirmation, nothing used up; answers the AuthID (e-mail) the code resets — which the holder of the
  // e-mailed link already knows, so it tells no more than the confirmation would.
  route(app, deps, endpoints.passwordResetCheck, async ({ c, body, spid }) => {
    const row = await openReset(c, spid!, body.Code, dateToNanos(deps.now()));
    return { IdentityProvider: 'LOCAL' as const, AuthID: row.auth_id };
  });

  // Reset confirmation: the code must be open (openReset); the password must pass SPEC §5 (core
  // validatePassword). Success sets the argon2id hash and uses up every open code of the identity, so the old
  // password and the link both stop working — and (token version) every session of the identity ends.
  route(app, deps, endpoints.passwordResetConfirm, async ({ c, body, spid }) => {
    const nowNanos = dateToNanos(deps.now());
    const row = await openReset(c, spid!, body.Code, nowNanos);
    if (!validatePassword(body.Password).ok || body.Password.length > 256) {
      throw new SandboxError(400, 'invalid_password', PASSWORD_RULE_MESSAGE);
    }
    const passwordHash = await passwords.hash(body.Password);
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
    limits.clear('passwordFailuresPerAccount', accountKey(spid!, row.auth_id));
    return { IdentityProvider: 'LOCAL' as const, AuthID: row.auth_id, UpdatedAtNanos: nowNanos.toString() };
  });

  // Password change on the caller's own LOCAL identity: the current password is required (SPEC §5; a wrong
  // one is 400 'old password is invalid', SPEC §8, and counts against the wrong-password limits). Ends every
  // other session; this one continues with the renewed token of the answer.
  route(app, deps, endpoints.changePassword, async ({ c, params, body, auth }) => {
    if (params.authId.toLowerCase() !== auth.authId.toLowerCase()) {
      throw new SandboxError(403, 'not_allowed', MESSAGES.notAllowed);
    }
    const identity = (
      await db.query<IdentityRow>(
        `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE uuid = $1 AND provider = 'LOCAL'`,
        [auth.identityUuid],
      )
    ).rows[0];
    if (!identity) throw new SandboxError(403, 'not_allowed', MESSAGES.notAllowed);
    if (!(await passwordMatches(c, auth.spid, identity.auth_id, identity, body.CurrentPassword))) {
      throw new SandboxError(400, 'old_password_invalid', MESSAGES.oldPasswordInvalid);
    }
    assertPasswordRule(body.Password);
    if (body.Password === body.CurrentPassword) {
      // SPEC §5: old and new password differ.
      throw new SandboxError(400, 'invalid_password', 'The new password must differ from the current one');
    }
    const nowNanos = dateToNanos(deps.now()).toString();
    const { rows } = await db.query<{ token_version: number }>(
      `UPDATE identities SET password_hash = $1, password_updated_at_nanos = $2 WHERE uuid = $3
       RETURNING token_version`,
      [await passwords.hash(body.Password), nowNanos, auth.identityUuid],
    );
    rotateSession(c, rows[0]!.token_version);
    return { IdentityProvider: 'LOCAL' as const, AuthID: auth.authId, UpdatedAtNanos: nowNanos };
  });

  /** In-process and dev-route helper: disables (or re-enables) a LOCAL identity; disabling ends its sessions. */
  return {
    async setDisabled(spid: number, email: string, disabled: boolean): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE identities SET disabled_at_nanos = CASE WHEN $3::boolean THEN $4::bigint ELSE NULL END
          WHERE spid = $1 AND provider = 'LOCAL' AND lower(auth_id) = lower($2) RETURNING uuid`,
        [spid, email.trim(), disabled, dateToNanos(deps.now()).toString()],
      );
      return rows.length > 0;
    },
  };
}
