import type { Meta, StoryObj } from '@storybook/react-vite';
import { PURCHASES, storedPurchase } from '@telco-portal/blocks/blocks/thanks/fixtures.ts';
import { Thanks } from '@telco-portal/blocks/blocks/thanks/Thanks.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { blockPlay, messageOf } from '../src/story-context.ts';

/** `parameters.purchase`: the purchased summary the checkout would have saved (a key of `PURCHASES`), or null. */
type PurchaseParameter = keyof typeof PURCHASES | null;

/**
 * The thanks page after a purchase (SPEC §2 E-shop "thanks (only after a purchase)", issue 11): the order, its
 * lines and an eSIM install card per eSIM. The summary is saved in this story's loader, after the global loader
 * has cleared every saved value (stories/src/portal-frame.tsx `loadStoryContext`).
 */
const meta = {
  title: 'Blocks/Thanks',
  component: Thanks,
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/eshop/thanks' } satisfies RouteParameters,
    purchase: 'esim' satisfies PurchaseParameter,
  },
  loaders: [
    async ({ parameters }) => {
      const purchase = parameters.purchase as PurchaseParameter;
      if (!purchase) return;
      // What the checkout's savePurchasedSummary writes (blocks' session/purchased.ts).
      const { key, value } = storedPurchase(PURCHASES[purchase]);
      localStorage.setItem(key, value);
    },
  ],
  play: blockPlay(),
} satisfies Meta<typeof Thanks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An eSIM bought with a plan: the install card with its QR code, the code to copy and the iOS link. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('img', { name: /\+64220001101$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('thanks.install.iosLink') })).toBeVisible();
  }),
};

/** A physical SIM bought alone, posted to the delivery address: no install card. */
export const PhysicalSim: Story = {
  parameters: { purchase: 'physical' satisfies PurchaseParameter },
};

/** Two lines in one order: an eSIM (whose code asks for a confirmation code) and a physical SIM. */
export const EsimAndPhysicalSim: Story = {
  parameters: { purchase: 'both' satisfies PurchaseParameter },
};

/** No purchase in this browser: the page goes home at once. */
export const NoPurchase: Story = {
  parameters: { purchase: null satisfies PurchaseParameter },
  play: blockPlay(async (context) => {
    await expect(await within(context.canvasElement).findByTestId('navigated')).toHaveTextContent('/');
  }),
};
