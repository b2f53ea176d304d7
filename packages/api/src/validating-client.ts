import { type ApiClient, type ApiClientOptions, createLeanApiClient } from './client.ts';
import { contractValidator } from './contract/validate.ts';

/**
 * The API client (see `createLeanApiClient` for everything it does) checking each request part and answer
 * against the contract's zod schemas: a request that breaks the contract throws ApiError 'invalid_request'
 * (status 0) before anything is sent, an answer that breaks it ApiError 'invalid_response'. Pass
 * `validator: null` to trust both. The production portal uses the lean client from `@telco-portal/api/client`
 * instead, so zod stays out of the browser (issue 7).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createLeanApiClient(
    options.validator === undefined ? { ...options, validator: contractValidator() } : options,
  );
}
