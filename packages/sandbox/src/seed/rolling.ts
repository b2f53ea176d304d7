import type { PGlite } from '@electric-sql/pglite';
import { unitRandom } from '../random.ts';
import { NANOS_PER_DAY, utcDayStart } from '../time.ts';

/** Days of usage history kept filled (SPEC §9: 30 daily buckets). */
export const USAGE_HISTORY_DAYS = 30;

const UNIT_FACTOR: Record<string, number> = {
  data: 1024 * 1024, // profile MB -> bytes
  voice: 60, // minutes -> seconds
  idd_voice: 60,
  sms: 1,
  mms: 1,
  idd_sms: 1,
};

/**
 * Keeps "now"-relative demo data current whenever a sandbox opens (also after a restart from disk):
 * 1. auto-renewing add-ons whose period ended are renewed by whole periods (as the provider would);
 * 2. every product with a usage profile gets one deterministic usage record per type per UTC day for the
 *    last 30 days (same product + day => same amount, so tests with a fixed clock are stable). Existing
 *    records are kept (ON CONFLICT DO NOTHING).
 */
export async function refreshRollingData(db: PGlite, nowNanos: bigint): Promise<void> {
  await db.query(
    `UPDATE product_addons
        SET expires_at_nanos = expires_at_nanos
          + (period_days::bigint * ${NANOS_PER_DAY}) * ((($1::bigint - expires_at_nanos) / (period_days::bigint * ${NANOS_PER_DAY})) + 1)
      WHERE allow_auto_renew AND end_after_cycle_count = 0 AND expires_at_nanos <= $1::bigint`,
    [nowNanos.toString()],
  );

  const products = await db.query<{ uuid: string; created: string; usage_profile: Record<string, number> }>(
    `SELECT uuid, created_at_nanos::text AS created, usage_profile FROM mobile_products WHERE usage_profile IS NOT NULL`,
  );
  const today = utcDayStart(nowNanos);
  const ids: string[] = [];
  const types: string[] = [];
  const days: string[] = [];
  const amounts: string[] = [];
  for (const p of products.rows) {
    const created = utcDayStart(BigInt(p.created));
    for (let i = 0; i < USAGE_HISTORY_DAYS; i++) {
      const day = today - BigInt(i) * NANOS_PER_DAY;
      if (day < created) break;
      const dayNumber = (day / NANOS_PER_DAY).toString();
      for (const [type, average] of Object.entries(p.usage_profile)) {
        const factor = UNIT_FACTOR[type];
        if (!factor || average <= 0) continue;
        const r = unitRandom(`${p.uuid}:${type}:${dayNumber}`);
        // Messages and calls have quiet days; data use varies between a quarter and 1.75x the average.
        if (type !== 'data' && r < 0.15) continue;
        const amount = Math.round(average * (0.25 + 1.5 * r) * factor);
        if (amount <= 0) continue;
        ids.push(p.uuid);
        types.push(type);
        days.push(day.toString());
        amounts.push(String(amount));
      }
    }
  }
  if (ids.length === 0) return;
  await db.query(
    `INSERT INTO usage_records (mobile_product_uuid, usage_type, day_start_nanos, amount)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::bigint[])
     ON CONFLICT DO NOTHING`,
    [ids, types, days, amounts],
  );
}
