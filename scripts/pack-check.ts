/**
 * `pnpm packages:check` — the component packages and the CLI are real packages (issue 6, "The component
 * package is a package"):
 *
 *   1. build every published workspace package with tsup (`pnpm -r run build`; skip with --no-build), the
 *      CLI (`@telco-portal/generator`) included;
 *   2. `pnpm pack` each into a temporary folder and lint each tarball with publint (--strict) and
 *      @arethetypeswrong/cli (`--profile esm-only`: the packages are ESM only, so node10 and require()
 *      resolutions are not checked; CSS and JSON subpaths carry no types and are left out of attw);
 *   3. outside the repository: install the CLI from its tarball (README "Packages"), then run THAT
 *      `telco-portal` in the temporary folder under Node's permission model (reads and writes there only):
 *      `generate` a copy of brands/harbour, `new-brand kiwi-fibre` (brand.json as the repository's Biome
 *      formats it) and `validate`; point the app's `pnpm.overrides` at the library tarballs, install it, check
 *      that nothing in the CLI's or the app's folder names the repository, `vite build`, then serve `dist/` as
 *      `telco-portal start` does (a fresh in-memory sandbox behind /api) and load the home page in Chromium:
 *      the hero heading must render, with no console error, page error or CSP violation.
 *
 * Both installs are `pnpm install --frozen-lockfile --offline` with an empty pnpm cache folder: their
 * lockfiles are derived from the repository's (scripts/outside-lockfile.ts), so the pnpm store alone serves
 * them — on a fresh clone too, right after `pnpm install --frozen-lockfile`.
 *
 * Usage: tsx scripts/pack-check.ts [--no-build] [--skip-app] [--keep] [--port 4251] [--out DIR]
 *   --out DIR  writes the tarballs to DIR and keeps them (`pnpm packages:pack`); skips the outside app.
 * Prints the tarball sizes, the lint results, the outside app's first-load JS and each phase's duration.
 * Exits 1 on the first failure, naming the package or the phase.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { kb, launchChromium, mapConcurrent, measurePageJs, servePortal } from './measure-js.ts';
import { deriveLockfile, readLockfile } from './outside-lockfile.ts';
import { publishedPackages } from './pack-check-packages.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPO_LOCK = readLockfile(path.join(ROOT, 'pnpm-lock.yaml'));
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'skip-app': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    // Write the tarballs here and keep them (`pnpm packages:pack`); implies --skip-app.
    out: { type: 'string' },
    port: { type: 'string', default: process.env.PACK_CHECK_PORT ?? '4251' },
  },
});

/**
 * The one console error the portal itself causes on every page, in the workspace build too: zod 4 probes
 * `new Function('')` to choose its JIT, Trusted Types refuses it and zod catches it (tests/security/
 * output.test.ts `zodProbe` filters the same report). Anything else in the console fails the check.
 */
const ZOD_JIT_PROBE = "This document requires 'TrustedScript' assignment. The action has been blocked.";

/**
 * Page script (a string: tsx's helpers do not exist in the page): the classes used in <body> for which no
 * loaded style sheet has a rule mentioning `.class`.
 */
const UNSTYLED_CLASSES = `(() => {
  const selectors = [];
  const stack = Array.from(document.styleSheets).flatMap((s) => Array.from(s.cssRules));
  while (stack.length) {
    const rule = stack.pop();
    if (rule.selectorText) selectors.push(rule.selectorText);
    if (rule.cssRules) stack.push(...Array.from(rule.cssRules));
  }
  const all = selectors.join('\\n');
  const classes = new Set();
  for (const el of document.querySelectorAll('body [class]')) for (const c of el.classList) classes.add(c);
  return [...classes].filter((c) => !all.includes('.' + CSS.escape(c)));
})()`;

function fail(message: string): never {
  console.error(`\npack-check: ✖ ${message}`);
  process.exit(1);
}

/** The environment of every command this check runs. */
const RUN_ENV = { ...process.env, FORCE_COLOR: '0' };

/** A command that exited non-zero: prints what it printed, then fails naming `what`. */
function commandFailed(
  what: string,
  cmd: string,
  argv: string[],
  cwd: string,
  exit: number | string | null,
  stdout: string,
  stderr: string,
): never {
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  fail(`${what} failed (exit ${exit}): ${cmd} ${argv.join(' ')} in ${cwd}`);
}

