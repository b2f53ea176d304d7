import { ApiError, createApiClient, memoryTokenStore } from '@telco-portal/api';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from '@telco-portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxIdentity } from './sandbox.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});

function identity() {
  const client = createApiClient({
    spid: 2,
    tokenStore: memoryTokenStore(),
    fetch: async (input, init) =>
      sandbox.app.fetch(new Request(new URL(String(input), 'http://localhost'), init)),
  });
  return createSandboxIdentity(client);
}

describe('given the sandbox identity (IdentityProvider LOCAL)', () => {
  it('signs a demo account in and returns Auth data with its customer roles', async () => {
    const auth = await identity().signInWithPassword('prepay@harbour.test', DEMO_PASSWORD);
    expect(auth.IdentityProvider).toBe('LOCAL');
    expect(auth.JWT.length).toBeGreaterThan(10);
    expect(auth.JWTExpiry).toBeGreaterThan(Date.now() / 1000);
    expect(auth.roles.length).toBe(1);
  });

  it('rejects a wrong password with an ApiError carrying the server message', async () => {
    const error = await identity()
      .signInWithPassword('prepay@harbour.test', 'wrong-password-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toMatch(/email address or password is invalid/i);
  });

  it('gives the multi-account user one role per customer', async () => {
    const auth = await identity().signInWithPassword('multi@harbour.test', DEMO_PASSWORD);
    expect(new Set(auth.roles.map((r) => r.CustomerUUID)).size).toBeGreaterThan(1);
  });

  it('registers a new identity and signs it in', async () => {
    const auth = await identity().register({
      email: '  new.person@example.test ',
      password: 'Harbour-demo-2',
      firstName: ' Aroha ',
      lastName: 'Ngata',
      notifyNewsletters: true,
    });
    expect(auth.Email).toBe('new.person@example.test');
    expect(auth.FirstName).toBe('Aroha');
    expect(auth.roles.length).toBe(1);
  });

  it('refreshes a JWT with JWT_REFRESH', async () => {
    const id = identity();
    const auth = await id.signInWithPassword('postpay@harbour.test', DEMO_PASSWORD);
    const refreshed = await id.refresh(auth);
    expect(refreshed.UUID).toBe(auth.UUID);
    expect(refreshed.JWT.length).toBeGreaterThan(10);
  });

  it('sends a reset e-mail and confirms the new password with the link code (old password stops working)', async () => {
    const id = identity();
    await id.register({
      email: 'reset.me@example.test',
      password: 'Old-password-1',
      firstName: 'Rua',
      lastName: 'Kawa',
    });
    await id.sendPasswordReset(' reset.me@example.test ');
    const messages = await sandbox.readMailbox('reset.me@example.test');
    const code = new URL(messages.at(-1)!.link!).searchParams.get('code')!;
    await expect(id.verifyPasswordResetCode(code)).resolves.toBe('reset.me@example.test');
    await expect(id.confirmPasswordReset(code, 'New-password-2')).resolves.toBeUndefined();
    await expect(id.signInWithPassword('reset.me@example.test', 'New-password-2')).resolves.toBeTruthy();
    await expect(id.signInWithPassword('reset.me@example.test', 'Old-password-1')).rejects.toBeInstanceOf(
      ApiError,
    );
    const reused = await id.confirmPasswordReset(code, 'New-password-3').catch((e: unknown) => e);
    expect((reused as ApiError).code).toBe('reset_code_invalid');
    const checked = await id.verifyPasswordResetCode(code).catch((e: unknown) => e);
    expect((checked as ApiError).code).toBe('reset_code_invalid');
  });

  it('resolves a reset request for an address without an account (no enumeration)', async () => {
    await expect(identity().sendPasswordReset('nobody@example.test')).resolves.toBeUndefined();
  });

  it('resolves signOut without a session, and makes no call', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      spid: 2,
      tokenStore: memoryTokenStore(),
      fetch: async (input, init) => {
        calls.push(String(input));
        return sandbox.app.fetch(new Request(new URL(String(input), 'http://localhost'), init));
      },
    });
    await expect(createSandboxIdentity(client).signOut()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('signOut ends the session on the server: the token stops working, even if the store is cleared at once', async () => {
    const store = memoryTokenStore();
    const client = createApiClient({
      spid: 2,
      tokenStore: store,
      fetch: async (input, init) =>
        sandbox.app.fetch(new Request(new URL(String(input), 'http://localhost'), init)),
    });
    const id = createSandboxIdentity(client);
    const auth = await id.signInWithPassword('prepay@harbour.test', DEMO_PASSWORD);
    store.set({ jwt: auth.JWT, expiry: auth.JWTExpiry });
    const customer = auth.roles[0]!.CustomerUUID;
    const read = (jwt: string) =>
      sandbox.app.fetch(
        new Request(`http://localhost/api/customer/${customer}`, {
          headers: { Authorization: `Bearer ${jwt}` },
        }),
      );
    expect((await read(auth.JWT)).status).toBe(200);
    const done = id.signOut();
    store.clear(); // what the portal's session does right after calling signOut
    await expect(done).resolves.toBeUndefined();
    expect((await read(auth.JWT)).status).toBe(401);
  });

  it('signOut resolves when the server cannot be reached', async () => {
    const store = memoryTokenStore({ jwt: 'header.payload.signature', expiry: Date.now() / 1000 + 3600 });
    const client = createApiClient({
      spid: 2,
      tokenStore: store,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(createSandboxIdentity(client).signOut()).resolves.toBeUndefined();
  });
});
