import { ApiError, endpoints } from '@telco-portal/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { DEMO_ACCOUNTS } from './seed/accounts.ts';
import { clientFor, request, signIn, type TestClock, testSandbox } from './test/helpers.ts';
import { dateToNanos, NANOS_PER_DAY, utcDayStart } from './time.ts';

// One fresh in-memory database per test.
let sandbox: Sandbox;
let clock: TestClock;
beforeEach(async () => {
  ({ sandbox, clock } = await testSandbox({ publicOrigin: 'http://harbour.localhost:5173' }));
}, 120_000);
afterEach(() => sandbox.close());

const newUser = (email = 'kiri@example.test') => ({
  IdentityProvider: 'LOCAL',
  AuthID: email,
  AuthCode: 'Tino-pai-rawa-9',
  Email: email,
  MobileNumber: '+64211112233',
  FirstName: 'Kiri',
  LastName: 'Te Kanawa',
  NotifySpecialOffers: 0,
  NotifyNewsletters: 2,
});

describe('given the demo accounts', () => {
  it('every one signs in with the demo password and sees its customers', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const auth = await signIn(sandbox, account.email, account.password);
      expect(auth.roles.map((r) => r.CustomerUUID)).toEqual(account.customerUUIDs);
    }
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'prepay@harbour.test',
      'postpay@harbour.test',
      'payg@harbour.test',
      'suspended@harbour.test',
      'unverified@harbour.test',
      'nocard@harbour.test',
      'multi@harbour.test',
      'wharerangi.teaomarama.kaitiakiongawhanau@longaddress.harbourmobile.test',
    ]);
  });

  it('each demonstrates its guard state', async () => {
    const api = clientFor(sandbox, clock);
    const state = async (email: string) => {
      const auth = await api.auth.signIn({ email, password: 'Harbour-demo-1' });
      const uuid = auth.roles[0]!.CustomerUUID;
      const customer = await api.customer.get(uuid);
      const cards = await api.customer.paymentMethods(uuid);
      const routes = await api.customer.billingRoutes(uuid);
      const products = await api.products.list(uuid);
      return { auth, customer, cards, routes, products };
    };
    const suspended = await state('suspended@harbour.test');
    expect(suspended.customer.AccountState).toBe('Suspended');
    const unverified = await state('unverified@harbour.test');
    expect(unverified.customer.EmailVerified).toBe(false);
    const nocard = await state('nocard@harbour.test');
    expect(nocard.cards).toEqual([]);
    expect(nocard.routes).toEqual([]);
    const payg = await state('payg@harbour.test');
    expect(payg.products[0]!.BillingReference).toMatch(/^payg/);
    expect(payg.routes).toMatchObject([
      { RoutingType: 'parent', DebitAccount: { Email: 'postpay@harbour.test' } },
    ]);
    const postpay = await state('postpay@harbour.test');
    expect(postpay.products[0]!.BillingReference).toMatch(/^postpay/);
    expect(postpay.cards.map((c) => c.Rank)).toEqual([1, 2, 3]);
    // Two cards and an expired one (issue 10: the payment-methods page marks it).
    expect(postpay.cards.map((c) => `${c.CardExpiryMonth}/${c.CardExpiryYear}`)).toEqual([
      '11/2028',
      '3/2030',
      '5/2025',
    ]);
    expect(postpay.routes).toMatchObject([
      { RoutingType: 'child', CreditAccount: { Email: 'payg@harbour.test' } },
    ]);
    const prepay = await state('prepay@harbour.test');
    expect(prepay.products[0]!.Addons.map((a) => a.Name)).toEqual(['Everyday', 'Data Boost 2GB']);
    expect(prepay.products[0]!.MSISDN).toMatch(/^6421\d{7}$/);
  });

  it('gives 30 days of deterministic usage history ending today', async () => {
    const { roles } = await signIn(sandbox, 'prepay@harbour.test');
    const api = clientFor(sandbox, clock);
    await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    const today = utcDayStart(dateToNanos(clock.now()));
    const body = {
      CustomerUUID: roles[0]!.CustomerUUID,
      ProductInstanceUUID: 'b0000000-0000-4000-8000-000000000001',
      ProductType: 'prepay',
      Range: {
        FirstNanos: (today - 29n * NANOS_PER_DAY).toString(),
        FinalNanos: (today + NANOS_PER_DAY).toString(),
      },
      IntervalNanos: NANOS_PER_DAY.toString(),
    };
    const data = await api.products.usageHistogram(body);
    expect(data.result.Buckets).toHaveLength(30);
    expect(data.result.Buckets.every((b) => b.Value > 0)).toBe(true);
    const again = await api.products.usageHistogram(body);
    expect(again).toEqual(data);
    const voice = await api.products.usageHistogram({ ...body, UsageType: 'voice' });
    // Voice in seconds, with quiet days.
    expect(voice.result.Buckets.some((b) => b.Value === 0)).toBe(true);
    expect(voice.result.Buckets.some((b) => b.Value >= 60)).toBe(true);
  });
});

