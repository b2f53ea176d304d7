/**
 * scripts/outside-lockfile.ts: the lockfile of a project outside the repository, derived from the
 * repository's (issue 6: `pnpm packages:check` installs the CLI and the app it generates with
 * `--frozen-lockfile --offline`, which a cold pnpm metadata cache otherwise refuses).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveLockfile, readLockfile } from '../../scripts/outside-lockfile.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const repo = readLockfile(path.join(ROOT, 'pnpm-lock.yaml'));
const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const scratch = mkdtempSync(path.join(tmpdir(), 'telco-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Lock = {
  importers: Record<string, Record<string, Record<string, { specifier: string; version: string }>>>;
  packages: Record<string, { resolution: { integrity: string; tarball?: string } }>;
  snapshots: Record<string, { dependencies?: Record<string, string> }>;
  overrides?: Record<string, string>;
};

/** A tarball `name@version` depending on `dependencies` and peering on `peers`, packed with tar. */
function fakeTarball(name: string, dependencies: Record<string, string>, peers: Record<string, string>) {
  const dir = mkdtempSync(path.join(scratch, 'pkg-'));
  mkdirSync(path.join(dir, 'package'));
  writeFileSync(
    path.join(dir, 'package/package.json'),
    JSON.stringify({ name, version: '0.1.0', dependencies, peerDependencies: peers }),
  );
  const tgz = path.join(scratch, `${name.replace(/[@/]/g, '-')}.tgz`);
  spawnSync('tar', ['-czf', tgz, '-C', dir, 'package']);
  return tgz;
}

describe('given a project outside the repository with React and a tarball that peers on it', () => {
  const react = root.dependencies.react as string;
  const tgz = fakeTarball('@telco-portal/fake', { swr: '~2.5.1' }, { react: '^19.0.0' });
  const project = path.join(scratch, 'app');
  const lock = yaml.load(
    deriveLockfile(repo, project, {
      dependencies: { react, '@telco-portal/fake': '^0.1.0' },
      pnpm: { overrides: { '@telco-portal/fake': `file:${tgz}` } },
    }),
  ) as Lock;

  it('locks React at the version the workspace locked, with its closure copied', () => {
    const locked = repo.importers['.']?.dependencies?.react?.version as string;
    expect(lock.importers['.']?.dependencies?.react).toEqual({ specifier: react, version: locked });
    expect(lock.snapshots[`react@${locked}`]).toBeDefined();
    expect(lock.packages[`react@${locked}`]).toEqual(repo.packages?.[`react@${locked}`]);
  });

  it('gives the tarball a file: entry with its sha512 and links its peer to the project React', () => {
    const ref = `file:${path.relative(project, tgz)}`;
    expect(lock.importers['.']?.dependencies?.['@telco-portal/fake']).toEqual({
      specifier: `file:${tgz}`,
      version: ref,
    });
    expect(lock.packages[`@telco-portal/fake@${ref}`]?.resolution).toEqual({
      integrity: expect.stringMatching(/^sha512-[A-Za-z0-9+/]{86}==$/),
      tarball: ref,
    });
    const deps = lock.snapshots[`@telco-portal/fake@${ref}`]?.dependencies ?? {};
    expect(deps.react).toBe(lock.importers['.']?.dependencies?.react?.version);
    expect(Object.keys(lock.snapshots).some((k) => k.startsWith('swr@'))).toBe(true);
    expect(lock.overrides).toEqual({ '@telco-portal/fake': `file:${tgz}` });
  });
});

describe('given a dependency range the workspace never locked', () => {
  it('refuses, naming it (the project could not install offline)', () => {
    expect(() =>
      deriveLockfile(repo, path.join(scratch, 'other'), { dependencies: { react: '^18.0.0' } }),
    ).toThrow(/the project depends on react@\^18\.0\.0, which the workspace lockfile does not lock/);
  });
});
