import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicLayout } from '@telco-portal/blocks/config';
import type { GuardFeatures, LocalizedText } from '@telco-portal/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BrandManifest,
  buildJsonSchemaText,
  loadManifest,
  ManifestError,
  RESERVED_SETTINGS,
  SETTING_ROWS,
  schemaAt,
  validateManifest,
} from './index.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const harbourDir = path.join(repo, 'brands/harbour');

function catchManifestError(fn: () => unknown): ManifestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ManifestError) return error;
    throw error;
  }
  throw new Error('expected a ManifestError');
}

/** A temporary brand folder with the given brand.json and files. */
function brandDir(json: unknown, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-'));
  writeFileSync(
    path.join(dir, 'brand.json'),
    typeof json === 'string' ? json : JSON.stringify(json, null, 2),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const minimal = {
  id: 'minimal',
  name: 'Minimal Mobile',
  theme: { colors: { primary: '#123456' }, logo: './logo.svg' },
  terms: [{ path: 'mobile', title: { en: 'Terms' }, file: './terms.md' }],
  privacy: { title: { en: 'Privacy' }, file: './privacy.md' },
  footer: { copyright: '© {year} Minimal' },
};
const minimalFiles = { 'logo.svg': '<svg/>', 'terms.md': '# Terms', 'privacy.md': '# Privacy' };

describe('given the harbour brand', () => {
  it('loads with every feature switch typed and defaults applied', () => {
    const { manifest, dir } = loadManifest(harbourDir);
    expect(dir).toBe(harbourDir);
    expect(manifest.id).toBe('harbour');
    expect(manifest.spid).toBe(2);
    expect(manifest.features.showPlans).toBe(true);
    expect(manifest.profileTabs).toEqual(['my-app-home']);
    expect(manifest.languages.available).toContain('mi-NZ');
    expect(manifest.adapters.identity.provider).toBe('sandbox');
  });
});

describe('given a minimal manifest', () => {
  it('fills the documented defaults (SPEC §6, §9)', () => {
    const m = validateManifest(minimal, 'brand.json');
    expect(m.spid).toBe(2);
    expect(m.environment).toBe('production');
    expect(m.languages).toEqual({ default: 'en', available: ['en', 'mi-NZ'] });
    expect(m.features.showPlans).toBe('local');
    expect(m.features.groups).toBe(false);
    expect(m.features.dryActivation).toBe(true);
    expect(m.features.hidePrepayTopUp).toBe(true);
    expect(m.planChangeMode).toEqual({ prepay: 'NOW', postpay: 'NOW', payg: 'NOW' });
    expect(m.adapters.api.baseUrl).toBe('/api');
    expect(m.theme.radius).toBe('0.75rem');
  });
});

describe('given a wrong enum value', () => {
  it('names the file, the JSON path, the allowed values and what it got', () => {
    const bad = { ...minimal, features: { groups: 'all' } };
    const error = catchManifestError(() => validateManifest(bad, 'brands/harbour/brand.json'));
    expect(error.message).toBe(
      "brands/harbour/brand.json: features.groups: expected one of ALL, CUSTOMER, MOBILE, false, got 'all'",
    );
    expect(error.code).toBe('invalid_value');
    expect(error.file).toBe('brands/harbour/brand.json');
    expect(error.path).toBe('features.groups');
    expect(error.hint).toMatch(/CUSTOMER/);
  });
});

describe('given several problems', () => {
  it('reports all of them, each with file and path', () => {
    const bad = {
      ...minimal,
      id: 'Not Kebab',
      spid: '2',
      theme: { ...minimal.theme, colors: { primary: 'blue' } },
      terms: [{ path: 'mobile', title: { en: 'Terms' } }],
      languages: { default: 'mi-NZ', available: ['en'] },
    };
    const error = catchManifestError(() => validateManifest(bad, 'b.json'));
    const paths = error.issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['id', 'spid', 'theme.colors.primary', 'terms[0].file', 'languages.available']),
    );
    for (const issue of error.issues) {
      expect(issue.file).toBe('b.json');
      expect(issue.hint.length).toBeGreaterThan(0);
    }
    expect(error.issues.find((i) => i.path === 'terms[0].file')?.code).toBe('missing_field');
    expect(error.issues.find((i) => i.path === 'spid')?.message).toBe("expected number, got string '2'");
    expect(error.message.split('\n')).toHaveLength(error.issues.length);
  });
});

describe('given an unknown key (strict objects)', () => {
  it('rejects it and suggests the closest known key', () => {
    const bad = { ...minimal, features: { vouchrs: true } };
    const error = catchManifestError(() => validateManifest(bad, 'b.json'));
    expect(error.code).toBe('unknown_key');
    expect(error.path).toBe('features.vouchrs');
    expect(error.message).toBe("b.json: features.vouchrs: unknown key 'vouchrs' (did you mean 'vouchers'?)");
    expect(error.hint).toMatch(/allowed keys in features: .*vouchers/);
  });

  it('rejects an unknown top-level key', () => {
    const error = catchManifestError(() => validateManifest({ ...minimal, colour: 'red' }, 'b.json'));
    expect(error.path).toBe('colour');
  });
});

