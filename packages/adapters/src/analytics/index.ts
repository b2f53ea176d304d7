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

/**
 * Console analytics (manifest analytics provider "console", the sandbox default): logs each payload with
 * `[analytics]`. `log` defaults to `console.info`.
 */
export function createConsoleAnalytics(log: (...args: unknown[]) => void = console.info): AnalyticsAdapter {
  // The payload code (masking, dollars) loads with the first event; events are logged in order.
  let payloads: Promise<typeof import('./payload.ts')> | null = null;
  return {
    track(event) {
      payloads ??= import('./payload.ts');
      void payloads.then((m) => log('[analytics]', m.toPayload(event)));
    },
  };
}
