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
  type LocalizedText,
  localizedText,
  localizedTextSchema,
  PROFILE_TABS,
  type ProfileTab,
  simActionsSchema,
  type Theme,
  themeSchema,
} from './schema.ts';
export {
  describeSetting,
  type PortalOffer,
  RESERVED_SETTINGS,
  SETTING_ROWS,
  SETTINGS,
  type SettingPath,
  type SettingRow,
  type SettingValues,
} from './settings.ts';
export {
  closestMatch,
  collectManifestIssues,
  parseManifestText,
  SECRET_PATTERNS,
  type SecretPattern,
  schemaAt,
  validateManifest,
} from './validate.ts';
