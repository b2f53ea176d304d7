import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The package.json fields pack-check reads. */
export interface PackageJson {
  name: string;
  version: string;
  exports?: Record<string, unknown>;
  publishConfig?: { exports?: Record<string, unknown> };
}

/** A workspace package that ships: it has `publishConfig.exports` (the dist map `pnpm pack` writes). */
export interface Published {
  /** Folder relative to the repository root, POSIX (`packages/ui`, `portal`). */
  dir: string;
  pkg: PackageJson;
}

/** Every workspace package (packages/*, portal, generator) with `publishConfig.exports`, by folder name. */
export function publishedPackages(root: string): Published[] {
  const dirs = [
    ...readdirSync(path.join(root, 'packages'))
      .sort()
      .map((d) => `packages/${d}`),
    'portal',
    'generator',
  ];
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({
      dir,
      pkg: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson,
    }))
    .filter(({ pkg }) => pkg.publishConfig?.exports);
}
