import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SECRET_COOKIE, SANDBOX_SECRET_HEADER } from './access.ts';
import { createSandbox, type Sandbox } from './sandbox.ts';
import { request, signIn, testSandbox } from './test/helpers.ts';

// Issue 8: "the sandbox is a backend you could put on a network".
let dev: Sandbox;
let prod: Sandbox;
beforeAll(async () => {
  ({ sandbox: dev } = await testSandbox({ sandboxSecret: 'a-known-secret-for-tests-0123456789' }));
  ({ sandbox: prod } = await testSandbox({
    mode: 'production',
    publicOrigin: 'https://portal.harbour.example',
  }));
}, 120_000);
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

describe('given development mode', () => {
  it('generates a random secret per start when none is given', async () => {
    const { sandbox } = await testSandbox();
    const { sandbox: other } = await testSandbox();
    try {
      expect(sandbox.sandboxSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.sandboxSecret).not.toBe(sandbox.sandboxSecret);
    } finally {
      await sandbox.close();
      await other.close();
    }
  }, 120_000);

  it('refuses the mailbox, fault rules and account switches without the secret (403)', async () => {
    for (const [method, path] of [
      ['GET', '/api/sandbox/mailbox?to=prepay@harbour.test'],
      ['DELETE', '/api/sandbox/mailbox'],
      ['GET', '/api/sandbox/faults'],
      ['POST', '/api/sandbox/faults'],
      ['POST', '/api/sandbox/accounts/disabled'],
    ] as const) {
      const res = await request(dev, method, path, {
        secret: false,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json).toMatchObject({ err_code: 'sandbox_secret_required' });
      expect(res.json.err_message).toMatch(/X-Sandbox-Secret/);
    }
    const wrong = await request(dev, 'GET', '/api/sandbox/mailbox', {
      secret: false,
      headers: { [SANDBOX_SECRET_HEADER]: 'a-known-secret-for-tests-012345678X' },
    });
    expect(wrong.status).toBe(403);
  });

  it('accepts the secret as a header or as the cookie the portal server sets', async () => {
    const header = await request(dev, 'GET', '/api/sandbox/mailbox', {
      secret: false,
      headers: { [SANDBOX_SECRET_HEADER]: 'a-known-secret-for-tests-0123456789' },
    });
    expect(header.status).toBe(200);
    const cookie = await request(dev, 'GET', '/api/sandbox/mailbox', {
      secret: false,
      headers: { cookie: `${SANDBOX_SECRET_COOKIE}=a-known-secret-for-tests-0123456789` },
    });
    expect(cookie.status).toBe(200);
  });

  it('the X-Sandbox-Fault header needs the secret too', async () => {
    const stranger = await request(dev, 'GET', '/api/v1/2/postpay_mobile_plans', {
      secret: false,
      headers: { 'X-Sandbox-Fault': 'status=503' },
    });
    expect(stranger.status).toBe(403);
    const tester = await request(dev, 'GET', '/api/v1/2/postpay_mobile_plans', {
      headers: { 'X-Sandbox-Fault': 'status=503' },
    });
    expect(tester.status).toBe(503);
  });

  it('refuses a secret shorter than 16 characters', async () => {
    await expect(createSandbox({ sandboxSecret: 'short' })).rejects.toThrow(/at least 16/);
  });
});

describe('given production mode', () => {
  it('has no sandbox-only routes at all (404), secret or not', async () => {
    expect(prod.sandboxSecret).toBeNull();
    for (const path of ['/api/sandbox/mailbox', '/api/sandbox/faults']) {
      const res = await request(prod, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ err_message: 'Object not found', err_code: 'not_found' });
    }
  });

  it('ignores the X-Sandbox-Fault header', async () => {
    const res = await request(prod, 'GET', '/api/v1/2/postpay_mobile_plans', {
      headers: { 'X-Sandbox-Fault': 'status=503' },
    });
    expect(res.status).toBe(200);
  });

  it('still runs the provider API and the card provider (a portal with sandbox payments works)', async () => {
    const auth = await signIn(prod, 'nocard@harbour.test');
    const customer = auth.roles[0]!.CustomerUUID;
    const setup = await request(prod, 'POST', `/api/customer/${customer}/setup-payment-method`, {
      token: auth.JWT,
    });
    expect(setup.status).toBe(200);
    const confirm = await request(prod, 'POST', '/api/card-provider/setup_intents/confirm', {
      token: auth.JWT,
      body: {
        ClientSecret: setup.json.SetupIntentClientSecret,
        Number: '4242424242424242',
        ExpMonth: 12,
        ExpYear: 2031,
        CVC: '123',
        Name: 'Nō Kāri',
      },
    });
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.json.Status).toBe('succeeded');
  });

  it('links in e-mails use the configured public origin', async () => {
    await request(prod, 'POST', '/api/v2/2/auth/LOCAL/password_reset', {
      body: { Email: 'payg@harbour.test' },
      headers: { host: 'evil.example' },
    });
    const [mail] = await prod.readMailbox('payg@harbour.test');
    expect(mail?.link).toMatch(/^https:\/\/portal\.harbour\.example\/reset-password\?code=/);
  });

  it('needs a public origin, and never accepts * as an allowed origin', async () => {
    await expect(createSandbox({ mode: 'production' })).rejects.toThrow(/publicOrigin/);
    await expect(createSandbox({ allowedOrigins: ['*'] })).rejects.toThrow(/not allowed/);
    await expect(createSandbox({ publicOrigin: 'javascript:alert(1)' })).rejects.toThrow(/http/);
  });
});

describe('given cross-origin requests (CORS)', () => {
  it('answers no Access-Control-Allow-Origin by default (same origin only)', async () => {
    const res = await request(dev, 'GET', '/api/v1/2/postpay_mobile_plans', {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await request(dev, 'OPTIONS', '/api/sandbox/mailbox', {
      secret: false,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows exactly the origins of the allowlist', async () => {
    const { sandbox } = await testSandbox({ allowedOrigins: ['http://localhost:5173'] });
    try {
      const ok = await request(sandbox, 'GET', '/api/v1/2/postpay_mobile_plans', {
        headers: { origin: 'http://localhost:5173' },
      });
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      const other = await request(sandbox, 'GET', '/api/v1/2/postpay_mobile_plans', {
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await sandbox.close();
    }
  }, 120_000);
});

describe('given any API answer', () => {
  it('carries Cache-Control: no-store (personal data) and nosniff, errors included', async () => {
    const auth = await signIn(dev, 'prepay@harbour.test');
    const ok = await request(dev, 'GET', `/api/customer/${auth.roles[0]!.CustomerUUID}`, { token: auth.JWT });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await request(dev, 'GET', '/api/nothing-here');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
