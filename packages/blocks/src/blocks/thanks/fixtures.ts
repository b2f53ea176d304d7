import { PURCHASED_SUMMARY_TTL_MS, type PurchasedSummary } from '@telco-portal/core';
import { PURCHASED_SUMMARY_KEY } from '../../session/purchased.ts';

/**
 * Purchased summaries for the thanks page's stories, tests, e2e and the axe matrix (what the checkout would have
 * saved, SPEC §3). The activation codes follow SGP.22 with a made-up SM-DP+ host; the numbers are NZ mobile
 * numbers of the sandbox's range.
 */
export const PURCHASES = {
  esim: {
    version: 1,
    orderNumber: 'ORD-2026-1101',
    lines: [
      {
        MSISDN: '64220001101',
        planName: 'Prepay Plus 30',
        isEsim: true,
        activationCode: 'LPA:1$smdp.sandbox.telco-portal.example$K2-4N9X7-QLPM2R',
      },
    ],
  },
  physical: {
    version: 1,
    orderNumber: 'ORD-2026-1102',
    lines: [
      {
        MSISDN: '64220001102',
        planName: null,
        isEsim: false,
        address: 'Flat 3, 27 Karangahape Road, Auckland Central, Auckland 1010',
      },
    ],
  },
  both: {
    version: 1,
    orderNumber: 'ORD-2026-1103',
    lines: [
      {
        MSISDN: '64220001103',
        planName: 'Pay Monthly 45',
        isEsim: true,
        activationCode: 'LPA:1$smdp.sandbox.telco-portal.example$7Q-2MZ8P-44XKDL$$1',
      },
      {
        MSISDN: '64220001104',
        planName: 'Prepay Plus 30',
        isEsim: false,
        address: '112 Cuba Street, Te Aro, Wellington 6011',
      },
    ],
  },
} as const satisfies Record<string, PurchasedSummary>;

/**
 * The localStorage entry `savePurchasedSummary` writes for `summary` (key and value), for a browser test to set
 * before the page loads (`addInitScript`, a story's loader); it expires 7 days after `nowMs`.
 */
export function storedPurchase(
  summary: PurchasedSummary,
  nowMs = Date.now(),
): { key: string; value: string } {
  return {
    key: PURCHASED_SUMMARY_KEY,
    value: JSON.stringify({ value: summary, expiresAt: nowMs + PURCHASED_SUMMARY_TTL_MS }),
  };
}
