/**
 * Demo vouchers (SPEC §5: 13 digits), seeded for SPID 2 with the demo accounts. Listed in the README
 * ("Demo vouchers"). Amounts in cents. `redeemedBy`: a product the voucher was already redeemed on (a used
 * code, for the 'Redemption check Error' path).
 */
import { DEMO_SPID, SEED_ACCOUNTS } from './accounts.ts';

export interface SeedVoucher {
  code: string;
  amountCents: number;
  /** Already redeemed (on prepay@'s mobile product). */
  used?: true;
}

export const SEED_VOUCHERS: readonly SeedVoucher[] = [
  { code: '1000000000017', amountCents: 1000 },
  { code: '1000000000025', amountCents: 2000 },
  { code: '1000000000033', amountCents: 500 },
  { code: '1000000000041', amountCents: 3000 },
  { code: '1000000000058', amountCents: 1000 },
  { code: '1000000000066', amountCents: 1000 },
  { code: '1000000000074', amountCents: 1500 },
  { code: '1000000000082', amountCents: 2500 },
  { code: '2000000000016', amountCents: 1000, used: true },
];

type Query = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

/** Inserts the demo vouchers; a used one is marked redeemed on prepay@'s product a day before `nowNanos`. */
export async function seedVouchers(db: Query, nowNanos: bigint): Promise<void> {
  const prepayProduct = SEED_ACCOUNTS[0]?.customers[0]?.products[0]?.uuid ?? null;
  const dayAgo = (nowNanos - 86_400_000_000_000n).toString();
  for (const v of SEED_VOUCHERS) {
    await db.query(
      `INSERT INTO vouchers (code, spid, amount_cents, created_at_nanos, redeemed_at_nanos, redeemed_product_uuid)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
      [
        v.code,
        DEMO_SPID,
        v.amountCents,
        nowNanos.toString(),
        v.used ? dayAgo : null,
        v.used ? prepayProduct : null,
      ],
    );
  }
}
