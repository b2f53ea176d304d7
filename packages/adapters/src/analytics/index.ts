/**
 * Analytics port (SPEC §7 "Analytics events (currency NZD)"). Amounts are given in cents (GST
 * inclusive) and reported in dollars with currency NZD.
 */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string; title: string }
  | { name: 'login'; method: string }
  | { name: 'sign_up'; method: string }
  | { name: 'help'; topic?: string }
  | {
      name: 'add_to_cart' | 'begin_checkout' | 'purchase' | 'view_item';
      valueCents: number;
      items: Array<{ id: string; name: string; priceCents: number; quantity: number }>;
      transactionId?: string;
    };

export type AnalyticsPayload = Record<string, unknown> & { event: AnalyticsEvent['name'] };

export interface AnalyticsAdapter {
  track(event: AnalyticsEvent): void;
}

/** Query parameters whose values are never reported (SPEC §7 "token query value masked"). */
const MASKED_QUERY = ['token'];

/**
 * Replaces the value of every `token` query parameter with `***`, keeping path, other parameters and
 * hash. `/onboarding?token=abc&x=1` -> `/onboarding?token=***&x=1`.
 */
export function maskPath(pathWithQuery: string): string {
  const hashAt = pathWithQuery.indexOf('#');
  const hash = hashAt >= 0 ? pathWithQuery.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? pathWithQuery.slice(0, hashAt) : pathWithQuery;
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return pathWithQuery;
  const query = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [key = '', ...rest] = pair.split('=');
      return MASKED_QUERY.includes(decodeURIComponent(key).toLowerCase()) && rest.length > 0
        ? `${key}=***`
        : pair;
    })
    .join('&');
  return `${beforeHash.slice(0, queryAt)}?${query}${hash}`;
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

/**
 * Console analytics (manifest analytics provider "console", the sandbox default): logs each payload with
 * `[analytics]`. `log` defaults to `console.info`.
 */
export function createConsoleAnalytics(log: (...args: unknown[]) => void = console.info): AnalyticsAdapter {
  return {
    track(event) {
      log('[analytics]', toPayload(event));
    },
  };
}