/** Runs a command; on a non-zero exit prints its output and fails naming `what`. Returns stdout. */
function run(cmd: string, argv: string[], cwd: string, what: string): string {
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', env: RUN_ENV });
  if (r.status !== 0)
    commandFailed(what, cmd, argv, cwd, r.status ?? r.signal, r.stdout ?? '', r.stderr ?? '');
  return r.stdout;
}

/** `run` without blocking: for commands that run side by side. Resolves with stdout; fails like `run`. */
function runAsync(cmd: string, argv: string[], cwd: string, what: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { cwd, env: RUN_ENV });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error) => fail(`${what} could not start: ${cmd}: ${error.message}`));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else commandFailed(what, cmd, argv, cwd, code ?? signal, stdout, stderr);
    });
  });
}

/** A dev dependency's binary (direct, not through `pnpm exec`: 14 pnpm start-ups cost ~30 s here). */
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/** Node's permission flag (`--permission` from Node 22; Node 20 has the experimental one). */
const PERMISSION_FLAG =
  Number(process.versions.node.split('.')[0]) >= 22 ? '--permission' : '--experimental-permission';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Subpaths attw cannot type (CSS, JSON): no TypeScript declarations exist for them by design. */
function untypedSubpaths(exportsMap: Record<string, unknown>): string[] {
  return Object.keys(exportsMap).filter((k) => /\.(css|json)$/.test(k));
}

const t0 = performance.now();
const published = publishedPackages(ROOT);
if (published.length === 0) fail('no workspace package has publishConfig.exports');

if (!args['no-build']) {
  const tb = performance.now();
  const filters = published.flatMap(({ pkg }) => ['--filter', pkg.name]);
  run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build'], ROOT, 'tsup build');
  console.log(`built ${published.length} packages with tsup in ${seconds(tb)}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'telco-portal-pack-'));
const tarDir = args.out ? path.resolve(args.out) : path.join(work, 'tarballs');
const tarballs = new Map<string, string>();
try {
  // 2. pack + lint
  const tp = performance.now();
  console.log('\npackage                     tarball    publint  attw (esm-only)');
  // Two packages at a time (each pack, then publint, then attw: node processes that mostly wait on one core);
  // the rows print in package order once all are done. 14.7 s one at a time here.
  const rows = await mapConcurrent(published, 2, async ({ dir, pkg }) => {
    const cwd = path.join(ROOT, dir);
    if (!existsSync(path.join(cwd, 'dist'))) fail(`${pkg.name}: no dist/ (build it: pnpm packages:build)`);
    const out = await runAsync('pnpm', ['pack', '--pack-destination', tarDir], cwd, `${pkg.name}: pnpm pack`);
    const tgz = out.trim().split('\n').at(-1)?.trim() ?? '';
    if (!tgz.endsWith('.tgz') || !existsSync(tgz)) fail(`${pkg.name}: pnpm pack printed no tarball path`);
    tarballs.set(pkg.name, tgz);
    await runAsync(BIN('publint'), ['run', tgz, '--strict'], ROOT, `${pkg.name}: publint`);
    const skip = untypedSubpaths(pkg.publishConfig?.exports ?? {});
    await runAsync(
      BIN('attw'),
      [
        tgz,
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
        ...(skip.length ? ['--exclude-entrypoints', ...skip] : []),
      ],
      ROOT,
      `${pkg.name}: attw`,
    );
    return `${pkg.name.padEnd(27)} ${kb(statSync(tgz).size).padStart(9)}  ok       ok${skip.length ? ` (not typed: ${skip.join(', ')})` : ''}`;
  });
  for (const row of rows) console.log(row);
  console.log(
    `packed and linted ${published.length} tarballs in ${seconds(tp)}${args.out ? ` into ${tarDir}` : ''}`,
  );

  // 3. outside the repository
  if (!args['skip-app'] && !args.out) await outsideApp(tarballs, realpathSync(work), Number(args.port));
  console.log(`\npack-check: ✔ done in ${seconds(t0)}`);
} finally {
  if (args.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

/**
 * `pnpm install --frozen-lockfile --offline` of a project outside the repository, from the pnpm store alone:
 * its lockfile is derived from the repository's (scripts/outside-lockfile.ts), and pnpm's metadata cache is
 * an empty folder of the temporary directory, so nothing but the store (which the workspace install filled)
 * can serve it — as on a fresh clone after `pnpm install --frozen-lockfile` (README "Packages").
 */
function installOutside(dir: string, what: string, cacheDir: string): void {
  const ti = performance.now();
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  writeFileSync(path.join(dir, 'pnpm-lock.yaml'), deriveLockfile(REPO_LOCK, dir, manifest));
  const r = spawnSync(
    'pnpm',
    [
      'install',
      '--frozen-lockfile',
      '--offline',
      `--config.cache-dir=${cacheDir}`,
      '--config.confirmModulesPurge=false',
    ],
    { cwd: dir, encoding: 'utf8', env: RUN_ENV },
  );
  if (r.status !== 0) {
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    fail(`pnpm install --frozen-lockfile --offline of ${what} failed`);
  }
  console.log(`  installed ${what} offline (lockfile derived from the repository's) in ${seconds(ti)}`);
}

/** Files under `dir` (node_modules and dist left out, pnpm-lock.yaml in) whose text mentions the repository's path. */
function mentionsOfRepository(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = path.join(rel, e.name);
    if (e.isDirectory())
      return e.name === 'node_modules' || e.name === 'dist' ? [] : mentionsOfRepository(dir, child);
    return e.isFile() && readFileSync(path.join(dir, child), 'utf8').includes(ROOT) ? [child] : [];
  });
}

