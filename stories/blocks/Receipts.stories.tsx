import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReceiptList } from '@telco-portal/blocks/blocks/invoices/documents.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/receipts' } satisfies RouteParameters;
const RECEIPTS = 'GET /api/customer/:id/receipt';

/** Receipts (SPEC §2 profile `receipts`): one per payment, newest first, each a link to its page. */
const meta = {
  title: 'Blocks/Receipts',
  component: ReceiptList,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof ReceiptList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** postpay@: a receipt for every paid bill. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('RCT-202608-0002', {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** prepay@: monthly top-up receipts (no invoice). */
export const TopUps: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test' } },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('RCT-202611-0001', {}, { timeout: 10_000 })).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: RECEIPTS, fault: LOADING }] } },
  tags: ['loading-state'],
};

/** No receipts yet (the list answered with 404 = empty). */
export const Empty: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: RECEIPTS, fault: EMPTY_LIST }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('invoices.noReceipts'), {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** A failed read is an error with retry, never "no receipts". */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: RECEIPTS, fault: SERVER_ERROR }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('invoices.retry') }, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
