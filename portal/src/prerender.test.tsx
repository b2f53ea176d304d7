// @vitest-environment node
import { createSandbox, type Sandbox } from '@telco-portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBlock } from './block-registry.ts';
import { sourceMessages } from './i18n/LocaleProvider.tsx';
import { prerenderPage } from './prerender.tsx';
import { prerenderPages } from './prerender-routes.ts';
import { buildRouteTable } from './route-table.ts';
import { harbourManifest } from './test/manifest.ts';

/** SSR of guest pages at build time (issue 7): the real runtime, the real sandbox, Node (no DOM). */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});

const fetchSandbox: typeof fetch = (input, init) =>
  Promise.resolve(sandbox.app.fetch(new Request(input, init)));

describe('prerenderPage', () => {
  it('renders the home page with the catalogue, in English, and records the data it rendered', async () => {
    const manifest = harbourManifest();
    const page = await prerenderPage({
      manifest,
      messages: sourceMessages(manifest),
      url: '/',
      fetch: fetchSandbox,
    });
    expect(page.locale).toBe('en');
    expect(page.title).toContain(manifest.name);
    expect(page.html).toContain('id="main-content"');
    expect(page.html).not.toContain('data-slot="page-skeleton"');
    expect(Object.keys(page.data).some((k) => k.includes('catalogue'))).toBe(true);
  });

  it('renders every guest page of harbour in both languages', async () => {
    const manifest = harbourManifest();
    const pages = prerenderPages(manifest, buildRouteTable(manifest, hasBlock));
    for (const p of pages) {
      const page = await prerenderPage({
        manifest,
        messages: sourceMessages(manifest),
        url: p.url,
        fetch: fetchSandbox,
      });
      expect(page.locale, p.url).toBe(p.locale);
      expect(page.html, p.url).not.toContain('data-slot="page-skeleton"');
    }
  }, 60_000);
});