describe('given a secret-looking value', () => {
  it('rejects a Stripe secret key as the publishable key', () => {
    const bad = {
      ...minimal,
      adapters: { payments: { provider: 'stripe', publishableKey: `${'sk'}_live_51HxAbCdEfGhIjKl` } },
    };
    const error = catchManifestError(() => validateManifest(bad, 'b.json'));
    expect(error.issues).toHaveLength(1);
    expect(error.code).toBe('secret_value');
    expect(error.path).toBe('adapters.payments.publishableKey');
    expect(error.message).toMatch(/looks like a Stripe secret or restricted key/);
  });

  it('rejects a restricted key hidden anywhere, e.g. in copy', () => {
    const bad = { ...minimal, copy: { en: { 'home.hero.title': `${'rk'}_test_abcdef123456` } } };
    const error = catchManifestError(() => validateManifest(bad, 'b.json'));
    expect(error.code).toBe('secret_value');
    expect(error.path).toBe('copy.en["home.hero.title"]');
  });

  it('accepts a publishable key', () => {
    const ok = {
      ...minimal,
      adapters: { payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' } },
    };
    expect(validateManifest(ok, 'b.json').adapters.payments.publishableKey).toBe('pk_test_abc123');
  });

  it('rejects a key of another shape, with file and JSON path', () => {
    const bad = { ...minimal, adapters: { payments: { provider: 'stripe', publishableKey: 'pk_abc123' } } };
    const error = catchManifestError(() => validateManifest(bad, 'b.json'));
    expect(error.path).toBe('adapters.payments.publishableKey');
    expect(error.message).toBe(
      'b.json: adapters.payments.publishableKey: expected a Stripe publishable key starting with pk_test_ or pk_live_',
    );
  });

  it('accepts a live key only in production', () => {
    const live = (environment: string) => ({
      ...minimal,
      environment,
      adapters: { payments: { provider: 'stripe', publishableKey: 'pk_live_abc123' } },
    });
    expect(validateManifest(live('production'), 'b.json').adapters.payments.publishableKey).toBe(
      'pk_live_abc123',
    );
    for (const environment of ['staging', 'development']) {
      const error = catchManifestError(() => validateManifest(live(environment), 'b.json'));
      expect(error.path).toBe('adapters.payments.publishableKey');
      expect(error.message).toMatch(
        new RegExp(
          `^b\\.json: adapters\\.payments\\.publishableKey: a live Stripe key .*'${environment}' must use a pk_test_`,
        ),
      );
    }
    const test = {
      ...live('staging'),
      adapters: { payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' } },
    };
    expect(validateManifest(test, 'b.json').environment).toBe('staging');
  });

  it('requires a publishable key for stripe', () => {
    const bad = { ...minimal, adapters: { payments: { provider: 'stripe' } } };
    expect(catchManifestError(() => validateManifest(bad, 'b.json')).path).toBe(
      'adapters.payments.publishableKey',
    );
  });
});

describe('given a brand folder', () => {
  it('loads a valid folder', () => {
    const dir = brandDir(minimal, minimalFiles);
    expect(loadManifest(dir).manifest.name).toBe('Minimal Mobile');
  });

  it('reports a missing referenced file with its JSON path', () => {
    const dir = brandDir(minimal, { 'logo.svg': '<svg/>', 'terms.md': '# Terms' });
    const error = catchManifestError(() => loadManifest(dir));
    expect(error.code).toBe('file_missing');
    expect(error.path).toBe('privacy.file');
    expect(error.message).toMatch(/brand\.json: privacy\.file: file '\.\/privacy\.md' does not exist$/);
  });

  it('rejects a reference that escapes the brand folder', () => {
    const dir = brandDir({ ...minimal, theme: { ...minimal.theme, logo: '../../etc/passwd' } }, minimalFiles);
    const error = catchManifestError(() => loadManifest(dir));
    expect(error.code).toBe('path_escape');
    expect(error.path).toBe('theme.logo');
  });

  it('rejects a symlink that escapes the brand folder', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
    writeFileSync(path.join(outside, 'secret.md'), 'outside');
    const dir = brandDir(minimal, { 'logo.svg': '<svg/>', 'terms.md': '# Terms' });
    symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'privacy.md'));
    expect(catchManifestError(() => loadManifest(dir)).code).toBe('path_escape');
  });

  it('rejects an absolute path in the schema', () => {
    const dir = brandDir({ ...minimal, privacy: { title: { en: 'P' }, file: '/etc/passwd' } }, minimalFiles);
    const error = catchManifestError(() => loadManifest(dir));
    expect(error.path).toBe('privacy.file');
    expect(error.code).toBe('invalid_format');
  });

  it('reports a JSON syntax error with line and column', () => {
    const dir = brandDir('{\n  "id": "x",\n  "name": "X",\n}\n');
    const error = catchManifestError(() => loadManifest(dir));
    expect(error.code).toBe('json_syntax');
    expect(error.issues[0]?.line).toBe(4);
    expect(error.issues[0]?.column).toBe(1);
    expect(error.message).toMatch(/brand\.json:4:1: invalid JSON/);
  });

  it('reports a folder without brand.json', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'empty-'));
    const error = catchManifestError(() => loadManifest(dir));
    expect(error.code).toBe('read_failed');
    expect(error.hint).toMatch(/new-brand/);
  });
});

