import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateApp } from './generate.ts';
import { REPO_ROOT } from './paths.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'telco-readme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** pnpm's own commands a README may name (everything else must be a script of the app). */
const PNPM_BUILTINS = new Set(['install', 'i', 'add', 'exec', 'dlx', 'pack', 'run']);

describe("given the emitted app's README (issue 6: it named commands the app does not have)", () => {
  it('names only pnpm commands that are pnpm built-ins or scripts of its package.json', async () => {
    for (const id of ['harbour', 'pocket']) {
      const out = path.join(scratch, id);
      await generateApp({ brandDir: path.join(REPO_ROOT, 'brands', id), outDir: out });
      const readme = readFileSync(path.join(out, 'README.md'), 'utf8');
      const scripts = Object.keys(
        (JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8')) as { scripts: object }).scripts,
      );
      const named = [...readme.matchAll(/`(?:pnpm|npm run|yarn)\s+(?:run\s+)?([\w:-]+)/g)].map((m) => m[1]!);
      expect(named.length, `${id}: the README names no command`).toBeGreaterThan(0);
      for (const command of named)
        expect(PNPM_BUILTINS.has(command) || scripts.includes(command), `${id}: \`pnpm ${command}\``).toBe(
          true,
        );
    }
  });
});
