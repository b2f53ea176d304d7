import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { createSandbox, demoEmailDomainOf, type Sandbox } from '@telco-portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.ts';
import { type DevServer, startDev } from './dev.ts';
import { REPO_ROOT } from './paths.ts';

/** Port of this test (TEST_PORT_BASE + 3; start.test.ts uses the three before it). */
const PORT = Number(process.env.TEST_PORT_BASE ?? 4265) + 3;
const scratch = mkdtempSync(path.join(tmpdir(), 'telco-dev-'));
const brandDir = path.join(scratch, 'pocket');
const file = path.join(brandDir, 'brand.json');
cpSync(path.join(REPO_ROOT, 'brands/pocket'), brandDir, { recursive: true });
const original = readFileSync(file, 'utf8');
type Brand = { copy: { en: Record<string, string> }; theme: { colors: Record<string, string> } };
const edit = (change: (json: Brand) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Brand;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};

let sandbox: Sandbox;
let dev: DevServer;
let browser: Browser;
let page: Page;
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({ hashCost: 'test', demoEmailDomain: demoEmailDomainOf('pocket') });
  dev = await startDev({
    brandDir,
    port: PORT,
    sandbox,
    log: (line) => lines.push(line),
    logError: (line) => lines.push(line),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await sandbox?.close();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dev?.appDir ?? path.join(scratch, 'none'), { recursive: true, force: true });
});

const hero = () => page.getByRole('heading', { level: 1 }).first();
const overlay = () => page.locator('vite-error-overlay');

describe('given `telco-portal dev` on a copy of pocket (issue 6: brand managers see their change at once)', () => {
  it('serves the brand with the sandbox', async () => {
    await page.goto(dev.url);
    await expect.poll(() => hero().textContent(), { timeout: 90_000 }).toBe("Prepay. That's it.");
    const plans = await page.request.get(`${dev.url}/api/v2/2/plans`);
    expect(plans.status()).toBeLessThan(500);
  }, 120_000);

  it('shows a changed copy string after reloading the page by itself', async () => {
    const updated = dev.nextUpdate();
    const started = Date.now();
    edit((json) => {
      json.copy.en['home.hero.title'] = 'Prepay. Nothing else.';
    });
    expect(await updated).toBe('reloaded');
    await expect.poll(() => hero().textContent(), { timeout: 60_000 }).toBe('Prepay. Nothing else.');
    console.log(`dev: copy change to page showing it: ${Date.now() - started} ms`);
  }, 90_000);

  it('shows a manifest error in the page (file, JSON path, message) and the terminal; the last good portal keeps running', async () => {
    const updated = dev.nextUpdate();
    edit((json) => {
      json.theme.colors.primary = 'blue';
    });
    expect(await updated).toBe('error');
    await expect.poll(() => overlay().count(), { timeout: 30_000 }).toBe(1);
    const text = await overlay().locator('.message-body').textContent();
    expect(text).toContain('brand.json: theme.colors.primary:');
    expect(text).toContain('expected an opaque hex colour');
    expect(text).toContain('hint:');
    expect(lines.join('\n')).toMatch(
      /✖ .*pocket has a problem; the page keeps the last good version:\n.*brand\.json: theme\.colors\.primary/,
    );
    // A page opened now still runs the last good portal, with the overlay on top.
    await page.reload();
    await expect.poll(() => hero().textContent(), { timeout: 60_000 }).toBe('Prepay. Nothing else.');
    await expect.poll(() => overlay().count(), { timeout: 30_000 }).toBe(1);
  }, 120_000);

  it('reloads into the fixed brand when the error is mended', async () => {
    const updated = dev.nextUpdate();
    const started = Date.now();
    edit((json) => {
      json.theme.colors.primary = '#8ff0c8';
      json.copy.en['home.hero.title'] = 'Prepay. Mended.';
    });
    expect(await updated).toBe('reloaded');
    await expect.poll(() => hero().textContent(), { timeout: 60_000 }).toBe('Prepay. Mended.');
    expect(await overlay().count()).toBe(0);
    console.log(`dev: fix to page showing it: ${Date.now() - started} ms`);
    expect(lines.join('\n')).toContain('✔ fixed;');
  }, 90_000);

  it('regenerates on a markdown or logo change', async () => {
    let updated = dev.nextUpdate();
    const terms = path.join(brandDir, 'terms/prepay.md');
    writeFileSync(
      terms,
      `${readFileSync(terms, 'utf8')}\n## 6. Dev test\n\nA paragraph added while dev runs.\n`,
    );
    expect(await updated).toBe('reloaded');
    const json = await (await page.request.get(`${dev.url}/legal/terms/prepay.json`)).text();
    expect(json).toContain('A paragraph added while dev runs.');

    updated = dev.nextUpdate();
    const logo = path.join(brandDir, 'logo.svg');
    writeFileSync(logo, readFileSync(logo, 'utf8').replace('>pocket</text>', '>pocket!</text>'));
    expect(await updated).toBe('reloaded');
    expect(await (await page.request.get(`${dev.url}/logo.svg`)).text()).toContain('>pocket!</text>');
    writeFileSync(file, original);
  }, 90_000);
});
