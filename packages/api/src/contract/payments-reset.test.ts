import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { sandboxConfirmCardSetupRequestSchema, sandboxPaymentsEndpoints } from '../sandbox-payments.ts';
import { memoryTokenStore } from '../token-store.ts';
import { createApiClient } from '../validating-client.ts';
import { buildPath } from './define.ts';
import { endpoints } from './endpoints.ts';

const CARD = {
  UUID: 'cd000000-0000-4000-8000-000000000009',
  Rank: 1,
  CardType: 'Visa',
  CardLast4: '4242',
  Token: 'pm_sandbox_1',
  CardExpiryMonth: 12,
  CardExpiryYear: 2030,
  DeletedAtNanos: null,
};

/** A client whose fetch records the request and answers `answer`. */
function recordingClient(answer: { status: number; body: unknown }) {
  const seen: Array<{
    method: string;
    url: string;
    body: unknown;
    auth: string | null;
    idempotencyKey: string | null;
  }> = [];
  const client = createApiClient({
    spid: 2,
    baseUrl: 'http://portal.test/api',
    tokenStore: memoryTokenStore({ jwt: 'jwt-1', expiry: Math.floor(Date.now() / 1000) + 3600 }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push({
        method: request.method,
        url: request.url,
        body: request.body ? await request.json() : undefined,
        auth: request.headers.get('Authorization'),
        idempotencyKey: request.headers.get('Idempotency-Key'),
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, seen };
}

describe('given the password-reset contract entries', () => {
  it('requests a reset without auth at POST /v2/:spid/auth/LOCAL/password_reset with a trimmed Email', async () => {
    const { client, seen } = recordingClient({ status: 200, body: { Sent: true } });
    await expect(client.auth.requestPasswordReset('  ana@example.test ')).resolves.toEqual({ Sent: true });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: 'http://portal.test/api/v2/2/auth/LOCAL/password_reset',
      body: { Email: 'ana@example.test' },
      auth: null,
      idempotencyKey: null,
    });
  });

  it('checks a code without auth at POST .../password_reset/check and resolves the AuthID it resets', async () => {
    const { client, seen } = recordingClient({
      status: 200,
      body: { IdentityProvider: 'LOCAL', AuthID: 'ana@example.test' },
    });
    await expect(client.auth.checkPasswordReset(' code-1 ')).resolves.toBe('ana@example.test');
    expect(seen[0]).toEqual({
      method: 'POST',
      url: 'http://portal.test/api/v2/2/auth/LOCAL/password_reset/check',
      body: { Code: 'code-1' },
      auth: null,
      idempotencyKey: null,
    });
    expect(endpoints.passwordResetCheck.auth).toBe(false);
  });

  it('surfaces a used code on check as ApiError 400 reset_code_invalid', async () => {
    const { client } = recordingClient({
      status: 400,
      body: { err_code: 'reset_code_invalid', err_message: 'The reset link has expired' },
    });
    await expect(client.auth.checkPasswordReset('used')).rejects.toMatchObject({
      status: 400,
      code: 'reset_code_invalid',
    });
  });

  it('confirms with Code + Password and parses the identity answer', async () => {
    const { client, seen } = recordingClient({
      status: 200,
      body: { IdentityProvider: 'LOCAL', AuthID: 'ana@example.test', UpdatedAtNanos: '1768471200000000000' },
    });
    const result = await client.auth.confirmPasswordReset('code-1', 'Kia-ora-koutou-2');
    expect(result.AuthID).toBe('ana@example.test');
    expect(seen[0]?.url).toBe('http://portal.test/api/v2/2/auth/LOCAL/password_reset/confirm');
    expect(seen[0]?.body).toEqual({ Code: 'code-1', Password: 'Kia-ora-koutou-2' });
    expect(endpoints.passwordResetConfirm.auth).toBe(false);
  });

  it('surfaces an expired code as ApiError 400 with the server code and SPEC §8 text', async () => {
    const { client } = recordingClient({
      status: 400,
      body: { err_code: 'reset_code_invalid', err_message: 'The reset link has expired' },
    });
    const error = await client.auth.confirmPasswordReset('old', 'Kia-ora-koutou-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'reset_code_invalid',
      message: 'The reset link has expired',
    });
  });
});

describe('given the payment-method contract entries (SPEC §7)', () => {
  it('gets a SetupIntentClientSecret with auth at POST /customer/:id/setup-payment-method', async () => {
    const { client, seen } = recordingClient({
      status: 200,
      body: { SetupIntentClientSecret: 'seti_1_secret_abc' },
    });
    await expect(client.customer.setupPaymentMethod('c-1')).resolves.toBe('seti_1_secret_abc');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: 'http://portal.test/api/customer/c-1/setup-payment-method',
      auth: 'Bearer jwt-1',
      idempotencyKey: null,
    });
    await client.customer.setupPaymentMethod('c-1', { idempotencyKey: 'add-card-7f3a' });
    expect(seen[1]?.idempotencyKey).toBe('add-card-7f3a');
  });

  it('refuses an Idempotency-Key on an endpoint that does not take one, sending nothing', async () => {
    const { client, seen } = recordingClient({ status: 200, body: {} });
    await expect(
      client.call('getCustomer', { params: { uuid: 'c-1' }, idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
    expect(seen).toEqual([]);
  });

  it('deletes with DELETE /customer/:id/payment-methods/:cardId and returns the remaining cards', async () => {
    const { client, seen } = recordingClient({ status: 200, body: { PaymentMethods: [CARD] } });
    await expect(client.customer.deletePaymentMethod('c-1', 'card-2')).resolves.toEqual([CARD]);
    expect(seen[0]).toMatchObject({
      method: 'DELETE',
      url: 'http://portal.test/api/customer/c-1/payment-methods/card-2',
    });
  });

  it('sets the default with PUT { Rank: 1 } and refuses any other rank before sending', async () => {
    const { client, seen } = recordingClient({ status: 200, body: { PaymentMethods: [CARD] } });
    await client.customer.setDefaultPaymentMethod('c-1', CARD.UUID);
    expect(seen[0]).toMatchObject({ method: 'PUT', body: { Rank: 1 } });
    const error = await client
      .call('setDefaultPaymentMethod', { params: { id: 'c-1', cardId: 'x' }, body: { Rank: 2 as 1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid_request' });
    expect(seen).toHaveLength(1);
  });

  it('reports card_is_not_found as an ApiError code', async () => {
    const { client } = recordingClient({
      status: 404,
      body: { err_code: 'card_is_not_found', err_message: 'card is not found' },
    });
    const error = await client.customer.deletePaymentMethod('c-1', 'nope').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'card_is_not_found', message: 'card is not found' });
  });
});

describe('given the sandbox-only payments endpoints', () => {
  it('are not part of the provider contract, and need the customer (auth) besides the client secret', () => {
    const paths = Object.values(endpoints).map((e) => e.path);
    for (const endpoint of Object.values(sandboxPaymentsEndpoints)) {
      expect(paths).not.toContain(endpoint.path);
      // The card provider stand-in, not a development-only /sandbox/ route (it exists in both modes).
      expect(endpoint.path.startsWith('/card-provider/')).toBe(true);
      expect(endpoint.auth).toBe(true);
      expect(endpoint.requiresActiveAccount).toBe(true);
    }
  });

  it('validate card details: 4-digit year, month 1–12, 3–4 digit CVC', () => {
    const schema = sandboxConfirmCardSetupRequestSchema;
    const ok = {
      ClientSecret: 's',
      Number: '4242 4242 4242 4242',
      ExpMonth: 12,
      ExpYear: 2030,
      CVC: '123',
      Name: 'A',
    };
    expect(schema.safeParse(ok).success).toBe(true);
    expect(schema.safeParse({ ...ok, ExpYear: 30 }).success).toBe(false);
    expect(schema.safeParse({ ...ok, ExpMonth: 13 }).success).toBe(false);
    expect(schema.safeParse({ ...ok, CVC: '12' }).success).toBe(false);
    expect(buildPath(sandboxPaymentsEndpoints.authenticateCardSetup.path, 2)).toBe(
      '/card-provider/setup_intents/authenticate',
    );
  });
});
