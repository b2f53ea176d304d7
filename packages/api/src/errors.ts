/**
 * Error raised by the API client for every failure (HTTP, network, timeout, contract drift).
 *
 * `status` is the HTTP status, or 0 when no response arrived. `code` is a stable machine code:
 * the server's `err_code` for HTTP errors, else one of the client codes below. `errorNumber` is the
 * server's `err_number` / `error.number` (1002 = a 401 that must not log the user out, SPEC §8).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  code?: string | number;
  errorNumber?: number;
  /** Seconds from the response's `Retry-After` header (429 and 503 answers), when it had one. */
  retryAfterSeconds?: number;
  body?: unknown;

  constructor(
    message: string,
    init: {
      status: number;
      code?: string | number;
      errorNumber?: number;
      retryAfterSeconds?: number;
      body?: unknown;
      cause?: unknown;
    },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.errorNumber !== undefined) this.errorNumber = init.errorNumber;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.body !== undefined) this.body = init.body;
  }
}

/** Client-side error codes (status 0 unless noted). Message texts follow SPEC §8 where it has one. */
export const API_ERROR_CODES = {
  /** fetch rejected (offline, DNS, connection dropped). Message 'network error' (SPEC §8). */
  network: 'network_error',
  /** No response within `timeoutMs` (65 s, SPEC §9). Message 'request timed out'. */
  timeout: 'timeout',
  /** The caller's own AbortSignal fired. */
  aborted: 'aborted',
  /** 2xx with an empty body. Message 'no response data' (SPEC §7). Status = the HTTP status. */
  noResponseData: 'no_response_data',
  /** Body is not JSON or does not match the contract schema. Status = the HTTP status. */
  invalidResponse: 'invalid_response',
  /** Input did not match the contract's params/query/body schema; nothing was sent. */
  invalidRequest: 'invalid_request',
  /** Auth endpoint called with no valid token and no way to refresh it. Status 401. Message 'no auth token'. */
  noAuthToken: 'no_auth_token',
  /** A file endpoint (`binary`) answered 2xx with no bytes. Message 'file download error' (SPEC §5, §8). */
  fileDownload: 'file_download_error',
  /** A file endpoint answered without a file name (Content-Disposition). Message 'file name not specified' (SPEC §8). */
  fileNameMissing: 'file_name_missing',
} as const;

/** Error number telling the client a 401 must not log the user out (SPEC §8 "except error number 1002"). */
export const NO_LOGOUT_ERROR_NUMBER = 1002;

function stringAt(value: unknown, key: string): string | undefined {
  if (value && typeof value === 'object' && key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return undefined;
}

/**
 * Error text in SPEC §8 order: body `err_message`, body `message`, body `error.message`, the error's own
 * message, then 'unknown error'.
 */
export function errorMessageOf(body: unknown, error?: unknown): string {
  const nested = body && typeof body === 'object' ? (body as Record<string, unknown>).error : undefined;
  return (
    stringAt(body, 'err_message') ??
    stringAt(body, 'message') ??
    stringAt(nested, 'message') ??
    (error instanceof Error && error.message ? error.message : undefined) ??
    'unknown error'
  );
}

/** The error number of an error body: `err_number`, else `error.number`, else `ErrorNumber`. */
export function errorNumberOf(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const nested =
    b.error && typeof b.error === 'object' ? (b.error as Record<string, unknown>).number : undefined;
  for (const v of [b.err_number, nested, b.ErrorNumber]) {
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v);
  }
  return undefined;
}
