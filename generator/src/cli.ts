#!/usr/bin/env -S npx tsx
/**
 * telco-portal — the brand portal CLI (`pnpm telco-portal <command>`).
 *
 *   validate <brand-dir>                          check brand.json (every problem, with file and JSON path)
 *   generate <brand-dir> --out <dir> [--force]    emit the Vite app of the brand
 *   build <brand-dir> [--out <dir>] [--force]     generate (when needed) and vite build into <out>/dist
 *   start <brand-dir> [--port 4173] [--fresh] [--data-dir D] [--sandbox-mode M] [--public-origin URL]
 *                                                 generate, build, and serve the portal + sandbox API on one origin
 *   dev <brand-dir> [--port 5173] [--fresh] [--data-dir D]  serve with Vite + sandbox; reload on brand edits
 *   new-brand [<id>] [--from harbour] [--name N]  scaffold brands/<id> from another brand (plop; asks on a TTY)
 *
 * Errors are printed once by the top-level handler as `telco-portal: <message>` plus a hint; exit code 1.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { displayPath, formatIssue, ManifestError, type ManifestIssue } from '@telco-portal/manifest';
import { GeneratorError } from './errors.ts';
import { GENERATED_ROOT, SANDBOX_DATA_DIR, WORKSPACE_ROOT } from './paths.ts';

const USAGE = `Usage: telco-portal <command> [options]

Commands:
  validate <brand-dir>                         Check a brand manifest; lists every problem.
  generate <brand-dir> --out <dir> [--force]   Emit the brand's Vite app into <dir>.
  build <brand-dir> [--out <dir>] [--force]    Generate (when needed) and build into <dir>/dist.
                                               Default <dir>: .generated/<id>.
  start <brand-dir> [--port <n>] [--fresh] [--data-dir <dir>]
        [--sandbox-mode development|production] [--public-origin <url>]
                                               Generate, build and serve the portal with the sandbox API
                                               on http://localhost:4173 (PORT overrides the default).
                                               Each brand keeps its sandbox database in .sandbox/<id>/
                                               (--data-dir: elsewhere; --fresh resets it) and seeds its own
                                               demo accounts (prepay@<id>.test). The sandbox runs in
                                               production mode for a production brand (no mailbox or
                                               fault routes) unless --sandbox-mode development; then
                                               they need the secret it prints (env SANDBOX_SECRET sets
                                               one). E-mail links use --public-origin (env PUBLIC_ORIGIN),
                                               default the server's URL.
  dev <brand-dir> [--port <n>] [--fresh] [--data-dir <dir>]
                                               Serve the brand with the sandbox on http://localhost:5173
                                               (Vite dev server); editing brand.json, copy, the logo or a
                                               markdown file reloads the open page; a manifest problem shows
                                               in the page and the terminal, the last good portal keeps
                                               running.
  new-brand [<id>] [--from <brand>] [--name <name>]
                                               Scaffold brands/<id> from another brand (default harbour);
                                               the name defaults to the id's words ("kiwi-fibre": "Kiwi
                                               Fibre"). On a terminal it asks for what is not given.
  help                                         Show this text.
`;

function usage(message: string): GeneratorError {
  return new GeneratorError('usage', message, 'run `pnpm telco-portal help` for the commands and options');
}

function onePositional(positionals: string[], what: string): string {
  const [value, ...extra] = positionals;
  if (!value) throw usage(`missing ${what}`);
  if (extra.length > 0) throw usage(`unexpected argument '${extra[0]}'`);
  return value;
}

function parse(argv: string[], options: ParseArgsConfig['options']) {
  // `pnpm start -- --fresh` (the npm habit) hands us a literal '--' first; options still follow it.
  const args = argv.filter((arg) => arg !== '--');
  try {
    return parseArgs({ args, options: options ?? {}, allowPositionals: true, strict: true });
  } catch (error) {
    throw usage((error as Error).message.replace(/\. To specify a positional argument.*$/, ''));
  }
}

/** Prints what does not stop a command (e.g. a reserved setting): `⚠ file: path: message` and its hint. */
function printWarnings(warnings: readonly ManifestIssue[]): void {
  for (const w of warnings) console.warn(`⚠ ${formatIssue(w)}\n  hint: ${w.hint}`);
}

async function cmdValidate(argv: string[]): Promise<void> {
  const { positionals } = parse(argv, {});
  const dir = onePositional(positionals, 'brand folder (e.g. brands/harbour)');
  const { loadBrand } = await import('./generate.ts');
  const { file, warnings } = loadBrand(dir);
  printWarnings(warnings);
  const note = warnings.length > 0 ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'})` : '';
  console.log(`✔ ${displayPath(file)} is valid${note}`);
}

