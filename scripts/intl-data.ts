/**
 * `pnpm intl-data`: (re)writes the te reo Māori Intl data the portal ships (portal/src/i18n/intl-data/*.json)
 * from the installed @formatjs packages — see portal/src/i18n/intl-data/derive.ts for what is kept.
 * Run it after upgrading @formatjs/intl-datetimeformat or @formatjs/intl-numberformat; the portal's
 * intl-data test fails until you do.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { intlDataFiles } from '../portal/src/i18n/intl-data/derive.ts';

const dir = new URL('../portal/src/i18n/intl-data/', import.meta.url);
const files = await intlDataFiles();
for (const [name, text] of Object.entries(files)) {
  writeFileSync(new URL(name, dir), text);
  const gz = gzipSync(JSON.stringify(JSON.parse(text)), { level: 9 }).length;
  console.log(
    `  ${name}: ${(text.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped as shipped`,
  );
}
// The repository's JSON formatting (Biome), so `pnpm lint` stays clean.
execFileSync(
  'pnpm',
  ['-s', 'biome', 'format', '--write', ...Object.keys(files).map((n) => new URL(n, dir).pathname)],
  {
    stdio: 'inherit',
  },
);
