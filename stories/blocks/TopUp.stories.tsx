import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopUp } from '@telco-portal/blocks/blocks/top-up/TopUp.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { keepMoney, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/mobile/top-up' } satisfies RouteParameters;

/**
 * Topping up a prepay or pay-as-you-go number with a saved card (SPEC §2 mobile top-up, §5 more than $0.99):
 * presets or another amount, the card, Pay; the new balance and expiry after success.
 */
const meta = {
  title: 'Blocks/TopUp',
  component: TopUp,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof TopUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: $20 and the default card chosen. */
export const Playground: Story = {};

/** Another amount below $1.00: the field is flagged and the error summary takes focus; nothing is sent. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('topUp.otherAmount') }));
    await userEvent.type(canvas.getByLabelText(t('topUp.otherAmountLabel')), '0.50');
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`^${t('topUp.pay').split(' ')[0]}`) }),
    );
    const summary = await canvas.findByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
  }),
};

/** Topped up $20 with the default card: the amount, the new balance and the credit expiry. */
export const ToppedUp: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const restore = await keepMoney();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: /\$20\.00/ }));
      await expect(await canvas.findByText(t('topUp.successTitle'), {}, { timeout: 10_000 })).toBeVisible();
    } finally {
      // The success panel shows the top-up's answer; the sandbox goes back to the seeded credit and ledger.
      await restore();
    }
  }),
};

/** The top-up refused by the server (500): the SPEC §8 text and "You have not been charged."; the choice kept. */
export const PaymentRefused: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'POST /api/customer/*/topup', fault: SERVER_ERROR }],
    },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /\$20\.00/ }));
    await expect(await canvas.findByText(t('topUp.errorTitle'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(t('money.notCharged'))).toBeVisible();
  }),
};

/** A pay monthly account: top-ups are for prepay and pay as you go numbers. */
export const NotPrepay: Story = { parameters: { sandbox: { account: 'postpay@harbour.test' } } };

export const Loading: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: LOADING }] },
  },
  tags: ['loading-state'],
};

export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: SERVER_ERROR }] },
  },
};
