import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ManifestError, type ManifestIssue } from '@telco-portal/manifest';
import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../errors.ts';
import { loadBrand } from '../generate.ts';
import { REPO_ROOT } from '../paths.ts';
import { BRAND_CHECKS, runBrandChecks } from './index.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'telco-checks-'));

/** Loose JSON of brand.json: the point is to write what a brand manager might. */
// biome-ignore lint/suspicious/noExplicitAny: free-form test edits of brand.json
type Json = Record<string, any>;

/** A copy of brands/harbour in a folder named `id` (default harbour), edited by `edit`. */
function harbourCopy(edit: (json: Json) => void, id = 'harbour'): string {
  const dir = path.join(mkdtempSync(path.join(scratch, 'case-')), id);
  cpSync(path.join(REPO_ROOT, 'brands/harbour'), dir, { recursive: true });
  const json = JSON.parse(readFileSync(path.join(dir, 'brand.json'), 'utf8')) as Json;
  edit(json);
  writeFileSync(path.join(dir, 'brand.json'), JSON.stringify(json, null, 2));
  return dir;
}

/** The issues `loadBrand` refuses the brand with (fails the test when it loads). */
function errorsOf(dir: string): ManifestIssue[] {
  try {
    loadBrand(dir);
  } catch (error) {
    if (error instanceof GeneratorError && error.cause instanceof ManifestError)
      return [...error.cause.issues];
    throw error;
  }
  throw new Error('expected the brand to be refused');
}

const byPath = (issues: ManifestIssue[], at: string) => issues.find((i) => i.path === at);

