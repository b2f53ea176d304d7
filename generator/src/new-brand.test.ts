import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GeneratorError } from './errors.ts';
import { defaultBrandName, newBrand } from './new-brand.ts';
import { REPO_ROOT } from './paths.ts';

const brandsDir = mkdtempSync(path.join(tmpdir(), 'telco-brands-'));
cpSync(path.join(REPO_ROOT, 'brands/harbour'), path.join(brandsDir, 'harbour'), { recursive: true });
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

describe('given new-brand kiwi-mobile from harbour', () => {
  it('creates a valid brand with the id and name replaced', async () => {
    const brand = await newBrand({ id: 'kiwi-mobile', brandsDir });
    expect(brand.manifest.id).toBe('kiwi-mobile');
    expect(brand.manifest.name).toBe('Kiwi Mobile');
    expect(brand.manifest.footer.copyright).toBe('© {year} Kiwi Mobile');
    const logo = readFileSync(path.join(brand.dir, 'logo.svg'), 'utf8');
    expect(logo).toContain('<title id="kiwi-mobile-logo-title">Kiwi Mobile</title>');
    expect(readFileSync(path.join(brand.dir, 'terms/mobile.md'), 'utf8')).not.toContain('Harbour Mobile');
    expect(readdirSync(brandsDir).sort()).toEqual(['harbour', 'kiwi-mobile']);
  });

  it('refuses an existing brand', async () => {
    await expect(newBrand({ id: 'kiwi-mobile', brandsDir })).rejects.toMatchObject({ code: 'brand_exists' });
  });

  it('refuses an id that is not kebab-case', async () => {
    const error = await newBrand({ id: 'Kiwi Mobile', brandsDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).code).toBe('usage');
    expect(existsSync(path.join(brandsDir, 'Kiwi Mobile'))).toBe(false);
  });
});

describe('given an id', () => {
  it('derives a display name', () => {
    expect(defaultBrandName('kiwi')).toBe('Kiwi Mobile');
    expect(defaultBrandName('tui-mobile')).toBe('Tui Mobile');
  });
});