async function cmdGenerate(argv: string[]): Promise<void> {
  const { positionals, values } = parse(argv, {
    out: { type: 'string', short: 'o' },
    force: { type: 'boolean', short: 'f' },
  });
  const dir = onePositional(positionals, 'brand folder (e.g. brands/harbour)');
  if (typeof values.out !== 'string') throw usage('missing --out <dir>');
  const { generateApp } = await import('./generate.ts');
  const started = performance.now();
  const result = await generateApp({ brandDir: dir, outDir: values.out, force: values.force === true });
  printWarnings(result.brand.warnings);
  console.log(
    `✔ generated ${result.brand.manifest.name} into ${displayPath(result.outDir)} (${result.files.length} files, ${Math.round(performance.now() - started)} ms)`,
  );
  for (const f of result.files) console.log(`  ${f}`);
  const rel = WORKSPACE_ROOT === undefined ? '..' : path.relative(WORKSPACE_ROOT, result.outDir);
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    // Outside this repository the app installs the published @telco-portal/* packages (README "Packages").
    // Without a registry the tarballs come from `pnpm packages:pack` in the repository (an installed CLI
    // has no repository at hand: it says where the app's README explains it).
    const tarballs =
      WORKSPACE_ROOT === undefined
        ? 'the tarballs of the @telco-portal packages'
        : 'the tarballs `pnpm packages:pack` writes here';
    console.log(
      `next: cd ${displayPath(result.outDir)} && pnpm install && pnpm build\n` +
        `  (from a registry with the @telco-portal packages; without one, point the app's pnpm.overrides at\n` +
        `  ${tarballs}: its README.md, "Install")`,
    );
  }
}

async function cmdBuild(argv: string[]): Promise<void> {
  const { positionals, values } = parse(argv, {
    out: { type: 'string', short: 'o' },
    force: { type: 'boolean', short: 'f' },
  });
  const dir = onePositional(positionals, 'brand folder (e.g. brands/harbour)');
  const { loadBrand } = await import('./generate.ts');
  const { manifest, warnings } = loadBrand(dir);
  printWarnings(warnings);
  const out = typeof values.out === 'string' ? values.out : path.join(GENERATED_ROOT, manifest.id);
  const started = performance.now();
  const { ensureGenerated } = await import('./generate.ts');
  const appDir = await ensureGenerated(dir, out, { force: values.force === true });
  const { buildApp } = await import('./build.ts');
  let reused = false;
  const dist = await buildApp(appDir, {
    logLevel: 'info',
    onPrerender: (r) =>
      console.log(`• prerendered ${r.pages.length} guest pages in ${(r.ms / 1000).toFixed(1)} s`),
    onReuse: () => {
      reused = true;
    },
  });
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    reused
      ? `✔ ${manifest.name} in ${displayPath(dist)} is up to date: nothing it is built from changed (${took} s; delete dist/ to rebuild anyway)`
      : `✔ built ${manifest.name} into ${displayPath(dist)} in ${took} s`,
  );
}

function parsePort(raw: string | undefined, from: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw usage(`${from} must be a port number 0–65535, got '${raw}'`);
  return port;
}

/** `--port`, else the PORT environment variable, else `fallback`. @throws usage error on a bad number. */
function portOption(flag: unknown, fallback: number): number {
  if (typeof flag === 'string') return parsePort(flag, '--port');
  return process.env.PORT ? parsePort(process.env.PORT, 'PORT') : fallback;
}

/** `--sandbox-mode`: explicit, else from the brand (a production brand gets a production-mode sandbox). */
function sandboxModeOf(raw: unknown, environment: string): 'development' | 'production' {
  if (raw === undefined) return environment === 'production' ? 'production' : 'development';
  if (raw === 'development' || raw === 'production') return raw;
  throw usage(`--sandbox-mode must be development or production, got '${String(raw)}'`);
}

