import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { goldenTimeZones, intlDataFiles, repackTimeZones } from './derive.ts';

describe('given the te reo Māori Intl data the portal ships', () => {
  it('is what `pnpm intl-data` derives from the installed @formatjs packages (run it after an upgrade)', async () => {
    const files = await intlDataFiles();
    expect(Object.keys(files).sort()).toEqual([
      'datetimeformat-mi.json',
      'numberformat-mi.json',
      'timezones.json',
    ]);
    for (const [name, text] of Object.entries(files)) {
      const committed = JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
      expect(committed, `${name} is stale: run pnpm intl-data`).toEqual(JSON.parse(text));
    }
  });

  it('keeps the Pacific/Auckland rules exactly, re-indexed', async () => {
    const golden = await goldenTimeZones();
    const small = repackTimeZones(golden, ['Pacific/Auckland']);
    expect(small.zones).toHaveLength(1);
    const decode = (packed: typeof golden, zone: string) => {
      const abbrvs = packed.abbrvs.split('|');
      const offsets = packed.offsets.split('|');
      const line = packed.zones.find((z) => z.startsWith(`${zone}|`)) ?? '';
      return line
        .split('|')
        .slice(1)
        .map((t) => {
          const [at, a, o, dst] = t.split(',');
          return [at, abbrvs[Number(a)], offsets[Number(o)], dst];
        });
    };
    expect(decode(small, 'Pacific/Auckland')).toEqual(decode(golden, 'Pacific/Auckland'));
    expect(() => repackTimeZones(golden, ['Mars/Olympus_Mons'])).toThrow(/no rules for the time zone/);
  });
});
