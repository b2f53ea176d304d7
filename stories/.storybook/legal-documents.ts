import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:legal-documents';

/**
 * `virtual:legal-documents`: the terms and privacy HTML the generator emits next to a portal
 * (`/terms/<path>.html`, `/privacy.html`), rendered at build time with the generator's own
 * `markdownToHtml`, per brand: `{ [brandId]: { [urlPath]: html } }`. The MSW worker serves them so the
 * terms-page block fetches what a generated portal would serve.
 */
/** GFM; a leading `# title` is dropped (the page has its heading), other `#` headings become h2. */
function markdownToHtml(markdown: string): string {
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(markdown);
  const first = tokens.find((t) => t.type !== 'space');
  if (first?.type === 'heading' && (first as { depth: number }).depth === 1)
    tokens.splice(tokens.indexOf(first), 1);
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading' && token.depth === 1) token.depth = 2;
  });
  return marked.parser(tokens);
}

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
          `/terms/${t.path}.html`,
          t.file,
        ]);
        if (manifest.privacy) files.push(['/privacy.html', manifest.privacy.file]);
        documents[manifest.id] = Object.fromEntries(
          files.map(([url, file]) => {
            const source = path.join(dir, file);
            this.addWatchFile(source);
            return [url, markdownToHtml(readFileSync(source, 'utf8'))];
          }),
        );
      }
      return `export default ${JSON.stringify(documents)};`;
    },
  };
}
