import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReceiptDetail } from '@telco-portal/blocks/blocks/invoices/documents.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const pattern = '/profile/account/receipts/:number';
/** The seed's first bill-payment receipt (RCT-202608-0002, for INV-202608-0002); the path takes its UUID. */
const route = {
  path: '/profile/account/receipts/2e000000-0000-4000-8000-000000000001',
  pattern,
} satisfies RouteParameters;
const RECEIPTS = 'GET /api/customer/:id/receipt';

/** One receipt (SPEC §2 `account/receipts/{number}`): amount, GST, date, card, its invoice, the PDF. */
const meta = {
  title: 'Blocks/ReceiptDetail',
  component: ReceiptDetail,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof ReceiptDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('invoices.download') }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('INV-202608-0002')).toBeVisible();
  }),
};

/** A receipt the customer does not have: 'receipt #N not found' (SPEC §8). */
export const NotFound: Story = {
  parameters: {
    route: { path: '/profile/account/receipts/2e000000-0000-4000-8000-999999999999', pattern },
  },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/999999999999/);
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: RECEIPTS, fault: LOADING }] } },
  tags: ['loading-state'],
};

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
