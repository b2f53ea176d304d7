import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { legalDocumentUrl } from '@telco-portal/blocks/blocks/terms-page/document-url.ts';
import { legalDocumentJson } from '@telco-portal/generator/markdown';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:legal-documents';

/**
 * `virtual:legal-documents`: the terms and privacy documents the generator emits next to a portal
 * (`/legal/terms/<path>.json`, `/legal/privacy.json`: sanitised HTML in JSON), rendered at build time with
 * the generator's own `legalDocumentJson`, per brand: `{ [brandId]: { [urlPath]: json } }`. The MSW worker
 * serves them so the terms-page block fetches what a generated portal would serve.
 */
export function legalDocuments(repoRoot: string): Plugin {
  return {
    name: 'telco-portal:legal-documents',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      const brandsDir = path.join(repoRoot, 'brands');
      const documents: Record<string, Record<string, string>> = {};
      for (const folder of readdirSync(brandsDir)) {
        const dir = path.join(brandsDir, folder);
        const manifestFile = path.join(dir, 'brand.json');
        this.addWatchFile(manifestFile);
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
          id: string;
          terms?: Array<{ path: string; file: string }>;
          privacy?: { file: string };
        };
        const files: Array<[string, string]> = (manifest.terms ?? []).map((t) => [
          legalDocumentUrl('terms', t.path),
          t.file,
        ]);
        if (manifest.privacy) files.push([legalDocumentUrl('privacy', undefined), manifest.privacy.file]);
        documents[manifest.id] = Object.fromEntries(
          files.map(([url, file]) => {
            const source = path.join(dir, file);
            this.addWatchFile(source);
            return [url, legalDocumentJson(readFileSync(source, 'utf8'))];
          }),
        );
      }
      return `export default ${JSON.stringify(documents)};`;
    },
  };
}
