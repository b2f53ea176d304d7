import { describe, expect, it } from 'vitest';
import { applyCartV1Change, type CartV1Line } from './cart-v1.ts';
import {
  cartV2RestoreSources,
  cartV2SavedUuid,
  esimStatusAt,
  lpaActivationCode,
  makeDefaultAddress,
  ORDER_FULFILMENT_MS,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
  orderStatusAt,
  removeAddress,
  sortAddressesByRank,
} from './eshop.ts';

const line = (uuid: string, type: CartV1Line['type'], quantity = 1, pairedWith?: string): CartV1Line => ({
  uuid,
  type,
  quantity,
  ...(pairedWith ? { pairedWith } : {}),
});

describe('given an older cart (v1), SPEC §4', () => {
  const cart = [
    line('phone', 'mobile'),
    line('sim1', 'sim'),
    line('plan1', 'plan', 1, 'sim1'),
    line('e1', 'esim'),
  ];

  it('adding a plan to a SIM removes earlier SIM, eSIM and plan items, keeps mobiles, pairs the plan', () => {
    const next = applyCartV1Change(cart, {
      kind: 'addPlanToSim',
      sim: line('sim2', 'esim', 3),
      plan: line('plan2', 'plan'),
    });
    expect(next).toEqual([
      line('phone', 'mobile'),
      { uuid: 'sim2', type: 'esim', quantity: 1, pairedWith: null },
      { uuid: 'plan2', type: 'plan', quantity: 1, pairedWith: 'sim2' },
    ]);
    expect(cart).toHaveLength(4);
  });

  it('quantity zero removes the item; another quantity sets it', () => {
    expect(
      applyCartV1Change(cart, { kind: 'setQuantity', uuid: 'phone', quantity: 0 }).map((i) => i.uuid),
    ).toEqual(['sim1', 'plan1', 'e1']);
    expect(applyCartV1Change(cart, { kind: 'setQuantity', uuid: 'phone', quantity: 2 })[0]!.quantity).toBe(2);
  });

  it('removing a plan removes its paired items; removing a SIM removes its plans', () => {
    expect(applyCartV1Change(cart, { kind: 'remove', uuid: 'plan1' }).map((i) => i.uuid)).toEqual([
      'phone',
      'e1',
    ]);
    expect(applyCartV1Change(cart, { kind: 'remove', uuid: 'sim1' }).map((i) => i.uuid)).toEqual([
      'phone',
      'e1',
    ]);
    expect(applyCartV1Change(cart, { kind: 'setQuantity', uuid: 'plan1', quantity: 0 })).toHaveLength(2);
  });

  it('an unknown uuid changes nothing', () => {
    expect(applyCartV1Change(cart, { kind: 'remove', uuid: 'nope' })).toEqual(cart);
  });
});

describe('given a cart v2 to restore, SPEC §4', () => {
  it('tries the saved cart id, then the customer, else nothing (empty cart)', () => {
    expect(cartV2RestoreSources({ savedCartUuid: 'c1', customerUuid: 'u1' })).toEqual([
      { kind: 'cart', cartUuid: 'c1' },
      { kind: 'customer', customerUuid: 'u1' },
    ]);
    expect(cartV2RestoreSources({ customerUuid: 'u1' })).toEqual([{ kind: 'customer', customerUuid: 'u1' }]);
    expect(cartV2RestoreSources({ savedCartUuid: 'c1' })).toEqual([{ kind: 'cart', cartUuid: 'c1' }]);
    expect(cartV2RestoreSources({ savedCartUuid: null, customerUuid: null })).toEqual([]);
  });

  it('a cart with a customer id drops the saved id; an anonymous cart stores its id', () => {
    expect(cartV2SavedUuid({ UUID: 'c1', CustomerUUID: 'u1' })).toBeNull();
    expect(cartV2SavedUuid({ UUID: 'c1', CustomerUUID: '' })).toBe('c1');
    expect(cartV2SavedUuid({ UUID: 'c1' })).toBe('c1');
    expect(cartV2SavedUuid(null)).toBeNull();
  });
});

describe('given a paid order, its status over time (SPEC §4)', () => {
  const paid = 1_000_000;
  const h = 3_600_000;
  const at = (physicalSimCount: number, hours: number) =>
    orderStatusAt({ status: 'PAID', paidAtMs: paid, physicalSimCount }, paid + hours * h);

  it('a physical SIM moves PAID → PROCESSING → SHIPPED → COMPLETED', () => {
    expect([0, 2, 24, 72].map((x) => at(1, x))).toEqual(['PAID', 'PROCESSING', 'SHIPPED', 'COMPLETED']);
    expect(at(1, 1.99)).toBe('PAID');
  });

  it('several physical SIMs pass PARTIALLY_SHIPPED', () => {
    expect([2, 24, 36, 72].map((x) => at(2, x))).toEqual([
      'PROCESSING',
      'PARTIALLY_SHIPPED',
      'SHIPPED',
      'COMPLETED',
    ]);
  });

  it('an eSIM-only order completes after 5 minutes; its profile is RELEASED, DOWNLOADED, INSTALLED', () => {
    expect(at(0, 0)).toBe('PAID');
    expect(at(0, ORDER_FULFILMENT_MS.esimCompleted / h)).toBe('COMPLETED');
    expect([0, 1, 2].map((x) => esimStatusAt(paid, paid + x * h))).toEqual([
      'RELEASED',
      'DOWNLOADED',
      'INSTALLED',
    ]);
  });

  it('other stored statuses do not move', () => {
    for (const status of ['CONFIRMED', 'FAILED', 'CANCELED'] as const) {
      expect(orderStatusAt({ status, paidAtMs: null, physicalSimCount: 1 }, paid + 100 * h)).toBe(status);
    }
  });

  it('every status has a colour token', () => {
    for (const s of ORDER_STATUSES)
      expect(ORDER_STATUS_TONES[s]).toMatch(/^(primary|success|warning|destructive|muted)$/);
  });

  it('builds the LPA activation string of an eSIM', () => {
    expect(lpaActivationCode('smdp.example.nz', 'ABC-123')).toBe('LPA:1$smdp.example.nz$ABC-123');
  });
});

describe('given delivery addresses (SPEC §4 Rank 1 is the default)', () => {
  const a = (AddressUUID: string, Rank: number) => ({ AddressUUID, Rank, IsDefault: Rank === 1 });
  const list = [a('c', 3), a('a', 1), a('b', 2)];

  it('sorts by Rank with the first as default', () => {
    expect(sortAddressesByRank(list).map((x) => [x.AddressUUID, x.Rank, x.IsDefault])).toEqual([
      ['a', 1, true],
      ['b', 2, false],
      ['c', 3, false],
    ]);
  });

  it('the default moves to first and unmarks the others', () => {
    expect(makeDefaultAddress(list, 'c').map((x) => [x.AddressUUID, x.Rank, x.IsDefault])).toEqual([
      ['c', 1, true],
      ['a', 2, false],
      ['b', 3, false],
    ]);
  });

  it('removing the default promotes the first remaining', () => {
    expect(removeAddress(list, 'a').map((x) => [x.AddressUUID, x.Rank, x.IsDefault])).toEqual([
      ['b', 1, true],
      ['c', 2, false],
    ]);
  });
});
