/**
 * @telco-portal/manifest — the brand manifest schema, its JSON Schema, and a loader with path-addressed
 * errors (CONVENTIONS 13).
 *
 * `loadManifest` uses node:fs. Browser code (the portal) can import `@telco-portal/manifest/schema`,
 * which has everything here except the file-system loader.
 */
export {
  formatIssue,
  formatJsonPath,
  ManifestError,
  type ManifestIssue,
  type ManifestIssueCode,
} from './errors.ts';
export { buildJsonSchemaText } from './json-schema.ts';
export { displayPath, type LoadedBrand, loadManifest, MANIFEST_FILE, resolveBrandFile } from './load.ts';
export {
  type Adapters,
  adaptersSchema,
  BROADBAND_TABS,
  type BrandManifest,
  type BrandManifestInput,
  type BroadbandTab,
  brandManifestSchema,
  type Features,
  featuresSchema,
  HOME_SECTIONS,
  type HomeSection,
  LANGUAGES,
  type Language,
  type LocalizedText,
  localizedText,
  localizedTextSchema,
  PLAN_CHANGE_MODES,
  type PlanChangeMode,
  PROFILE_TABS,
  type ProfileTab,
  simActionsSchema,
  type Theme,
  themeSchema,
} from './schema.ts';
export {
  collectManifestIssues,
  parseManifestText,
  SECRET_PATTERNS,
  type SecretPattern,
  schemaAt,
  validateManifest,
} from './validate.ts';
