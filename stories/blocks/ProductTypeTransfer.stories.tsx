import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductTypeTransfer } from '@telco-portal/blocks/blocks/product-type-transfer/ProductTypeTransfer.tsx';
import { expect, userEvent, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, SERVER_ERROR, startSandbox } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/mobile/sim-transfer-product-type' } satisfies RouteParameters;

/**
 * Changing a number's payment type (SPEC §2 sim-transfer-product-type, §7 PUT /sim/v1/product-type/{dry}):
 * prepay@'s prepay number offers pay monthly and pay as you go. The loading and load-error states are the
 * blocks' shared ones (see VoucherRedeem's Loading and ServerError); the unit test covers them here.
 */
const meta = {
  title: 'Blocks/ProductTypeTransfer',
  component: ProductTypeTransfer,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof ProductTypeTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choice: the two other payment types, each with what it means. */
export const Playground: Story = {};

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Chooses pay monthly and checks the change (the dry run: nothing changes). */
async function checkPostpay(context: Context) {
  const t = messageOf(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(t('account.type.postpay')) }));
  await userEvent.click(canvas.getByRole('button', { name: t('productTypeTransfer.check') }));
}

/** Checked: what moves where, before anything changes. */
export const Checked: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await checkPostpay(context);
    await expect(
      await within(context.canvasElement).findByText(
        t('productTypeTransfer.checkedTitle'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  }),
};

/** Changed: the number is pay monthly now (the sandbox goes back to prepay after the story). */
export const Changed: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    try {
      await checkPostpay(context);
      await canvas.findByText(t('productTypeTransfer.checkedTitle'), {}, { timeout: 10_000 });
      await userEvent.click(canvas.getByRole('button', { name: /postpay|monthly|marama/i }));
      await expect(
        await canvas.findByText(t('productTypeTransfer.successTitle'), {}, { timeout: 10_000 }),
      ).toBeVisible();
    } finally {
      // Every later story of prepay@ (the dashboard, top-up, this one again) needs its prepay number back.
      const sandbox = await startSandbox();
      await sandbox.db.query(
        "UPDATE mobile_products SET billing_reference = 'prepay' || substr(billing_reference, 8) WHERE billing_reference LIKE 'postpay%' AND msisdn = '64211234501'",
      );
    }
  }),
};

/** The check fails on the server (500): the SPEC §8 text; the choice is kept and nothing changed. */
export const CheckServerError: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'PUT /api/sim/v1/product-type/*', fault: SERVER_ERROR }],
    },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await checkPostpay(context);
    await expect(
      await within(context.canvasElement).findByText(
        t('productTypeTransfer.errorTitle'),
        {},
        { timeout: 20_000 },
      ),
    ).toBeVisible();
  }),
};

/** No active mobile number on the account (the product list answers 404 = empty). */
export const NoActiveNumber: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'GET /api/v3/:spid/customer/:uuid/mobile_products', fault: EMPTY_LIST }],
    },
  },
};
