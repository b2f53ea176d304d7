import { simCatalogue } from '@telco-portal/api/routes/eshop';
import type { Sandbox } from '@telco-portal/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSavedValues } from '../session/storage.ts';
import { demoSession, sandboxApi, startSandbox } from '../test/harness.tsx';
import { CART_V2_KEY, loadCartV2, readSavedCartUuid, saveCartV2 } from './cart.ts';
import { firstPrepayPlan } from './test-plans.ts';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
beforeEach(() => localStorage.clear());

async function esimItem(api: ReturnType<typeof sandboxApi>) {
  const { Items } = await api.call(simCatalogue);
  const plan = await firstPrepayPlan(api);
  const esim = Items.find((i) => i.IsEsim)!;
  return {
    ItemUUID: esim.ID,
    Quantity: 1,
    Products: [{ Attributes: { MobileProductAvailabilityUUID: plan.uuid } }],
  };
}

describe('cart v2 (SPEC §4 restore and saved id)', () => {
  it('a guest with no saved id has the empty cart', async () => {
    expect(await loadCartV2(sandboxApi(sandbox), null)).toBeNull();
    expect(readSavedCartUuid()).toBeNull();
  });

  it('an anonymous cart stores its id under an e-shop cart key; it is restored by that id; logout clears it', async () => {
    const api = sandboxApi(sandbox);
    const saved = await saveCartV2(api, null, undefined, [await esimItem(api)]);
    expect(saved.CustomerUUID).toBe('');
    expect(localStorage.getItem(CART_V2_KEY)).toBe(saved.UUID);
    const restored = await loadCartV2(api, null);
    expect(restored?.UUID).toBe(saved.UUID);
    expect(restored?.Items).toHaveLength(1);
    clearSavedValues();
    expect(localStorage.getItem(CART_V2_KEY)).toBeNull();
  });

  it("a guest's cart survives sign-in: claimed for the customer, and the saved id is dropped", async () => {
    const api = sandboxApi(sandbox);
    const guest = await saveCartV2(api, null, undefined, [await esimItem(api)]);
    const session = await demoSession(api, 'payg@harbour.test');
    const customer = session.currentCustomerUUID!;
    const claimed = await loadCartV2(api, customer);
    expect(claimed?.UUID).toBe(guest.UUID);
    expect(claimed?.CustomerUUID).toBe(customer);
    expect(readSavedCartUuid()).toBeNull();
    // Next load (a reload): by customer.
    expect((await loadCartV2(api, customer))?.UUID).toBe(guest.UUID);
  });

  it('an unknown saved id is dropped and the empty cart shown', async () => {
    localStorage.setItem(CART_V2_KEY, '00000000-0000-4000-8000-000000000000');
    expect(await loadCartV2(sandboxApi(sandbox), null)).toBeNull();
    expect(readSavedCartUuid()).toBeNull();
  });

  it("saving a customer's cart replaces the whole list and keeps no saved id", async () => {
    const api = sandboxApi(sandbox);
    const session = await demoSession(api, 'postpay@harbour.test');
    const customer = session.currentCustomerUUID!;
    const item = await esimItem(api);
    const first = await saveCartV2(api, customer, undefined, [item, item]);
    expect(first.Items).toHaveLength(2);
    const second = await saveCartV2(api, customer, first.UUID, [item]);
    expect(second.UUID).toBe(first.UUID);
    expect(second.Items).toHaveLength(1);
    expect(readSavedCartUuid()).toBeNull();
  });
});
