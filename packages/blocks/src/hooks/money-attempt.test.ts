import { ApiError } from '@telco-portal/api';
import { describe, expect, it } from 'vitest';
import { chargeOutcomeOf, reusesIdempotencyKey } from './money-attempt.ts';

const api = (status: number, code?: string) =>
  new ApiError('x', { status, ...(code !== undefined ? { code } : {}) });

describe('what a failed money call means (issue 10 faults)', () => {
  it.each([
    ['network drop', api(0, 'network_error'), 'unknown', true],
    ['timeout (a hang)', api(0, 'timeout'), 'unknown', true],
    ['the caller gave up', api(0, 'aborted'), 'unknown', true],
    ['2xx with bad JSON', api(200, 'invalid_response'), 'unknown', true],
    ['2xx with an empty body', api(200, 'no_response_data'), 'unknown', true],
    ['500 with bad JSON', api(500, 'invalid_response'), 'not_charged', true],
    ['500', api(500, 'injected_fault'), 'not_charged', true],
    ['503 busy', api(503, 'busy'), 'not_charged', true],
    ['429', api(429, 'too_many_requests'), 'not_charged', true],
    ['402 declined card', api(402, 'card_declined'), 'not_charged', false],
    ['400 refusal', api(400, 'not_enough_balance'), 'not_charged', false],
    ['refused by the client before sending', api(0, 'invalid_request'), 'not_charged', false],
    ['not an API error', new Error('boom'), 'unknown', true],
  ] as const)('%s: %s, same key again: %s', (_name, error, outcome, sameKey) => {
    expect(chargeOutcomeOf(error)).toBe(outcome);
    expect(reusesIdempotencyKey(error)).toBe(sameKey);
  });
});
