import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderDetail } from '@telco-portal/blocks/blocks/orders/OrderDetail.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR, type StoryFault } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const pattern = '/profile/order-history/:orderNumber';
/** The order read: cart v2's path, and cart v1's (a brand with features.cartVersion 1, pocket). */
const ORDER = [
  'GET /api/eshop/v2/customer/:uuid/order/:orderNumber',
  'GET /api/eshop/customer/:uuid/order/:orderNumber',
];
const orderFault = (fault: StoryFault['fault']): StoryFault[] => ORDER.map((route) => ({ route, fault }));

/**
 * One order (SPEC §3 Order): items with SIM type, plan and prices, the delivery address of a physical SIM, and for
 * an eSIM order each eSIM's state and activation code. Order numbers from the sandbox's deterministic seed.
 */
const meta = {
  title: 'Blocks/OrderDetail',
  component: OrderDetail,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route: { path: '/profile/order-history/ORD-100002', pattern } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** prepay@'s physical SIM, delivered to Wellington. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('region', { name: t('orders.detail.deliveryAddress') }, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

/** multi@'s eSIM order: its state and activation code (the QR code is on the purchase confirmation). */
export const Esim: Story = {
  parameters: {
    sandbox: { account: 'multi@harbour.test', customer: 1 },
    route: { path: '/profile/order-history/ORD-100018', pattern },
  },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/^LPA:1\$/, {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** An order number this account does not have (404): not found, not an error. */
export const NotFound: Story = {
  parameters: { route: { path: '/profile/order-history/ORD-999999', pattern } },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(
        /ORD-999999/,
        { selector: '[data-slot="alert-description"] *, [data-slot="alert-description"]' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test', faults: orderFault(LOADING) } },
  tags: ['loading-state'],
};

/** A failed read is an error with retry. */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: orderFault(SERVER_ERROR) },
  },
};
