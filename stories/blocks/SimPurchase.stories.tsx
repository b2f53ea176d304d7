import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimPurchase } from '@telco-portal/blocks/blocks/sim-purchase/SimPurchase.tsx';
import { expect, userEvent, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** The plan card's link: the seeded Starter $15 prepay plan (sandbox seed/catalogue.ts availabilityId(101)). */
const STARTER = 'a0000000-0000-4000-8000-000000000101';
const route = { path: `/eshop/sim-purchase?plan=${STARTER}&type=prepay` } satisfies RouteParameters;

/**
 * Choosing the SIM for a plan (SPEC §2 SIM pages, issue 11): the plan, a physical SIM with its colour theme
 * (SPEC §3) or an eSIM where the brand's `features.esim` is on, "I already have a SIM" where
 * `features.alreadyHaveSim` is on (harbour: both on; kowhai and pocket: off), Add to cart.
 */
const meta = {
  title: 'Blocks/SimPurchase',
  component: SimPurchase,
  parameters: { layout: 'fullscreen', sandbox: {} satisfies SandboxParameters, route },
  play: blockPlay(),
} satisfies Meta<typeof SimPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with the plan chosen: a physical SIM (midnight) preselected. */
export const Playground: Story = {};

/** The eSIM chosen (where the brand offers it): no colour, a word on phone compatibility. */
export const Esim: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const esim = canvas.queryByRole('radio', { name: new RegExp(`^${t('eshop.esim')}`) });
    if (!esim) return; // the brand sells physical SIMs only
    await userEvent.click(esim);
    await expect(canvas.getByText(t('simChoice.esimCompatibility'))).toBeVisible();
  }),
};

/** A plan that is not (or no longer) available: a note and the way back to the plans. */
export const PlanGone: Story = {
  parameters: { route: { path: '/eshop/sim-purchase?plan=unknown&type=prepay' } satisfies RouteParameters },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await expect(await within(context.canvasElement).findByText(t('simPurchase.planGone'))).toBeVisible();
  }),
};

/** The SIM catalogue cannot be read: LoadFailed (nothing was added), the SPEC §8 message and Try again. */
export const ServerError: Story = {
  parameters: {
    sandbox: {
      faults: [{ route: '/api/eshop/v2/catalogue/sims', fault: SERVER_ERROR }],
    } satisfies SandboxParameters,
  },
};

/** The SIM catalogue still loading: the plan's skeleton (the page is busy). */
export const Loading: Story = {
  parameters: {
    sandbox: {
      faults: [{ route: '/api/eshop/v2/catalogue/sims', fault: LOADING }],
    } satisfies SandboxParameters,
  },
  tags: ['loading-state'],
};
