import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductTypeTransfer } from '@telco-portal/blocks/blocks/product-type-transfer/ProductTypeTransfer.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR, startSandbox } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/mobile/sim-transfer-product-type' } satisfies RouteParameters;
/** The customer's mobile products (SPEC §7), which the page reads first: the route its load faults name. */
const PRODUCTS_READ = 'GET /api/v3/:spid/customer/:uuid/mobile_products';

/**
 * Changing a number's payment type (SPEC §2 sim-transfer-product-type, §7 PUT /sim/v1/product-type/{dry}):
 * prepay@'s prepay number offers pay monthly and pay as you go; every state of the page: loading, the products
 * failing to load, no choice made, checked, changed, the check refused (500) or answered 'same_product_type' (409),
 * and no active number.
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

/**
 * Sets the payment type of prepay@'s number (64211234501) in the in-browser sandbox: its BillingReference prefix
 * (SPEC §3). A story that changes it (as another tab would) sets it back to 'prepay' when it ends: every later story
 * of prepay@ (the dashboard, top-up, this page again) needs its prepay number.
 */
async function setPrepayNumberType(type: 'prepay' | 'postpay'): Promise<void> {
  const sandbox = await startSandbox();
  await sandbox.db.query(
    "UPDATE mobile_products SET billing_reference = $1 || substr(billing_reference, strpos(billing_reference, '-')) WHERE msisdn = '64211234501'",
    [type],
  );
}

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
      await setPrepayNumberType('prepay');
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
      faults: [{ route: PRODUCTS_READ, fault: EMPTY_LIST }],
    },
  },
};

/** Before the products arrive: the header, the skeleton of the choice, and "Loading" for screen readers. */
export const Loading: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: PRODUCTS_READ, fault: LOADING }],
    },
  },
  tags: ['loading-state'],
};

/** The products fail to load (500): the SPEC §8 text and a retry, never the no-number notice. */
export const LoadError: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: PRODUCTS_READ, fault: SERVER_ERROR }],
    },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('productTypeTransfer.errorTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('productTypeTransfer.retry') })).toBeVisible();
  }),
};

/** "Check the change" with no type chosen: the error summary takes focus and the group says why; nothing is sent. */
export const ValidationMessages: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('productTypeTransfer.check') }));
    const summary = await canvas.findByRole('alert', { name: t('blocks.form.errorSummaryTitle') });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getAllByText(t('productTypeTransfer.required')).length).toBeGreaterThan(0);
  }),
};

/**
 * The number became pay monthly elsewhere (another tab, the call centre) after this page loaded: checking pay
 * monthly is answered 409 'same_product_type', which has its own text, and the page reads the number again — its
 * type now pay monthly, prepay and pay as you go offered, none chosen.
 */
export const AlreadyThatType: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('radio', { name: new RegExp(t('account.type.postpay')) });
    await setPrepayNumberType('postpay');
    try {
      await checkPostpay(context);
      await expect(
        await canvas.findByText(t('productTypeTransfer.error.sameType'), {}, { timeout: 20_000 }),
      ).toBeVisible();
      await expect(
        await canvas.findByRole('radio', { name: new RegExp(t('account.type.prepay')) }, { timeout: 20_000 }),
      ).not.toBeChecked();
      await expect(canvas.queryByRole('radio', { name: new RegExp(t('account.type.postpay')) })).toBeNull();
    } finally {
      await setPrepayNumberType('prepay');
    }
  }),
};