async function cmdStart(argv: string[]): Promise<void> {
  const started = performance.now();
  const { positionals, values } = parse(argv, {
    port: { type: 'string', short: 'p' },
    fresh: { type: 'boolean' },
    'data-dir': { type: 'string' },
    'sandbox-mode': { type: 'string' },
    'public-origin': { type: 'string' },
  });
  const dir = onePositional(positionals, 'brand folder (e.g. brands/harbour)');
  const port = portOption(values.port, 4173);

  const { ensureGenerated, loadBrand } = await import('./generate.ts');
  const { manifest, warnings } = loadBrand(dir);
  printWarnings(warnings);
  const mode = sandboxModeOf(values['sandbox-mode'], manifest.environment);
  // Each brand has its own sandbox database (.sandbox/<id>/); --data-dir (e.g. for end-to-end runs) another.
  const { brandDataDir, lockDataDir } = await import('./data-lock.ts');
  const dataDir =
    typeof values['data-dir'] === 'string' ? path.resolve(values['data-dir']) : brandDataDir(manifest.id);
  if (typeof values['data-dir'] !== 'string' && existsSync(path.join(SANDBOX_DATA_DIR, 'PG_VERSION'))) {
    console.warn(
      `⚠ ${displayPath(SANDBOX_DATA_DIR)} holds the database of an earlier version that every brand shared; each brand now keeps its own in ${displayPath(dataDir)}.\n  hint: sign-ups made there are not in the new folder; to silence this note, delete the files directly inside ${displayPath(SANDBOX_DATA_DIR)} (not its brand folders)`,
    );
  }

  // The port and the data folder first: a conflict is reported before anything is generated or built.
  const { builtApp, listenFirst, startPortal } = await import('./start.ts');
  const listener = await listenFirst(port);
  let release: () => void = () => undefined;
  try {
    release = lockDataDir(dataDir, { url: listener.url, brand: manifest.id });
    const publicOrigin =
      typeof values['public-origin'] === 'string' ? values['public-origin'] : process.env.PUBLIC_ORIGIN;
    const outDir = path.join(GENERATED_ROOT, manifest.id);
    console.log(`• generating ${manifest.name} into ${displayPath(outDir)}`);
    // An unchanged app keeps its folder, and with it a build that is still up to date (buildApp's stamp).
    await ensureGenerated(dir, outDir, { force: true });
    const { buildApp } = await import('./build.ts');
    await buildApp(outDir, {
      onBuild: () => console.log('• building with vite'),
      onReuse: () => console.log('• the last build is up to date (nothing it is built from changed)'),
    });

    console.log(
      `• starting the sandbox API in ${mode} mode (data in ${displayPath(dataDir)}${values.fresh ? ', fresh' : ''})`,
    );
    const { SANDBOX_SECRET_HEADER, demoEmailDomainOf } = await import('@telco-portal/sandbox');
    const portal = await startPortal({
      ...builtApp(outDir),
      port,
      listener,
      mode,
      dataDir,
      fresh: values.fresh === true,
      ...(publicOrigin ? { publicOrigin } : {}),
      ...(process.env.SANDBOX_SECRET ? { sandboxSecret: process.env.SANDBOX_SECRET } : {}),
      assumeEmailVerified:
        manifest.environment !== 'production' && manifest.features.emailVerifiedAssumed === true,
      allowBillingCycleChange: manifest.features.billingCycle === true,
      demoEmailDomain: demoEmailDomainOf(manifest.id),
    });
    const { formatDemoAccounts } = await import('./demo-table.ts');

    console.log(
      `\n✔ ${manifest.name} is ready at ${portal.url}  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    console.log(formatDemoAccounts(portal.sandbox.demoAccounts));
    if (portal.sandboxSecret) {
      console.log(
        `\nSandbox (development mode): e-mails are at ${portal.url}/api/sandbox/mailbox?to=ADDRESS`,
      );
      console.log(
        '  open that link in the browser you opened the portal in (it holds the secret as a cookie),',
      );
      console.log(
        `  or send the secret: curl -H '${SANDBOX_SECRET_HEADER}: ${portal.sandboxSecret}' '${portal.url}/api/sandbox/mailbox?to=ADDRESS'`,
      );
      if (manifest.environment === 'production') {
        console.log(
          `  note: ${manifest.name} is a production brand; the sandbox-only routes are on because of --sandbox-mode development. Never expose this server.`,
        );
      }
    } else {
      console.log(
        '\nSandbox (production mode): no mailbox or fault routes. For the demo mailbox: --sandbox-mode development.',
      );
    }
    console.log('Press Ctrl+C to stop.');

    const stop = async () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      await portal.close().catch(() => undefined);
      release();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    await listener.close().catch(() => undefined);
    release();
    throw error;
  }
}

async function cmdDev(argv: string[]): Promise<void> {
  const { positionals, values } = parse(argv, {
    port: { type: 'string', short: 'p' },
    fresh: { type: 'boolean' },
    'data-dir': { type: 'string' },
  });
  const dir = onePositional(positionals, 'brand folder (e.g. brands/harbour)');
  const port = portOption(values.port, 5173);
  const { loadBrand } = await import('./generate.ts');
  const { manifest, warnings } = loadBrand(dir);
  printWarnings(warnings);
  // The port first, as `start` does: a conflict is reported before the sandbox starts or anything is
  // generated (Vite takes the port itself later, so it is only probed here).
  const { assertPortFree } = await import('./serve.ts');
  await assertPortFree(port, 'localhost');
  const { brandDataDir, lockDataDir } = await import('./data-lock.ts');
  const dataDir =
    typeof values['data-dir'] === 'string' ? path.resolve(values['data-dir']) : brandDataDir(manifest.id);
  const release = lockDataDir(dataDir, { url: `http://localhost:${port}`, brand: manifest.id });
  try {
    const { createSandbox, demoEmailDomainOf, SANDBOX_SECRET_HEADER } = await import('@telco-portal/sandbox');
    const sandbox = await createSandbox({
      mode: 'development',
      publicOrigin: `http://localhost:${port}`,
      dataDir,
      fresh: values.fresh === true,
      demoEmailDomain: demoEmailDomainOf(manifest.id),
      ...(process.env.SANDBOX_SECRET ? { sandboxSecret: process.env.SANDBOX_SECRET } : {}),
      assumeEmailVerified:
        manifest.environment !== 'production' && manifest.features.emailVerifiedAssumed === true,
      allowBillingCycleChange: manifest.features.billingCycle === true,
    });
    const { startDev } = await import('./dev.ts');
    const dev = await startDev({ brandDir: dir, port, sandbox }).catch(async (error: unknown) => {
      await sandbox.close();
      throw error;
    });
    const { formatDemoAccounts } = await import('./demo-table.ts');
    console.log(`\n✔ ${manifest.name} (dev) at ${dev.url} — sandbox data in ${displayPath(dataDir)}`);
    console.log(
      `  editing ${displayPath(path.resolve(dir))} (brand.json, copy, logo, markdown) reloads the page; a problem shows in the page and here\n`,
    );
    console.log(formatDemoAccounts(sandbox.demoAccounts));
    console.log(
      `\nMailbox: ${dev.url}/api/sandbox/mailbox?to=ADDRESS (this browser), or curl -H '${SANDBOX_SECRET_HEADER}: ${sandbox.sandboxSecret}' …`,
    );
    console.log('Press Ctrl+C to stop.');
    const stop = async () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      await dev.close().catch(() => undefined);
      await sandbox.close().catch(() => undefined);
      release();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    release();
    throw error;
  }
}

async function cmdNewBrand(argv: string[]): Promise<void> {
  const { positionals, values } = parse(argv, { from: { type: 'string' }, name: { type: 'string' } });
  if (positionals.length > 1) throw usage(`unexpected argument '${positionals[1]}'`);
  const { newBrand } = await import('./new-brand.ts');
  const brand = await newBrand({
    ...(positionals[0] ? { id: positionals[0] } : {}),
    ...(typeof values.from === 'string' ? { from: values.from } : {}),
    ...(typeof values.name === 'string' ? { name: values.name } : {}),
    // On a terminal, plop asks for what the command line did not give; otherwise defaults apply.
    interactive: process.stdin.isTTY === true && process.stdout.isTTY === true,
  });
  console.log(
    `✔ created ${displayPath(brand.dir)} (${brand.manifest.name}); ${displayPath(brand.file)} is valid`,
  );
  console.log(`  next: pnpm telco-portal start ${displayPath(brand.dir)}`);
}

/** Runs one CLI invocation. Exported for tests; `main` adds the top-level error handler. */
export async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'validate':
      return cmdValidate(rest);
    case 'generate':
      return cmdGenerate(rest);
    case 'build':
      return cmdBuild(rest);
    case 'start':
      return cmdStart(rest);
    case 'dev':
      return cmdDev(rest);
    case 'new-brand':
      return cmdNewBrand(rest);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return;
    default:
      throw usage(`unknown command '${command}'`);
  }
}

/** The one top-level error handler (CONVENTIONS 16): `telco-portal: <message>`, the hint, exit code 1. */
export function report(error: unknown): void {
  if (error instanceof GeneratorError) {
    console.error(`telco-portal: ${error.message}`);
    console.error(`  hint: ${error.hint}`);
  } else if (error instanceof ManifestError) {
    console.error(`telco-portal: ${error.message}`);
    console.error(`  hint: ${error.hint}`);
  } else {
    console.error(
      `telco-portal: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    console.error('  hint: this is a bug in telco-portal; please report it with the command you ran');
  }
  process.exitCode = 1;
}

/**
 * Exits quietly (code 0) when the reader of stdout or stderr goes away (`telco-portal generate … | head -1`):
 * without a listener, the EPIPE of the next write is an uncaught 'error' event and a stack trace.
 */
export function exitQuietlyOnBrokenPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
}

/** The command line entry (bin/telco-portal.js): `run` with the broken-pipe and top-level error handlers. */
export async function main(argv: string[]): Promise<void> {
  exitQuietlyOnBrokenPipe();
  await run(argv).catch(report);
}

const isMain =
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  void main(process.argv.slice(2));
}
