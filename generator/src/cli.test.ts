import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.ts';

/**
 * The `telco-portal` command as `pnpm telco-portal` runs it: bin/telco-portal.js on the built CLI (built once for
 * the run by vitest.global-setup.ts). 0.1 s to start, where tsx on the sources took 1.7–1.9 s a run.
 */
const CLI = path.join(REPO_ROOT, 'generator/bin/telco-portal.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'telco-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the CLI from the repository root, as `pnpm telco-portal …` does. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The parts of brand.json the tests edit (as loose JSON: the point is to write invalid values). */
type EditableBrand = { features: Record<string, unknown>; theme: { colors: Record<string, unknown> } };

function brokenBrand(edit: (json: EditableBrand) => void): string {
  const dir = mkdtempSync(path.join(scratch, 'brand-'));
  cpSync(path.join(REPO_ROOT, 'brands/harbour'), dir, { recursive: true });
  const json = JSON.parse(readFileSync(path.join(dir, 'brand.json'), 'utf8'));
  edit(json);
  writeFileSync(path.join(dir, 'brand.json'), JSON.stringify(json, null, 2));
  return dir;
}

describe('given `validate` on the harbour brand', () => {
  it('prints that it is valid and exits 0', () => {
    const r = cli('validate', 'brands/harbour');
    expect(r.stdout.trim()).toBe('✔ brands/harbour/brand.json is valid');
    expect(r.code).toBe(0);
  });
});

describe('given `validate` on a brand with several problems', () => {
  it('prints every problem with file, JSON path and hint, and exits 1', () => {
    const dir = brokenBrand((j) => {
      j.features.groups = 'all';
      j.features.vouchrs = true;
      j.theme.colors.primary = 'navy';
    });
    const r = cli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^telco-portal: /);
    expect(r.stderr).toContain(
      "brand.json: features.groups: expected one of ALL, CUSTOMER, MOBILE, false, got 'all'",
    );
    expect(r.stderr).toContain(
      "brand.json: features.vouchrs: unknown key 'vouchrs' (did you mean 'vouchers'?)",
    );
    expect(r.stderr).toContain(
      "brand.json: theme.colors.primary: expected an opaque hex colour like #0b5cad, got 'navy'",
    );
    expect(r.stderr.match(/hint: /g)?.length).toBeGreaterThanOrEqual(4);
  });
});

describe('given `validate` on a folder without brand.json', () => {
  it('exits 1 with a hint', () => {
    const r = cli('validate', scratch);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no brand\.json here/);
    expect(r.stderr).toMatch(/hint: .*new-brand/);
  });
});

describe('given bad usage', () => {
  it('rejects an unknown command', () => {
    const r = cli('frobnicate');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("telco-portal: unknown command 'frobnicate'");
    expect(r.stderr).toContain('hint: run `pnpm telco-portal help`');
  });

  it('rejects generate without --out', () => {
    const r = cli('generate', 'brands/harbour');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('telco-portal: missing --out <dir>');
  });

  it('rejects an unknown flag', () => {
    const r = cli('validate', 'brands/harbour', '--frob');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/telco-portal: Unknown option '--frob'/);
  });

  it("accepts npm's '--' separator before the options (`pnpm start -- --fresh`)", () => {
    const r = cli('generate', 'brands/harbour', '--', '--out', path.join(scratch, 'after-separator'));
    expect(r.code).toBe(0);
    expect(existsSync(path.join(scratch, 'after-separator', 'index.html'))).toBe(true);
  });

  it('prints help with exit 0', () => {
    const r = cli('help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('new-brand [<id>]');
  });
});

// Three CLI runs (each a fresh process; they took 15–25 s quiet with tsx, past 60 s at load ~12 on 2 cores). The test is about
// what `generate` writes and refuses, not its speed (the generator's time is benchmarked), so it may take 3 min.
describe('given `generate`', { timeout: 180_000 }, () => {
  it('writes the app, then refuses the non-empty target, then replaces it with --force', () => {
    const out = path.join(scratch, 'app');
    const first = cli('generate', 'brands/harbour', '--out', out);
    expect(first.code).toBe(0);
    // The count it prints is the files it lists (the split catalogue's parts grow with the screens).
    const written = /✔ generated Harbour Mobile into .* \((\d+) files, \d+ ms\)/.exec(first.stdout);
    expect(written).not.toBeNull();
    const lines = first.stdout.split('\n');
    const from = lines.findIndex((line) => line.startsWith('✔ generated')) + 1;
    const listed = lines.slice(
      from,
      lines.findIndex((line, i) => i >= from && !line.startsWith('  ')),
    );
    expect(listed).toContain('  src/i18n/en.rest.ts');
    expect(listed.length).toBe(Number(written![1]));
    // Outside the repository: how to install the published packages (or the packed tarballs).
    expect(first.stdout).toContain('&& pnpm install && pnpm build');
    expect(first.stdout).toContain('pnpm packages:pack');
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);

    const second = cli('generate', 'brands/harbour', '--out', out);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/telco-portal: .* is not empty/);
    expect(second.stderr).toContain('hint: pass --force');

    expect(cli('generate', 'brands/harbour', '--out', out, '--force').code).toBe(0);
  });
});

describe('given `generate` whose output is piped into a reader that has gone (`… | head -1`)', () => {
  it('exits quietly with code 0: no EPIPE stack trace', async () => {
    const out = path.join(scratch, 'piped');
    const child = spawn(process.execPath, [CLI, 'generate', 'brands/harbour', '--out', out], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader goes away before the first line: every write to stdout fails with EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
    expect(existsSync(path.join(out, 'src/brand.json'))).toBe(true);
  }, 60_000);
});
