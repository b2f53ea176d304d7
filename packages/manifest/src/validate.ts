import * as z from 'zod';
import { formatJsonPath, ManifestError, type ManifestIssue } from './errors.ts';
import { type BrandManifest, brandManifestSchema } from './schema.ts';

type AnySchema = z.core.$ZodType;

/** Unwraps optional/default/prefault/pipe wrappers, collecting the first description seen. */
function unwrap(schema: AnySchema): { schema: AnySchema; description?: string } {
  let current: AnySchema = schema;
  let description: string | undefined;
  for (let i = 0; i < 20; i++) {
    description ??= z.globalRegistry.get(current)?.description;
    const def = current._zod.def as unknown as Record<string, unknown> & { type: string };
    if (
      ['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional'].includes(def.type)
    ) {
      current = def.innerType as AnySchema;
    } else if (def.type === 'pipe') {
      current = def.in as AnySchema;
    } else break;
  }
  return description === undefined ? { schema: current } : { schema: current, description };
}

/** The (unwrapped) sub-schema at a JSON path of the manifest, with its description, if any. */
export function schemaAt(
  path: readonly PropertyKey[],
): { schema: AnySchema; description?: string } | undefined {
  let node = unwrap(brandManifestSchema);
  for (const segment of path) {
    const def = node.schema._zod.def as unknown as Record<string, unknown> & { type: string };
    let next: AnySchema | undefined;
    if (def.type === 'object') next = (def.shape as Record<string, AnySchema>)[String(segment)];
    else if (def.type === 'array') next = def.element as AnySchema;
    else if (def.type === 'record') next = def.valueType as AnySchema;
    if (!next) return undefined;
    node = unwrap(next);
  }
  return node;
}

function objectKeys(path: readonly PropertyKey[]): string[] {
  const node = schemaAt(path);
  const def = node?.schema._zod.def as unknown as
    | { type: string; shape?: Record<string, unknown> }
    | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const segment of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[segment];
  }
  return cur;
}

/** 'all' for strings, 42 / true / null as is, "an object" / "an array" for containers. */
function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  return String(value);
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(
        row[j]! + 1,
        row[j - 1]! + 1,
        prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/**
 * The candidate nearest to `word` by edit distance (case-insensitive), when it is close enough to be a
 * likely typo (at most max(2, ⌊length / 3⌋) edits), else undefined. Used for "did you mean" hints.
 */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  return closest(word, candidates);
}

function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = levenshtein(word, c);
    if (d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

const SCHEMA_HINT = 'see the field descriptions in packages/manifest/brand.schema.json';

function hintFor(path: readonly PropertyKey[], fallback: string): string {
  const description = schemaAt(path)?.description;
  return description ? `${formatJsonPath(path)}: ${description}` : fallback;
}

/** Turns one zod issue into one or more manifest issues (unknown keys are reported one by one). */
function toManifestIssues(issue: z.core.$ZodIssue, input: unknown, file: string): ManifestIssue[] {
  const path = issue.path;
  const got = valueAt(input, path);
  const at = formatJsonPath(path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = objectKeys(path);
      return issue.keys.map((key) => {
        const suggestion = closest(key, allowed);
        return {
          code: 'unknown_key',
          file,
          path: formatJsonPath([...path, key]),
          message: suggestion
            ? `unknown key '${key}' (did you mean '${suggestion}'?)`
            : `unknown key '${key}'`,
          hint: `remove it or fix its spelling; allowed keys${path.length ? ` in ${at}` : ''}: ${allowed.join(', ')}`,
        };
      });
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => (typeof v === 'string' ? v : String(v)));
      const expected = values.length === 1 ? values[0] : `one of ${values.join(', ')}`;
      return [
        {
          code: 'invalid_value',
          file,
          path: at,
          message: `expected ${expected}, got ${show(got)}`,
          hint: hintFor(path, 'values are case-sensitive; use one of the listed values'),
        },
      ];
    }
    case 'invalid_type': {
      if (got === undefined) {
        return [
          {
            code: 'missing_field',
            file,
            path: at,
            message: `missing required field (expected ${issue.expected})`,
            hint: hintFor(path, `add ${at}; ${SCHEMA_HINT}`),
          },
        ];
      }
      const actual = got === null ? 'null' : Array.isArray(got) ? 'array' : typeof got;
      return [
        {
          code: 'invalid_type',
          file,
          path: at,
          message: `expected ${issue.expected}, got ${actual}${typeof got === 'object' ? '' : ` ${show(got)}`}`,
          hint: hintFor(path, SCHEMA_HINT),
        },
      ];
    }
    case 'invalid_format': {
      const message = issue.message.startsWith('expected')
        ? issue.message
        : issue.format === 'url'
          ? 'expected an absolute URL (https)'
          : `expected the ${issue.format} format`;
      return [
        {
          code: 'invalid_format',
          file,
          path: at,
          message: `${message}, got ${show(got)}`,
          hint: hintFor(path, SCHEMA_HINT),
        },
      ];
    }
    case 'too_small':
    case 'too_big': {
      const n = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const small = issue.code === 'too_small';
      let message: string;
      if (issue.origin === 'string') {
        message =
          small && n === '1'
            ? 'must not be empty'
            : `expected ${small ? 'at least' : 'at most'} ${n} characters`;
      } else if (issue.origin === 'array') {
        message = `expected ${small ? 'at least' : 'at most'} ${n} item${n === '1' ? '' : 's'}`;
      } else {
        message = `expected a number ${small ? (issue.inclusive ? '≥' : '>') : issue.inclusive ? '≤' : '<'} ${n}, got ${show(got)}`;
      }
      return [{ code: issue.code, file, path: at, message, hint: hintFor(path, SCHEMA_HINT) }];
    }
    default:
      return [{ code: 'invalid', file, path: at, message: issue.message, hint: hintFor(path, SCHEMA_HINT) }];
  }
}

