/**
 * `@telco-portal/manifest/schema` — the browser-safe part of the package: schema, types, validation.
 * No node:fs (the loader is only in the package root).
 */
export {
  formatIssue,
  formatJsonPath,
  ManifestError,
  type ManifestIssue,
  type ManifestIssueCode,
} from './errors.ts';
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
