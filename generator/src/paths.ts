import { fileURLToPath } from 'node:url';

/** Absolute path of the telco-portal repository (the workspace root), with a trailing separator. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Absolute path of the generator package. */
export const GENERATOR_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Templates of the emitted Vite app: `*.hbs` are rendered (strict), everything else is copied. */
export const APP_TEMPLATES = fileURLToPath(new URL('../templates/app/', import.meta.url));
/** Where `start` generates apps: `<repo>/.generated/<id>` (git-ignored). */
export const GENERATED_ROOT = fileURLToPath(new URL('../../.generated/', import.meta.url));
/** Sandbox database folder used by `start`: `<repo>/.sandbox` (git-ignored). */
export const SANDBOX_DATA_DIR = fileURLToPath(new URL('../../.sandbox/', import.meta.url));