describe('given the published JSON Schema', () => {
  it('is up to date with the zod schema (run `pnpm --filter @telco-portal/manifest build:schema`)', () => {
    // Compared as data: Biome may reformat the committed file's whitespace.
    const committed = JSON.parse(readFileSync(new URL('../brand.schema.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(buildJsonSchemaText()));
  });

  it('documents every property', () => {
    const schema = JSON.parse(buildJsonSchemaText()) as Record<string, unknown>;
    const undocumented: string[] = [];
    const walk = (node: Record<string, unknown>, at: string) => {
      const props = node.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [key, child] of Object.entries(props ?? {})) {
        if (typeof child.description !== 'string') undocumented.push(`${at}${key}`);
        walk(child, `${at}${key}.`);
        if (child.items && typeof child.items === 'object')
          walk(child.items as Record<string, unknown>, `${at}${key}[].`);
      }
    };
    walk(schema, '');
    expect(undocumented).toEqual([]);
  });
});

describe('given the switch types (typed end to end, no string parsing at render time)', () => {
  it("keeps the manifest's feature types assignable to the switches core's guards read", () => {
    expectTypeOf<BrandManifest['features']>().toExtend<GuardFeatures>();
    expectTypeOf<BrandManifest['environment']>().toEqualTypeOf<import('@telco-portal/core').Environment>();
    expectTypeOf<BrandManifest['theme']['layout']>().toEqualTypeOf<PublicLayout>();
    expectTypeOf<BrandManifest['privacy']['title']>().toExtend<LocalizedText>();
    expectTypeOf<BrandManifest['languages']['default']>().toEqualTypeOf<
      import('@telco-portal/core').Language
    >();
  });
});

describe('given the featured plan type and the plan types sold', () => {
  it('rejects a home page that features a plan type the brand does not sell', () => {
    const bad = { ...minimal, home: { plansType: 'postpay' }, plans: { types: ['prepay'] } };
    const error = catchManifestError(() => validateManifest(bad, 'b.json'));
    expect(error.path).toBe('home.plansType');
    expect(error.message).toMatch(/does not sell them/);
  });
});

describe('given cart v1 (features.cartVersion 1, SPEC §4: one SIM per cart)', () => {
  it('refuses it with several SIMs per order, naming the switch', () => {
    const bad = { ...minimal, features: { cartVersion: 1, multipleSims: true, simPurchasing: true } };
    const error = catchManifestError(() => validateManifest(bad, 'b.json'));
    expect(error.path).toBe('features.cartVersion');
    expect(error.message).toMatch(/features\.multipleSims must be false/);
  });

  it('accepts it with one SIM per order, and leaves an absent version absent (cart v2)', () => {
    const one = validateManifest({ ...minimal, features: { cartVersion: 1, simPurchasing: true } }, 'b.json');
    expect(one.features.cartVersion).toBe(1);
    expect(validateManifest(minimal, 'b.json').features.cartVersion).toBeUndefined();
    expect(() => validateManifest({ ...minimal, features: { cartVersion: 3 } }, 'b.json')).toThrow();
  });
});

describe('given the settings table (SPEC §6 switches)', () => {
  it('describes every row in the JSON Schema, reserved ones starting with "Reserved:"', () => {
    for (const [path, row] of SETTING_ROWS) {
      const at = schemaAt(path.split('.'));
      expect(at, path).toBeDefined();
      expect(at?.description, path).toContain(row.says);
      expect(at?.description?.startsWith('Reserved:'), path).toBe(row.reserved !== undefined);
    }
    expect(RESERVED_SETTINGS).toContain('features.notifications');
    // Issue 11 built the SIM purchase screen: its switches are no longer reserved.
    for (const built of [
      'features.esim',
      'features.alreadyHaveSim',
      'features.multipleSims',
      'features.simPurchasing',
    ])
      expect(RESERVED_SETTINGS).not.toContain(built);
    expect(RESERVED_SETTINGS).not.toContain('features.showPlans');
    // Issue 10 built the redeem-voucher screen: its switch is no longer reserved.
    expect(RESERVED_SETTINGS).not.toContain('features.vouchers');
  });

  it('covers every feature switch', () => {
    const features = schemaAt(['features'])?.schema._zod.def as unknown as { shape: Record<string, unknown> };
    const rows = new Set(SETTING_ROWS.map(([path]) => path));
    for (const key of Object.keys(features.shape))
      expect(rows.has(`features.${key}` as never), key).toBe(true);
  });
});
