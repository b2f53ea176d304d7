import { ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_V2_KEY } from '../../eshop/cart.ts';
import { firstPrepayPlan } from '../../eshop/test-plans.ts';
import {
  guestShopperGuardState,
  makeSession,
  renderBlock,
  sandboxApi,
  startSandbox,
} from '../../test/harness.tsx';
import { SimPurchase } from './SimPurchase.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
beforeEach(() => localStorage.clear());

async function guest(features: Record<string, unknown> = { esim: true, alreadyHaveSim: true }) {
  const api = sandboxApi(sandbox);
  const track = vi.fn();
  const session = makeSession(api, null, { guardState: guestShopperGuardState(features), track });
  const plan = await firstPrepayPlan(api);
  return { api, session, plan, track };
}

describe('sim-purchase (issue 11 "From a plan to a cart")', () => {
  it('a guest picks an eSIM for the plan: cart v2 saved anonymously (id kept), on to checkout; view_item and add_to_cart', async () => {
    const { session, plan, track } = await guest();
    renderBlock(<SimPurchase />, { session, path: `/eshop/sim-purchase?plan=${plan.uuid}&type=prepay` });
    expect(await screen.findByRole('heading', { name: `Your plan: ${plan.name}` })).toBeInTheDocument();
    const physical = screen.getByRole('radio', { name: /Physical SIM/ });
    expect(physical).toBeChecked();
    const colours = screen.getByRole('group', { name: 'SIM card colour' });
    for (const colour of ['Pink', 'Blue', 'Green', 'Midnight', 'Red', 'Starlight'])
      expect(screen.getByRole('radio', { name: colour })).toBeInTheDocument();
    expect(colours).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /eSIM/ }));
    expect(screen.queryByRole('group', { name: 'SIM card colour' })).toBeNull();
    expect(screen.getByText(/An eSIM works on phones that support eSIM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I already have a SIM' })).toHaveAttribute('href', '/sign-up');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eshop/checkout'));
    const cartUuid = localStorage.getItem(CART_V2_KEY);
    expect(cartUuid).toBeTruthy();
    const cart = await session.api.call('cartV2', { params: { cartUuid: cartUuid! } });
    expect(cart.Items).toHaveLength(1);
    expect(cart.Items[0]!.VirtualType).toBe('VT_ESIM');
    expect(cart.Items[0]!.Products[0]!.Attributes.MobileProductAvailabilityUUID).toBe(plan.uuid);
    expect(track.mock.calls.map(([e]) => e.name)).toEqual(['view_item', 'add_to_cart']);
  });

  it('a physical SIM keeps its colour theme; eSIM and "I already have a SIM" are absent where switched off', async () => {
    const { session, plan } = await guest({});
    renderBlock(<SimPurchase />, { session, path: `/eshop/sim-purchase?plan=${plan.uuid}&type=prepay` });
    await screen.findByRole('heading', { name: `Your plan: ${plan.name}` });
    expect(screen.queryByRole('radio', { name: /eSIM/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'I already have a SIM' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Starlight' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eshop/checkout'));
    const cart = await session.api.call('cartV2', {
      params: { cartUuid: localStorage.getItem(CART_V2_KEY)! },
    });
    expect(cart.Items[0]!.Type).toBe('TYPE_PRODUCT');
    expect(cart.Items[0]!.Attributes.Colour).toBe('starlight');
  });

  it('with several SIMs allowed, adds the SIM to those in the cart and goes on to their plans (sims-choose-plans)', async () => {
    const { session, plan } = await guest({ esim: true, multipleSims: true });
    renderBlock(<SimPurchase />, { session, path: `/eshop/sim-purchase?plan=${plan.uuid}&type=prepay` });
    await screen.findByRole('heading', { name: `Your plan: ${plan.name}` });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const next = `/eshop/sims-choose-plans?plan=${plan.uuid}&type=prepay`;
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(next));
    cleanup();
    renderBlock(<SimPurchase />, { session, path: `/eshop/sim-purchase?plan=${plan.uuid}&type=prepay` });
    await screen.findByRole('heading', { name: `Your plan: ${plan.name}` });
    await userEvent.click(screen.getByRole('radio', { name: /eSIM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(next));
    const cart = await session.api.call('cartV2', {
      params: { cartUuid: localStorage.getItem(CART_V2_KEY)! },
    });
    expect(cart.Items.map((i) => i.VirtualType)).toEqual([null, 'VT_ESIM']);
    expect(cart.Items.map((i) => i.Quantity)).toEqual([1, 1]);
  });

  it('without a chosen plan (SPEC §2 "SIM type chosen"), on to plans/prepay: the selection is cleared', async () => {
    const { session } = await guest();
    for (const path of ['/eshop/sim-purchase', '/eshop/sim-purchase?plan=&type=postpay']) {
      const view = renderBlock(<SimPurchase />, { session, path });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/plans\/prepay$/));
      view.unmount();
    }
  });

  it('an unknown plan says it is not available and links to the plans', async () => {
    const { session } = await guest();
    renderBlock(<SimPurchase />, { session, path: '/eshop/sim-purchase?plan=nope&type=prepay' });
    expect(await screen.findByText('This plan is not available any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our plans' })).toHaveAttribute('href', '/plans/prepay');
  });

  it("'Plan not specified' is said in a customer's words; the choice stays", async () => {
    const { session, plan, api } = await guest();
    const call = api.call.bind(api);
    vi.spyOn(api, 'call').mockImplementation(((endpoint: { name?: string }, ...rest: unknown[]) =>
      endpoint?.name === 'saveCartV2'
        ? Promise.reject(new ApiError('Plan not specified', { status: 400, code: 'plan_not_specified' }))
        : (call as (...a: unknown[]) => Promise<unknown>)(endpoint, ...rest)) as typeof api.call);
    renderBlock(<SimPurchase />, { session, path: `/eshop/sim-purchase?plan=${plan.uuid}&type=prepay` });
    await screen.findByRole('heading', { name: `Your plan: ${plan.name}` });
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This plan can't be bought with a SIM right now. Choose another plan.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/eshop/sim-purchase');
  });

  it('a failed read of the SIM catalogue says so (not "Your SIM was not added"), with the SPEC §8 text and Try again', async () => {
    const { api, session, plan } = await guest();
    const call = api.call.bind(api);
    let failures = 1;
    vi.spyOn(api, 'call').mockImplementation(((endpoint: { name?: string }, ...rest: unknown[]) =>
      endpoint?.name === 'simCatalogue' && failures-- > 0
        ? Promise.reject(new ApiError('Internal Server Error', { status: 500 }))
        : (call as (...a: unknown[]) => Promise<unknown>)(endpoint, ...rest)) as typeof api.call);
    renderBlock(<SimPurchase />, { session, path: `/eshop/sim-purchase?plan=${plan.uuid}&type=prepay` });
    expect(await screen.findByText("We couldn't load this plan and our SIMs")).toBeInTheDocument();
    expect(screen.getByText(/^Nothing was added to your cart\./)).toBeInTheDocument();
    expect(screen.queryByText('Your SIM was not added')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });
});
