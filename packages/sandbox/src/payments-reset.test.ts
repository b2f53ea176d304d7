import { endpoints, errorBodySchema } from '@telco-portal/api';
import { sandboxPaymentsEndpoints } from '@telco-portal/api/sandbox-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { request, signIn, type TestClock, testSandbox } from './test/helpers.ts';

// Test clock: 2026-01-15T10:00:00Z, so a card expiring 01/2026 expires "this month".
let sandbox: Sandbox;
let clock: TestClock;
beforeAll(async () => {
  ({ sandbox, clock } = await testSandbox());
}, 120_000);
afterAll(() => sandbox.close());

const CONFIRM = '/api/card-provider/setup_intents/confirm';
const AUTHENTICATE = '/api/card-provider/setup_intents/authenticate';

let counter = 0;
/** Registers a new LOCAL customer (no cards) and returns its token and customer id. */
async function newCustomer(password = 'Kia-ora-koutou-1') {
  counter += 1;
  const email = `person${counter}@example.test`;
  const res = await request(sandbox, 'POST', '/api/v2/2/auth/register', {
    body: {
      IdentityProvider: 'LOCAL',
      AuthID: email,
      AuthCode: password,
      Email: email,
      FirstName: 'Mere',
      LastName: 'Parata',
      NotifySpecialOffers: 0,
      NotifyNewsletters: 0,
    },
  });
  expect(res.status, res.text).toBe(200);
  const customer = res.json.roles[0].CustomerUUID as string;
  // Adding a card is behind the SPEC §2 guard chain: verify the e-mail first (link from the mailbox).
  const [mail] = await sandbox.readMailbox(email);
  const secret = new URL(mail!.link!).searchParams.get('secret');
  const confirmed = await request(
    sandbox,
    'GET',
    `/api/customer/${customer}/email_verification/confirm?Secret=${secret}&CustomerUUID=${customer}`,
  );
  expect(confirmed.status, confirmed.text).toBe(200);
  return { email, token: res.json.JWT as string, customer };
}

async function setupSecret(who: { token: string; customer: string }) {
  const res = await request(sandbox, 'POST', `/api/customer/${who.customer}/setup-payment-method`, {
    token: who.token,
  });
  expect(res.status, res.text).toBe(200);
  return endpoints.setupPaymentMethod.response.parse(res.json).SetupIntentClientSecret;
}

const card = (secret: string, number: string, extra: Record<string, unknown> = {}) => ({
  ClientSecret: secret,
  Number: number,
  ExpMonth: 12,
  ExpYear: 2030,
  CVC: '123',
  Name: 'Mere Parata',
  ...extra,
});

async function cards(who: { token: string; customer: string }) {
  const res = await request(sandbox, 'GET', `/api/customer/${who.customer}/payment-methods`, {
    token: who.token,
  });
  return endpoints.paymentMethods.response.parse(res.json).PaymentMethods;
}

/** Asserts a decline: HTTP 402 with the SPEC §8 body and the code. */
function expectDecline(res: { status: number; json: unknown }, code: string, message: RegExp) {
  expect(res.status).toBe(402);
  const body = errorBodySchema.parse(res.json);
  expect(body.err_code).toBe(code);
  expect(body.err_message).toMatch(message);
}

