import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the telco-portal repository (the workspace root), with a trailing separator. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Absolute path of the generator package. */
export const GENERATOR_ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Templates of the emitted Vite app: `*.hbs` are rendered (strict), everything else is copied. */
export const APP_TEMPLATES = fileURLToPath(new URL('../templates/app/', import.meta.url));
/**
 * Where `build`/`start`/`dev` generate apps: `./.generated/<id>` of the current working directory (the
 * repository root under `pnpm telco-portal`; git-ignored), with a trailing separator. Relative to the cwd,
 * not to this package, so an installed CLI never writes into its own node_modules folder (issue 6).
 */
export const GENERATED_ROOT = path.resolve('.generated') + path.sep;
/** Sandbox database folder used by `start`/`dev`: `./.sandbox` of the current working directory (git-ignored). */
export const SANDBOX_DATA_DIR = path.resolve('.sandbox') + path.sep;
