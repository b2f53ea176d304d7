/**
 * Reads every source file of the workspace packages and reports the imports and literals the layering
 * rules of ARCHITECTURE.md forbid. Used by layering.test.ts; runnable on any checkout:
 * `pnpm tsx tests/architecture/scan.ts [repo-root]` prints the violations of that tree.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Our packages, by source folder (relative to the repository root). */
export const PACKAGES = {
  core: 'packages/core/src',
  api: 'packages/api/src',
  manifest: 'packages/manifest/src',
  ui: 'packages/ui/src',
  blocks: 'packages/blocks/src',
  adapters: 'packages/adapters/src',
  sandbox: 'packages/sandbox/src',
  portal: 'portal/src',
  generator: 'generator/src',
} as const;
export type PackageName = keyof typeof PACKAGES;

/**
 * Which of our packages each package's source may import (ARCHITECTURE "Dependency direction"; an arrow
 * means "may import"). Tests, test folders and stories are exempt. Special cases below.
 */
export const MAY_IMPORT: Readonly<Record<PackageName, readonly PackageName[]>> = {
  core: [],
  api: ['core'],
  // Only the zod-only entry of blocks (its block config schemas), see BLOCKS_CONFIG_ENTRY.
  manifest: ['core', 'blocks'],
  ui: ['core'],
  blocks: ['ui', 'api', 'core'],
  adapters: ['api', 'core'],
  sandbox: ['api', 'core'],
  portal: ['blocks', 'manifest', 'adapters', 'ui', 'api', 'core'],
  // The sandbox only in the commands that run it (generator/src/cli.ts, start.ts: start; dev.ts: dev).
  generator: ['manifest', 'portal', 'blocks', 'adapters', 'ui', 'core', 'api', 'sandbox'],
};

/** The only files outside tests/stories that may import @telco-portal/sandbox. */
/**
 * The run commands that start a sandbox: `start`, `dev`, the CLI, and `build`'s prerendering, which reads the
 * catalogue from an in-memory sandbox when the brand names no absolute API (issue 7). None of them ships in an app.
 */
export const SANDBOX_IMPORTERS = [
  'generator/src/cli.ts',
  'generator/src/start.ts',
  'generator/src/dev.ts',
  'generator/src/prerender.ts',
];
/** The one entry of blocks the manifest may import: zod only, no React. */
export const BLOCKS_CONFIG_ENTRY = '@telco-portal/blocks/config';

const REACT_WORLD =
  /^(?:(?:react|react-dom|react-router|react-intl|swr|@telco-portal\/ui)(?:\/|$)|@radix-ui\/)/;
const TEST_LIBS = /^(?:(?:vitest|fast-check|happy-dom)(?:\/|$)|@testing-library\/|@playwright\/)/;
/** Browser/network globals core must not touch (it is pure domain rules: no fetch, no DOM). */
const CORE_FORBIDDEN_GLOBALS = new Set([
  'fetch',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'XMLHttpRequest',
]);
/** A route path literal: "/sign-in", "/plans/…" — blocks link through route ids, never paths. */
const ROUTE_PATH = /^\/[a-z]/;

export type Violation = { file: string; rule: string; detail: string };

/** Test code: test files, test folders, benchmarks. */
export function isTestFile(rel: string): boolean {
  return /\.(?:test|spec|bench)\.tsx?$/.test(rel) || /(?:^|\/)test\//.test(rel);
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function packageOf(root: string, file: string): PackageName | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  for (const [name, dir] of Object.entries(PACKAGES)) {
    if (rel === dir || rel.startsWith(`${dir}/`) || rel.startsWith(`${path.posix.dirname(dir)}/`)) {
      return name as PackageName;
    }
  }
  return null;
}

/** Every module specifier a file imports (static, type-only, re-exports, dynamic `import()`). */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

function resolveRelative(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

function ourPackage(spec: string): PackageName | null {
  const m = /^@telco-portal\/([^/]+)/.exec(spec);
  const name = m?.[1];
  return name !== undefined && name in PACKAGES ? (name as PackageName) : null;
}

function sourceFile(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

/** Identifiers of forbidden globals used as values (not as property names like `api.fetch`). */
function forbiddenGlobals(sf: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && CORE_FORBIDDEN_GLOBALS.has(node.text)) {
      const parent = node.parent;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isPropertyDeclaration(parent)) &&
          parent.name === node);
      if (!isMemberName) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...new Set(found)];
}

/** String literals and template heads that look like route paths ("/sign-in", `/plans/${t}`). */
function routePathLiterals(sf: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      ROUTE_PATH.test(node.text) &&
      !(ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every layering violation of the tree at `root`. */
export function scanRepo(root: string): Violation[] {
  const violations: Violation[] = [];
  const files = Object.values(PACKAGES).flatMap((dir) => walk(path.join(root, dir)));
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (isTestFile(rel)) continue;
    const own = packageOf(root, file);
    if (!own) continue;
    const text = readFileSync(file, 'utf8');
    const add = (rule: string, detail: string) => violations.push({ file: rel, rule, detail });
    for (const spec of importsOf(text)) {
      if (spec.startsWith('.')) {
        const target = packageOf(root, resolveRelative(file, spec));
        if (target && target !== own) add('relative import into another package', spec);
        // A block module must not import the registry that lazily imports it (type-only cycle).
        if (
          own === 'blocks' &&
          /\/blocks\/src\/blocks\/[^/]+\//.test(`/${rel}`) &&
          /(?:^|\/)(?:shell-)?registry\.ts$/.test(resolveRelative(file, spec))
        ) {
          add('block imports the registry (cycle)', spec);
        }
        continue;
      }
      if (TEST_LIBS.test(spec)) add('test library in non-test source (move it to a test folder)', spec);
      const target = ourPackage(spec);
      if (own === 'core' && (target || REACT_WORLD.test(spec))) add('core imports', spec);
      if (!target || target === own) continue;
      if (target === 'sandbox' && !SANDBOX_IMPORTERS.includes(rel)) {
        add('imports the sandbox outside tests, stories and the run commands', spec);
      } else if (!MAY_IMPORT[own].includes(target)) {
        add(`${own} may not import ${target}`, spec);
      } else if (own === 'manifest' && target === 'blocks' && spec !== BLOCKS_CONFIG_ENTRY) {
        add(`manifest may import blocks only through ${BLOCKS_CONFIG_ENTRY}`, spec);
      }
    }
    if (own === 'core') {
      for (const name of forbiddenGlobals(sourceFile(file, text)))
        add('core uses a browser/network global', name);
    }
    if (own === 'blocks') {
      for (const literal of routePathLiterals(sourceFile(file, text))) {
        add('route path literal in blocks (link by route id: useRouteHref)', literal);
      }
    }
  }
  return violations;
}

/** Modules reachable from `entry` through relative imports, with every bare specifier they import. */
export function closure(entry: string): { files: string[]; external: string[] } {
  const files = new Set<string>();
  const external = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) queue.push(resolveRelative(file, spec));
      else external.add(spec);
    }
  }
  return { files: [...files], external: [...external] };
}

/** True when a bare specifier is React or a React library (or our ui package). */
export function isReactWorld(spec: string): boolean {
  return REACT_WORLD.test(spec);
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? '.');
  const found = scanRepo(root);
  for (const v of found) console.log(`${v.file}: ${v.rule}: ${v.detail}`);
  console.log(`${found.length} violation(s) in ${root}`);
}