describe('given authentication', () => {
  it('a wrong password is 401 with error number 1002 and the SPEC §8 text, and does not log out', async () => {
    const onUnauthorized = vi.fn();
    const api = clientFor(sandbox, clock, { onUnauthorized });
    const error = (await api.auth
      .signIn({ email: 'prepay@harbour.test', password: 'wrong-Password-1' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      errorNumber: 1002,
      code: 'invalid_credentials',
      message: 'The email address or password is invalid, check your details and try again',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an unknown e-mail gets the same answer as a wrong password', async () => {
    const res = await request(sandbox, 'POST', '/api/v2/2/auth', {
      body: { IdentityProvider: 'LOCAL', AuthID: 'nobody@harbour.test', AuthCode: 'Harbour-demo-1' },
    });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      err_message: 'The email address or password is invalid, check your details and try again',
      err_code: 'invalid_credentials',
      err_number: 1002,
    });
  });

  it('a request without a token is 401 "no auth token" with a number that logs out', async () => {
    const res = await request(sandbox, 'GET', '/api/customer/c0000000-0000-4000-8000-000000000001');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ err_message: 'no auth token', err_number: 1001 });
  });

  it('an expired token is 401 and the client calls onUnauthorized', async () => {
    const auth = await signIn(sandbox, 'prepay@harbour.test');
    clock.advanceMs(3601_000);
    const res = await request(sandbox, 'GET', `/api/customer/${auth.roles[0]!.CustomerUUID}`, {
      token: auth.JWT,
    });
    expect(res.status).toBe(401);
    expect(res.json.err_message).toBe('auth token expired');
  });

  it("another customer's data is 403 'not allowed'", async () => {
    const auth = await signIn(sandbox, 'prepay@harbour.test');
    const res = await request(sandbox, 'GET', '/api/customer/c0000000-0000-4000-8000-000000000002', {
      token: auth.JWT,
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ err_message: 'not allowed', err_code: 'not_allowed' });
  });

  it('JWT_REFRESH exchanges a valid token for a later one', async () => {
    const auth = await signIn(sandbox, 'postpay@harbour.test');
    clock.advanceMs(30 * 60_000);
    const res = await request(sandbox, 'POST', '/api/v2/2/auth', {
      body: { IdentityProvider: 'JWT_REFRESH', AuthCode: auth.JWT },
    });
    expect(res.status).toBe(200);
    expect(res.json.JWTExpiry).toBe(Math.floor(clock.now().getTime() / 1000) + 3600);
    expect(res.json.Email).toBe('postpay@harbour.test');
  });

  it('the client keeps working past the first token lifetime thanks to X-Auth-Token', async () => {
    const api = clientFor(sandbox, clock);
    const auth = await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    const uuid = auth.roles[0]!.CustomerUUID;
    for (let i = 0; i < 4; i++) {
      clock.advanceMs(40 * 60_000);
      await expect(api.customer.get(uuid)).resolves.toMatchObject({ UUID: uuid });
    }
    expect(api.tokenStore.get()!.expiry).toBe(Math.floor(clock.now().getTime() / 1000) + 3600);
  });

  it('validates input with the contract: 400 invalid_request naming the field', async () => {
    const res = await request(sandbox, 'POST', '/api/v2/2/auth', { body: { IdentityProvider: 'MAGIC' } });
    expect(res.status).toBe(400);
    expect(res.json.err_code).toBe('invalid_request');
    expect(res.json.err_message).toContain('IdentityProvider');
  });

  it('unknown routes answer 404 Object not found', async () => {
    const res = await request(sandbox, 'GET', '/api/v9/nothing');
    expect(res.status).toBe(404);
    expect(res.json.err_message).toBe('Object not found');
  });
});

