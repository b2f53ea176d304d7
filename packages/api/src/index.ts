/**
 * @telco-portal/api — the provider API contract (one zod schema per endpoint, SPEC §7) and a
 * framework-free HTTP client. See API.md.
 */

export {
  type ApiCall,
  type ApiClient,
  type ApiClientOptions,
  type ApiCore,
  type ApiHelperGroup,
  AUTH_TOKEN_EXPIRY_HEADER,
  AUTH_TOKEN_HEADER,
  createApiCore,
  createLeanApiClient,
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  IDEMPOTENCY_KEY_HEADER,
  JWT_VALIDITY_MARGIN_MS,
  type RetryOptions,
  retryAfterSeconds,
} from './client.ts';
export * from './contract/bill-schemas.ts';
export {
  buildPath,
  defineEndpoint,
  defineRoute,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRoute,
  type HttpMethod,
  pathParamNames,
  SANDBOX_SECRET_COOKIE,
  SANDBOX_SECRET_HEADER,
} from './contract/define.ts';
export { type EndpointName, type Endpoints, endpoints } from './contract/endpoints.ts';
export * from './contract/eshop-schemas.ts';
export * from './contract/ledger-schemas.ts';
export * from './contract/plans-schemas.ts';
export { type RouteName, routes } from './contract/routes.ts';
export * from './contract/schemas.ts';
export * from './contract/topup-schemas.ts';
export { type ContractValidator, contractValidator, type RequestPart } from './contract/validate.ts';
export {
  API_ERROR_CODES,
  ApiError,
  errorMessageOf,
  errorNumberOf,
  NO_LOGOUT_ERROR_NUMBER,
} from './errors.ts';
export { NODE_SERVER_OPTIONS } from './server-options.ts';
export {
  memoryTokenStore,
  SESSION_TOKEN_KEY,
  type StoredToken,
  sessionTokenStore,
  type TokenStore,
} from './token-store.ts';
export { createApiClient } from './validating-client.ts';
