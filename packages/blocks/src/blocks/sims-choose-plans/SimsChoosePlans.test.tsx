import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_V2_KEY, saveCartV2 } from '../../eshop/cart.ts';
import {
  guestShopperGuardState,
  makeSession,
  renderBlock,
  sandboxApi,
  startSandbox,
} from '../../test/harness.tsx';
import { MAX_CART_SIMS, SimsChoosePlans, withChosenPlans } from './SimsChoosePlans.tsx';

vi.setConfig({ testTimeout: 30_000 });

/** Seeded prepay plans (sandbox seed/catalogue.ts): Starter $15, Everyday $29, Endless. */
const STARTER = 'a0000000-0000-4000-8000-000000000101';
const EVERYDAY = 'a0000000-0000-4000-8000-000000000102';

/** The availability UUID of the plan checked in a SIM's plan group (its radio's value), null when none is. */
const checkedPlan = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.getAttribute('value') ?? null;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
beforeEach(() => localStorage.clear());

const guardState = guestShopperGuardState({ multipleSims: true, esim: true });

/** A guest whose cart holds a midnight physical SIM on Starter and an eSIM on Everyday. */
async function guestWithTwoSims() {
  const api = sandboxApi(sandbox);
  const track = vi.fn();
  const session = makeSession(api, null, { guardState, track });
  const cart = await saveCartV2(api, null, undefined, [
    {
      ItemUUID: 'physical-sim',
      Quantity: 1,
      Attributes: { Colour: 'midnight' },
      Products: [{ Attributes: { MobileProductAvailabilityUUID: STARTER } }],
    },
    {
      ItemUUID: 'esim',
      Quantity: 1,
      Products: [{ Attributes: { MobileProductAvailabilityUUID: EVERYDAY } }],
    },
  ]);
  return { api, session, cart, track };
}

const PATH = `/eshop/sims-choose-plans?plan=${STARTER}&type=prepay`;