describe('given a new customer adding cards through a setup intent', () => {
  it('4242 4242 4242 4242 succeeds and becomes the default (Rank 1) as the first card (SPEC §4)', async () => {
    const who = await newCustomer();
    expect(await cards(who)).toEqual([]);
    const secret = await setupSecret(who);
    expect(secret).toMatch(/^seti_\w+_secret_\w+$/);
    const res = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(secret, '4242 4242 4242 4242'),
    });
    expect(res.status, res.text).toBe(200);
    const intent = sandboxPaymentsEndpoints.confirmCardSetup.response.parse(res.json);
    expect(intent.Status).toBe('succeeded');
    expect(intent.PaymentMethod).toMatchObject({
      Rank: 1,
      CardType: 'Visa',
      CardLast4: '4242',
      CardExpiryMonth: 12,
      CardExpiryYear: 2030,
    });
    expect(await cards(who)).toEqual([intent.PaymentMethod]);

    // A second card goes after the default; a used client secret cannot be confirmed again.
    const again = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(secret, '5555555555554444'),
    });
    expect(again.status).toBe(400);
    expect(again.json.err_code).toBe('setup_intent_invalid');
    const second = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(await setupSecret(who), '5555 5555 5555 4444'),
    });
    expect(second.json.PaymentMethod).toMatchObject({ Rank: 2, CardType: 'Mastercard', CardLast4: '4444' });
  });

  it('4000 0000 0000 0002 is declined with "card authorization error" and saves nothing', async () => {
    const who = await newCustomer();
    const secret = await setupSecret(who);
    expectDecline(
      await request(sandbox, 'POST', CONFIRM, { token: who.token, body: card(secret, '4000000000000002') }),
      'card_declined',
      /^card authorization error$/,
    );
    expect(await cards(who)).toEqual([]);
    // Like Stripe, the intent can be confirmed again with another card.
    const retry = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(secret, '4242424242424242'),
    });
    expect(retry.json.Status).toBe('succeeded');
  });

  it('4000 0000 0000 9995 is refused for insufficient funds', async () => {
    const who = await newCustomer();
    expectDecline(
      await request(sandbox, 'POST', CONFIRM, {
        token: who.token,
        body: card(await setupSecret(who), '4000000000009995'),
      }),
      'insufficient_funds',
      /insufficient funds/,
    );
    expect(await cards(who)).toEqual([]);
  });

  it('4000 0027 6000 3184 needs 3-D Secure; approving saves the card', async () => {
    const who = await newCustomer();
    const secret = await setupSecret(who);
    const res = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(secret, '4000 0027 6000 3184'),
    });
    const intent = sandboxPaymentsEndpoints.confirmCardSetup.response.parse(res.json);
    expect(intent.Status).toBe('requires_action');
    expect(intent.ChallengeID).toMatch(/^3ds_/);
    expect(await cards(who)).toEqual([]);
    const approved = await request(sandbox, 'POST', AUTHENTICATE, {
      token: who.token,
      body: { ClientSecret: secret, Approve: true },
    });
    const done = sandboxPaymentsEndpoints.authenticateCardSetup.response.parse(approved.json);
    expect(done.Status).toBe('succeeded');
    expect(done.PaymentMethod).toMatchObject({ Rank: 1, CardLast4: '3184' });
    expect(await cards(who)).toHaveLength(1);
  });

  it('declining the 3-D Secure challenge fails with the SPEC §8 processing error and saves nothing', async () => {
    const who = await newCustomer();
    const secret = await setupSecret(who);
    await request(sandbox, 'POST', CONFIRM, { token: who.token, body: card(secret, '4000002760003184') });
    expectDecline(
      await request(sandbox, 'POST', AUTHENTICATE, {
        token: who.token,
        body: { ClientSecret: secret, Approve: false },
      }),
      'authentication_failed',
      /payment processing error \(choose or add another card\)/,
    );
    expect(await cards(who)).toEqual([]);
    // No challenge is open any more.
    const late = await request(sandbox, 'POST', AUTHENTICATE, {
      token: who.token,
      body: { ClientSecret: secret, Approve: true },
    });
    expect(late.status).toBe(400);
  });

  it('refuses a number failing the Luhn check, an expired card and one expiring this month (SPEC §5)', async () => {
    const who = await newCustomer();
    const secret = await setupSecret(who);
    expectDecline(
      await request(sandbox, 'POST', CONFIRM, { token: who.token, body: card(secret, '4242424242424241') }),
      'incorrect_number',
      /card authorization error/,
    );
    expectDecline(
      await request(sandbox, 'POST', CONFIRM, {
        token: who.token,
        body: card(secret, '4242424242424242', { ExpMonth: 12, ExpYear: 2025 }),
      }),
      'expired_card',
      /expire/,
    );
    expect(clock.now().toISOString()).toMatch(/^2026-01/);
    expectDecline(
      await request(sandbox, 'POST', CONFIRM, {
        token: who.token,
        body: card(secret, '4242424242424242', { ExpMonth: 1, ExpYear: 2026 }),
      }),
      'expired_card',
      /expire/,
    );
    const nextMonth = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(secret, '4242424242424242', { ExpMonth: 2, ExpYear: 2026 }),
    });
    expect(nextMonth.json.Status).toBe('succeeded');
  });

  it("rejects an unknown client secret, another customer's intent and another customer asking for one", async () => {
    const who = await newCustomer();
    const res = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card('seti_nope_secret_nope', '4242424242424242'),
    });
    expect(res.status).toBe(400);
    const other = await newCustomer();
    const forbidden = await request(sandbox, 'POST', `/api/customer/${other.customer}/setup-payment-method`, {
      token: who.token,
    });
    expect(forbidden.status).toBe(403);
    // The client secret alone is not enough: the intent must belong to the caller's customer.
    const othersSecret = await setupSecret(other);
    const stolen = await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(othersSecret, '4242424242424242'),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.json.err_code).toBe('setup_intent_invalid');
    const anonymous = await request(sandbox, 'POST', CONFIRM, {
      body: card(othersSecret, '4242424242424242'),
    });
    expect(anonymous.status).toBe(401);
    expect(await cards(other)).toEqual([]);
  });
});

