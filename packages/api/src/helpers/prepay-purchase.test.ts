import { PREPAY_RETRY_WINDOW_MS } from '@telco-portal/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddonPurchaseResponse } from '../contract/plans-schemas.ts';
import { ApiError } from '../errors.ts';
import { buyPrepayByCard, PREPAY_POLL_INTERVAL_MS } from './prepay-purchase.ts';

const input = {
  customerUUID: 'c1',
  productUUID: 'p1',
  availabilityUUID: 'a1',
  body: { Subscribe: false, PAYG: false, AuthorizeOnly: false, isBasePlan: false },
};
const pending: AddonPurchaseResponse = { Status: 'pending_payment', ChargedCents: 0, AddOns: [] };

describe('buyPrepayByCard (SPEC §4: pending_payment without a ClientSecret is asked again for 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the first ClientSecret at once', async () => {
    const call = vi.fn(async (..._: [unknown, string]) => ({ ...pending, ClientSecret: 'pi_1_secret_x' }));
    const answer = await buyPrepayByCard(call, input, 'k1');
    expect(answer.ClientSecret).toBe('pi_1_secret_x');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual([input, 'k1']);
  });

  it('asks again, each time with a new key, until a ClientSecret comes', async () => {
    const call = vi
      .fn<(input: unknown, key: string) => Promise<AddonPurchaseResponse>>()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce({ ...pending, ClientSecret: 'pi_2_secret_y' });
    const answer = buyPrepayByCard(call, input, 'k1');
    await vi.advanceTimersByTimeAsync(2 * PREPAY_POLL_INTERVAL_MS);
    await expect(answer).resolves.toMatchObject({ ClientSecret: 'pi_2_secret_y' });
    const keys = call.mock.calls.map((c) => c[1] as string);
    expect(keys[0]).toBe('k1');
    expect(new Set(keys).size).toBe(3);
  });

  it("gives up with 402 'payment_is_failed' when no ClientSecret came within 10 s", async () => {
    const call = vi.fn(async (..._: [unknown, string]) => pending);
    const answer = buyPrepayByCard(call, input, 'k1');
    let settled = false;
    answer
      .catch(() => undefined)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(PREPAY_RETRY_WINDOW_MS - 1);
    expect(settled).toBe(false);
    const failed = expect(answer).rejects.toMatchObject({
      name: 'ApiError',
      status: 402,
      code: 'payment_is_failed',
      message: 'payment is failed',
    });
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    // Asked at 0 s, 1 s, … 10 s; never after the window.
    expect(call).toHaveBeenCalledTimes(PREPAY_RETRY_WINDOW_MS / PREPAY_POLL_INTERVAL_MS + 1);
    await vi.advanceTimersByTimeAsync(5 * PREPAY_POLL_INTERVAL_MS);
    expect(call).toHaveBeenCalledTimes(PREPAY_RETRY_WINDOW_MS / PREPAY_POLL_INTERVAL_MS + 1);
  });

  it('passes a refusal on (changePaymentType with its fields)', async () => {
    const body = {
      err_code: 'changePaymentType',
      ClientSecret: 's',
      Token: 't',
      AmountCents: 300,
      CardLast4: '4242',
    };
    const call = vi.fn(async (..._: [unknown, string]): Promise<AddonPurchaseResponse> => {
      throw new ApiError('payment processing error', { status: 402, code: 'changePaymentType', body });
    });
    await expect(buyPrepayByCard(call, input, 'k1')).rejects.toMatchObject({
      code: 'changePaymentType',
      body,
    });
  });
});