describe('sims-choose-plans (SPEC §2 SIM pages; issue 11 "several SIMs, each with its plan")', () => {
  it('a full cart (MAX_CART_SIMS, 10 SIMs) says so and offers no other SIM; one below the limit offers one', async () => {
    const api = sandboxApi(sandbox);
    const session = makeSession(api, null, { guardState });
    const esim = {
      ItemUUID: 'esim',
      Quantity: 1,
      Products: [{ Attributes: { MobileProductAvailabilityUUID: STARTER } }],
    };
    const nine = await saveCartV2(
      api,
      null,
      undefined,
      Array.from({ length: MAX_CART_SIMS - 1 }, () => esim),
    );
    const view = renderBlock(<SimsChoosePlans />, { session, path: PATH });
    expect(await screen.findByRole('link', { name: 'Add another SIM' })).toBeInTheDocument();
    view.unmount();
    localStorage.clear();
    await saveCartV2(api, null, nine.UUID, [...nine.Items.map((i) => ({ UUID: i.UUID, ...esim })), esim]);
    localStorage.setItem(CART_V2_KEY, nine.UUID);
    renderBlock(<SimsChoosePlans />, { session, path: PATH });
    expect(
      await screen.findByText('Your cart holds the most SIMs one order can have (10).'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Plan for SIM/ })).toHaveLength(MAX_CART_SIMS);
    expect(screen.queryByRole('link', { name: 'Add another SIM' })).toBeNull();
  });

  it('shows each SIM with its plan; a changed plan saves the whole list, then the checkout opens', async () => {
    const { session, cart, track } = await guestWithTwoSims();
    renderBlock(<SimsChoosePlans />, { session, path: PATH });
    const first = await screen.findByRole('group', { name: 'SIM 1: Physical SIM' });
    expect(within(first).getByText(/Colour: Midnight/)).toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'SIM 2: eSIM' });
    const plan1 = within(first).getByRole('group', { name: 'Plan for SIM 1' });
    expect(checkedPlan(plan1)).toBe(STARTER);
    expect(checkedPlan(within(second).getByRole('group', { name: 'Plan for SIM 2' }))).toBe(EVERYDAY);
    // Every choice is a prepay base plan (its retail name) with its monthly price, a radio named by both.
    expect(
      within(plan1)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Starter $15 $15.00 per month',
      'Everyday $29 $29.00 per month',
      'Endless $49 $49.00 per month',
    ]);
    expect(within(plan1).getByRole('radio', { name: 'Endless $49 $49.00 per month' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Add another SIM' })).toHaveAttribute('href', '/plans/prepay');

    await userEvent.click(within(plan1).getByRole('radio', { name: /^Everyday/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eshop/checkout'));
    const saved = await session.api.call('cartV2', { params: { cartUuid: cart.UUID } });
    expect(saved.Items.map((i) => i.Products[0]?.Attributes.MobileProductAvailabilityUUID)).toEqual([
      EVERYDAY,
      EVERYDAY,
    ]);
    // The same SIMs (kind and colour kept), and the new plan priced from the catalogue.
    expect(saved.Items.map((i) => [i.Type, i.VirtualType, i.Attributes.Colour ?? null])).toEqual([
      ['TYPE_PRODUCT', null, 'midnight'],
      ['TYPE_VIRTUAL', 'VT_ESIM', null],
    ]);
    expect(saved.Items[0]?.Products[0]?.PriceCents).toBe(2900);
    // The new plan went into the cart: one add_to_cart of that plan line (NZD cents, GST included).
    expect(track.mock.calls.map(([event]) => event)).toEqual([
      {
        name: 'add_to_cart',
        valueCents: 2900,
        items: [{ id: EVERYDAY, name: 'Everyday $29', priceCents: 2900, quantity: 1 }],
      },
    ]);
  });

  it('removes a SIM (the remainder is saved, SPEC §4) and keeps the plan chosen for the other', async () => {
    const { session, cart } = await guestWithTwoSims();
    renderBlock(<SimsChoosePlans />, { session, path: PATH });
    const second = await screen.findByRole('group', { name: 'SIM 2: eSIM' });
    await userEvent.click(
      within(within(second).getByRole('group', { name: 'Plan for SIM 2' })).getByRole('radio', {
        name: /^Starter/,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove SIM 1 (Physical SIM) from your cart' }));
    const only = await screen.findByRole('group', { name: 'SIM 1: eSIM' });
    expect(screen.queryByRole('group', { name: /SIM 2/ })).toBeNull();
    expect(checkedPlan(within(only).getByRole('group', { name: 'Plan for SIM 1' }))).toBe(STARTER);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const saved = await session.api.call('cartV2', { params: { cartUuid: cart.UUID } });
    expect(saved.Items.map((i) => i.VirtualType)).toEqual(['VT_ESIM']);
  });

  it('keeps every choice and shows the SPEC §8 text when the save fails; nothing else changes', async () => {
    const { session, cart } = await guestWithTwoSims();
    renderBlock(<SimsChoosePlans />, { session, path: PATH });
    const first = await screen.findByRole('group', { name: 'SIM 1: Physical SIM' });
    const plan1 = within(first).getByRole('group', { name: 'Plan for SIM 1' });
    await userEvent.click(within(plan1).getByRole('radio', { name: /^Everyday/ }));
    const rule = sandbox.faults.add('POST /api/eshop/v2/cart', 'status=500');
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(alert).toHaveTextContent('Your plans were not saved');
      expect(alert).toHaveFocus();
    } finally {
      sandbox.faults.remove(rule.id);
    }
    expect(checkedPlan(plan1)).toBe(EVERYDAY);
    expect(screen.getByTestId('location')).toHaveTextContent('/eshop/sims-choose-plans');
    const unchanged = await session.api.call('cartV2', { params: { cartUuid: cart.UUID } });
    expect(unchanged.Items[0]?.Products[0]?.Attributes.MobileProductAvailabilityUUID).toBe(STARTER);
  });

  it('sends a visitor with an empty cart to the plans (SPEC §2 "SIM type chosen")', async () => {
    const session = makeSession(sandboxApi(sandbox), null, { guardState });
    renderBlock(<SimsChoosePlans />, { session, path: PATH });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/plans/prepay'));
    expect(localStorage.getItem(CART_V2_KEY)).toBeNull();
  });

  it('makes a changed plan a new plan line: no old line UUID or discount, AutoRenew kept', () => {
    const item = (plan: string) => ({
      UUID: `item-${plan}`,
      ItemUUID: 'esim',
      Quantity: 1,
      Attributes: {},
      Products: [
        {
          UUID: `line-${plan}`,
          Attributes: { MobileProductAvailabilityUUID: plan, AutoRenew: false, DiscountUUID: 'd1' },
        },
      ],
    });
    const cart = { Items: [item(STARTER), item(EVERYDAY)] } as unknown as Parameters<
      typeof withChosenPlans
    >[0];
    const [changed, same] = withChosenPlans(cart, {
      [`item-${STARTER}`]: EVERYDAY,
      [`item-${EVERYDAY}`]: EVERYDAY,
    });
    expect(changed?.Products).toEqual([
      { Attributes: { MobileProductAvailabilityUUID: EVERYDAY, AutoRenew: false } },
    ]);
    expect(same?.Products?.[0]?.UUID).toBe(`line-${EVERYDAY}`);
  });
});