/** A pattern of a value that must never be published (used for manifests and for build output). */
export interface SecretPattern {
  pattern: RegExp;
  what: string;
}

/** Patterns of values that must never be in a manifest (ARCHITECTURE: "Secrets never go in a manifest"). */
export const SECRET_PATTERNS: readonly SecretPattern[] = [
  { pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{6,}/, what: 'a Stripe secret or restricted key' },
  { pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/, what: 'a private key' },
  { pattern: /\bAKIA[0-9A-Z]{16}\b/, what: 'an AWS access key id' },
  { pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}\b/, what: 'a GitHub token' },
  { pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/, what: 'a Slack token' },
  { pattern: /\bwhsec_[A-Za-z0-9]{10,}/, what: 'a Stripe webhook secret' },
];

function findSecrets(value: unknown, path: PropertyKey[], file: string, out: ManifestIssue[]): void {
  if (typeof value === 'string') {
    for (const { pattern, what } of SECRET_PATTERNS) {
      if (pattern.test(value)) {
        out.push({
          code: 'secret_value',
          file,
          path: formatJsonPath(path),
          message: `this value looks like ${what}; secrets must never be in a manifest`,
          hint: 'remove it and revoke it if it was ever committed; a manifest holds only public identifiers (Stripe pk_… keys, Firebase web config). Keep secrets on the server.',
        });
        return;
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      findSecrets(v, [...path, i], file, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) findSecrets(v, [...path, k], file, out);
  }
}

/**
 * Collects every problem of a parsed manifest without throwing: secret-looking values first, then the
 * schema issues (schema issues on a path that already holds a secret are dropped as noise).
 */
export function collectManifestIssues(
  json: unknown,
  file: string,
): { ok: true; manifest: BrandManifest } | { ok: false; issues: [ManifestIssue, ...ManifestIssue[]] } {
  const issues: ManifestIssue[] = [];
  findSecrets(json, [], file, issues);
  const secretPaths = new Set(issues.map((i) => i.path));
  const result = brandManifestSchema.safeParse(json);
  if (!result.success) {
    for (const issue of result.error.issues) {
      for (const mi of toManifestIssues(issue, json, file)) {
        if (!secretPaths.has(mi.path)) issues.push(mi);
      }
    }
  }
  if (issues.length > 0) return { ok: false, issues: issues as [ManifestIssue, ...ManifestIssue[]] };
  if (!result.success) throw new Error('unreachable: schema failed without issues');
  return { ok: true, manifest: result.data };
}

/**
 * Validates a parsed brand manifest and returns it with every default applied.
 * `file` is only used in messages (e.g. "brands/harbour/brand.json").
 * @throws ManifestError listing every issue (unknown keys, wrong values, missing fields, secrets).
 */
export function validateManifest(json: unknown, file: string): BrandManifest {
  const result = collectManifestIssues(json, file);
  if (!result.ok) throw new ManifestError(result.issues);
  return result.manifest;
}

/**
 * Parses manifest text. A syntax error becomes a `json_syntax` issue with 1-based line and column.
 * @throws ManifestError (code json_syntax)
 */
export function parseManifestText(text: string, file: string): unknown {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const lineCol = /line (\d+) column (\d+)/.exec(reason);
    let line: number;
    let column: number;
    if (lineCol) {
      line = Number(lineCol[1]);
      column = Number(lineCol[2]);
    } else {
      const pos = /position (\d+)/.exec(reason);
      const offset = pos ? Number(pos[1]) : source.length;
      const before = source.slice(0, offset);
      line = before.split('\n').length;
      column = offset - before.lastIndexOf('\n');
    }
    const clean = reason.replace(/ in JSON at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
    throw new ManifestError([
      {
        code: 'json_syntax',
        file,
        path: '(root)',
        line,
        column,
        message: `invalid JSON: ${clean}`,
        hint: 'brand.json is strict JSON: no comments, no trailing commas, keys and strings in double quotes',
      },
    ]);
  }
}
