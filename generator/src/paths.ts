import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Absolute path of the telco-portal repository (the workspace root), with a trailing separator, computed
 * from this module's place in it: meaningful only when the CLI runs from the repository (tests, scripts).
 * Runtime code uses `WORKSPACE_ROOT`, which is undefined in an installed package.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The repository root when this CLI runs from its checkout (generator/src beside generator/dist, as the
 * bin checks), else undefined: an installed package ships no src and reads nothing outside itself and
 * the user's files (issue 6).
 */
export const WORKSPACE_ROOT: string | undefined = existsSync(new URL('../src/cli.ts', import.meta.url))
  ? REPO_ROOT
  : undefined;
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