async function outsideApp(tarballs: Map<string, string>, work: string, port: number): Promise<void> {
  const ta = performance.now();
  if (path.relative(ROOT, work).split(path.sep)[0] !== '..') fail(`${work} is inside the repository`);
  const cliTarball = tarballs.get('@telco-portal/generator');
  if (!cliTarball) fail('the CLI (@telco-portal/generator) was not packed');
  // What the README tells a user with tarballs and no registry: every @telco-portal/* from its tarball.
  const overrides = Object.fromEntries(
    [...tarballs]
      .filter(([name]) => name !== '@telco-portal/generator')
      .map(([name, tgz]) => [name, `file:${tgz}`]),
  );

  // 3a. The CLI, installed from its tarball into a folder of its own (README "Packages").
  const cliDir = path.join(work, 'cli');
  mkdirSync(cliDir);
  writeFileSync(
    path.join(cliDir, 'package.json'),
    `${JSON.stringify({ name: 'telco-portal-cli', private: true, dependencies: { '@telco-portal/generator': `file:${cliTarball}` }, pnpm: { overrides } }, null, 2)}\n`,
  );
  console.log(`\ninstalling the CLI from its tarball into ${cliDir}`);
  installOutside(cliDir, 'the CLI', path.join(work, 'pnpm-cache'));
  const cliBin = path.join(cliDir, 'node_modules/@telco-portal/generator/bin/telco-portal.js');
  if (!existsSync(cliBin)) fail(`the installed CLI has no ${path.relative(cliDir, cliBin)}`);
  if (!path.relative(ROOT, realpathSync(cliBin)).startsWith('..'))
    fail(`the CLI resolved into the repository (${realpathSync(cliBin)})`);
  const cliMentions = mentionsOfRepository(cliDir);
  if (cliMentions.length) fail(`the CLI's folder mentions the repository path: ${cliMentions.join(', ')}`);

  // 3b. THAT CLI, run in the temporary folder on a copy of the brand, under Node's permission model: it may
  // read and write the temporary folder only, so reading any file of this repository fails the run.
  cpSync(path.join(ROOT, 'brands/harbour'), path.join(work, 'brands/harbour'), { recursive: true });
  const telcoPortal = (args: string[], what: string) =>
    run(
      process.execPath,
      [PERMISSION_FLAG, `--allow-fs-read=${work}/*`, `--allow-fs-write=${work}/*`, cliBin, ...args],
      work,
      what,
    );
  const appDir = path.join(work, 'harbour-portal');
  const tg = performance.now();
  telcoPortal(['generate', 'brands/harbour', '--out', appDir], 'the installed CLI: generate harbour');
  console.log(
    `  the installed CLI generated harbour into ${appDir} in ${seconds(tg)} (reading nothing outside ${work})`,
  );

  // new-brand writes brand.json the way this repository's Biome formats it, with no Biome installed.
  telcoPortal(['new-brand', 'kiwi-fibre'], 'the installed CLI: new-brand kiwi-fibre');
  const kiwi = readFileSync(path.join(work, 'brands/kiwi-fibre/brand.json'), 'utf8');
  const biome = spawnSync(BIN('biome'), ['format', '--stdin-file-path=brands/kiwi-fibre/brand.json'], {
    cwd: ROOT,
    input: kiwi,
    encoding: 'utf8',
  });
  if (biome.status !== 0 || biome.stdout !== kiwi)
    fail("the installed CLI's new-brand wrote a brand.json that the repository's Biome would reformat");
  telcoPortal(['validate', 'brands/kiwi-fibre'], 'the installed CLI: validate kiwi-fibre');
  console.log('  new-brand kiwi-fibre: brand.json as Biome formats it, and valid');

  const pkgFile = path.join(appDir, 'package.json');
  const app = JSON.parse(readFileSync(pkgFile, 'utf8')) as {
    dependencies: Record<string, string>;
    pnpm?: { overrides?: Record<string, string> };
  };
  for (const [name, range] of Object.entries(app.dependencies)) {
    if (range.startsWith('workspace:') || range.startsWith('link:') || range.startsWith('file:'))
      fail(`the emitted package.json depends on ${name}@${range}: an app outside the repo cannot install it`);
  }
  app.pnpm = { ...app.pnpm, overrides };
  writeFileSync(pkgFile, `${JSON.stringify(app, null, 2)}\n`);
  installOutside(appDir, 'the generated app', path.join(work, 'pnpm-cache'));
  for (const name of tarballs.keys()) {
    const linked = path.join(appDir, 'node_modules', name);
    if (existsSync(linked) && !path.relative(ROOT, realpathSync(linked)).startsWith('..'))
      fail(`${name} resolved into the repository (${realpathSync(linked)})`);
  }
  const mentions = mentionsOfRepository(appDir);
  if (mentions.length) fail(`the generated app mentions the repository path: ${mentions.join(', ')}`);

  const tb = performance.now();
  run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], appDir, 'vite build of the outside app');
  console.log(`  vite build in ${seconds(tb)}`);
  const leaked = readdirSync(path.join(appDir, 'dist'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(js|css|html)$/.test(e.name))
    .filter((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8').includes(ROOT));
  if (leaked.length) fail(`dist mentions the repository path: ${leaked.map((e) => e.name).join(', ')}`);
  const server = await servePortal(appDir, port);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text() !== ZOD_JIT_PROBE) problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    const expected = (
      JSON.parse(readFileSync(path.join(ROOT, 'brands/harbour/brand.json'), 'utf8')) as {
        copy: { en: Record<string, string> };
      }
    ).copy.en['home.hero.title'];
    const hero = page.getByRole('heading', { level: 1 });
    await hero.waitFor({ timeout: 15_000 }).catch(() => undefined);
    const text = (await hero.count()) ? (await hero.first().textContent())?.trim() : undefined;
    if (text !== expected) problems.push(`hero heading: expected "${expected}", found "${text ?? 'none'}"`);
    // Tailwind found the packages' classes: every class on the page has a CSS rule. With the @source
    // lines pointing at src (which the tarballs do not ship) 60+ of harbour's 167 classes had none.
    const unstyled = (await page.evaluate(UNSTYLED_CLASSES)) as string[];
    if (unstyled.length)
      problems.push(
        `${unstyled.length} classes on the page have no CSS rule: ${unstyled.slice(0, 12).join(' ')}…`,
      );
    await page.close();
    if (problems.length) fail(`the outside app's home page:\n  ${problems.join('\n  ')}`);
    console.log(`  home page in Chromium: hero "${text}", every class styled, no console errors`);
    const js = await measurePageJs(browser, server.url);
    console.log(`  home page JS until network idle (gzip): ${kb(js.totalGzip)} in ${js.files.length} files`);
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`outside-repo generate → install → build → load in ${seconds(ta)}`);
}
