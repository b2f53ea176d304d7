/**
 * The pnpm-lock.yaml of a project outside the repository (the installed CLI, an app it generates), derived
 * from the repository's own lockfile (issue 6): with it, `pnpm install --frozen-lockfile --offline` installs
 * the project from the pnpm store alone, even on a fresh clone whose pnpm metadata cache is empty (without
 * a lockfile pnpm resolves each range from registry metadata, which a frozen-lockfile install of the
 * workspace never caches: ERR_PNPM_NO_OFFLINE_META).
 *
 * How: each npm dependency (of the project, and of the @telco-portal tarballs it installs) is resolved to the
 * version the workspace locked for the same name and specifier (the tarballs' package.json files carry the
 * workspace's own ranges), and the closure of those entries is copied from the repository lockfile's
 * `packages` and `snapshots`. The tarballs get `file:` entries with their sha512 integrity; the peers they
 * declare resolve to the project's own versions of those packages. Lockfile format v9 (pnpm 9 and 10).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** The parts of a v9 pnpm-lock.yaml this module reads and writes. */
interface Lockfile {
  lockfileVersion: string;
  settings?: Record<string, unknown>;
  overrides?: Record<string, string>;
  importers: Record<
    string,
    Partial<Record<DepField, Record<string, { specifier: string; version: string }>>>
  >;
  packages?: Record<string, Record<string, unknown>>;
  snapshots?: Record<string, Snapshot>;
}
type DepField = 'dependencies' | 'devDependencies' | 'optionalDependencies';
interface Snapshot {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}
/** The package.json fields read here (the project's and each tarball's). */
interface Manifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  engines?: Record<string, string>;
  pnpm?: { overrides?: Record<string, string> };
}

/** Reads and parses the repository's pnpm-lock.yaml. @throws Error when it is not lockfile v9. */
export function readLockfile(file: string): Lockfile {
  const lock = yaml.load(readFileSync(file, 'utf8')) as Lockfile;
  if (!String(lock.lockfileVersion).startsWith('9.'))
    throw new Error(`${file}: lockfile version ${lock.lockfileVersion}, expected 9.x`);
  return lock;
}

