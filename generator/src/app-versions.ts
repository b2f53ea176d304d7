/**
 * The versions an emitted app's package.json names (issue 6: an installed CLI reads no file of this
 * repository). Built by tsup, they are baked into the bundle (`tsup.config.ts` defines
 * `__TELCO_PORTAL_APP_VERSIONS__` from `workspaceAppVersions`); run from source (tsx, Vitest) — which is
 * only ever inside the repository — they are read from the workspace package.json files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Dependency ranges and package versions an emitted app needs. */
export interface AppVersions {
  /** Range of each third-party package (`react` → `~19.3.0`), from the workspace package.json files. */
  ranges: Record<string, string>;
  /** Version of each published @telco-portal package an app depends on (`@telco-portal/portal` → `0.1.0`). */
  packages: Record<string, string>;
}

/** The @telco-portal packages an emitted app depends on, with their folders in the repository. */
export const APP_PACKAGES = {
  '@telco-portal/blocks': 'packages/blocks',
  '@telco-portal/portal': 'portal',
  '@telco-portal/ui': 'packages/ui',
} as const;

/**
 * Reads the versions from the workspace at `root` (the repository): third-party ranges from the root,
 * portal and generator package.json files (first found wins; `workspace:` ranges skipped), and the version
 * of each package of `APP_PACKAGES`.
 * @throws Error (ENOENT, SyntaxError) when a package.json is missing or not JSON.
 */
export function workspaceAppVersions(root: string): AppVersions {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
      version: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const ranges: Record<string, string> = {};
  for (const file of ['package.json', 'portal/package.json', 'generator/package.json']) {
    const pkg = read(file);
    for (const [k, v] of Object.entries({ ...pkg.devDependencies, ...pkg.dependencies })) {
      if (!v.startsWith('workspace:')) ranges[k] ??= v;
    }
  }
  const packages = Object.fromEntries(
    Object.entries(APP_PACKAGES).map(([name, dir]) => [name, read(`${dir}/package.json`).version]),
  );
  return { ranges, packages };
}

/** `AppVersions` as JSON text, defined by tsup (tsup.config.ts `define`); undeclared when run from source. */
declare const __TELCO_PORTAL_APP_VERSIONS__: string | undefined;

let cached: AppVersions | undefined;

/**
 * The versions baked into the built CLI, or (from source) read from the repository at `workspaceRoot`.
 * @throws Error when neither is available (an unbuilt CLI outside the repository: build it with tsup).
 */
export function appVersions(workspaceRoot: string | undefined): AppVersions {
  if (cached) return cached;
  if (typeof __TELCO_PORTAL_APP_VERSIONS__ === 'string') {
    cached = JSON.parse(__TELCO_PORTAL_APP_VERSIONS__) as AppVersions;
  } else if (workspaceRoot) {
    cached = workspaceAppVersions(workspaceRoot);
  } else {
    throw new Error('telco-portal: dependency versions are not built in; build the CLI with tsup');
  }
  return cached;
}
