/**
 * Issue 8 "Files and dependencies": no dependency of any workspace package is pinned to "*" (or another
 * range that accepts any version), so an install cannot silently pull a new major.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './harness.ts';

const OPEN_RANGES = /^(\*|x|latest|>=?\s*0(\.0)*|)$/i;

function workspacePackageFiles(): string[] {
  const out = [path.join(REPO, 'package.json')];
  for (const parent of ['packages', '.']) {
    for (const entry of readdirSync(path.join(REPO, parent), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const file = path.join(REPO, parent, entry.name, 'package.json');
      try {
        readFileSync(file);
        out.push(file);
      } catch {
        // not a package
      }
    }
  }
  return [...new Set(out)];
}

describe('given every package.json of the workspace', () => {
  it('no dependency accepts any version ("*", "latest", ">=0", "")', () => {
    const files = workspacePackageFiles();
    expect(files.length).toBeGreaterThanOrEqual(10);
    const open: string[] = [];
    for (const file of files) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
        for (const [name, range] of Object.entries(pkg[field] ?? {})) {
          if (OPEN_RANGES.test(range.trim()))
            open.push(`${path.relative(REPO, file)} ${field}.${name}: "${range}"`);
        }
      }
    }
    expect(open).toEqual([]);
  });

  it('the check sees an open range (so it can fail)', () => {
    expect(OPEN_RANGES.test('*')).toBe(true);
    expect(OPEN_RANGES.test('latest')).toBe(true);
    expect(OPEN_RANGES.test('~5.3.12')).toBe(false);
    expect(OPEN_RANGES.test('workspace:*')).toBe(false);
  });
});
