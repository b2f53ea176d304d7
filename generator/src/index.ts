/** @telco-portal/generator — programmatic API of the `telco-portal` CLI. */
export {
  DEDUPE,
  emittedManifest,
  listFiles,
  type PlannedFile,
  planAppFiles,
  sortKeysDeep,
} from './app-files.ts';
export { appViteConfig, assertNoSecrets, buildApp } from './build.ts';
export { GeneratorError, type GeneratorErrorCode } from './errors.ts';
export {
  ensureGenerated,
  type GenerateOptions,
  type GenerateResult,
  generateApp,
  loadBrand,
} from './generate.ts';
export { legalDocumentJson, markdownToHtml, sanitizeLegalHtml } from './markdown.ts';
export { defaultBrandName, type NewBrandOptions, newBrand } from './new-brand.ts';
export { APP_TEMPLATES, GENERATED_ROOT, REPO_ROOT, SANDBOX_DATA_DIR } from './paths.ts';
export {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  cspDirectives,
  cspHeader,
  cspMeta,
  headersFile,
  securityHeaders,
  serializeCsp,
} from './security.ts';
export {
  type ApiBackend,
  type CspViolation,
  createPortalServer,
  type HeaderSet,
  listen,
  type PortalServerOptions,
  parseCspReports,
} from './serve.ts';
export { builtApp, type RunningPortal, type StartPortalOptions, startPortal } from './start.ts';
