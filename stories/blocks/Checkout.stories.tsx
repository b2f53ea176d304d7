import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkout } from '@telco-portal/blocks/blocks/checkout/Checkout.tsx';
import { expect, userEvent, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const STARTER = 'a0000000-0000-4000-8000-000000000101';
/** Where the e-shop keeps a guest's cart id (blocks' eshop/cart.ts CART_V2_KEY). */
const CART_KEY = 'tp.eshop.cart.v2';

/** `parameters.cart`: the SIMs the guest's cart holds when the story opens (each with the Starter plan). */
type CartParameter = Array<'physical-sim' | 'esim'>;
/** `parameters.savedAddress`: give prepay@ a saved delivery address first. */
type AddressParameter = boolean;

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`stories: ${method} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Checkout (SPEC §2 E-shop, issue 11): the cart (a guest's, saved in this story's loader after the global loader
 * reset the sandbox and cleared saved values — a signed-in story claims it), the delivery address for a
 * physical SIM, the saved card, Place order.
 */
const meta = {
  title: 'Blocks/Checkout',
  component: Checkout,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route: { path: '/eshop/checkout' } satisfies RouteParameters,
    cart: ['physical-sim'] satisfies CartParameter,
    savedAddress: true satisfies AddressParameter,
  },
  loaders: [
    async ({ parameters }) => {
      const sims = parameters.cart as CartParameter;
      if (parameters.savedAddress) {
        const auth = await api<{ JWT: string; roles: Array<{ CustomerUUID: string }> }>(
          'POST',
          '/v2/2/auth',
          {
            IdentityProvider: 'LOCAL',
            AuthID: 'prepay@harbour.test',
            AuthCode: 'Harbour-demo-1',
            IncludeRoles: true,
          },
        );
        await api(
          'POST',
          `/v2/2/customer/${auth.roles[0]!.CustomerUUID}/address`,
          {
            Number: '101',
            StreetName: 'Cuba',
            StreetType: 'Street',
            Suburb: 'Te Aro',
            City: 'Wellington',
            PostCode: '6011',
          },
          auth.JWT,
        );
      }
      if (sims.length === 0) return;
      const cart = await api<{ UUID: string }>('POST', '/eshop/v2/cart', {
        Items: sims.map((id) => ({
          ItemUUID: id,
          Quantity: 1,
          ...(id === 'physical-sim' ? { Attributes: { Colour: 'pink' } } : {}),
          Products: [{ Attributes: { MobileProductAvailabilityUUID: STARTER } }],
        })),
      });
      localStorage.setItem(CART_KEY, cart.UUID);
    },
  ],
  play: blockPlay(),
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, a physical SIM in the cart, the saved (default) delivery address and the default card. */
export const Playground: Story = {};

/** Signed in, an eSIM only: no delivery address is asked. */
export const EsimOnly: Story = {
  parameters: { cart: ['esim'] satisfies CartParameter, savedAddress: false },
};

/** Signed in without a saved address: search as you type, or enter it by hand. */
export const NewAddress: Story = {
  parameters: { savedAddress: false },
};

/** A guest: the cart, then sign in or sign up (the cart is kept). */
export const Guest: Story = {
  parameters: { sandbox: {} satisfies SandboxParameters, savedAddress: false },
};

/** Nothing in the cart (a guest): the way back to the plans. */
export const Empty: Story = {
  parameters: {
    sandbox: {} satisfies SandboxParameters,
    cart: [] satisfies CartParameter,
    savedAddress: false,
  },
};

/** Place order fails (a 500): the SPEC §8 text; the cart and the address stay. */
export const ServerError: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'POST /api/eshop/v2/checkout', fault: SERVER_ERROR }],
    } satisfies SandboxParameters,
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Place order|Tukua te ota)/ }));
    await expect(await canvas.findByText(t('checkout.failedTitle'))).toBeVisible();
  }),
};
