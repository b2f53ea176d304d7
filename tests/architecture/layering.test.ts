import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { closure, isReactWorld, MAY_IMPORT, PACKAGES, type PackageName, scanRepo } from './scan.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));

// scanRepo reads every source file of the workspace: ~1–2 s quiet, 6 s at load ~12 — past Vitest's 5 s default.
describe('given the workspace source (ARCHITECTURE "Dependency direction")', { timeout: 60_000 }, () => {
  it('has no import against the layering, no route path literal in blocks, no registry cycle', () => {
    expect(scanRepo(repo)).toEqual([]);
  });

  it('declares no runtime dependency against the layering (devDependencies serve tests)', () => {
    for (const [name, dir] of Object.entries(PACKAGES) as Array<[PackageName, string]>) {
      const pkg = JSON.parse(readFileSync(path.join(repo, path.dirname(dir), 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const ours = Object.keys(pkg.dependencies ?? {})
        .map((dep) => /^@telco-portal\/(.+)$/.exec(dep)?.[1])
        .filter((dep): dep is string => dep !== undefined && dep in PACKAGES);
      expect(
        ours.filter((dep) => !MAY_IMPORT[name].includes(dep as PackageName)),
        name,
      ).toEqual([]);
    }
  });

  it('keeps @telco-portal/blocks/config (what the manifest composes) zod-only: no React, nothing of ours but core', () => {
    const { files, external } = closure(path.join(repo, 'packages/blocks/src/config.ts'));
    expect(files.length).toBeGreaterThan(3);
    expect(external.filter(isReactWorld)).toEqual([]);
    expect(
      external.filter((spec) => spec.startsWith('@telco-portal/') && spec !== '@telco-portal/core'),
    ).toEqual([]);
  });
});

/** A throw-away tree with one file per package; `files` maps repo-relative paths to source text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'layering-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('given a tree that breaks each rule (the scanner has teeth)', () => {
  const root = tree({
    'packages/core/src/a.ts': "import { useState } from 'react';\nexport const f = () => fetch('/x');\n",
    'packages/core/src/b.ts':
      "import { money } from '@telco-portal/api';\nexport const w = window.location;\n",
    'packages/core/src/c.ts': 'export const ok = { fetch: 1 }; // a property named fetch is fine\n',
    'packages/api/src/a.ts': "import type { BrandManifest } from '@telco-portal/manifest';\n",
    'packages/ui/src/a.tsx': "import { Home } from '@telco-portal/blocks';\n",
    'packages/manifest/src/a.ts': "import { homeConfigSchema } from '@telco-portal/blocks';\n",
    'packages/manifest/src/b.ts': "import { homeConfigSchema } from '@telco-portal/blocks/config';\n",
    'packages/blocks/src/blocks/home/Home.tsx': [
      "import type { BlockProps } from '../../registry.ts';",
      "import { createSandbox } from '@telco-portal/sandbox';",
      "export const to = '/sign-in';",
      `export const dyn = (t: string) => \`/plans/$\{t}\`;`,
      "export const root = '/';",
    ].join('\n'),
    'packages/blocks/src/registry.ts': 'export type BlockProps = object;\n',
    'packages/blocks/src/hooks/testing.tsx': "import { render } from '@testing-library/react';\n",
    'packages/blocks/src/test/harness.tsx':
      "import { render } from '@testing-library/react';\nimport { createSandbox } from '@telco-portal/sandbox';\n",
    'portal/src/a.ts': "import { x } from '../../packages/sandbox/src/index.ts';\n",
    'packages/sandbox/src/index.ts': 'export const x = 1;\n',
    'generator/src/cli.ts': "const s = () => import('@telco-portal/sandbox');\n",
    'generator/src/serve.ts': "const s = () => import('@telco-portal/sandbox');\n",
  });
  const found = scanRepo(root).map((v) => `${v.file}: ${v.rule}: ${v.detail}`);

  it('reports each violation once, and nothing allowed', () => {
    expect(found.sort()).toEqual(
      [
        'packages/core/src/a.ts: core imports: react',
        'packages/core/src/a.ts: core uses a browser/network global: fetch',
        'packages/core/src/b.ts: core imports: @telco-portal/api',
        'packages/core/src/b.ts: core may not import api: @telco-portal/api',
        'packages/core/src/b.ts: core uses a browser/network global: window',
        'packages/api/src/a.ts: api may not import manifest: @telco-portal/manifest',
        'packages/ui/src/a.tsx: ui may not import blocks: @telco-portal/blocks',
        'packages/manifest/src/a.ts: manifest may import blocks only through @telco-portal/blocks/config: @telco-portal/blocks',
        'packages/blocks/src/blocks/home/Home.tsx: block imports the registry (cycle): ../../registry.ts',
        'packages/blocks/src/blocks/home/Home.tsx: imports the sandbox outside tests, stories and the run commands: @telco-portal/sandbox',
        'packages/blocks/src/blocks/home/Home.tsx: route path literal in blocks (link by route id: useRouteHref): /sign-in',
        'packages/blocks/src/blocks/home/Home.tsx: route path literal in blocks (link by route id: useRouteHref): /plans/',
        'packages/blocks/src/hooks/testing.tsx: test library in non-test source (move it to a test folder): @testing-library/react',
        'portal/src/a.ts: relative import into another package: ../../packages/sandbox/src/index.ts',
        'generator/src/serve.ts: imports the sandbox outside tests, stories and the run commands: @telco-portal/sandbox',
      ].sort(),
    );
  });
});