describe('given saved cards being removed or made default', () => {
  it('refuses to remove the only card and answers card_is_not_found for a card not on the account', async () => {
    const who = await newCustomer();
    await request(sandbox, 'POST', CONFIRM, {
      token: who.token,
      body: card(await setupSecret(who), '4242424242424242'),
    });
    const [only] = await cards(who);
    const refused = await request(
      sandbox,
      'DELETE',
      `/api/customer/${who.customer}/payment-methods/${only!.UUID}`,
      {
        token: who.token,
      },
    );
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.json).err_code).toBe('only_card');
    const missing = await request(
      sandbox,
      'DELETE',
      `/api/customer/${who.customer}/payment-methods/cd000000-0000-4000-8000-000000000002`,
      { token: who.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ err_code: 'card_is_not_found', err_message: 'card is not found' });
    const missingDefault = await request(
      sandbox,
      'PUT',
      `/api/customer/${who.customer}/payment-methods/not-a-card`,
      { token: who.token, body: { Rank: 1 } },
    );
    expect(missingDefault.json.err_code).toBe('card_is_not_found');
  });

  it('makes a card default with Rank 1 and promotes the first remaining card when the default is removed', async () => {
    const who = await newCustomer();
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005']) {
      await request(sandbox, 'POST', CONFIRM, {
        token: who.token,
        body: card(await setupSecret(who), number),
      });
    }
    const [visa, master, amex] = await cards(who);
    expect([visa, master, amex].map((c) => c?.CardType)).toEqual(['Visa', 'Mastercard', 'American Express']);
    const put = await request(sandbox, 'PUT', `/api/customer/${who.customer}/payment-methods/${amex!.UUID}`, {
      token: who.token,
      body: { Rank: 1 },
    });
    const ranked = endpoints.setDefaultPaymentMethod.response.parse(put.json).PaymentMethods;
    expect(ranked.map((c) => [c.CardLast4, c.Rank])).toEqual([
      ['0005', 1],
      ['4242', 2],
      ['4444', 3],
    ]);
    const del = await request(
      sandbox,
      'DELETE',
      `/api/customer/${who.customer}/payment-methods/${amex!.UUID}`,
      {
        token: who.token,
      },
    );
    const remaining = endpoints.deletePaymentMethod.response.parse(del.json).PaymentMethods;
    expect(remaining.map((c) => [c.CardLast4, c.Rank])).toEqual([
      ['4242', 1],
      ['4444', 2],
    ]);
  });
});

