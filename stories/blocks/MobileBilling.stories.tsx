import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileBilling } from '@telco-portal/blocks/blocks/mobile-billing/MobileBilling.tsx';
import { expect, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const route = { path: '/profile/mobile/billing' } satisfies RouteParameters;
const ACCOUNT = 'GET /api/customer/:id/account';

/**
 * Mobile billing (SPEC §2 "billing (postpay only)"): the current bill and both billing cycles; the bill cycle,
 * changeable where the brand turns features.billingCycle on (harbour) and read-only elsewhere (kowhai); the
 * bank-transfer details where features.bankTransactions is on (kowhai).
 */
const meta = {
  title: 'Blocks/MobileBilling',
  component: MobileBilling,
  args: {
    config: { bankTransfer: { accountName: 'Kōwhai Mobile Ltd', accountNumber: '12-3140-0123456-00' } },
  },
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'postpay@harbour.test' } satisfies SandboxParameters,
    route,
  },
  play: blockPlay(),
} satisfies Meta<typeof MobileBilling>;

export default meta;
type Story = StoryObj<typeof meta>;

/** postpay@: this cycle's bill so far, every 28 days. */
export const Playground: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(t('mobileBilling.currentCycle'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(new RegExp(t('mobileBilling.cycle28')), {}, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'postpay@harbour.test', faults: [{ route: ACCOUNT, fault: LOADING }] } },
  tags: ['loading-state'],
};

/** The account cannot be read: an error with retry in place of the bill. */
export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'postpay@harbour.test', faults: [{ route: ACCOUNT, fault: SERVER_ERROR }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('mobileBilling.retry') }, { timeout: 10_000 }),
    ).toBeVisible();
  }),
};