describe('given sign-up', () => {
  it('register -> mailbox -> confirm sets EmailVerified', async () => {
    const api = clientFor(sandbox, clock);
    const auth = await api.auth.register({
      email: 'kiri@example.test',
      password: 'Tino-pai-rawa-9',
      firstName: 'Kiri',
      lastName: 'Te Kanawa',
      notifyNewsletters: true,
    });
    expect(endpoints.register.response.parse(auth).roles).toHaveLength(1);
    const customerUUID = auth.roles[0]!.CustomerUUID;
    expect((await api.customer.get(customerUUID)).EmailVerified).toBe(false);

    const mailbox = await request(sandbox, 'GET', '/api/sandbox/mailbox?to=KIRI@example.test');
    expect(mailbox.json.messages).toHaveLength(1);
    const message = mailbox.json.messages[0];
    expect(message).toMatchObject({ to: 'kiri@example.test', sentAt: clock.now().toISOString() });
    expect(message.subject).toContain('Manatokohia tō īmēra');
    const link = new URL(message.link);
    expect(link.origin).toBe('http://harbour.localhost:5173');
    expect(link.pathname).toBe('/email-verify');
    expect(link.searchParams.get('customer')).toBe(customerUUID);
    expect(message.text).toContain(message.link);

    // The portal confirms without a session: the secret proves it.
    const anonymous = clientFor(sandbox, clock);
    await expect(
      anonymous.customer.confirmEmail({ customerUUID, secret: link.searchParams.get('secret')! }),
    ).resolves.toEqual({ CustomerUUID: customerUUID, EmailVerified: true });
    expect((await api.customer.get(customerUUID)).EmailVerified).toBe(true);
  });

  it('links use the configured origin (default http://localhost:4173), never the request Host', async () => {
    const other = await testSandbox();
    const res = await other.sandbox.app.request('http://evil.example/api/v2/2/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'evil.example' },
      body: JSON.stringify(newUser()),
    });
    expect(res.status).toBe(200);
    const [message] = await other.sandbox.readMailbox('kiri@example.test');
    expect(message?.link).toMatch(/^http:\/\/localhost:4173\/email-verify\?secret=[0-9a-f]{64}&customer=/);
    await other.sandbox.close();
  }, 120_000);

  it('a resent e-mail supersedes the earlier link; a wrong secret is refused', async () => {
    const registered = await request(sandbox, 'POST', '/api/v2/2/auth/register', { body: newUser() });
    const customer = registered.json.roles[0].CustomerUUID;
    const resend = await request(sandbox, 'GET', `/api/customer/${customer}/email_verification/resend`, {
      token: registered.json.JWT,
    });
    expect(resend.json).toEqual({ Sent: true, Email: 'kiri@example.test' });
    const { messages } = (await request(sandbox, 'GET', '/api/sandbox/mailbox?to=kiri@example.test')).json;
    expect(messages).toHaveLength(2);
    const secretOf = (m: { link: string }) => new URL(m.link).searchParams.get('secret');
    const confirm = (secret: string | null) =>
      request(
        sandbox,
        'GET',
        `/api/customer/${customer}/email_verification/confirm?Secret=${secret}&CustomerUUID=${customer}`,
      );

    const old = await confirm(secretOf(messages[0]));
    expect(old.status).toBe(400);
    expect(old.json).toMatchObject({
      err_code: 'invalid_verification_code',
      err_message: 'The verification code is incorrect',
    });
    expect((await confirm('f'.repeat(64))).status).toBe(400);
    expect((await confirm(secretOf(messages[1]))).status).toBe(200);
    // Opening the same link twice still confirms.
    expect((await confirm(secretOf(messages[1]))).status).toBe(200);
  });

  it('refuses a taken e-mail (409) and a weak password (400)', async () => {
    const taken = await request(sandbox, 'POST', '/api/v2/2/auth/register', {
      body: newUser('PREPAY@harbour.test'),
    });
    expect(taken.status).toBe(409);
    expect(taken.json.err_code).toBe('identity_exists');
    const weak = await request(sandbox, 'POST', '/api/v2/2/auth/register', {
      body: { ...newUser(), AuthCode: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.err_code).toBe('invalid_password');
    const check = await request(sandbox, 'POST', '/api/v2/2/auth_check', {
      body: { IdentityProvider: 'LOCAL', AuthID: 'kiri@example.test' },
    });
    expect(check.json.Exists).toBe(false);
  });

  it('changing the e-mail resets EmailVerified', async () => {
    const auth = await signIn(sandbox, 'prepay@harbour.test');
    const uuid = auth.roles[0]!.CustomerUUID;
    const res = await request(sandbox, 'PUT', `/api/customer/${uuid}`, {
      token: auth.JWT,
      body: { Email: 'aroha.ngata@example.test', CurrentPassword: 'Harbour-demo-1' },
    });
    expect(res.json).toMatchObject({ Email: 'aroha.ngata@example.test', EmailVerified: false });
  });
});

describe('given fault injection', () => {
  it('the X-Sandbox-Fault header answers the status with an SPEC §8 body', async () => {
    const res = await request(sandbox, 'GET', '/api/v1/2/postpay_mobile_plans', {
      headers: { 'X-Sandbox-Fault': 'status=503' },
    });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ err_message: 'something went wrong, try later', err_code: 'injected_fault' });
  });

  it('registered faults apply to matching routes for the given number of requests', async () => {
    const created = await request(sandbox, 'POST', '/api/sandbox/faults', {
      body: { route: 'POST /api/v2/:spid/auth', fault: 'status=500; message=Kua hē', times: 1 },
    });
    expect(created.status).toBe(201);
    const body = { IdentityProvider: 'LOCAL', AuthID: 'prepay@harbour.test', AuthCode: 'Harbour-demo-1' };
    const first = await request(sandbox, 'POST', '/api/v2/2/auth', { body });
    expect(first).toMatchObject({ status: 500, json: { err_message: 'Kua hē' } });
    expect((await request(sandbox, 'POST', '/api/v2/2/auth', { body })).status).toBe(200);
    expect((await request(sandbox, 'GET', '/api/sandbox/faults')).json.faults).toEqual([]);
  });

  it('malformed and empty bodies reach the client as contract errors', async () => {
    await request(sandbox, 'POST', '/api/sandbox/faults', {
      body: { route: 'GET /api/v1/*/postpay_mobile_plans', fault: { malformed: true }, times: 1 },
    });
    await request(sandbox, 'POST', '/api/sandbox/faults', {
      body: { route: '/api/v3/**', fault: 'empty' },
    });
    const api = clientFor(sandbox, clock);
    await expect(api.plans.postpay()).rejects.toMatchObject({ code: 'invalid_response' });
    await expect(api.plans.prepay()).rejects.toMatchObject({
      code: 'no_response_data',
      message: 'no response data',
    });
    await request(sandbox, 'DELETE', '/api/sandbox/faults');
    await expect(api.plans.prepay()).resolves.not.toHaveLength(0);
  });

  it('a delay longer than the client timeout gives the timeout error', async () => {
    await request(sandbox, 'POST', '/api/sandbox/faults', {
      body: { route: '/api/catalog/v2/entries', fault: 'delay=2000' },
    });
    const slow = clientFor(sandbox, clock, { timeoutMs: 50 });
    await expect(slow.plans.catalog({ productTypes: ['postpaymobile'] })).rejects.toMatchObject({
      code: 'timeout',
    });
  });

  it('a 401 fault with number 1002 does not log out; without it, it does', async () => {
    const onUnauthorized = vi.fn();
    const api = clientFor(sandbox, clock, { onUnauthorized });
    const auth = await api.auth.signIn({ email: 'prepay@harbour.test', password: 'Harbour-demo-1' });
    const uuid = auth.roles[0]!.CustomerUUID;
    await request(sandbox, 'POST', '/api/sandbox/faults', {
      body: { route: `GET /api/customer/${uuid}`, fault: 'status=401; number=1002', times: 1 },
    });
    await expect(api.customer.get(uuid)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await request(sandbox, 'POST', '/api/sandbox/faults', {
      body: { route: `GET /api/customer/${uuid}`, fault: 'status=401', times: 1 },
    });
    await expect(api.customer.get(uuid)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects a fault it does not understand', async () => {
    const res = await request(sandbox, 'GET', '/api/v1/2/postpay_mobile_plans', {
      headers: { 'X-Sandbox-Fault': 'explode' },
    });
    expect(res.status).toBe(400);
    expect(res.json.err_code).toBe('invalid_fault');
  });
});
