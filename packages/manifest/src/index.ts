/**
 * @telco-portal/manifest — the brand manifest schema, its JSON Schema, and a loader with path-addressed
 * errors (CONVENTIONS 13).
 *
 * `loadManifest` uses node:fs. Browser code (the portal) can import `@telco-portal/manifest/schema`,
 * which has everything here except the file-system loader.
 */
export * from './browser.ts';
export { buildJsonSchemaText } from './json-schema.ts';
export { displayPath, type LoadedBrand, loadManifest, MANIFEST_FILE, resolveBrandFile } from './load.ts';
