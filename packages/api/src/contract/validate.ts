import * as z from 'zod';
import { API_ERROR_CODES, ApiError } from '../errors.ts';
import type { Endpoint, EndpointRoute } from './define.ts';
import { endpoints } from './endpoints.ts';

/** One part of a request the contract has a schema for. */
export type RequestPart = 'params' | 'query' | 'body';

/**
 * Checks requests and answers against the contract's zod schemas, for the client (`ApiClientOptions.validator`).
 * Development, tests, scripts and servers validate; the production portal trusts the API and leaves zod out
 * of the browser (issue 7 "a lean render path").
 */
export interface ContractValidator {
  /**
   * The request part parsed by the endpoint's schema (the value itself when it has none).
   * @throws ApiError code 'invalid_request' (status 0) naming the endpoint and each problem.
   */
  input(endpoint: EndpointRoute, part: RequestPart, value: unknown): unknown;
  /** The answer parsed by the endpoint's response schema, or the problems found (one readable string). */
  response(
    endpoint: EndpointRoute,
    value: unknown,
  ): { ok: true; data: unknown } | { ok: false; problems: string };
}

/**
 * The validator of a contract (default: this package's `endpoints`). An endpoint object that carries its own
 * schemas (a custom `defineEndpoint` passed to `client.call`) is checked with them.
 * @throws Error when asked about an endpoint the contract does not have.
 */
export function contractValidator(
  contract: Readonly<Record<string, Endpoint>> = endpoints,
): ContractValidator {
  const full = (endpoint: EndpointRoute): Endpoint => {
    if ('response' in endpoint) return endpoint as Endpoint;
    const found = contract[endpoint.name];
    if (!found) throw new Error(`@telco-portal/api: the contract has no endpoint ${endpoint.name}`);
    return found;
  };
  return {
    input(endpoint, part, value) {
      const schema = full(endpoint)[part];
      if (!schema) return value;
      const result = schema.safeParse(value);
      if (!result.success) {
        throw new ApiError(
          `@telco-portal/api: invalid ${part} for ${endpoint.name}: ${z.prettifyError(result.error)}`,
          { status: 0, code: API_ERROR_CODES.invalidRequest },
        );
      }
      return result.data;
    },
    response(endpoint, value) {
      const result = full(endpoint).response.safeParse(value);
      return result.success
        ? { ok: true, data: result.data }
        : { ok: false, problems: z.prettifyError(result.error) };
    },
  };
}

/** The contract's endpoint of a name, for calls by name (`createApiCore`'s `routeByName`); undefined when none. */
export function routeByName(name: string): EndpointRoute | undefined {
  return (endpoints as Readonly<Record<string, Endpoint>>)[name];
}
