import type { Meta, StoryObj } from '@storybook/react-vite';
import { VoucherRedeem } from '@telco-portal/blocks/blocks/voucher-redeem/VoucherRedeem.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, keepMoney, LOADING, SERVER_ERROR, startSandbox } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/redeem-voucher' } satisfies RouteParameters;

/** Makes a seeded demo voucher unused again, so a story that redeems it gives the same result every run. */
async function unuseVoucher(code: string): Promise<void> {
  const sandbox = await startSandbox();
  await sandbox.db.query(
    'UPDATE vouchers SET redeemed_at_nanos = NULL, redeemed_product_uuid = NULL WHERE code = $1',
    [code],
  );
}

/** Redeeming a 13-digit voucher on a prepay number (SPEC §2 redeem-voucher, §5 check then redeem). */
const meta = {
  title: 'Blocks/VoucherRedeem',
  component: VoucherRedeem,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof VoucherRedeem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code form. */
export const Playground: Story = {};

type Context = Parameters<NonNullable<Story['play']>>[0];

async function checkCode(context: Context, code: string) {
  const t = messageOf(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('voucherRedeem.code')), code);
  await userEvent.click(canvas.getByRole('button', { name: t('voucherRedeem.check') }));
}

/** Submitting a code that is not 13 digits: the field is flagged and the error summary takes focus. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await checkCode(context, '12345');
    const summary = await canvas.findByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByLabelText(t('voucherRedeem.code'))).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** A valid unused code (1000000000074, $15.00): its value, before anything is redeemed. */
export const Checked: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await unuseVoucher('1000000000074');
    await checkCode(context, '1000000000074');
    await expect(
      await within(context.canvasElement).findByText(
        t('voucherRedeem.checkedTitle'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  }),
};

/** Redeemed: the amount added, the new balance and the credit expiry. */
export const Redeemed: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await unuseVoucher('1000000000082');
    const restoreCredit = await keepMoney();
    try {
      await checkCode(context, '1000000000082');
      await canvas.findByText(t('voucherRedeem.checkedTitle'), {}, { timeout: 10_000 });
      await userEvent.click(canvas.getAllByRole('button')[0]!);
      await expect(
        await canvas.findByText(t('voucherRedeem.successTitle'), {}, { timeout: 10_000 }),
      ).toBeVisible();
    } finally {
      // The success panel shows the redemption's answer; the sandbox goes back to the seeded credit.
      await restoreCredit();
    }
  }),
};

/** A used code (2000000000016): SPEC §5 'Redemption check Error'; the code stays typed. */
export const CheckError: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await checkCode(context, '2000000000016');
    await expect(
      await within(context.canvasElement).findByText(t('voucherRedeem.error.check'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

/** The redemption fails on the server (500): nothing was redeemed; the checked voucher stays on screen. */
export const RedeemServerError: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'POST /api/customer/*/redeem_voucher/**', fault: SERVER_ERROR }],
    },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await unuseVoucher('1000000000074');
    await checkCode(context, '1000000000074');
    await canvas.findByText(t('voucherRedeem.checkedTitle'), {}, { timeout: 10_000 });
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(
      await canvas.findByText(t('voucherRedeem.errorTitle'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t('voucherRedeem.checkedTitle'))).toBeVisible();
    await expect(canvas.getByText(t('money.voucherNotUsed').trim())).toBeVisible();
  }),
};

/** A pay monthly account: vouchers are for prepay and pay as you go numbers. */
export const NotPrepay: Story = { parameters: { sandbox: { account: 'postpay@harbour.test' } } };

export const Loading: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: LOADING }] },
  },
  tags: ['loading-state'],
};

/** No mobile numbers on the account (the product list answers 404 = empty). */
export const Empty: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'GET /api/v3/:spid/customer/:uuid/mobile_products', fault: EMPTY_LIST }],
    },
  },
};

/** The product list cannot be read (500): an error with a retry, never the empty state. */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: SERVER_ERROR }] },
  },
};
