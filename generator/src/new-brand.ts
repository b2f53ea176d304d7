import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandManifestSchema } from '@telco-portal/manifest';
import nodePlop from 'node-plop';
import { listFiles } from './app-files.ts';
import { GeneratorError } from './errors.ts';
import { type CheckedBrand, loadBrand } from './generate.ts';
import { formatJsonLikeBiome } from './json-format.ts';

/** Plop templates of a new brand (rendered by plop's Handlebars). */
const BRAND_TEMPLATES = fileURLToPath(new URL('../templates/brand/', import.meta.url));

/** Options of `newBrand`. A missing value is asked for when `interactive`, else defaulted (see each). */
export interface NewBrandOptions {
  /** Kebab-case id of the new brand (also its folder name). Required unless `interactive`. */
  id?: string;
  /** Display name; default from the id ("kiwi-fibre" -> "Kiwi Fibre"). */
  name?: string;
  /** Brand to copy; default "harbour". */
  from?: string;
  /** Folder holding the brands; default `./brands` of the current working directory. */
  brandsDir?: string;
  /** Ask for the values not given (plop's prompts, on a terminal). Default false: flags and defaults only. */
  interactive?: boolean;
}

/** "kiwi-fibre" -> "Kiwi Fibre"; "tui-mobile" -> "Tui Mobile"; "kiwi" -> "Kiwi" (nothing is added). */
export function defaultBrandName(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function replaceDeep(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => replaceDeep(v, from, to));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceDeep(v, from, to)]));
  }
  return value;
}

/**
 * `json` as brand.json text, formatted as the repository's Biome formats it (so `pnpm lint` passes on a new
 * brand: short arrays on one line, 2-space indent, line width 110). Pure: an installed CLI has no Biome and
 * reads no file of the repository (issue 6); `json-format.test.ts` compares the output with Biome's.
 */
export function formatBrandJson(json: unknown): string {
  return formatJsonLikeBiome(json);
}

