import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadManifest } from '@telco-portal/manifest';
import { afterAll, describe, expect, it } from 'vitest';

import { GeneratorError } from '../errors.ts';
import { loadBrand } from '../generate.ts';
import { REPO_ROOT } from '../paths.ts';
import { contrastChecks } from './contrast.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'telco-contrast-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Theme = Record<string, unknown> & { colors: Record<string, unknown> };

/** A copy of a shipped brand with its theme edited. */
function brandWith(from: 'harbour' | 'kowhai', edit: (theme: Theme) => void): string {
  // The folder keeps the brand's id as its name (validate: brand id = folder).
  const dir = path.join(mkdtempSync(path.join(scratch, 'case-')), from);
  cpSync(path.join(REPO_ROOT, 'brands', from), dir, { recursive: true });
  const json = JSON.parse(readFileSync(path.join(dir, 'brand.json'), 'utf8'));
  edit(json.theme);
  writeFileSync(path.join(dir, 'brand.json'), JSON.stringify(json, null, 2));
  return dir;
}

describe('given the shipped brands', () => {
  it('harbour has no contrast error and nothing to report', () => {
    const result = contrastChecks(loadManifest(path.join(REPO_ROOT, 'brands/harbour')));
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('kowhai chooses its dark colours itself: no error and nothing to report', () => {
    const result = contrastChecks(loadManifest(path.join(REPO_ROOT, 'brands/kowhai')));
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('kowhai without theme.dark: no error; its derived dark scheme says what it lifted, with the JSON path', () => {
    const dir = brandWith('kowhai', (t) => {
      delete t.dark;
    });
    const { errors, warnings } = contrastChecks(loadManifest(dir));
    expect(errors).toEqual([]);
    const primary = warnings.find((w) => w.message.includes('--primary from'));
    expect(primary).toMatchObject({ path: 'theme.colors.primary' });
    expect(primary?.file).toMatch(/kowhai[\\/]brand\.json$/);
    expect(primary?.message).toMatch(
      /^dark scheme: --primary from theme\.colors\.primary \(#1f5135\) is 2\.08:1/,
    );
    expect(primary?.hint).toBe('to choose the dark colour yourself, set theme.dark.colors.primary');
    // Its dark-scheme logo is drawn for dark backgrounds: no "vanishes" warning.
    expect(warnings.some((w) => w.path.startsWith('theme.logo'))).toBe(false);
  });
});

describe('given a brand whose own colours fail AA (issue 9)', () => {
  it('primary #b8c4cf with foreground #c8c8c8 is an error naming the pair, its ratio and the nearest colour', () => {
    const dir = brandWith('harbour', (t) => {
      t.colors = { primary: '#b8c4cf', foreground: '#c8c8c8' };
    });
    const { errors, warnings } = contrastChecks(loadManifest(dir));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'invalid_value', path: 'theme.colors.foreground' });
    expect(errors[0]?.file).toMatch(/brand\.json$/);
    expect(errors[0]?.message).toBe(
      'light scheme: #c8c8c8 as body text is 1.67:1 on background #ffffff (needs 4.5:1), 1.62:1 on muted #fbfbfb (needs 4.5:1) — below WCAG 2.2 AA',
    );
    expect(errors[0]?.hint).toMatch(
      /^use #[0-9a-f]{6} \(4\.\d\d:1\), the nearest colour of the same hue that passes$/,
    );
    // The pale primary itself is honoured; the colours derived from it are moved and said so.
    expect(warnings.map((w) => w.message.match(/--[\w-]+/)?.[0])).toEqual([
      '--link',
      '--indicator',
      '--ring',
      '--chart-1',
    ]);
  });

  it('loadBrand (validate, generate, build) refuses it with every problem listed', () => {
    const dir = brandWith('harbour', (t) => {
      t.colors = { primary: '#b8c4cf', foreground: '#c8c8c8', chart: ['#b8c4cf', '#ffee00'] };
    });
    let error: unknown;
    try {
      loadBrand(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).code).toBe('invalid_manifest');
    expect((error as GeneratorError).message).toContain('has 3 problems');
    expect((error as GeneratorError).message).toContain('theme.colors.foreground: light scheme: #c8c8c8');
    expect((error as GeneratorError).message).toContain('theme.colors.chart[0]');
    expect((error as GeneratorError).message).toContain('theme.colors.chart[1]');
  });

  it('a dark.colors override that fails in the dark scheme is an error at theme.dark.colors', () => {
    const dir = brandWith('kowhai', (t) => {
      t.dark = { colors: { foreground: '#333333' } };
    });
    const { errors } = contrastChecks(loadManifest(dir));
    expect(errors.map((e) => e.path)).toEqual(['theme.dark.colors.foreground']);
    expect(errors[0]?.message).toMatch(/^dark scheme: #333333 as body text is 1\.\d\d:1 on background/);
  });
});

describe('given logos and dark-scheme settings', () => {
  it('warns when the logo shown in dark almost vanishes there, and suggests theme.logoDark', () => {
    const dir = brandWith('kowhai', (t) => {
      delete t.logoDark;
    });
    const { warnings } = contrastChecks(loadManifest(dir));
    const logo = warnings.find((w) => w.path === 'theme.logo');
    expect(logo?.message).toMatch(
      /^dark scheme: \.\/logo\.svg almost vanishes on the dark background #[0-9a-f]{6}: its wordmark reaches at most 2\.08:1 \(#1f5135; needs 3:1\)$/,
    );
    expect(logo?.hint).toContain('"logoDark": "./logo-dark.svg"');
  });

  it('a missing logoDark file is an error; logoDark and dark in a light-only brand are not read', () => {
    const missing = brandWith('kowhai', (t) => {
      t.logoDark = './nowhere.svg';
    });
    expect(contrastChecks(loadManifest(missing)).errors).toMatchObject([
      { code: 'file_missing', path: 'theme.logoDark' },
    ]);
    const light = brandWith('harbour', (t) => {
      t.logoDark = './logo.svg';
      t.dark = { colors: { primary: '#60a5fa' } };
    });
    expect(contrastChecks(loadManifest(light)).warnings.map((w) => `${w.path} ${w.message}`)).toEqual([
      'theme.dark is not read: colorScheme is "light"',
      'theme.logoDark is not read: colorScheme is "light"',
    ]);
  });
});
