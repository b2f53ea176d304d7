/**
 * Error kinds a manifest can have. `schema` codes mirror zod's issue codes; the rest come from the loader.
 */
export type ManifestIssueCode =
  | 'read_failed'
  | 'json_syntax'
  | 'invalid_type'
  | 'missing_field'
  | 'invalid_value'
  | 'invalid_format'
  | 'unknown_key'
  | 'too_small'
  | 'too_big'
  | 'secret_value'
  | 'file_missing'
  | 'path_escape'
  | 'invalid'
  // Post-schema checks of the generator (generator/src/checks): "this will run".
  | 'adapter_not_shipped'
  | 'no_screen'
  | 'unknown_message'
  | 'empty_message'
  | 'placeholder_mismatch'
  | 'id_mismatch'
  | 'reserved_setting'
  | 'unreachable_setting'
  | 'contrast';

/** One problem in one manifest, addressed by file and JSON path (CONVENTIONS 13). */
export interface ManifestIssue {
  code: ManifestIssueCode;
  /** Display path of the manifest file, e.g. "brands/harbour/brand.json". */
  file: string;
  /** JSON path like "features.groups" or "terms[0].file"; "(root)" for the whole document. */
  path: string;
  /** What is wrong, e.g. "expected one of ALL, CUSTOMER, MOBILE, false, got 'all'". */
  message: string;
  /** What to do about it. */
  hint: string;
  /** For json_syntax: 1-based line and column. */
  line?: number;
  column?: number;
}

/** "brands/harbour/brand.json: features.groups: expected one of …" (or "file:line:col: …" for syntax errors). */
export function formatIssue(issue: ManifestIssue): string {
  if (issue.line !== undefined) return `${issue.file}:${issue.line}:${issue.column ?? 1}: ${issue.message}`;
  return `${issue.file}: ${issue.path}: ${issue.message}`;
}

/**
 * Thrown by `validateManifest` and `loadManifest`. Carries every issue found (`issues`); the top-level
 * `code`, `file`, `path` and `hint` are those of the first issue. `message` lists one issue per line.
 */
export class ManifestError extends Error {
  override readonly name = 'ManifestError';
  readonly code: ManifestIssueCode;
  readonly file: string;
  readonly path: string;
  readonly hint: string;
  readonly issues: readonly ManifestIssue[];

  constructor(issues: readonly [ManifestIssue, ...ManifestIssue[]]) {
    super(issues.map(formatIssue).join('\n'));
    const first = issues[0];
    this.code = first.code;
    this.file = first.file;
    this.path = first.path;
    this.hint = first.hint;
    this.issues = issues;
  }
}

/** Formats a path array as "features.simActions.swap", "terms[0].file" or 'copy.en["home.hero.title"]'. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = String(segment);
      if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(key)) out += out === '' ? key : `.${key}`;
      else out += `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}
