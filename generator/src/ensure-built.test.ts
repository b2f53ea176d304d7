import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledSourceDirs } from '../bin/ensure-built.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** The workspace folder of @telco-portal/<name>: portal/ for the portal, else packages/<name>/. */
const workspaceDir = (name: string) => (name === 'portal' ? 'portal' : `packages/${name}`);

describe('given the CLI freshness check (bin/ensure-built.js)', () => {
  it('watches the sources of every workspace package the CLI bundles, so an edit to one rebuilds it', () => {
    const manifest = JSON.parse(readFileSync(`${repo}generator/package.json`, 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    // The workspace packages are development dependencies: tsup bundles them in (tsup.config.ts noExternal).
    const bundled = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter((name) => name.startsWith('@telco-portal/'))
      .map((name) => path.join(repo, workspaceDir(name.slice('@telco-portal/'.length)), 'src'));
    expect(bundled).toContain(path.join(repo, 'portal', 'src'));
    const watched = bundledSourceDirs().map((dir) => path.resolve(dir));
    expect(bundled.filter((dir) => !watched.includes(dir))).toEqual([]);
    expect(watched).toContain(path.join(repo, 'generator', 'src'));
  });
});
