import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopUp } from '@telco-portal/blocks/blocks/top-up/TopUp.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandFor } from '../src/brands.ts';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { keepMoney, LOADING, PREPAY_CUSTOMER, SERVER_ERROR, startSandbox } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/mobile/top-up' } satisfies RouteParameters;

/**
 * Topping up a prepay or pay-as-you-go number with a saved card (SPEC §2 mobile top-up, §5 more than $0.99):
 * presets or another amount, the card, Pay; the new balance and expiry after success. Below it, the number's auto
 * top-up (SPEC §3 preference "top-up-auto", §5: $1–$999 every 1–99 days), off for every demo account.
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
    // The form as the user finds it ($20 and the default card chosen, Pay enabled), then Pay: one request, three
    // tries (the client retries a 500 with the same Idempotency-Key), each refused — on a busy machine that can
    // take longer than 10 s (CI, 2026-11-29: the title had not shown after 10 s).
    await expect(await canvas.findByRole('radio', { name: '$20.00' })).toBeChecked();
    const pay = canvas.getByRole('button', { name: /\$20\.00/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(await canvas.findByText(t('topUp.errorTitle'), {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getByText(t('money.notCharged'))).toBeVisible();
  }),
};

/**
 * payg@, paid for by postpay@ through the billing route "Sophie's phone" (SPEC §5: offered while the brand has
 * billing routing on — harbour — and the route has spend left): the route chosen with $10, ready to pay, what
 * it has left to spend beside it. In a brand with billing routing off, the card only.
 */
export const PayThroughBillingRoute: Story = {
  parameters: { sandbox: { account: 'payg@harbour.test' } },
  play: blockPlay(async (context) => {
    const canvas = within(context.canvasElement);
    const option = canvas.queryByRole('radio', { name: /Sophie's phone/ });
    if (brandFor(context.globals.brand).features?.billingRouting !== true) {
      await expect(option).toBeNull();
      return;
    }
    await expect(option).not.toBeNull();
    await userEvent.click(option as HTMLElement);
    await userEvent.click(canvas.getByRole('radio', { name: '$10.00' }));
    await expect(option).toBeChecked();
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

/** Removes prepay@'s auto top-up records (the story leaves the in-browser sandbox as the seed made it). */
async function forgetAutoTopUp(): Promise<void> {
  const sandbox = await startSandbox();
  await sandbox.db.query('DELETE FROM auto_top_ups WHERE customer_uuid = $1', [PREPAY_CUSTOMER]);
}

/** A story's `beforeEach`: prepay@ starts without an auto top-up record, and is left without one. */
async function withoutAutoTopUp(): Promise<() => Promise<void>> {
  await forgetAutoTopUp();
  return forgetAutoTopUp;
}

/** Auto top-up switched on by the customer: $20 every 7 days saved; the confirmation has focus, the next date shown. */
export const AutoTopUpSaved: Story = {
  beforeEach: withoutAutoTopUp,
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('topUp.auto.switch') }));
    await userEvent.type(canvas.getByLabelText(t('topUp.auto.amountLabel')), '20');
    await userEvent.type(canvas.getByLabelText(t('topUp.auto.daysLabel')), '7');
    await userEvent.click(canvas.getByRole('button', { name: t('topUp.auto.save') }));
    const saved = await canvas.findByText(t('topUp.auto.savedOn'));
    await waitFor(() => expect(saved.closest('[tabindex="-1"]')).toHaveFocus());
  }),
};

/** Auto top-up with amount and days out of bounds: both fields flagged, the error summary has focus, nothing sent. */
export const AutoTopUpValidation: Story = {
  beforeEach: withoutAutoTopUp,
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('topUp.auto.switch') }));
    await userEvent.type(canvas.getByLabelText(t('topUp.auto.amountLabel')), '1000');
    await userEvent.type(canvas.getByLabelText(t('topUp.auto.daysLabel')), '0');
    await userEvent.click(canvas.getByRole('button', { name: t('topUp.auto.save') }));
    const summaries = await canvas.findAllByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summaries.some((s) => s === document.activeElement)).toBe(true));
  }),
};

/**
 * Auto top-up on, and its last run declined by the bank (the default card is the 0341 kind): what happened, and
 * what to do. Stored as the sandbox's runner leaves it; the next run is a week after the Storybook clock.
 */
export const AutoTopUpRunDeclined: Story = {
  beforeEach: async () => {
    const sandbox = await startSandbox();
    await forgetAutoTopUp();
    const day = 86_400_000_000_000n;
    const now = BigInt(Date.now()) * 1_000_000n;
    await sandbox.db.query(
      `INSERT INTO auto_top_ups (customer_uuid, mobile_product_uuid, amount, days, status, type, next_run_at_nanos,
         last_run_at_nanos, last_run_amount_cents, last_run_outcome, updated_at_nanos)
       SELECT customer_uuid, uuid, 20, 7, true, 'EVERY_DAY', $2, $3, 2000, 'card_declined', $4
         FROM mobile_products WHERE customer_uuid = $1`,
      [PREPAY_CUSTOMER, (now + 6n * day).toString(), (now - day).toString(), (now - 8n * day).toString()],
    );
    return forgetAutoTopUp;
  },
};
