/** See ensure-built.js: rebuilds generator/dist when stale (in the repository); false when that failed. */
export function ensureBuilt(): boolean;
