import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandManifestSchema, type LoadedBrand } from '@telco-portal/manifest';
import Handlebars from 'handlebars';
import nodePlop from 'node-plop';
import { listFiles } from './app-files.ts';
import { GeneratorError } from './errors.ts';
import { loadBrand } from './generate.ts';
import { REPO_ROOT } from './paths.ts';

const LOGO_TEMPLATE = fileURLToPath(new URL('../templates/brand/logo.svg.hbs', import.meta.url));

/** Options of `newBrand`. */
export interface NewBrandOptions {
  /** Kebab-case id of the new brand (also its folder name). */
  id: string;
  /** Display name; default from the id ("kiwi-mobile" -> "Kiwi Mobile", "kiwi" -> "Kiwi Mobile"). */
  name?: string;
  /** Brand to copy; default "harbour". */
  from?: string;
  /** Folder holding the brands; default <repo>/brands. */
  brandsDir?: string;
}

/** "kiwi-mobile" -> "Kiwi Mobile"; "kiwi" -> "Kiwi Mobile". */
export function defaultBrandName(id: string): string {
  const words = id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return words.some((w) => w.toLowerCase() === 'mobile') ? words.join(' ') : `${words.join(' ')} Mobile`;
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
 * Scaffolds `brands/<id>` by copying another brand (default harbour) with the id and name replaced and a
 * new wordmark logo, written atomically (temporary folder + rename) through a node-plop generator, then
 * validates it.
 * @throws GeneratorError `usage` (bad id), `brand_exists`, `invalid_manifest`, `write_failed`.
 */
export async function newBrand(options: NewBrandOptions): Promise<LoadedBrand> {
  const idCheck = brandManifestSchema.shape.id.safeParse(options.id);
  if (!idCheck.success) {
    throw new GeneratorError(
      'usage',
      `'${options.id}' is not a valid brand id`,
      'use kebab-case: lower-case letters, digits and dashes, like kiwi-mobile',
    );
  }
  const brandsDir = path.resolve(options.brandsDir ?? path.join(REPO_ROOT, 'brands'));
  const source = loadBrand(path.join(brandsDir, options.from ?? 'harbour'));
  const target = path.join(brandsDir, options.id);
  if (existsSync(target)) {
    throw new GeneratorError(
      'brand_exists',
      `${path.relative(process.cwd(), target)} already exists`,
      'choose another id or remove that folder',
    );
  }
  const name = options.name ?? defaultBrandName(options.id);
  const staging = path.join(brandsDir, `.${options.id}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);

  const plop = await nodePlop('', { destBasePath: brandsDir, force: false });
  plop.setActionType('telco-portal:copy-brand', () => {
    const oldName = source.manifest.name;
    for (const rel of listFiles(source.dir)) {
      const from = path.join(source.dir, rel);
      const to = path.join(staging, rel);
      mkdirSync(path.dirname(to), { recursive: true });
      if (rel === 'brand.json') {
        const raw = JSON.parse(readFileSync(from, 'utf8')) as Record<string, unknown>;
        const copied = replaceDeep(raw, oldName, name) as Record<string, unknown>;
        copied.id = options.id;
        copied.name = name;
        writeFileSync(to, `${JSON.stringify(copied, null, 2)}\n`);
      } else if (/\.(md|txt)$/.test(rel)) {
        writeFileSync(to, readFileSync(from, 'utf8').split(oldName).join(name));
      } else if (path.resolve(source.dir, source.manifest.theme.logo) === from && rel.endsWith('.svg')) {
        const logo = Handlebars.compile(readFileSync(LOGO_TEMPLATE, 'utf8'), { strict: true });
        writeFileSync(
          to,
          logo({
            id: options.id,
            name,
            primary: source.manifest.theme.colors.primary,
            width: 60 + Math.ceil(name.length * 12),
          }),
        );
      } else {
        writeFileSync(to, readFileSync(from));
      }
    }
    return target;
  });
  plop.setGenerator('brand', {
    description: 'new brand folder',
    prompts: [],
    actions: [{ type: 'telco-portal:copy-brand' }],
  });

  try {
    mkdirSync(staging);
    const result = await plop.getGenerator('brand').runActions({});
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
