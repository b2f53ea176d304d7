import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TOKEN_KEY, sessionTokenStore } from './token-store.ts';

function fakeStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const g = globalThis as { sessionStorage?: unknown };
afterEach(() => {
  delete g.sessionStorage;
});

describe('given sessionTokenStore', () => {
  it('keeps the token in sessionStorage under its key', () => {
    const storage = fakeStorage();
    g.sessionStorage = storage;
    const store = sessionTokenStore();
    store.set({ jwt: 'a.b.c', expiry: 1800000000 });
    expect(JSON.parse(storage.data.get(SESSION_TOKEN_KEY)!)).toEqual({ jwt: 'a.b.c', expiry: 1800000000 });
    expect(store.get()).toEqual({ jwt: 'a.b.c', expiry: 1800000000 });
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('reads a malformed stored value as signed out', () => {
    const storage = fakeStorage();
    storage.data.set(SESSION_TOKEN_KEY, '{"jwt":42}');
    g.sessionStorage = storage;
    expect(sessionTokenStore().get()).toBeNull();
  });

  it('falls back to memory without sessionStorage', () => {
    const store = sessionTokenStore();
    store.set({ jwt: 'x', expiry: 1 });
    expect(store.get()).toEqual({ jwt: 'x', expiry: 1 });
  });
});
