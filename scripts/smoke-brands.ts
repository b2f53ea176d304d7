/**
 * Every brand, built and loaded (issue 6: all three brands are validated, generated, built and smoke-tested
 * in `pnpm test`). For each brand under brands/ (or the ids given), its built app `.generated/<id>` is served
 * as `telco-portal start` serves it (in-memory sandbox seeded with the brand's own demo accounts), and in
 * Chromium, for each language the brand offers:
 *   - the home page, at the language's own address (`/mi` for te reo Māori where English is the default),
 *     renders its brand: the title names the brand, `<html lang>` is the language, the hero
 *     shows the brand's own copy when it overrides `home.hero.title`, the page's colour scheme is the
 *     brand's (`dark` for a dark-only brand), and the logo loads;
 *   - axe finds no WCAG 2.2 AA violation;
 * then the brand's own demo account (`prepay@<id>.test`) signs in.
 *
 * Usage: tsx scripts/smoke-brands.ts [id ...]   (after `telco-portal build brands/<id> --out .generated/<id>`)
 * Exit code 1 with every problem listed when any check fails.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect } from '@playwright/test';
import { loadManifest } from '@telco-portal/manifest';
import { DEMO_PASSWORD, demoEmailDomainOf } from '@telco-portal/sandbox';
import { REPO_ROOT } from '../generator/src/paths.ts';
import { builtApp, startPortal } from '../generator/src/start.ts';
import { LANGUAGE_COOKIE } from '../packages/blocks/src/session/storage.ts';
import { type PageLocale, pathInLocale } from '../portal/src/prerender-routes.ts';
import { axeViolations } from '../tests/a11y/axe.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const ids =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : readdirSync(path.join(REPO_ROOT, 'brands'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();

const problems: string[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * Smoke-tests brand `id` (the checks of the file comment) on its own portal server; returns what it saw, one
 * line each, and adds its problems to `problems`. The brands run at once (each waits on its pages and its
 * sandbox; one at a time left a core idle) and print in brand order.
 */
async function smokeBrand(id: string): Promise<string[]> {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const started = performance.now();
  const { manifest } = loadManifest(path.join(REPO_ROOT, 'brands', id));
  const portal = await startPortal({
    ...builtApp(path.join(REPO_ROOT, '.generated', id)),
    port: 0,
    mode: 'development',
    hashCost: 'test',
    demoEmailDomain: demoEmailDomainOf(id),
    assumeEmailVerified:
      manifest.environment !== 'production' && manifest.features.emailVerifiedAssumed === true,
  });
  const fail = (what: string) => problems.push(`${id}: ${what}`);
  try {
    for (const language of manifest.languages.available) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: portal.url }]);
        const page = await context.newPage();
        const logo = page.waitForResponse((res) => /logo/.test(new URL(res.url()).pathname), {
          timeout: 30_000,
        });
        // The language's own address (`/mi` for te reo Māori on an English-default brand), not a redirect.
        const home = pathInLocale(manifest, '/', language as PageLocale);
        await page.goto(`${portal.url}${home}`, { waitUntil: 'networkidle', timeout: 30_000 });
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
        const landed = new URL(page.url()).pathname;
        if (landed !== home) fail(`${language} home: opened ${home}, landed on ${landed}`);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        const seen = await page.evaluate(() => ({
          title: document.title,
          lang: document.documentElement.lang,
          h1: document.querySelector('h1')?.textContent?.trim() ?? '',
          scheme: getComputedStyle(document.documentElement).colorScheme,
        }));
        const label = `${language} home`;
        if (!seen.title.includes(manifest.name))
          fail(`${label}: title "${seen.title}" does not name ${manifest.name}`);
        if (seen.lang !== language) fail(`${label}: <html lang="${seen.lang}">, expected "${language}"`);
        const hero = manifest.copy[language]?.['home.hero.title'];
        if (hero && seen.h1 !== hero)
          fail(`${label}: the hero says "${seen.h1}", the brand's copy "${hero}"`);
        const scheme = manifest.theme.colorScheme;
        if (scheme !== 'both' && seen.scheme !== scheme)
          fail(`${label}: color-scheme is "${seen.scheme}", the brand's is "${scheme}"`);
        const logoResponse = await logo.catch(() => null);
        if (!logoResponse?.ok()) fail(`${label}: the logo did not load`);
        const violations = await axeViolations(page);
        for (const v of violations)
          fail(
            `${label}: axe ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        log(
          `  ${id} ${language}: "${seen.h1}" (lang ${seen.lang}, color-scheme ${seen.scheme}, ${violations.length} axe violations)`,
        );
      } finally {
        await context.close();
      }
    }

    // The brand's own demo account signs in (its sandbox seeds prepay@<id>.test, not harbour's).
    const email = `prepay@${demoEmailDomainOf(id)}`;
    const context = await browser.newContext();
    try {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: portal.url }]);
      const page = await context.newPage();
      await page.goto(`${portal.url}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page
        .waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 })
        .then(() => log(`  ${id}: ${email} signed in (${new URL(page.url()).pathname})`))
        .catch(() => fail(`${email} did not sign in`));
      // Let the signed-in page finish its API calls before the sandbox closes.
      await page.waitForLoadState('networkidle');
    } finally {
      await context.close();
    }
  } finally {
    await portal.close();
  }
  log(`✔ ${id} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return lines;
}

try {
  const seen = await Promise.all(ids.map(smokeBrand));
  for (const line of seen.flat()) console.log(line);
} finally {
  await browser.close();
}

if (problems.length > 0) {
  // By brand (they ran at once), each brand's in the order found.
  problems.sort((x, y) => (x.split(':')[0] ?? '').localeCompare(y.split(':')[0] ?? ''));
  console.error(`\nsmoke-brands: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`smoke-brands: ${ids.length} brands OK`);
