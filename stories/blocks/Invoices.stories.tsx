import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvoiceList } from '@telco-portal/blocks/blocks/invoices/documents.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/invoices' } satisfies RouteParameters;
const INVOICES = 'GET /api/customer/:id/invoice';

/**
 * Invoices (SPEC §2 profile `invoices`): number (link to its page), period, amount and status — OPEN is the
 * current period, DUE and OVERDUE are outstanding with their total on top, PAID, VOID.
 */
const meta = {
  title: 'Blocks/Invoices',
  component: InvoiceList,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** postpay@: 14 months of bills — the current one, one due, one overdue, one void, the rest paid. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('INV-202611-0002', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getAllByText(t('invoices.status.overdue'))[0]).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: INVOICES, fault: LOADING }] } },
  tags: ['loading-state'],
};

/** No invoices yet (the list answered with 404 = empty). */
export const Empty: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: INVOICES, fault: EMPTY_LIST }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('invoices.noInvoices'), {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** A failed read is an error with retry, never "no invoices". */
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
