import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayBill } from '@telco-portal/blocks/blocks/pay-bill/PayBill.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { keepMoney, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/balance/pay-bill' } satisfies RouteParameters;

/**
 * Paying the bill of a pay monthly account with a saved card (SPEC §2 balance "pay-bill for postpay", §7 POST
 * /customer/{id}/payment): what is owed (the DUE and OVERDUE invoices, oldest first), everything or another
 * amount, the card, Pay; what is still owed after a payment.
 */
const meta = {
  title: 'Blocks/PayBill',
  component: PayBill,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof PayBill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the overdue and the due bill, everything owed and the default card chosen. */
export const Playground: Story = {};

/** Another amount above what is owed: the field is flagged and the error summary takes focus; nothing is sent. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('payBill.otherAmount') }));
    await userEvent.type(canvas.getByLabelText(t('payBill.otherAmountLabel')), '5000');
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`^${t('payBill.pay').split(' ')[0]}`) }),
    );
    const summary = await canvas.findByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
  }),
};

/** $20 paid towards the bill: the amount and what is still owed. */
export const PartPaid: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const restore = await keepMoney();
    try {
      await userEvent.click(await canvas.findByRole('radio', { name: t('payBill.otherAmount') }));
      await userEvent.type(canvas.getByLabelText(t('payBill.otherAmountLabel')), '20');
      await userEvent.click(canvas.getByRole('button', { name: /\$20\.00/ }));
      await expect(await canvas.findByText(t('payBill.successTitle'), {}, { timeout: 10_000 })).toBeVisible();
    } finally {
      // The success panel shows the payment's answer; the sandbox goes back to the seeded bills and receipts.
      await restore();
    }
  }),
};

/** The payment refused by the server (500): the SPEC §8 text and "You have not been charged."; the choice kept. */
export const PaymentRefused: Story = {
  parameters: {
    sandbox: {
      account: 'postpay@harbour.test',
      faults: [{ route: 'POST /api/customer/*/payment', fault: SERVER_ERROR }],
    },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: new RegExp(`^${t('payBill.pay').split(' ')[0]}`) }),
    );
    await expect(await canvas.findByText(t('payBill.errorTitle'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(t('money.notCharged'))).toBeVisible();
  }),
};

/** A prepay account: bill payments are for pay monthly accounts. */
export const NotPostpay: Story = { parameters: { sandbox: { account: 'prepay@harbour.test' } } };

export const Loading: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: 'GET /api/**', fault: LOADING }] },
  },
  tags: ['loading-state'],
};

export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: 'GET /api/**', fault: SERVER_ERROR }] },
  },
};
