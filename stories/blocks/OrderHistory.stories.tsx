import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderHistory } from '@telco-portal/blocks/blocks/orders/OrderHistory.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR, type StoryFault } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/order-history' } satisfies RouteParameters;
/** The orders read: cart v2's path, and cart v1's (a brand with features.cartVersion 1, pocket). */
const ORDERS = ['GET /api/eshop/v2/customer/:uuid/orders', 'GET /api/eshop/customer/:uuid/orders'];
const ordersFault = (fault: StoryFault['fault']): StoryFault[] => ORDERS.map((route) => ({ route, fault }));

/**
 * Order history (SPEC §2 order-history, §4 order statuses): the customer's e-shop orders, newest first, each with
 * its status in words on its colour, date, SIM count and total.
 */
const meta = {
  title: 'Blocks/OrderHistory',
  component: OrderHistory,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'multi@harbour.test', customer: 1 } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** multi@'s second account: a physical SIM order and an eSIM order, both completed. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findAllByRole('group', {}, { timeout: 10_000 })).toHaveLength(2);
    await expect(canvas.getAllByText(t('orders.status.COMPLETED'))[0]).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test', faults: ordersFault(LOADING) } },
  tags: ['loading-state'],
};

/** No orders yet (404 = empty): the notice leads into buying (plans). */
export const Empty: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test', faults: ordersFault(EMPTY_LIST) } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('orders.empty'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders.browsePlans') })).toBeVisible();
  }),
};

/** A failed read is an error with retry, never "no orders". */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: ordersFault(SERVER_ERROR) },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('orders.retry') }, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
