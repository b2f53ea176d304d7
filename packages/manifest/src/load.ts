import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatJsonPath, ManifestError, type ManifestIssue } from './errors.ts';
import type { BrandManifest } from './schema.ts';
import { collectManifestIssues, parseManifestText } from './validate.ts';

/** The file name of a manifest inside a brand folder. */
export const MANIFEST_FILE = 'brand.json';

/**
 * A loaded brand: the validated manifest (defaults applied), the JSON as written (to tell what the brand
 * set from what a default filled in), its folder and manifest file (absolute).
 */
export interface LoadedBrand {
  manifest: BrandManifest;
  /** brand.json as parsed, before defaults. */
  json: unknown;
  /** Absolute path of the brand folder. */
  dir: string;
  /** Absolute path of brand.json. */
  file: string;
}

/** Path shown in messages: relative to the working directory when inside it, else absolute. */
export function displayPath(absolute: string, cwd = process.cwd()): string {
  const rel = path.relative(cwd, absolute);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : absolute;
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Resolves a manifest file reference (e.g. "./terms/mobile.md") inside `brandDir`.
 * Returns the absolute path, or an issue when it escapes the folder (also through symlinks) or is missing.
 */
export function resolveBrandFile(
  brandDir: string,
  reference: string,
  where: { file: string; path: readonly PropertyKey[] },
): { ok: true; absolute: string } | { ok: false; issue: ManifestIssue } {
  const dir = path.resolve(brandDir);
  const at = formatJsonPath(where.path);
  const absolute = path.resolve(dir, reference);
  const escaped = (): { ok: false; issue: ManifestIssue } => ({
    ok: false,
    issue: {
      code: 'path_escape',
      file: where.file,
      path: at,
      message: `'${reference}' points outside the brand folder`,
      hint: 'keep every file the manifest references inside the brand folder and use a relative path like ./terms/mobile.md',
    },
  });
  if (path.isAbsolute(reference) || !isInside(dir, absolute)) return escaped();
  let stats: ReturnType<typeof statSync> | undefined;
  try {
    stats = statSync(absolute);
  } catch {
    stats = undefined;
  }
  if (!stats?.isFile()) {
    return {
      ok: false,
      issue: {
        code: 'file_missing',
        file: where.file,
        path: at,
        message: stats ? `'${reference}' is not a file` : `file '${reference}' does not exist`,
        hint: `create ${displayPath(absolute)} or fix the path (relative to ${displayPath(dir)})`,
      },
    };
  }
  if (!isInside(realpathSync(dir), realpathSync(absolute))) return escaped();
  return { ok: true, absolute };
}

/** Every file reference of a (possibly invalid) manifest: [JSON path, value] for string values only. */
function fileReferences(json: unknown): Array<[PropertyKey[], string]> {
  const refs: Array<[PropertyKey[], string]> = [];
  if (json === null || typeof json !== 'object') return refs;
  const m = json as Record<string, unknown>;
  const theme = m.theme as Record<string, unknown> | undefined;
  if (typeof theme?.logo === 'string') refs.push([['theme', 'logo'], theme.logo]);
  if (Array.isArray(m.terms)) {
    m.terms.forEach((t, i) => {
      const f = (t as Record<string, unknown> | null)?.file;
      if (typeof f === 'string') refs.push([['terms', i, 'file'], f]);
    });
  }
  const privacy = m.privacy as Record<string, unknown> | undefined;
  if (typeof privacy?.file === 'string') refs.push([['privacy', 'file'], privacy.file]);
  return refs;
}

/**
 * Reads `<brandDir>/brand.json`, validates it, and checks that every referenced file (logo, terms files,
 * privacy file) exists inside the brand folder and does not escape it.
 * @returns the manifest with defaults applied, plus absolute `dir` and `file`.
 * @throws ManifestError with every issue found (codes read_failed, json_syntax, schema codes, secret_value,
 *   file_missing, path_escape); messages look like "brands/harbour/brand.json: features.groups: …".
 */
export function loadManifest(brandDir: string): LoadedBrand {
  const dir = path.resolve(brandDir);
  const file = path.join(dir, MANIFEST_FILE);
  const shown = displayPath(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ManifestError([
      {
        code: 'read_failed',
        file: shown,
        path: '(root)',
        message: code === 'ENOENT' ? 'no brand.json here' : `cannot read the file (${code ?? String(error)})`,
        hint: `pass a brand folder that contains brand.json (e.g. brands/harbour); create one with \`pnpm telco-portal new-brand <id>\``,
      },
    ]);
  }
  const json = parseManifestText(text, shown);
  const result = collectManifestIssues(json, shown);
  const issues: ManifestIssue[] = result.ok ? [] : [...result.issues];
  const invalidPaths = new Set(issues.map((i) => i.path));
  for (const [refPath, ref] of fileReferences(json)) {
    if (invalidPaths.has(formatJsonPath(refPath))) continue;
    const resolved = resolveBrandFile(dir, ref, { file: shown, path: refPath });
    if (!resolved.ok) issues.push(resolved.issue);
  }
  if (issues.length > 0) throw new ManifestError(issues as [ManifestIssue, ...ManifestIssue[]]);
  if (!result.ok) throw new Error('unreachable: invalid manifest without issues');
  return { manifest: result.manifest, json, dir, file };
}
