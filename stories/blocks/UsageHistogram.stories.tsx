import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsageHistogram } from '@telco-portal/blocks/blocks/usage-histogram/UsageHistogram.tsx';
import { expect, userEvent, within } from 'storybook/test';

import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const HISTOGRAM = 'POST /api/v2/:spid/usage/data/histogram';

/** Daily data usage of the last 30 days (SPEC §9): chart + table, MB/GB, zero and partial notes. */
const meta = {
  title: 'Blocks/UsageHistogram',
  component: UsageHistogram,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'prepay@harbour.test' } satisfies SandboxParameters,
    route: { path: '/profile/mobile/usage' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof UsageHistogram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full data: 30 days of usage (prepay@). */
export const Playground: Story = {};

/** In MB instead of GB. */
export const InMegabytes: Story = { args: { config: { unit: 'MB' } } };

/** Partial data: the number is 3 days old (unverified@). */
export const PartialData: Story = { parameters: { sandbox: { account: 'unverified@harbour.test' } } };

/** Zero data: a SIM not yet activated, no usage (multi@, second account). */
export const ZeroData: Story = { parameters: { sandbox: { account: 'multi@harbour.test', customer: 1 } } };

/** "Show as table" reveals the same values as a table. */
export const ShowTable: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('usageHistogram.showTable') }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByRole('button', { name: t('usageHistogram.hideTable') })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { account: 'prepay@harbour.test', faults: [{ route: HISTOGRAM, fault: LOADING }] } },
  tags: ['loading-state'],
};

export const ServerError: Story = {
  parameters: {
    sandbox: { account: 'prepay@harbour.test', faults: [{ route: HISTOGRAM, fault: SERVER_ERROR }] },
  },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await expect(
      await within(context.canvasElement).findByRole(
        'button',
        { name: t('usageHistogram.retry') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  }),
};
