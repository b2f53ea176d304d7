import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GeneratorError } from './errors.ts';
import { generateApp } from './generate.ts';
import { defaultBrandName, formatBrandJson, newBrand } from './new-brand.ts';
import { REPO_ROOT } from './paths.ts';

const brandsDir = mkdtempSync(path.join(tmpdir(), 'telco-brands-'));
for (const id of ['harbour', 'pocket'])
  cpSync(path.join(REPO_ROOT, 'brands', id), path.join(brandsDir, id), { recursive: true });
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

/** `biome format` of the repository on a file, as `pnpm lint` checks it: the exit code and what it says. */
function biomeCheck(file: string) {
  const biome = path.join(REPO_ROOT, 'node_modules/@biomejs/biome/bin/biome');
  const r = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=brands/x/brand.json`], {
    cwd: REPO_ROOT,
    input: readFileSync(file, 'utf8'),
    encoding: 'utf8',
  });
  return { code: r.status, same: r.stdout === readFileSync(file, 'utf8') };
}

describe('given new-brand kiwi-fibre from harbour, with no flags but the id (issue 6)', () => {
  it('names it "Kiwi Fibre", writes a brand.json the repository lint accepts, and a valid brand', async () => {
    const brand = await newBrand({ id: 'kiwi-fibre', brandsDir });
    expect(brand.manifest.id).toBe('kiwi-fibre');
    expect(brand.manifest.name).toBe('Kiwi Fibre');
    expect(brand.warnings).toEqual([]);
    expect(brand.manifest.footer.copyright).toBe('© {year} Kiwi Fibre');
    const file = path.join(brand.dir, 'brand.json');
    // Was JSON.stringify output: every array one item per line, which `pnpm lint` refused.
    expect(readFileSync(file, 'utf8')).toContain('"available": ["en", "mi-NZ"]');
    expect(biomeCheck(file)).toEqual({ code: 0, same: true });
    const logo = readFileSync(path.join(brand.dir, 'logo.svg'), 'utf8');
    expect(logo).toContain('<title id="kiwi-fibre-logo-title">Kiwi Fibre</title>');
    expect(logo).toContain('fill="#0b3d6b"');
    expect(readFileSync(path.join(brand.dir, 'terms/mobile.md'), 'utf8')).not.toContain('Harbour Mobile');
    expect(readdirSync(brandsDir).sort()).toEqual(['harbour', 'kiwi-fibre', 'pocket']);
  });

  it('generates unedited', async () => {
    const out = path.join(brandsDir, '..', `${path.basename(brandsDir)}-app`);
    try {
      const result = await generateApp({ brandDir: path.join(brandsDir, 'kiwi-fibre'), outDir: out });
      expect(result.brand.manifest.name).toBe('Kiwi Fibre');
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<title>Kiwi Fibre</title>');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('takes --name and --from (pocket: its logo is lettered in its colour)', async () => {
    const brand = await newBrand({ id: 'tui', name: 'Tūī Talk', from: 'pocket', brandsDir });
    expect(brand.manifest.name).toBe('Tūī Talk');
    expect(brand.manifest.theme.colorScheme).toBe('dark');
    expect(brand.manifest.footer.copyright).toBe('© {year} Tūī Talk');
    expect(readFileSync(path.join(brand.dir, 'logo.svg'), 'utf8')).toContain('>Tūī Talk</title>');
    expect(existsSync(path.join(brand.dir, 'terms/prepay.md'))).toBe(true);
  });

  it('refuses an existing brand', async () => {
    await expect(newBrand({ id: 'kiwi-fibre', brandsDir })).rejects.toMatchObject({ code: 'brand_exists' });
  });

  it('refuses an id that is not kebab-case, and an unknown --from', async () => {
    const error = await newBrand({ id: 'Kiwi Mobile', brandsDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).code).toBe('usage');
    expect((error as GeneratorError).message).toContain('kebab-case');
    expect(existsSync(path.join(brandsDir, 'Kiwi Mobile'))).toBe(false);
    await expect(newBrand({ id: 'moa', from: 'nope', brandsDir })).rejects.toMatchObject({
      code: 'usage',
      message: '--from nope: there is no brands/nope/brand.json',
    });
  });

  it('without a terminal, needs the id', async () => {
    await expect(newBrand({ brandsDir })).rejects.toMatchObject({ code: 'usage' });
  });
});

describe('given an id', () => {
  it('derives the display name from its words, adding nothing', () => {
    expect(defaultBrandName('kiwi-fibre')).toBe('Kiwi Fibre');
    expect(defaultBrandName('kiwi')).toBe('Kiwi');
    expect(defaultBrandName('tui-mobile')).toBe('Tui Mobile');
  });
});

describe('given formatBrandJson', () => {
  it('prints JSON as Biome does (arrays that fit on one line)', () => {
    expect(formatBrandJson({ a: ['x', 'y'], b: { c: 1 } })).toBe(
      '{\n  "a": ["x", "y"],\n  "b": {\n    "c": 1\n  }\n}\n',
    );
  });
});
