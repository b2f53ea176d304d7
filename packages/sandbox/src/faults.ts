import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { assertSandboxSecret } from './access.ts';
import { MESSAGES } from './errors.ts';

/**
 * Fault injection for tests (ARCHITECTURE "Faults"). A fault is, in any combination:
 * - `delay` ms before answering (e.g. to trip the client's timeout);
 * - `status` — answer with that HTTP status and `{ err_message, err_code: 'injected_fault', err_number? }`;
 * - `number` — the `err_number` of that body (e.g. 1002);
 * - `message` — its `err_message` (default 'something went wrong, try later');
 * - `malformed` — a body that is not JSON (status 200 unless given);
 * - `empty` — an empty body (status 200 unless given);
 * - `payment` — what a money POST that makes a payment intent answers instead of its client secret, for the routes
 *   that honour it (the card prepay add-on purchase, routes/plans.ts; others ignore it): `pending` (SPEC §4 status
 *   pending_payment without a ClientSecret: the provider has not made the intent yet, the client asks again) or
 *   `changePaymentType` (SPEC §4: 402 `changePaymentType`, the payment needs a different payment type). The route
 *   runs as usual otherwise; `status`, `empty` and `malformed` win over it.
 *
 * Text form (header `X-Sandbox-Fault` or `fault` of POST /api/sandbox/faults):
 * `status=503`, `delay=2000`, `malformed`, `empty`, `payment=pending`, combined with `;` or `,` — e.g. `status=401; number=1002`.
 */
export interface FaultSpec {
  status?: number;
  delay?: number;
  number?: number;
  message?: string;
  malformed?: boolean;
  empty?: boolean;
  payment?: PaymentFault;
}

/** The `payment` faults (see FaultSpec). */
export const PAYMENT_FAULTS = ['pending', 'changePaymentType'] as const;
export type PaymentFault = (typeof PAYMENT_FAULTS)[number];

/** Context key under which the fault middleware hands a `payment` fault to the route (`paymentFaultOf`). */
const PAYMENT_FAULT_KEY = 'sandboxPaymentFault';

/** The `payment` fault of this request (header or registry), if any: routes that make payment intents read it. */
export function paymentFaultOf(c: Context): PaymentFault | undefined {
  return c.get(PAYMENT_FAULT_KEY as never) as PaymentFault | undefined;
}

export interface FaultRule {
  id: number;
  /** As registered, e.g. 'GET /api/customer/*' or '/api/v2/:spid/auth'. */
  route: string;
  fault: FaultSpec;
  /** How many more requests it applies to; null = until cleared. */
  remaining: number | null;
}

/** Request header that injects a fault into that one request. */
export const FAULT_HEADER = 'X-Sandbox-Fault';

/**
 * Parses the text form. Unknown words are rejected so a typo does not silently test nothing.
 * @throws Error naming the bad part.
 */
export function parseFault(text: string): FaultSpec {
  const spec: FaultSpec = {};
  for (const part of text
    .split(/[;,]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, ...rest] = part.split('=');
    const value = rest.join('=').trim();
    switch (key?.trim()) {
      case 'status':
      case 'delay':
      case 'number': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 0)
          throw new Error(`sandbox fault: ${key} needs a whole number, got "${value}"`);
        spec[key as 'status' | 'delay' | 'number'] = n;
        break;
      }
      case 'message':
        spec.message = value;
        break;
      case 'malformed':
        spec.malformed = true;
        break;
      case 'empty':
        spec.empty = true;
        break;
      case 'payment':
        if (!(PAYMENT_FAULTS as readonly string[]).includes(value)) {
          throw new Error(`sandbox fault: payment is ${PAYMENT_FAULTS.join(' or ')}, got "${value}"`);
        }
        spec.payment = value as PaymentFault;
        break;
      default:
        throw new Error(
          `sandbox fault: unknown part "${part}" (use status=, delay=, number=, message=, malformed, empty, payment=)`,
        );
    }
  }
  if (spec.status !== undefined && (spec.status < 200 || spec.status > 599)) {
    throw new Error(`sandbox fault: status must be 200-599, got ${spec.status}`);
  }
  return spec;
}

