/**
 * What an analytics backend receives for an event (SPEC §7): money in NZD dollars, page paths with every
 * secret-bearing query value masked. Loaded on the first event (createConsoleAnalytics), so none of it is
 * in the portal's first-loaded JavaScript.
 */
import type { AnalyticsEvent, AnalyticsPayload } from './index.ts';

/**
 * Query (and fragment) parameters whose values are never reported. SPEC §7 names the `token` query value;
 * every other secret-bearing value is masked the same way — the reset `code`, the verify `secret`, invite
 * approval codes, vouchers, OAuth-style tokens — and so are values that identify a person (e-mail, customer
 * id, phone number). Names are compared case-insensitively with `-` and `_` ignored (`client_secret` =
 * `clientSecret`); a name that merely contains one (`tokenish`) is kept.
 */
export const MASKED_QUERY_KEYS: readonly string[] = [
  // secrets
  'token',
  'code',
  'secret',
  'password',
  'pass',
  'pin',
  'otp',
  'jwt',
  'key',
  'apikey',
  'signature',
  'sig',
  'session',
  'sessionid',
  'auth',
  'authcode',
  'accesstoken',
  'idtoken',
  'refreshtoken',
  'clientsecret',
  'nonce',
  'approvalcode',
  'voucher',
  'vouchercode',
  // personal data
  'email',
  'customer',
  'customeruuid',
  'msisdn',
  'phone',
  'mobile',
  'mobilenumber',
];

const MASKED = new Set(MASKED_QUERY_KEYS);
const normaliseKey = (key: string) => {
  let decoded = key;
  try {
    decoded = decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    // keep the raw key
  }
  return decoded.toLowerCase().replace(/[-_]/g, '');
};

/** `a=1&token=x` -> `a=1&token=***` (masked keys only; pairs without `=` are kept). */
function maskPairs(pairs: string): string {
  return pairs
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      return MASKED.has(normaliseKey(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=***` : pair;
    })
    .join('&');
}

/**
 * Replaces the value of every masked query parameter (MASKED_QUERY_KEYS) with `***`, keeping the path,
 * the other parameters and their order; a fragment of `key=value` pairs is masked the same way.
 * `/reset-password?code=abc&x=1` -> `/reset-password?code=***&x=1`.
 */
export function maskPath(pathWithQuery: string): string {
  const hashAt = pathWithQuery.indexOf('#');
  const rawHash = hashAt >= 0 ? pathWithQuery.slice(hashAt + 1) : null;
  const hash = rawHash === null ? '' : `#${rawHash.includes('=') ? maskPairs(rawHash) : rawHash}`;
  const beforeHash = hashAt >= 0 ? pathWithQuery.slice(0, hashAt) : pathWithQuery;
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return `${beforeHash}${hash}`;
  return `${beforeHash.slice(0, queryAt)}?${maskPairs(beforeHash.slice(queryAt + 1))}${hash}`;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** The payload a gtag-style backend receives for an event (money in NZD dollars). */
export function toPayload(event: AnalyticsEvent): AnalyticsPayload {
  switch (event.name) {
    case 'page_view':
      return { event: 'page_view', page_path: maskPath(event.path), page_title: event.title };
    case 'login':
    case 'sign_up':
      return { event: event.name, method: event.method };
    case 'help':
      return { event: 'help', ...(event.topic ? { topic: event.topic } : {}) };
    default:
      return {
        event: event.name,
        currency: 'NZD',
        value: dollars(event.valueCents),
        items: event.items.map((i) => ({
          item_id: i.id,
          item_name: i.name,
          price: dollars(i.priceCents),
          quantity: i.quantity,
        })),
        ...(event.transactionId ? { transaction_id: event.transactionId } : {}),
      };
  }
}