describe('given a password reset (SPEC §1 recover password)', () => {
  const resetLink = async (email: string) => {
    const mail = await request(sandbox, 'GET', `/api/sandbox/mailbox?to=${email}`);
    const message = mail.json.messages.at(-1);
    expect(message.subject).toMatch(/Reset your password/);
    return new URL(message.link);
  };

  it('answers 200 { Sent: true } for an unknown address too, and sends nothing there', async () => {
    const res = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
      body: { Email: 'nobody@example.test' },
    });
    expect(res.status).toBe(200);
    expect(endpoints.passwordResetRequest.response.parse(res.json)).toEqual({ Sent: true });
    const mail = await request(sandbox, 'GET', '/api/sandbox/mailbox?to=nobody@example.test');
    expect(mail.json.messages).toEqual([]);
  });

  it('e-mails a /reset-password link; the new password works and the old one stops working', async () => {
    const who = await newCustomer('Old-password-1');
    const res = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
      body: { Email: ` ${who.email.toUpperCase()} ` },
    });
    expect(res.json).toEqual({ Sent: true });
    const link = await resetLink(who.email);
    expect(link.origin + link.pathname).toBe('http://localhost:4173/reset-password'); // publicOrigin, not the Host
    const confirm = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
      body: { Code: link.searchParams.get('code'), Password: 'New-password-2' },
    });
    expect(confirm.status, confirm.text).toBe(200);
    expect(endpoints.passwordResetConfirm.response.parse(confirm.json).AuthID).toBe(who.email);
    await expect(signIn(sandbox, who.email, 'New-password-2')).resolves.toBeTruthy();
    const old = await request(sandbox, 'POST', '/api/v2/2/auth', {
      body: { IdentityProvider: 'LOCAL', AuthID: who.email, AuthCode: 'Old-password-1' },
    });
    expect(old.status).toBe(401);
  });

  it('refuses a used code, an unknown code and a superseded code with reset_code_invalid', async () => {
    const who = await newCustomer();
    const request1 = () =>
      request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', { body: { Email: who.email } });
    await request1();
    const first = (await resetLink(who.email)).searchParams.get('code');
    await request1();
    const second = (await resetLink(who.email)).searchParams.get('code');
    const confirm = (code: string | null) =>
      request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
        body: { Code: code, Password: 'New-password-3' },
      });
    const superseded = await confirm(first);
    expect(superseded.status).toBe(400);
    expect(errorBodySchema.parse(superseded.json)).toMatchObject({
      err_code: 'reset_code_invalid',
      err_message: expect.stringMatching(/expired/),
    });
    expect((await confirm(second)).status).toBe(200);
    expect((await confirm(second)).json.err_code).toBe('reset_code_invalid');
    expect((await confirm('not-a-code')).json.err_code).toBe('reset_code_invalid');
  });

  it('checks a code without using it (verifyPasswordResetCode): the e-mail it resets, then the same refusals as confirm', async () => {
    const who = await newCustomer();
    await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', { body: { Email: who.email } });
    const code = (await resetLink(who.email)).searchParams.get('code');
    const check = (value: string | null) =>
      request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/check', { body: { Code: value } });
    for (let i = 0; i < 2; i++) {
      const ok = await check(code);
      expect(ok.status, ok.text).toBe(200);
      expect(endpoints.passwordResetCheck.response.parse(ok.json)).toEqual({
        IdentityProvider: 'LOCAL',
        AuthID: who.email,
      });
    }
    const confirm = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
      body: { Code: code, Password: 'New-password-6' },
    });
    expect(confirm.status, confirm.text).toBe(200);
    const used = await check(code);
    const unknown = await check('not-a-code');
    expect(used.status).toBe(400);
    expect(errorBodySchema.parse(used.json)).toMatchObject({
      err_code: 'reset_code_invalid',
      err_message: expect.stringMatching(/expired/),
    });
    // Used and unknown codes are told apart by nothing: same status, same body.
    expect(unknown.status).toBe(used.status);
    expect(unknown.json).toEqual(used.json);
  });

  it('refuses a code older than 1 hour', async () => {
    const who = await newCustomer();
    await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', { body: { Email: who.email } });
    const code = (await resetLink(who.email)).searchParams.get('code');
    const start = clock.now();
    clock.advanceMs(60 * 60 * 1000 + 1);
    try {
      const checked = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/check', {
        body: { Code: code },
      });
      expect(checked.status).toBe(400);
      expect(checked.json.err_code).toBe('reset_code_invalid');
      const res = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
        body: { Code: code, Password: 'New-password-4' },
      });
      expect(res.status).toBe(400);
      expect(res.json.err_code).toBe('reset_code_invalid');
    } finally {
      clock.set(start);
    }
  });

  it('refuses a password failing SPEC §5 and keeps the code usable', async () => {
    const who = await newCustomer();
    await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset', { body: { Email: who.email } });
    const code = (await resetLink(who.email)).searchParams.get('code');
    const weak = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
      body: { Code: code, Password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.err_code).toBe('invalid_password');
    const ok = await request(sandbox, 'POST', '/api/v2/2/auth/LOCAL/password_reset/confirm', {
      body: { Code: code, Password: 'Long-enough-5' },
    });
    expect(ok.status).toBe(200);
  });
});