function brandIds(brandsDir: string): string[] {
  try {
    return readdirSync(brandsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(brandsDir, entry.name, 'brand.json')))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** The plop answers of the brand generator. */
type BrandAnswers = { id: string; name: string; from: string };

/**
 * Scaffolds `brands/<id>` with a node-plop generator: its prompts (id, display name, brand to copy; each
 * bypassed by the matching option, so it runs with no terminal) and its actions — copy the source brand
 * with the id and name replaced (brand.json formatted as Biome formats it), then render the wordmark logo
 * from the plop template `templates/brand/logo.svg.hbs`. Written atomically (temporary folder + rename),
 * then validated.
 * @throws GeneratorError `usage` (bad or missing id, unknown --from), `brand_exists`, `invalid_manifest`,
 *   `write_failed`.
 */
export async function newBrand(options: NewBrandOptions): Promise<CheckedBrand> {
  // `./brands` of the current working directory (the repository root under `pnpm telco-portal`), issue 6.
  const brandsDir = path.resolve(options.brandsDir ?? 'brands');
  const interactive = options.interactive === true;
  if (!interactive && options.id === undefined) {
    throw new GeneratorError(
      'usage',
      'missing brand id (kebab-case, e.g. kiwi-fibre)',
      'pass the id: pnpm telco-portal new-brand kiwi-fibre [--name "Kiwi Fibre"] [--from harbour]',
    );
  }
  const sources = brandIds(brandsDir);
  const validateId = (id: string): true | string => {
    if (!brandManifestSchema.shape.id.safeParse(id).success)
      return `'${id}' is not a valid brand id: use kebab-case, lower-case letters, digits and dashes, like kiwi-fibre`;
    if (existsSync(path.join(brandsDir, id))) return `brands/${id} already exists: choose another id`;
    return true;
  };

  const plop = await nodePlop('', { destBasePath: brandsDir, force: false });
  let staging = '';
  plop.setActionType('telco-portal:copy-brand', (answers) => {
    const { id, name, from } = answers as BrandAnswers;
    const source = loadBrand(path.join(brandsDir, from));
    const logo = path.resolve(source.dir, source.manifest.theme.logo);
    for (const rel of listFiles(source.dir)) {
      const file = path.join(source.dir, rel);
      const to = path.join(staging, rel);
      if (file === logo) continue; // the logo comes from the template (next action)
      mkdirSync(path.dirname(to), { recursive: true });
      if (rel === 'brand.json') {
        const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        const copied = replaceDeep(raw, source.manifest.name, name) as Record<string, unknown>;
        copied.id = id;
        copied.name = name;
        writeFileSync(to, formatBrandJson(copied));
      } else if (/\.(md|txt)$/.test(rel)) {
        writeFileSync(to, readFileSync(file, 'utf8').split(source.manifest.name).join(name));
      } else {
        writeFileSync(to, readFileSync(file));
      }
    }
    return `copied ${from} to ${id}`;
  });
  plop.setGenerator('brand', {
    description: 'a new brand folder under brands/',
    prompts: [
      {
        type: 'input',
        name: 'id',
        message: 'Brand id (kebab-case; also its folder name under brands/):',
        validate: validateId,
      },
      {
        type: 'input',
        name: 'name',
        message: 'Display name:',
        default: (answers: Partial<BrandAnswers>) => defaultBrandName(answers.id ?? ''),
        validate: (name: string) =>
          brandManifestSchema.shape.name.safeParse(name).success || 'a name of 1 to 60 characters',
      },
      {
        type: 'list',
        name: 'from',
        message: 'Copy which brand?',
        choices: sources,
        default: sources.includes('harbour') ? 'harbour' : sources[0],
      },
    ],
    actions: (answers) => {
      const source = loadBrand(path.join(brandsDir, (answers as BrandAnswers).from));
      const logoRel = path.relative(source.dir, path.resolve(source.dir, source.manifest.theme.logo));
      const svgLogo = logoRel.endsWith('.svg');
      return [
        { type: 'telco-portal:copy-brand' },
        svgLogo
          ? {
              type: 'add',
              path: path.join(staging, logoRel),
              templateFile: path.join(BRAND_TEMPLATES, 'logo.svg.hbs'),
              data: {
                primary: source.manifest.theme.colors.primary,
                width: 60 + Math.ceil((answers as BrandAnswers).name.length * 12),
              },
              abortOnFail: true,
            }
          : {
              // A PNG logo cannot be re-lettered: the new brand keeps a copy until its own is dropped in.
              type: 'telco-portal:copy-logo',
            },
      ];
    },
  });
  plop.setActionType('telco-portal:copy-logo', (answers) => {
    const source = loadBrand(path.join(brandsDir, (answers as BrandAnswers).from));
    const logo = path.resolve(source.dir, source.manifest.theme.logo);
    const to = path.join(staging, path.relative(source.dir, logo));
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, readFileSync(logo));
    return 'copied the logo';
  });

  const generator = plop.getGenerator('brand');
  const bypass = [
    options.id ?? '_',
    options.name ?? (interactive ? '_' : defaultBrandName(options.id ?? '')),
    options.from ?? (interactive ? '_' : 'harbour'),
  ];
  if (options.from !== undefined && !sources.includes(options.from)) {
    throw new GeneratorError(
      'usage',
      `--from ${options.from}: there is no brands/${options.from}/brand.json`,
      `copy one of: ${sources.join(', ') || '(none found)'}`,
    );
  }
  let answers: BrandAnswers;
  try {
    answers = (await generator.runPrompts(bypass)) as BrandAnswers;
  } catch (error) {
    const message = (error as Error).message;
    throw new GeneratorError(
      /already exists/.test(message) ? 'brand_exists' : 'usage',
      message.replace(/^The "(\w+)" prompt did not recognize/, '$1: not recognised:'),
      /already exists/.test(message)
        ? 'choose another id or remove that folder'
        : 'see `pnpm telco-portal help`',
    );
  }
  const target = path.join(brandsDir, answers.id);
  staging = path.join(brandsDir, `.${answers.id}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    mkdirSync(staging);
    const result = await generator.runActions(answers);
    if (result.failures.length > 0) {
      const failure = result.failures[0] as { error?: string } | undefined;
      throw new GeneratorError(
        'write_failed',
        `could not create the brand: ${failure?.error ?? 'unknown error'}`,
        'check that brands/ is writable',
      );
    }
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return loadBrand(target);
}
