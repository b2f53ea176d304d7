import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkout } from '@telco-portal/blocks/blocks/checkout/Checkout.tsx';
import { expect, userEvent, within } from 'storybook/test';

import { brandFor } from '../src/brands.ts';
import { saveGuestCart } from '../src/cart.ts';
import { type StoryAddress, setDeliveryAddresses } from '../src/delivery-addresses.ts';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const STARTER = 'a0000000-0000-4000-8000-000000000101';
/** `parameters.cart`: the SIMs the guest's cart holds when the story opens (each with the Starter plan). */
type CartParameter = Array<'physical-sim' | 'esim'>;
const CUBA_STREET: StoryAddress = {
  Number: '101',
  StreetName: 'Cuba',
  StreetType: 'Street',
  Suburb: 'Te Aro',
  City: 'Wellington',
  PostCode: '6011',
};

/** `parameters.savedAddress`: prepay@'s one saved delivery address (else none). */
type AddressParameter = boolean;

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
    // A guest unless the story signs in (Storybook merges parameters deeply: an account set here would sign in
    // every story, a story's `sandbox: {}` included).
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/eshop/checkout' } satisfies RouteParameters,
    cart: ['physical-sim'] satisfies CartParameter,
    savedAddress: false satisfies AddressParameter,
  },
  loaders: [
    async ({ parameters, globals }) => {
      const sims = parameters.cart as CartParameter;
      // prepay@'s delivery addresses: exactly the story's (the sandbox keeps data from story to story).
      await setDeliveryAddresses(parameters.savedAddress ? [CUBA_STREET] : []);
      if (sims.length === 0) return;
      // The brand's cart version (pocket: cart v1, one SIM — the last of a two-SIM story).
      await saveGuestCart(
        brandFor(globals.brand),
        sims.map((id) => ({
          ItemUUID: id,
          Quantity: 1,
          ...(id === 'physical-sim' ? { Attributes: { Colour: 'pink' } } : {}),
          Products: [{ Attributes: { MobileProductAvailabilityUUID: STARTER } }],
        })),
      );
    },
  ],
  play: blockPlay(),
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

const PREPAY = { account: 'prepay@harbour.test' } satisfies SandboxParameters;

/** Signed in, a physical SIM in the cart, the saved (default) delivery address and the default card. */
export const Playground: Story = {
  parameters: { sandbox: PREPAY, savedAddress: true },
};

/** Signed in, an eSIM only: no delivery address is asked. */
export const EsimOnly: Story = {
  parameters: { sandbox: PREPAY, cart: ['esim'] satisfies CartParameter },
};

/** Signed in without a saved address: search as you type, or enter it by hand. */
export const NewAddress: Story = {
  parameters: { sandbox: PREPAY },
};

/** A guest: the cart, then sign in or sign up (the cart is kept). */
export const Guest: Story = {};

/** Nothing in the cart (a guest): the way back to the plans. */
export const Empty: Story = {
  parameters: { cart: [] satisfies CartParameter },
};

/** Place order fails (a 500): the SPEC §8 text; the cart and the address stay. */
export const ServerError: Story = {
  parameters: {
    sandbox: {
      ...PREPAY,
      // Cart v2's checkout, and cart v1's (pocket).
      faults: ['POST /api/eshop/v2/checkout', 'POST /api/eshop/checkout'].map((route) => ({
        route,
        fault: SERVER_ERROR,
      })),
    } satisfies SandboxParameters,
    savedAddress: true,
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Place order|Tukua te ota)/ }));
    await expect(await canvas.findByText(t('checkout.failedTitle'))).toBeVisible();
  }),
};

/**
 * Signed in as unverified@: the e-shop's e-mail verification step in the checkout (SPEC §2 E-shop email-verify) —
 * the cart stays in view, "I have verified my email, continue" and "Resend email". A brand that assumes verified
 * e-mails (pocket) shows the payment form instead.
 */
export const UnverifiedEmail: Story = {
  parameters: { sandbox: { account: 'unverified@harbour.test' }, cart: ['esim'] satisfies CartParameter },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    // A brand that assumes e-mail verification (pocket: features.emailVerifiedAssumed) goes straight to paying.
    if (brandFor(context.globals.brand).features.emailVerifiedAssumed) {
      await expect(await canvas.findByRole('button', { name: /^(Place order|Tukua te ota)/ })).toBeVisible();
      return;
    }
    await expect(await canvas.findByRole('heading', { name: t('checkout.verifyTitle') })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: t('emailVerify.pageResend') })).toBeVisible();
  }),
};

/**
 * payg@, paid for by postpay@ (SPEC §5): with the brand's billing routing on (harbour) the billing route "Sophie's
 * phone" pays beside the card, with what it has left to spend; brands without billing routing offer the card only.
 */
export const BillingRoute: Story = {
  parameters: { sandbox: { account: 'payg@harbour.test' }, cart: ['esim'] satisfies CartParameter },
};

/** Reading the saved delivery addresses fails (a 500): LoadFailed with the SPEC §8 text and Try again; the cart stays. */
export const DetailsLoadFailed: Story = {
  parameters: {
    sandbox: {
      ...PREPAY,
      faults: [{ route: 'GET /api/v2/:spid/customer/:id/address', fault: SERVER_ERROR }],
    } satisfies SandboxParameters,
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('checkout.detailsLoadError'))).toBeVisible();
  }),
};

/** Signed in, the saved cards and addresses still loading: the cart, then a skeleton where the form goes. */
export const Loading: Story = {
  parameters: {
    sandbox: {
      ...PREPAY,
      faults: [{ route: 'GET /api/v2/:spid/customer/:id/address', fault: LOADING }],
    } satisfies SandboxParameters,
  },
  tags: ['loading-state'],
};
