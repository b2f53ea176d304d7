import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  displayPath,
  formatIssue,
  type LoadedBrand,
  loadManifest,
  MANIFEST_FILE,
  ManifestError,
  type ManifestIssue,
} from '@telco-portal/manifest';
import type nodePlop from 'node-plop';
// app-files (handlebars) and node-plop load in generateApp only: `validate` (loadBrand) needs neither
// (issue 7: the CLI's start-up is its budget).
import type { PlannedFile } from './app-files.ts';
import { adapterIssues, runBrandChecks } from './checks/index.ts';
import { GeneratorError } from './errors.ts';
import { APP_TEMPLATES } from './paths.ts';

/** Options of `generateApp`. */
export interface GenerateOptions {
  /** Brand folder containing brand.json. */
  brandDir: string;
  /** Target folder of the app. Must be missing or empty unless `force`. */
  outDir: string;
  /** Replace a non-empty target (atomically: the old folder is removed only after the new one is complete). */
  force?: boolean;
  /** Template folder (tests inject broken templates); default generator/templates/app. */
  templateDir?: string;
}

/** Result of `generateApp`. */
export interface GenerateResult {
  brand: CheckedBrand;
  /** Absolute target folder. */
  outDir: string;
  /** Emitted files, relative POSIX paths, sorted. */
  files: string[];
  /** sha256 over every path and content: equal input gives an equal hash. */
  hash: string;
}

/** A brand that passed the schema and every post-schema check, with the warnings those checks printed. */
export interface CheckedBrand extends LoadedBrand {
  /** Problems that do not stop the command (e.g. a reserved setting); printed as `⚠ file: path: message`. */
  warnings: ManifestIssue[];
}

/** The manifest issues as one GeneratorError `invalid_manifest` (its cause a ManifestError with every issue). */
function invalidManifest(
  issues: readonly [ManifestIssue, ...ManifestIssue[]],
  brandDir: string,
): GeneratorError {
  const error = new ManifestError(issues);
  const [first, ...more] = issues;
  if (more.length === 0) {
    return new GeneratorError('invalid_manifest', formatIssue(first), first.hint, { cause: error });
  }
  return new GeneratorError(
    'invalid_manifest',
    `${error.file} has ${issues.length} problems:\n${issues
      .map((i) => `  ✖ ${formatIssue(i)}\n    hint: ${i.hint}`)
      .join('\n')}`,
    `fix each problem (hints above), then run \`pnpm telco-portal validate ${displayPath(path.resolve(brandDir))}\``,
    { cause: error },
  );
}