describe('given the brands of this repository', () => {
  it('load with no errors and no warnings (every folder under brands/)', () => {
    const ids = readdirSync(path.join(REPO_ROOT, 'brands'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(ids).toEqual(expect.arrayContaining(['harbour', 'kowhai', 'pocket']));
    for (const id of ids) {
      expect(loadBrand(path.join(REPO_ROOT, 'brands', id)).warnings, id).toEqual([]);
    }
  });

  it('runs every registered check', () => {
    expect(BRAND_CHECKS.length).toBeGreaterThanOrEqual(5);
  });
});

describe('given payments provider "stripe" (issue 10: Stripe Elements ships)', () => {
  it('accepts it with a pk_test_ key: valid, no warnings, the key kept for the portal', () => {
    const { manifest, warnings } = loadBrand(
      harbourCopy((j) => {
        j.adapters.payments = { provider: 'stripe', publishableKey: 'pk_test_abc123' };
      }),
    );
    expect(warnings).toEqual([]);
    expect(manifest.adapters.payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_abc123' });
  });

  it('refuses it without a publishable key, and a live key outside production', () => {
    const noKey = errorsOf(
      harbourCopy((j) => {
        j.adapters.payments = { provider: 'stripe' };
      }),
    );
    expect(noKey.map((i) => i.path)).toEqual(['adapters.payments.publishableKey']);
    const live = errorsOf(
      harbourCopy((j) => {
        j.environment = 'staging';
        j.adapters.payments = { provider: 'stripe', publishableKey: 'pk_live_abc123' };
      }),
    );
    expect(live.map((i) => i.path)).toEqual(['adapters.payments.publishableKey']);
  });
});

describe('given the first paragraph of issue 6 (identity firebase, payments stripe, layout modern)', () => {
  it('refuses the adapters this build does not ship, naming file, path, what is wrong and how to mend it', () => {
    const dir = harbourCopy((j) => {
      j.adapters.identity = {
        provider: 'firebase',
        firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-harbour' },
      };
      j.adapters.payments = { provider: 'stripe', publishableKey: 'pk_test_abc123' };
      j.theme.layout = 'modern';
    });
    const issues = errorsOf(dir);
    expect(issues.map((i) => i.path)).toEqual(['adapters.identity.provider']);
    const identity = byPath(issues, 'adapters.identity.provider');
    expect(identity).toMatchObject({ code: 'adapter_not_shipped' });
    expect(identity?.file).toMatch(/harbour\/brand\.json$/);
    expect(identity?.message).toBe(
      "identity provider 'firebase' is not available in this build (it ships: sandbox); the portal would fail when it starts",
    );
    expect(identity?.hint).toMatch(/use "sandbox"/);
  });

  it('reports them together with schema problems in one run (firebase without its web config)', () => {
    const dir = harbourCopy((j) => {
      j.adapters.identity = { provider: 'firebase' };
      j.adapters.payments = { provider: 'stripe' };
    });
    expect(errorsOf(dir).map((i) => i.path)).toEqual([
      'adapters.identity.firebase',
      'adapters.payments.publishableKey',
      'adapters.identity.provider',
    ]);
  });

  it('accepts layout "modern": it has a reader', () => {
    expect(
      loadBrand(
        harbourCopy((j) => {
          j.theme.layout = 'modern';
        }),
      ).manifest.theme.layout,
    ).toBe('modern');
  });
});

describe('given the other ports', () => {
  it.each([
    ['analytics', { provider: 'gtag', measurementId: 'G-ABC123' }],
    ['helpdesk', { provider: 'zendesk', subdomain: 'harbour' }],
    ['maps', { provider: 'arcgis', serviceUrl: 'https://maps.example/arcgis/rest/services' }],
    ['errorReporting', { provider: 'sentry', dsn: 'https://abc@sentry.example/1' }],
  ])('refuses %s provider %o', (port, settings) => {
    const issues = errorsOf(
      harbourCopy((j) => {
        j.adapters[port] = settings;
      }),
    );
    expect(byPath(issues, `adapters.${port}.provider`)?.code).toBe('adapter_not_shipped');
  });

  it('accepts the shipped ones and only warns for a reserved port left at its default', () => {
    const brand = loadBrand(
      harbourCopy((j) => {
        j.adapters.analytics = { provider: 'console' };
        j.adapters.helpdesk = { provider: 'sandbox' };
      }),
    );
    expect(brand.warnings.map((w) => [w.code, w.path])).toEqual([['reserved_setting', 'adapters.helpdesk']]);
  });
});

describe('given a provider setting next to another provider', () => {
  it('warns that nothing reads it', () => {
    const brand = loadBrand(
      harbourCopy((j) => {
        j.adapters.payments = { provider: 'sandbox', publishableKey: 'pk_test_abc123' };
      }),
    );
    expect(brand.warnings).toEqual([
      expect.objectContaining({
        code: 'unreachable_setting',
        path: 'adapters.payments.publishableKey',
        message:
          "has no effect: only the stripe provider reads it, and adapters.payments.provider is 'sandbox'",
      }),
    ]);
  });
});

describe('given profile tabs (a route whose block does not exist)', () => {
  it('refuses a tab without a screen in this build', () => {
    const issues = errorsOf(
      harbourCopy((j) => {
        j.profileTabs = ['my-app-home', 'personal-data', 'bonuses'];
      }),
    );
    expect(issues.map((i) => [i.code, i.path])).toEqual([
      ['no_screen', 'profileTabs[1]'],
      ['no_screen', 'profileTabs[2]'],
    ]);
    expect(issues[0]?.message).toBe(
      "profile tab 'personal-data' has no screen in this build; the portal would leave it out",
    );
    expect(issues[0]?.hint).toMatch(/tabs with a screen in this build: my-app-home/);
  });
});

describe('given copy overrides (checked against the compiled catalogue)', () => {
  it('refuses an unknown id with the nearest known id', () => {
    const issues = errorsOf(
      harbourCopy((j) => {
        j.copy.en['home.hero.titel'] = 'Hello';
      }),
    );
    const issue = byPath(issues, 'copy.en["home.hero.titel"]');
    expect(issue?.code).toBe('unknown_message');
    expect(issue?.message).toMatch(/did you mean 'home\.hero\.title'\?/);
    expect(issue?.hint).toBe("rename it to 'home.hero.title'");
  });

  it('refuses an empty text', () => {
    const issues = errorsOf(
      harbourCopy((j) => {
        j.copy['mi-NZ']['home.cta.title'] = '  ';
      }),
    );
    expect(byPath(issues, 'copy.mi-NZ["home.cta.title"]')?.code).toBe('empty_message');
  });

  it('refuses a dropped or an added ICU placeholder, and text that is not ICU', () => {
    const issues = errorsOf(
      harbourCopy((j) => {
        j.copy.en['header.homeLink'] = 'Home of Harbour';
        j.copy.en['portal.titleTemplate'] = '{page} | {brand} | {site}';
        j.copy.en['home.hero.subtitle'] = 'Unbalanced {brace';
      }),
    );
    expect(byPath(issues, 'copy.en["header.homeLink"]')?.message).toBe(
      'drops {brand} of the built-in message',
    );
    expect(byPath(issues, 'copy.en["portal.titleTemplate"]')?.message).toBe(
      'uses {site}, which the built-in message does not provide',
    );
    expect(byPath(issues, 'copy.en["home.hero.subtitle"]')?.message).toMatch(/^not valid ICU MessageFormat/);
  });

  it('accepts an override that keeps the placeholders in another order and language', () => {
    const brand = loadBrand(
      harbourCopy((j) => {
        j.copy['mi-NZ']['portal.titleTemplate'] = '{brand}: {page}';
      }),
    );
    expect(brand.manifest.copy['mi-NZ']?.['portal.titleTemplate']).toBe('{brand}: {page}');
  });
});

describe('given a brand id that is not its folder name', () => {
  it('refuses it', () => {
    const issues = errorsOf(harbourCopy(() => {}, 'harbour-copy'));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'id_mismatch',
        path: 'id',
        message: "id 'harbour' does not match the brand folder 'harbour-copy'",
      }),
    ]);
  });
});

describe('given reserved settings (no reader in this build)', () => {
  it('warns once per setting a brand sets, and loads', () => {
    const brand = loadBrand(
      harbourCopy((j) => {
        j.features.notifications = true;
        j.features.simActions = { swap: true };
        j.broadbandTabs = ['broadband'];
      }),
    );
    // features.simActions itself is not reserved (its productTypeTransfer has its screen): the switch that is.
    expect(brand.warnings.map((w) => w.path)).toEqual([
      'features.simActions.swap',
      'features.notifications',
      'broadbandTabs',
    ]);
    expect(brand.warnings.find((w) => w.path === 'features.notifications')?.message).toBe(
      'reserved: has no effect in this build (its screens are not built yet)',
    );
  });

  it('warns about a home section that can never show', () => {
    const { warnings } = runBrandChecks({
      ...loadBrand(
        harbourCopy((j) => {
          j.features.showPlans = false;
        }),
      ),
    });
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'unreachable_setting', path: 'home.sections[1]' }),
    ]);
  });

  it('prints warnings as "⚠ file: path: message" and still succeeds', () => {
    const dir = harbourCopy((j) => {
      j.features.dryActivation = true;
    });
    const r = spawnSync('pnpm', ['-s', 'telco-portal', 'validate', dir], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(
      `⚠ ${dir}/brand.json: features.dryActivation: reserved: has no effect in this build (its screens are not built yet)`,
    );
    expect(r.stdout.trim()).toBe(`✔ ${dir}/brand.json is valid (1 warning)`);
  });
});
