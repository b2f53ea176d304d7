import { ApiError } from '@telco-portal/api';
import type { Sandbox } from '@telco-portal/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
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
import { SimPurchase } from '../sim-purchase/SimPurchase.tsx';
import { catalogueSim, SimSelectProduct, startingPlan } from './SimSelectProduct.tsx';

vi.setConfig({ testTimeout: 30_000 });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());
beforeEach(() => localStorage.clear());

async function guest(features: Record<string, unknown> = { esim: true }) {
  const api = sandboxApi(sandbox);
  const track = vi.fn();
  const session = makeSession(api, null, { guardState: guestShopperGuardState(features), track });
  const plan = await firstPrepayPlan(api);
  return { api, session, plan, track };
}

const savedCart = (session: Awaited<ReturnType<typeof guest>>['session']) =>
  session.api.call('cartV2', { params: { cartUuid: localStorage.getItem(CART_V2_KEY)! } });

describe('sim-select-product (SPEC §2 SIM pages; issue 11)', () => {
  it('a physical SIM: its colour and a plan of either list; Add to cart saves them and goes on to checkout', async () => {
    const { session, plan, track } = await guest();
    renderBlock(<SimSelectProduct />, {
      session,
      path: '/eshop/sim-select-product?sim=physical-sim&colour=green',
    });
    expect(await screen.findByRole('heading', { name: 'Your SIM: Physical SIM' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a plan for your SIM' })).toBeVisible();
    expect(screen.getByText('$5.00')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    const prepay = screen.getByRole('group', { name: 'Prepay plans' });
    const postpay = screen.getByRole('group', { name: 'Pay monthly plans' });
    // No ?plan=: the first plan of the prepay list (?type= absent) is chosen.
    expect(within(prepay).getAllByRole('radio')[0]).toBeChecked();
    const monthly = within(postpay).getAllByRole('radio')[0]!;
    await userEvent.click(monthly);
    await userEvent.click(screen.getByRole('radio', { name: 'Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/eshop/checkout'));
    const cart = await savedCart(session);
    expect(cart.Items).toHaveLength(1);
    expect(cart.Items[0]!.Type).toBe('TYPE_PRODUCT');
    expect(cart.Items[0]!.Attributes.Colour).toBe('red');
    expect(cart.Items[0]!.Products[0]!.Attributes.MobileProductAvailabilityUUID).toBe(
      (monthly as HTMLInputElement).value,
    );
    expect(cart.Items[0]!.Products[0]!.Attributes.BillingReference).toBe('postpay');
    expect(track.mock.calls.map(([e]) => e.name)).toEqual(['view_item', 'add_to_cart']);
    expect(track.mock.calls[0]![0]).toMatchObject({ items: [{ id: 'physical-sim', priceCents: 500 }] });
    expect(plan.uuid).toBeTruthy();
  });

  it('the {slug} product page of the eSIM: its name, no colour, the plan of ?plan= chosen; several SIMs go to their plans', async () => {
    const { session, plan } = await guest({ esim: true, multipleSims: true });
    renderBlock(<SimSelectProduct />, {
      session,
      path: `/eshop/esim?plan=${plan.uuid}`,
      route: '/eshop/:slug',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'eSIM' })).toBeVisible();
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.getByText(/An eSIM works on phones that support eSIM/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'SIM card colour' })).toBeNull();
    expect(screen.getByRole('radio', { name: new RegExp(plan.name.replace(/[$]/g, '\\$')) })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/eshop/sims-choose-plans?plan=${plan.uuid}&type=prepay`,
      ),
    );
    const cart = await savedCart(session);
    expect(cart.Items.map((i) => i.VirtualType)).toEqual(['VT_ESIM']);
  });

  it('a product page of no product (or the eSIM where eSIMs are off) is the not-found page', async () => {
    const { session } = await guest({});
    for (const slug of ['nope', 'esim']) {
      const view = renderBlock(<SimSelectProduct />, {
        session,
        path: `/eshop/${slug}`,
        route: '/eshop/:slug',
      });
      expect(await screen.findByRole('heading', { name: "Your page wasn't found" })).toBeVisible();
      view.unmount();
    }
  });

  it('no SIM chosen, or one not sold here (SPEC §2 "SIM type chosen"): on to plans/prepay', async () => {
    const { session } = await guest({});
    for (const path of [
      '/eshop/sim-select-product',
      '/eshop/sim-select-product?sim=esim',
      '/eshop/sim-select-product?sim=nope',
    ]) {
      const view = renderBlock(<SimSelectProduct />, { session, path });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/plans\/prepay$/));
      view.unmount();
    }
  });

  it("a refused save says why in a customer's words and keeps the choice", async () => {
    const { session, api } = await guest();
    const call = api.call.bind(api);
    vi.spyOn(api, 'call').mockImplementation(((endpoint: { name?: string }, ...rest: unknown[]) =>
      endpoint?.name === 'saveCartV2'
        ? Promise.reject(new ApiError('Plan not specified', { status: 400, code: 'plan_not_specified' }))
        : (call as (...a: unknown[]) => Promise<unknown>)(endpoint, ...rest)) as typeof api.call);
    renderBlock(<SimSelectProduct />, { session, path: '/eshop/sim-select-product?sim=physical-sim' });
    await screen.findByRole('heading', { name: 'Your SIM: Physical SIM' });
    await userEvent.click(screen.getByRole('radio', { name: 'Pink' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your SIM was not added');
    expect(alert).toHaveTextContent("This plan can't be bought with a SIM right now. Choose another plan.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Pink' })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/eshop/sim-select-product');
  });

  it('a failed read says so with the SPEC §8 text and Try again', async () => {
    const { api, session } = await guest();
    const call = api.call.bind(api);
    let failures = 1;
    vi.spyOn(api, 'call').mockImplementation(((endpoint: { name?: string }, ...rest: unknown[]) =>
      endpoint?.name === 'catalogEntries' && failures-- > 0
        ? Promise.reject(new ApiError('Internal Server Error', { status: 500 }))
        : (call as (...a: unknown[]) => Promise<unknown>)(endpoint, ...rest)) as typeof api.call);
    renderBlock(<SimSelectProduct />, { session, path: '/eshop/sim-select-product?sim=physical-sim' });
    expect(await screen.findByText("We couldn't load this SIM and our plans")).toBeVisible();
    expect(screen.getByText(/^Nothing was added to your cart\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeVisible();
  });

  it("sim-purchase's Change plan opens this page with the SIM, its colour and the plan chosen there", async () => {
    const { session, plan } = await guest();
    renderBlock(<SimPurchase />, { session, path: `/eshop/sim-purchase?plan=${plan.uuid}&type=prepay` });
    await screen.findByRole('heading', { name: `Your plan: ${plan.name}` });
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      `/eshop/sim-select-product?sim=physical-sim&plan=${plan.uuid}&type=prepay&colour=blue`,
    );
    await userEvent.click(screen.getByRole('radio', { name: /eSIM/ }));
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      `/eshop/sim-select-product?sim=esim&plan=${plan.uuid}&type=prepay`,
    );
  });
});

describe('catalogueSim and startingPlan', () => {
  const items = [
    { ID: 'physical-sim', IsEsim: false },
    { ID: 'esim', IsEsim: true },
  ] as unknown as Parameters<typeof catalogueSim>[0];
  it('finds a SIM by its item id, the eSIM only where eSIMs are sold', () => {
    expect(catalogueSim(items, 'physical-sim', false)?.ID).toBe('physical-sim');
    expect(catalogueSim(items, 'esim', false)).toBeUndefined();
    expect(catalogueSim(items, 'esim', true)?.ID).toBe('esim');
    expect(catalogueSim(items, '51000000', true)).toBeUndefined();
  });
  it('starts on the wanted plan, else the first of the type, else the first', () => {
    const plans = [
      { uuid: 'a', type: 'prepay', name: 'A', cents: 1 },
      { uuid: 'b', type: 'payg', name: 'B', cents: 1 },
      { uuid: 'c', type: 'postpay', name: 'C', cents: 1 },
    ] as const;
    expect(startingPlan(plans, 'b', 'postpay')).toBe('b');
    expect(startingPlan(plans, 'gone', 'postpay')).toBe('c');
    expect(startingPlan(plans, '', 'payg')).toBe('a');
    expect(startingPlan(plans.slice(0, 2), '', 'postpay')).toBe('a');
    expect(startingPlan([], 'x', 'prepay')).toBe('');
  });
});