/** 'GET /api/customer/*' -> { method, regex }. `:name` and `*` match one path segment, `**` anything. */
function compileRoute(route: string): { method: string | null; regex: RegExp } {
  const match = route.trim().match(/^(?:([A-Za-z]+)\s+)?(\S+)$/);
  if (!match) throw new Error(`sandbox fault: route must look like "GET /api/customer/*", got "${route}"`);
  let path = match[2]!;
  if (!path.startsWith('/api/')) path = `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const source = path
    .split(/(\*\*|\*|:[A-Za-z0-9_]+)/)
    .map((token) => {
      if (token === '**') return '.*';
      if (token === '*' || token.startsWith(':')) return '[^/]+';
      return token.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { method: match[1]?.toUpperCase() ?? null, regex: new RegExp(`^${source}/?$`) };
}

/** In-memory list of registered faults of one sandbox. */
export function createFaultRegistry() {
  let nextId = 1;
  const rules: Array<FaultRule & { method: string | null; regex: RegExp }> = [];
  return {
    /** @throws Error on a bad route or fault text. */
    add(route: string, fault: FaultSpec | string, times?: number | null): FaultRule {
      const spec = typeof fault === 'string' ? parseFault(fault) : fault;
      const rule = { id: nextId++, route, fault: spec, remaining: times ?? null, ...compileRoute(route) };
      rules.push(rule);
      return { id: rule.id, route, fault: spec, remaining: rule.remaining };
    },
    list(): FaultRule[] {
      return rules.map(({ id, route, fault, remaining }) => ({ id, route, fault, remaining }));
    },
    remove(id: number): boolean {
      const i = rules.findIndex((r) => r.id === id);
      if (i >= 0) rules.splice(i, 1);
      return i >= 0;
    },
    clear(): void {
      rules.length = 0;
    },
    /** The first rule matching the request (consuming one use), or null. */
    take(method: string, path: string): FaultSpec | null {
      const i = rules.findIndex((r) => (r.method === null || r.method === method) && r.regex.test(path));
      if (i < 0) return null;
      const rule = rules[i]!;
      if (rule.remaining !== null) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) rules.splice(i, 1);
      }
      return rule.fault;
    },
  };
}

export type FaultRegistry = ReturnType<typeof createFaultRegistry>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies a fault from the header or the registry to /api/* routes (never to /api/sandbox/*). Mounted in
 * development mode only; the header needs the sandbox secret too (403 'sandbox_secret_required' without),
 * so no web page or stranger can make the API fail for someone else.
 */
export function faultMiddleware(registry: FaultRegistry, sandboxSecret: string): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/api/sandbox/')) return next();
    const header = c.req.header(FAULT_HEADER);
    if (header !== undefined) assertSandboxSecret(c, sandboxSecret);
    let fault: FaultSpec | null;
    try {
      fault = header ? parseFault(header) : registry.take(c.req.method, path);
    } catch (error) {
      return c.json({ err_message: (error as Error).message, err_code: 'invalid_fault' }, 400);
    }
    if (!fault) return next();
    if (fault.delay) {
      await sleep(fault.delay);
      // The caller gave up (client timeout): answer nothing further, touch no data.
      if (c.req.raw.signal?.aborted) return c.body(null, 499 as 200);
    }
    const status = (fault.status ?? 200) as ContentfulStatusCode;
    if (fault.empty) return c.body(null, status as 200);
    if (fault.malformed)
      return c.body('{"err_message": "trunc', status, { 'content-type': 'application/json' });
    if (fault.status === undefined && fault.payment) {
      c.set(PAYMENT_FAULT_KEY as never, fault.payment as never);
      return next();
    }
    if (fault.status !== undefined) {
      return c.json(
        {
          err_message: fault.message ?? MESSAGES.somethingWentWrong,
          err_code: 'injected_fault',
          ...(fault.number !== undefined ? { err_number: fault.number } : {}),
        },
        status,
      );
    }
    return next();
  };
}
