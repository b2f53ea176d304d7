import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileDashboard } from '@telco-portal/blocks/blocks/mobile-dashboard/MobileDashboard.tsx';
import { expect, userEvent, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/mobile' } satisfies RouteParameters;

/** The signed-in mobile dashboard (SPEC §2 /profile/mobile): plan, balance, allowances, billing period. */
const meta = {
  title: 'Blocks/MobileDashboard',
  component: MobileDashboard,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof MobileDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prepay (Everyday) with a data add-on, credit and carry-over data. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(t('mobileDashboard.allowances'), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

/** Pay monthly (Unlimited): unlimited allowances and the bill so far. */
export const PostpayUnlimited: Story = { parameters: { sandbox: { account: 'postpay@harbour.test' } } };

/** Pay as you go: casual rates from credit and a data pack. */
export const PaygCasualRate: Story = { parameters: { sandbox: { account: 'payg@harbour.test' } } };

/** Almost no data left (nocard@: 5% of the Starter allowance). */
export const LowAllowance: Story = { parameters: { sandbox: { account: 'nocard@harbour.test' } } };

/** An identity with two accounts, the second one bound (pay monthly Max and a SIM not yet activated). */
export const SecondAccount: Story = {
  parameters: { sandbox: { account: 'multi@harbour.test', customer: 1 } },
};

/** Going to the usage page from the dashboard. */
export const ViewUsage: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: t('mobileDashboard.viewUsage') }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/profile/mobile/usage');
  }),
};

export const Loading: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: LOADING }] },
  },
  tags: ['loading-state'],
};

/** No mobile numbers on the account (the sandbox answers the product list with 404 = empty). */
export const Empty: Story = {
  parameters: {
    sandbox: {
      account: 'prepay@harbour.test',
      faults: [{ route: 'GET /api/v3/:spid/customer/:uuid/mobile_products', fault: EMPTY_LIST }],
    },
  },
};

export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: 'GET /api/**', fault: SERVER_ERROR }] },
  },
};
