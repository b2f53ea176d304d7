import type { ApiClient } from '@telco-portal/api';
import { describe, expect, it, vi } from 'vitest';
import { type BlockPayments, type CreatePayments, lazyPayments } from './payments.ts';

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Aroha Ngata' };

/** A payments factory that records the api client it was bound to and answers `succeeded`. */
function recordingFactory() {
  const boundTo: ApiClient[] = [];
  const create: CreatePayments = (api) => {
    boundTo.push(api);
    const port: BlockPayments = {
      provider: 'sandbox',
      confirmCardSetup: async () => ({ status: 'succeeded' }),
      confirmCardPayment: async () => ({ status: 'succeeded' }),
      authenticate: async () => ({ status: 'failed', message: 'declined', code: 'authentication_failed' }),
    };
    return port;
  };
  return { create, boundTo };
}

describe('given a lazily loaded payments port (issue 7: no payments code on the first page)', () => {
  it('loads nothing until the first card operation, then once, bound to the session api', async () => {
    const { create, boundTo } = recordingFactory();
    const load = vi.fn(async () => create);
    const api = { spid: 2 } as unknown as ApiClient;
    const port = lazyPayments('sandbox', load)(api);
    expect(port.provider).toBe('sandbox');
    expect(load).not.toHaveBeenCalled();
    await expect(port.confirmCardSetup('seti_secret', card)).resolves.toEqual({ status: 'succeeded' });
    await expect(port.confirmCardPayment('pi_secret')).resolves.toEqual({ status: 'succeeded' });
    await expect(
      port.authenticate({ id: 'ch_1', clientSecret: 'seti_secret' }, false),
    ).resolves.toMatchObject({ status: 'failed', code: 'authentication_failed' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(boundTo).toEqual([api]);
  });

  it('rejects the call whose load failed and loads again on the next one', async () => {
    const { create } = recordingFactory();
    const load = vi
      .fn<() => Promise<CreatePayments>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(create);
    const port = lazyPayments('sandbox', load)({} as ApiClient);
    await expect(port.confirmCardSetup('seti_secret', card)).rejects.toThrow('dynamically imported');
    await expect(port.confirmCardSetup('seti_secret', card)).resolves.toEqual({ status: 'succeeded' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
