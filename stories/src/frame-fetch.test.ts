import { describe, expect, it } from 'vitest';

import { frameFetch } from './frame-fetch.ts';

/** A fetch whose answers the test releases by hand. */
function heldFetch() {
  const pending: Array<{ resolve: (r: Response) => void; reject: (e: unknown) => void }> = [];
  const base: typeof fetch = () =>
    new Promise<Response>((resolve, reject) => pending.push({ resolve, reject }));
  return { base, pending };
}

/** Settles within a few macrotasks, or reports that it did not. */
async function outcome(promise: Promise<Response>): Promise<string> {
  const result = promise.then(
    (r) => `answered ${r.status}`,
    (e: unknown) => `failed ${(e as Error).message}`,
  );
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('never settled'), 20));
  return Promise.race([result, timeout]);
}

describe('frameFetch', () => {
  it('answers while the frame is mounted', async () => {
    const { base, pending } = heldFetch();
    const frame = frameFetch(base);
    const call = frame.fetch('/api/x');
    pending[0]?.resolve(new Response(null, { status: 401 }));
    expect(await outcome(call)).toBe('answered 401');
  });

  it('passes a network failure on while mounted', async () => {
    const { base, pending } = heldFetch();
    const frame = frameFetch(base);
    const call = frame.fetch('/api/x');
    pending[0]?.reject(new TypeError('Failed to fetch'));
    expect(await outcome(call)).toBe('failed Failed to fetch');
  });

  it('drops a 401 that arrives after the frame unmounted (it would sign the next story out)', async () => {
    const { base, pending } = heldFetch();
    const frame = frameFetch(base);
    const call = frame.fetch('/api/x');
    frame.setMounted(false);
    pending[0]?.resolve(new Response(null, { status: 401 }));
    expect(await outcome(call)).toBe('never settled');
  });

  it('drops a failure after unmount, and answers again once remounted (React runs effects twice in development)', async () => {
    const { base, pending } = heldFetch();
    const frame = frameFetch(base);
    const first = frame.fetch('/api/x');
    frame.setMounted(false);
    pending[0]?.reject(new TypeError('Failed to fetch'));
    expect(await outcome(first)).toBe('never settled');
    frame.setMounted(true);
    const second = frame.fetch('/api/y');
    pending[1]?.resolve(new Response(null, { status: 200 }));
    expect(await outcome(second)).toBe('answered 200');
  });
});
