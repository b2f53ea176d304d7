import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The sandbox also runs in the browser (Storybook's in-browser sandbox, behind MSW): every module but the Node
 * entry points and the file-backed database must do without Node's built-ins. The Storybook build leaves a
 * `node:` import out, and the route that used it fails in the page only (issue 11: the e-shop's carts and
 * addresses imported `randomUUID` from node:crypto, so no story could save a cart; `crypto.randomUUID()` is global).
 */
const NODE_ONLY = new Set([
  'cli.ts',
  'node.ts',
  'data-dir.ts',
  'template-cache.ts',
  'db/worker-db.ts',
  'db/db-worker.ts',
  'db/migration-files.ts',
]);

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe('given the modules the in-browser sandbox runs', () => {
  it('imports no Node built-in outside the Node entry points and the file-backed database', () => {
    const offenders = sources(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((rel) => !NODE_ONLY.has(rel))
      .filter((rel) => /from ['"]node:/.test(readFileSync(path.join(SRC, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
