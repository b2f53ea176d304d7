/** Error codes of the telco-portal CLI (CONVENTIONS 16). */
export type GeneratorErrorCode =
  | 'usage'
  | 'invalid_manifest'
  | 'target_not_empty'
  | 'target_not_directory'
  | 'path_escape'
  | 'template_error'
  | 'invalid_message'
  | 'write_failed'
  | 'build_failed'
  | 'secret_in_output'
  | 'server_failed'
  | 'data_dir_in_use'
  | 'brand_exists';

/**
 * A failure the CLI reports as `telco-portal: <message>` plus `hint`, exit code 1.
 * `cause` keeps the underlying error (e.g. a ManifestError with every issue).
 */
export class GeneratorError extends Error {
  override readonly name = 'GeneratorError';
  readonly code: GeneratorErrorCode;
  readonly hint: string;

  constructor(code: GeneratorErrorCode, message: string, hint: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.hint = hint;
  }
}
