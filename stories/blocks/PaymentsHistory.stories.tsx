import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentsHistory } from '@telco-portal/blocks/blocks/payments-history/PaymentsHistory.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/balance/payments-history' } satisfies RouteParameters;
const LEDGER = 'GET /api/customer/:id/transactions';

/**
 * Payments history (SPEC §2 payments-history, §3 "grouped by year then month"): the sandbox's ledger, newest
 * first, each month with its total; amounts signed (+ paid in, − spent from credit).
 */
const meta = {
  title: 'Blocks/PaymentsHistory',
  component: PaymentsHistory,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof PaymentsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** postpay@: a bill payment for each paid invoice over 14 months and one refund. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      (
        await canvas.findAllByText(
          new RegExp(`${t('paymentsHistory.kindBillPayment')}$`),
          {},
          { timeout: 10_000 },
        )
      )[0],
    ).toBeVisible();
  }),
};

/** prepay@: top-ups, vouchers and add-ons bought from credit (negative). */
export const Prepay: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test' } },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('heading', { level: 3 }, { timeout: 10_000 });
    // An add-on bought from credit: a negative amount (its text depends on the locale's number format).
    await expect(context.canvasElement.querySelector('[data-amount-cents^="-"]')).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: LEDGER, fault: LOADING }] } },
  tags: ['loading-state'],
};

/** No money movements yet (the list answered with 404 = empty). */
export const Empty: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: LEDGER, fault: EMPTY_LIST }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('paymentsHistory.empty'), {}, { timeout: 10_000 })).toBeVisible();
  }),
};

/** A failed read is an error with retry, never an empty history. */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: LEDGER, fault: SERVER_ERROR }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('paymentsHistory.retry') }, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