/** brand.json as written, or undefined when it cannot be read or parsed (the loader reported that). */
function rawManifest(brandDir: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(path.resolve(brandDir), MANIFEST_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Loads a brand and checks that the emitted app can honour it ("validate means this will run"): the
 * manifest schema and referenced files (`loadManifest`), then every post-schema check of
 * `checks/index.ts` (adapters this build ships, screens of the profile tabs, copy overrides against the
 * catalogue, brand id vs folder, reserved settings). When the schema fails, the adapter check still runs on
 * brand.json as written, so one run lists both kinds of problem.
 * @returns the brand with its warnings.
 * @throws GeneratorError `invalid_manifest` listing every error (cause: a ManifestError with `issues`).
 */
export function loadBrand(brandDir: string): CheckedBrand {
  let brand: LoadedBrand;
  try {
    brand = loadManifest(brandDir);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    const json =
      error.code === 'json_syntax' || error.code === 'read_failed' ? undefined : rawManifest(brandDir);
    const known = new Set(error.issues.map((i) => i.path));
    const more = json === undefined ? [] : adapterIssues(json, error.file).filter((i) => !known.has(i.path));
    throw invalidManifest([...error.issues, ...more] as [ManifestIssue, ...ManifestIssue[]], brandDir);
  }
  const { errors, warnings } = runBrandChecks(brand);
  const [first, ...rest] = errors;
  if (first) throw invalidManifest([first, ...rest], brandDir);
  return { ...brand, warnings };
}

function isNonEmptyDir(dir: string): boolean {
  return readdirSync(dir).length > 0;
}

/** Answers passed through node-plop to our action. */
interface EmitAnswers {
  files: PlannedFile[];
  stagingDir: string;
  written: string[];
  hash: ReturnType<typeof createHash>;
  /** The original error of a failed action (node-plop keeps only its message). */
  error?: unknown;
}

/**
 * node-plop action: produces each planned file and writes it into the staging folder, in order.
 * Stops at the first failure (the caller removes the staging folder).
 */
function emitAction(answers: object): string {
  const a = answers as EmitAnswers;
  try {
    for (const file of a.files) {
      const contents = file.produce();
      const target = path.join(a.stagingDir, ...file.path.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, contents);
      a.hash.update(file.path).update('\0').update(contents).update('\0');
      a.written.push(file.path);
    }
    return `${a.written.length} files`;
  } catch (error) {
    a.error = error;
    throw error;
  }
}

let plopPromise: ReturnType<typeof nodePlop> | undefined;

/** The node-plop instance with the `app` generator (one action that writes the planned files). */
async function plop() {
  plopPromise ??= import('node-plop')
    .then(({ default: createPlop }) => createPlop('', { destBasePath: process.cwd(), force: false }))
    .then((p) => {
      p.setActionType('telco-portal:emit', (answers) => emitAction(answers));
      p.setGenerator('app', {
        description: 'Vite app of a brand portal',
        prompts: [],
        actions: [{ type: 'telco-portal:emit', abortOnFail: true }],
      });
      return p;
    });
  return plopPromise;
}

/**
 * Validates the brand, then emits its Vite app into `outDir` (CONVENTIONS 14, 15):
 * files are written to a temporary folder beside the target and renamed when complete, so a failure leaves
 * nothing half-written; a non-empty target is refused unless `force`; output is byte-identical for equal
 * input (no timestamps, sorted keys, stable order).
 * @throws GeneratorError `invalid_manifest`, `target_not_empty`, `target_not_directory`, `template_error`,
 *   `path_escape`, `write_failed`.
 */
export async function generateApp(options: GenerateOptions): Promise<GenerateResult> {
  const brand = loadBrand(options.brandDir);
  const outDir = path.resolve(options.outDir);
  const shownOut = displayPath(outDir);

  const exists = existsSync(outDir);
  if (exists && !statSync(outDir).isDirectory()) {
    throw new GeneratorError(
      'target_not_directory',
      `${shownOut} exists and is not a folder`,
      'choose another --out',
    );
  }
  if (exists && isNonEmptyDir(outDir) && !options.force) {
    throw new GeneratorError(
      'target_not_empty',
      `${shownOut} is not empty`,
      'pass --force to replace it, or choose an empty --out folder',
    );
  }

  const { planAppFiles } = await import('./app-files.ts');
  const files = planAppFiles(brand, { outDir, templateDir: options.templateDir ?? APP_TEMPLATES });
  const parent = path.dirname(outDir);
  mkdirSync(parent, { recursive: true });
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const stagingDir = path.join(parent, `.${path.basename(outDir)}.tmp-${suffix}`);
  const backupDir = path.join(parent, `.${path.basename(outDir)}.old-${suffix}`);
  const answers: EmitAnswers = { files, stagingDir, written: [], hash: createHash('sha256') };

  try {
    mkdirSync(stagingDir);
    const generator = (await plop()).getGenerator('app');
    const result = await generator.runActions(answers as unknown as Record<string, unknown>);
    if (result.failures.length > 0) {
      if (answers.error instanceof GeneratorError) throw answers.error;
      const failure = result.failures[0] as { error?: string } | undefined;
      throw new GeneratorError(
        'write_failed',
        `could not write the app: ${failure?.error ?? String(answers.error)}`,
        'check that the target folder is writable',
        { cause: answers.error },
      );
    }
    if (exists) renameSync(outDir, backupDir);
    try {
      renameSync(stagingDir, outDir);
    } catch (error) {
      if (exists) renameSync(backupDir, outDir);
      throw error;
    }
    rmSync(backupDir, { recursive: true, force: true });
  } catch (error) {
    rmSync(stagingDir, { recursive: true, force: true });
    if (error instanceof GeneratorError) throw error;
    throw new GeneratorError(
      'write_failed',
      `could not write ${shownOut}: ${(error as Error).message}`,
      'check that the target folder is writable',
      {
        cause: error,
      },
    );
  }
  return { brand, outDir, files: answers.written.slice().sort(), hash: answers.hash.digest('hex') };
}

/**
 * "Generate if needed": keeps `outDir` as it is (its `dist/` too, so `buildApp` can reuse an up-to-date build) when
 * every planned file already has the same bytes, whatever `force`; otherwise generates it, replacing it when
 * `force` is set or when it holds only generator output (plus dist/ and node_modules/).
 * @returns the absolute app folder.
 * @throws GeneratorError as `generateApp` (`target_not_empty` when the folder holds other files and `force` is off).
 */
export async function ensureGenerated(
  brandDir: string,
  outDir: string,
  { force }: { force: boolean },
): Promise<string> {
  const { listFiles, planAppFiles } = await import('./app-files.ts');
  const brand = loadBrand(brandDir);
  const target = path.resolve(outDir);
  let replace = force;
  if (existsSync(target) && statSync(target).isDirectory()) {
    const planned = planAppFiles(brand, { outDir: target, templateDir: APP_TEMPLATES });
    const upToDate = planned.every((f) => {
      const file = path.join(target, f.path);
      return existsSync(file) && Buffer.from(f.produce()).equals(readFileSync(file));
    });
    if (upToDate) return target;
    if (!force) {
      const plannedPaths = new Set(planned.map((f) => f.path));
      replace = listFiles(target)
        .filter((f) => !f.startsWith('dist/') && !f.startsWith('node_modules/'))
        .every((f) => plannedPaths.has(f));
    }
  }
  await generateApp({ brandDir, outDir: target, force: replace });
  return target;
}
