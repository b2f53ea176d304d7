/**
 * Bundle-size budget: the JavaScript a browser loads before the home route is interactive — the entry
 * script of index.html, every `modulepreload` it lists, and the static imports they pull in — measured
 * gzipped (level 9, as CDNs serve it). Fails when over `budgets.json#homeFirstLoadJsGzip`.
 *
 * Usage: tsx scripts/check-budgets.ts <dist-dir>
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? '.generated/harbour/dist');
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as {
  homeFirstLoadJsGzip: number;
};
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const entries = new Set<string>();
for (const tag of html.match(/<script[^>]*type="module"[^>]*>/g) ?? []) {
  const src = attr(tag, 'src');
  if (src) entries.add(src);
}
for (const tag of html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? []) {
  const href = attr(tag, 'href');
  if (href) entries.add(href);
}
const css = (html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [])
  .map((t) => attr(t, 'href'))
  .filter(Boolean);

// Follow static imports (`import … from "./x.js"` / `import "./x.js"`) — dynamic import() is not first-load.
const seen = new Map<string, number>();
const queue = [...entries].map((p) => p.replace(/^\//, ''));
while (queue.length) {
  const rel = queue.shift()!;
  if (seen.has(rel)) continue;
  const file = join(dist, rel);
  if (!existsSync(file)) throw new Error(`check-budgets: ${rel} is referenced but missing from ${dist}`);
  const code = readFileSync(file);
  seen.set(rel, gzipSync(code, { level: 9 }).length);
  const text = code.toString('utf8');
  for (const m of text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith('.')) queue.push(posix.normalize(posix.join(dirname(rel), spec)));
  }
}

const total = [...seen.values()].reduce((a, b) => a + b, 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1]))
  console.log(`  ${kb(size).padStart(9)}  ${file}`);
for (const href of css) {
  const size = gzipSync(readFileSync(join(dist, href!.replace(/^\//, ''))), { level: 9 }).length;
  console.log(`  ${kb(size).padStart(9)}  ${href} (CSS, reported, not in the JS budget)`);
}
const ok = total <= budgets.homeFirstLoadJsGzip;
console.log(
  `home route first-load JS: ${kb(total)} gzipped in ${seen.size} files; budget ${kb(budgets.homeFirstLoadJsGzip)} — ${ok ? 'OK' : 'OVER BUDGET'}`,
);
if (!ok) process.exit(1);
