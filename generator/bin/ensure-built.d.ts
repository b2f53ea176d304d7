/** See ensure-built.js: rebuilds generator/dist when stale (in the repository); false when that failed. */
export function ensureBuilt(): boolean;
/** See ensure-built.js: the absolute source folders the CLI bundles (generator/src, portal/src, packages/<name>/src). */
export function bundledSourceDirs(): string[];
/** See ensure-built.js: test files, never bundled (editing one makes neither dist nor an app's build stale). */
export const TEST_FILE: RegExp;
