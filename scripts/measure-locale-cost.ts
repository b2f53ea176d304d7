/**
 * te reo Māori without a penalty (issue 7): the JavaScript a te reo Māori visitor and an English visitor
 * download on the home page of a built portal, counted from Chromium's real network responses and gzipped
 * (scripts/measure-js.ts). Fails when the te reo visitor pays more than 20 KB gzipped extra, or when the
 * te reo page is not te reo (so "cheaper" can never mean "broken"). Each language is opened at its own
 * address (the app's `src/brand.json` languages: `/mi/...` for te reo Māori on an English-default brand).
 *
 * Usage: tsx scripts/measure-locale-cost.ts [--app .generated/harbour] [--path /] [--max-kb 20] [--port 0]
 * (after `telco-portal build brands/harbour --out .generated/harbour`; part of `pnpm test`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathInLocale } from '../portal/src/prerender-routes.ts';
import { kb, launchChromium, measurePageJs, type PageJs, printPageJs, servePortal } from './measure-js.ts';

const { values } = parseArgs({
  options: {
    app: { type: 'string', default: '.generated/harbour' },
    path: { type: 'string', default: '/' },
    'max-kb': { type: 'string', default: '20' },
    port: { type: 'string', default: '0' },
  },
});
const limit = Number(values['max-kb']) * 1024;
// Each language at its own address (`/mi` for te reo Māori where English is the default; portal
// prerender-routes.ts), as a visitor following a link or the language switch opens it: not a redirect.
const brand = JSON.parse(readFileSync(path.resolve(values.app, 'src/brand.json'), 'utf8'));
const enPath = pathInLocale(brand, values.path, 'en');
const miPath = pathInLocale(brand, values.path, 'mi-NZ');
const portal = await servePortal(path.resolve(values.app), Number(values.port));
const browser = await launchChromium();
let en: PageJs;
let mi: PageJs;
try {
  // One after the other, each in a fresh context with the cache off: the same page, two languages.
  en = await measurePageJs(browser, portal.url, { path: enPath, language: 'en' });
  mi = await measurePageJs(browser, portal.url, { path: miPath, language: 'mi-NZ' });
} finally {
  await browser.close();
  await portal.close();
}

printPageJs(`${values.path} in English`, en);
printPageJs(`${values.path} in te reo Māori`, mi);
const enFiles = new Set(en.files.map((f) => f.path));
const extra = mi.files.filter((f) => !enFiles.has(f.path));
console.log(
  `only the te reo visitor downloads: ${extra.map((f) => `${f.path} (${kb(f.gzip)})`).join(', ') || 'nothing'}`,
);

const problems: string[] = [];
if (en.lang !== 'en') problems.push(`the English page has <html lang="${en.lang}">, expected "en"`);
if (mi.lang !== 'mi-NZ') problems.push(`the te reo page has <html lang="${mi.lang}">, expected "mi-NZ"`);
if (en.landed !== enPath) problems.push(`the English page ${enPath} ended on ${en.landed}`);
if (mi.landed !== miPath) problems.push(`the te reo page ${miPath} ended on ${mi.landed}`);
const difference = mi.totalGzip - en.totalGzip;
const ok = difference <= limit && problems.length === 0;
console.log(
  `te reo Māori costs ${kb(difference)} gzipped more than English on ${values.path} (${kb(mi.totalGzip)} vs ${kb(en.totalGzip)}); limit ${kb(limit)} — ${ok ? 'OK' : 'FAILED'}`,
);
for (const problem of problems) console.log(`  ${problem}`);
if (!ok) process.exit(1);