/** The package.json inside a tarball (`package/package.json`). @throws Error when tar cannot read it. */
function tarballManifest(tgz: string): Manifest {
  const r = spawnSync('tar', ['-xzOf', tgz, 'package/package.json'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cannot read package/package.json of ${tgz}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Manifest;
}

/** A lockfile dependency value → its snapshot key (`react` + `19.3.1(x)` → `react@19.3.1(x)`; aliases as they are). */
function snapshotKey(name: string, version: string): string {
  const head = version.split('(')[0] ?? '';
  return head.slice(1).includes('@') ? version : `${name}@${version}`;
}

/** `react@19.3.1(react-dom@…)` → `react@19.3.1` (the `packages` key: no peer suffix). */
function packageKey(key: string): string {
  const paren = key.indexOf('(', 1);
  return paren === -1 ? key : key.slice(0, paren);
}

/**
 * Derives the lockfile of the project whose package.json is `manifest`, in `projectDir`, whose
 * `pnpm.overrides` point every @telco-portal package at its tarball (`file:<absolute path>`).
 * @returns the pnpm-lock.yaml text.
 * @throws Error naming the dependency when a range was never locked by the workspace (then the project
 *   cannot install offline: a dependency the workspace does not have).
 */
export function deriveLockfile(repo: Lockfile, projectDir: string, manifest: Manifest): string {
  const overrides = manifest.pnpm?.overrides ?? {};
  // name + specifier → locked version, from every workspace importer.
  // The generator's importer first (the CLI's and an app's build tools: one vite for its plugins), then the root.
  const locked = new Map<string, string>();
  const order = ['generator', '.', ...Object.keys(repo.importers)];
  for (const id of order) {
    const importer = repo.importers[id] ?? {};
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
      for (const [name, { specifier, version }] of Object.entries(importer[field] ?? {})) {
        const key = `${name}\0${specifier}`;
        if (!version.startsWith('link:') && !locked.has(key)) locked.set(key, version);
      }
    }
  }
  const packages: Record<string, Record<string, unknown>> = {};
  const snapshots: Record<string, Snapshot> = {};
  const pending: string[] = [];

  /** The version a dependency `name@range` gets: its tarball when overridden, else the workspace's. */
  const resolve = (name: string, range: string, from: string): string => {
    const source = overrides[name] ?? range;
    if (source.startsWith('file:')) return tarball(name, source.slice('file:'.length));
    const version = locked.get(`${name}\0${range}`);
    if (!version)
      throw new Error(
        `${from} depends on ${name}@${range}, which the workspace lockfile does not lock: add it to a workspace package.json with the same range`,
      );
    pending.push(snapshotKey(name, version));
    return version;
  };

  // The project's direct versions: a tarball's peers resolve to them (one React for everything).
  const direct: Record<string, string> = {};
  const importer: Record<string, Record<string, { specifier: string; version: string }>> = {};
  const tarballRefs = new Map<string, string>();

  function tarball(name: string, tgz: string): string {
    const done = tarballRefs.get(name);
    if (done) return done;
    const ref = `file:${path.relative(projectDir, tgz).split(path.sep).join('/')}`;
    tarballRefs.set(name, ref);
    const pkg = tarballManifest(tgz);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tgz)).digest('base64')}`;
    packages[`${name}@${ref}`] = {
      resolution: { integrity, tarball: ref },
      version: pkg.version,
      ...(pkg.engines ? { engines: pkg.engines } : {}),
      ...(pkg.peerDependencies ? { peerDependencies: pkg.peerDependencies } : {}),
      ...(pkg.peerDependenciesMeta ? { peerDependenciesMeta: pkg.peerDependenciesMeta } : {}),
    };
    const dependencies: Record<string, string> = {};
    const snapshot: Snapshot = { dependencies };
    snapshots[`${name}@${ref}`] = snapshot;
    for (const [dep, range] of Object.entries(pkg.dependencies ?? {}))
      dependencies[dep] = resolve(dep, range, name);
    const optional: Record<string, string> = {};
    for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {}))
      optional[dep] = resolve(dep, range, name);
    if (Object.keys(optional).length) snapshot.optionalDependencies = optional;
    // Peers are linked like dependencies, at the project's versions (resolved once the project's are known).
    peersOf.push({ name, pkg, dependencies });
    return ref;
  }
  const peersOf: { name: string; pkg: Manifest; dependencies: Record<string, string> }[] = [];

  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      const version = resolve(name, range, 'the project');
      direct[name] = version;
      importer[field] ??= {};
      importer[field][name] = { specifier: overrides[name] ?? range, version };
    }
  }
  for (const { name, pkg, dependencies } of peersOf) {
    for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
      const version = direct[peer] ?? tarballRefs.get(peer);
      if (version) dependencies[peer] = version;
      else if (!pkg.peerDependenciesMeta?.[peer]?.optional)
        throw new Error(`${name} needs the peer ${peer}, which the project does not depend on`);
    }
  }

  // The closure of the npm packages, copied from the repository lockfile.
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (snapshots[key]) continue;
    const snapshot = repo.snapshots?.[key];
    const entry = repo.packages?.[packageKey(key)];
    if (!snapshot || !entry) throw new Error(`the workspace lockfile has no entry for ${key}`);
    snapshots[key] = snapshot;
    packages[packageKey(key)] = entry;
    for (const [name, version] of Object.entries(snapshot.dependencies ?? {}))
      pending.push(snapshotKey(name, version));
    for (const [name, version] of Object.entries(snapshot.optionalDependencies ?? {})) {
      // Optional (platform) packages the workspace lockfile does not hold are simply not installed.
      const optionalKey = snapshotKey(name, version);
      if (repo.snapshots?.[optionalKey] && repo.packages?.[packageKey(optionalKey)])
        pending.push(optionalKey);
      else delete (snapshot.optionalDependencies as Record<string, string>)[name];
    }
  }

  const sorted = <T>(o: Record<string, T>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const lock: Lockfile = {
    lockfileVersion: '9.0',
    settings: { autoInstallPeers: true, excludeLinksFromLockfile: false },
    ...(Object.keys(overrides).length ? { overrides } : {}),
    importers: { '.': Object.fromEntries(Object.entries(importer).map(([f, deps]) => [f, sorted(deps)])) },
    packages: sorted(packages),
    snapshots: sorted(snapshots),
  };
  return yaml.dump(lock, { lineWidth: -1, noRefs: true });
}
