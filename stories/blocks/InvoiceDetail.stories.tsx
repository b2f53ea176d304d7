import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvoiceDetail } from '@telco-portal/blocks/blocks/invoices/documents.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const pattern = '/profile/account/invoices/:number';
/** Last month's bill in the seed (the stories' clock is 15 November 2026): DUE, with an add-on line. */
const route = { path: '/profile/account/invoices/INV-202610-0002', pattern } satisfies RouteParameters;
const INVOICES = 'GET /api/customer/:id/invoice';

/** One invoice (SPEC §2 `account/invoices/{number}`): dates, status, the bill's lines, total, GST, PDF. */
const meta = {
  title: 'Blocks/InvoiceDetail',
  component: InvoiceDetail,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof InvoiceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('invoices.download') }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Data Boost 2GB add-on')).toBeVisible();
  }),
};

/** A number the customer has no invoice with: 'invoice #N not found' (SPEC §8). */
export const NotFound: Story = {
  parameters: { route: { path: '/profile/account/invoices/INV-190001-0002', pattern } },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /INV-190001-0002/,
    );
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: INVOICES, fault: LOADING }] } },
  tags: ['loading-state'],
};

export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: INVOICES, fault: SERVER_ERROR }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('invoices.retry') }, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
