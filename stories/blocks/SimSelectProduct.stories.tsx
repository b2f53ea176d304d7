import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimSelectProduct } from '@telco-portal/blocks/blocks/sim-select-product/SimSelectProduct.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR, startSandbox } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** The seeded Starter $15 prepay plan (sandbox seed/catalogue.ts availabilityId(101)). */
const STARTER = 'a0000000-0000-4000-8000-000000000101';
/** The catalogue reads the plans come from, and the SIM catalogue. */
const CATALOGUE = 'POST /api/catalog/v2/entries';
const SIMS = '/api/eshop/v2/catalogue/sims';

/** A product page: the `{slug}` route's pattern (portal eshop-routes.ts `eshop-product`). */
const productPage = (slug: string) =>
  ({ path: `/eshop/${slug}`, pattern: '/eshop/:slug' }) satisfies RouteParameters;

/**
 * A SIM, then its plan (SPEC §2 SIM pages `sim-select-product`, and the e-shop's `{slug}` product pages, not-found in
 * production; issue 11): the SIM (image, price, the catalogue's description), its colour theme for a physical SIM,
 * the base plans of the prepay and pay monthly lists, Add to cart. sim-purchase's "Change plan" opens it with the
 * SIM, colour and plan chosen there.
 */
const meta = {
  title: 'Blocks/SimSelectProduct',
  component: SimSelectProduct,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: {
      path: `/eshop/sim-select-product?sim=physical-sim&plan=${STARTER}&type=prepay&colour=blue`,
    } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof SimSelectProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From sim-purchase's "Change plan": a blue physical SIM, Starter chosen, every plan to pick from. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    const radios = await canvas.findAllByRole('radio', { checked: true });
    // The colour and the plan of the address are chosen.
    await expect(radios).toHaveLength(2);
  }),
};

/** The physical SIM's product page (`/eshop/physical-sim`): its name is the page's title. */
export const ProductPage: Story = {
  parameters: { route: productPage('physical-sim') },
};

/**
 * The eSIM's product page (`/eshop/esim`): no colour, a word on phone compatibility — where the brand sells eSIMs
 * (`features.esim`); elsewhere the page of a product not sold here is the not-found page.
 */
export const EsimProductPage: Story = {
  parameters: { route: productPage('esim') },
};

/** The save is refused: the SPEC §5/§8 text, focused; the plan and colour chosen stay. */
export const SaveRefused: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const red = await canvas.findByRole('radio', { name: t('eshop.simColour.red') });
    await userEvent.click(red);
    // Cart v2's path, and cart v1's for a brand with it (pocket); the next story's reset clears the faults.
    const { faults } = await startSandbox();
    faults.add('POST /api/eshop/v2/cart', SERVER_ERROR, null);
    faults.add('POST /api/eshop/cart', SERVER_ERROR, null);
    await userEvent.click(canvas.getByRole('button', { name: t('simChoice.addToCart') }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent(t('simChoice.simNotAdded'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(red).toBeChecked();
  }),
};

/** The plans cannot be read: LoadFailed (nothing was added), the SPEC §8 message and Try again. */
export const LoadError: Story = {
  parameters: {
    sandbox: { faults: [{ route: CATALOGUE, fault: SERVER_ERROR }] } satisfies SandboxParameters,
  },
};

/** The SIM catalogue still loading: the SIM's and the plans' skeletons (the page is busy). */
export const Loading: Story = {
  parameters: {
    sandbox: { faults: [{ route: SIMS, fault: LOADING }] } satisfies SandboxParameters,
  },
  tags: ['loading-state'],
};
