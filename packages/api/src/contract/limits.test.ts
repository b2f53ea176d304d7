import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { retryAfterSeconds } from '../client.ts';
import { ApiError } from '../errors.ts';
import { sandboxPaymentsEndpoints } from '../sandbox-payments.ts';
import { memoryTokenStore } from '../token-store.ts';
import { createApiClient } from '../validating-client.ts';
import type { Endpoint } from './define.ts';
import { endpoints } from './endpoints.ts';
import { LIMITS, nanosInput, text } from './schemas.ts';

type Found = { path: string; max: number | undefined };

/** Every string schema inside `schema` (objects, arrays, optionals, unions, pipes), with its maximum length. */
function strings(schema: z.ZodType | undefined, path: string, out: Found[] = []): Found[] {
  if (!schema) return out;
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod;
  switch (def.def.type) {
    case 'string':
      out.push({ path, max: (schema as z.ZodString).maxLength ?? undefined });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.def.shape as Record<string, z.ZodType>))
        strings(child, `${path}.${key}`, out);
      break;
    case 'array':
      strings(def.def.element as z.ZodType, `${path}[]`, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
      strings(def.def.innerType as z.ZodType, path, out);
      break;
    case 'union':
      for (const [i, option] of (def.def.options as z.ZodType[]).entries())
        strings(option, `${path}|${i}`, out);
      break;
    case 'pipe':
      strings(def.def.in as z.ZodType, path, out);
      break;
    default:
      break;
  }
  return out;
}

const everyEndpoint: Endpoint[] = [...Object.values(endpoints), ...Object.values(sandboxPaymentsEndpoints)];

describe('given every request of the contract (issue 8: bad input is a 400, never a 500)', () => {
  it('every string a request carries (params, query, body) has a maximum length', () => {
    const found = everyEndpoint.flatMap((e) => [
      ...strings(e.params, `${e.name}.params`),
      ...strings(e.query, `${e.name}.query`),
      ...strings(e.body, `${e.name}.body`),
    ]);
    expect(found.length).toBeGreaterThan(40);
    expect(found.filter((f) => f.max === undefined).map((f) => f.path)).toEqual([]);
  });

  it('the walker sees a string without a maximum (so the check above can fail)', () => {
    expect(strings(z.object({ a: z.string().optional() }), 'probe')).toEqual([
      { path: 'probe.a', max: undefined },
    ]);
  });

  it('refuses NUL and other control characters, lone surrogates and over-long values with a clear message', () => {
    const name = text(LIMITS.name);
    expect(name.safeParse('Aroha Ngata').success).toBe(true);
    expect(name.safeParse('Tāne Māhuta 🌳').success).toBe(true);
    for (const bad of ['a\u0000b', 'line\nbreak', 'esc\u001b[31m', 'del\u007f', 'c1\u0085']) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/control characters/);
    }
    expect(name.safeParse('\ud800x').error?.issues[0]?.message).toMatch(/valid Unicode/);
    expect(name.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe('must be at most 100 characters');
  });

  it('range-checks numbers and nanoseconds so Postgres never sees an out-of-range value', () => {
    expect(nanosInput.safeParse('9223372036854775807').success).toBe(true);
    expect(nanosInput.safeParse('9223372036854775808').success).toBe(false);
    expect(nanosInput.safeParse('99999999999999999999').success).toBe(false);
    expect(nanosInput.safeParse('-1').success).toBe(false);
    const catalog = endpoints.catalogEntries.body!;
    const base = { ProductTypeList: ['postpaymobile'] };
    expect(catalog.safeParse({ ...base, SearchOptions: { PageSize: 1000 } }).success).toBe(true);
    expect(catalog.safeParse({ ...base, SearchOptions: { PageSize: 1e12 } }).success).toBe(false);
    expect(catalog.safeParse({ ...base, SearchOptions: { PageSize: 0 } }).success).toBe(false);
  });

  it('a bad request is refused by the client before anything is sent', async () => {
    const sent: string[] = [];
    const client = createApiClient({
      spid: 2,
      tokenStore: memoryTokenStore(),
      fetch: async (input) => {
        sent.push(String(input));
        return new Response('{}');
      },
    });
    await expect(client.auth.requestPasswordReset('ana\u0000@example.test')).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(sent).toEqual([]);
  });
});

describe('given an answer with Retry-After (429, 503)', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-15T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Thu, 15 Jan 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Thu, 15 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('the ApiError carries retryAfterSeconds and the server code', async () => {
    const client = createApiClient({
      spid: 2,
      tokenStore: memoryTokenStore(),
      fetch: async () =>
        new Response(JSON.stringify({ err_code: 'too_many_requests', err_message: 'Too many attempts.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    });
    const error = await client.auth.signIn({ email: 'a@b.test', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', retryAfterSeconds: 42 });
  });
});
