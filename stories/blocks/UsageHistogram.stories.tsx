import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageHistogramConfigSchema } from '@telco-portal/blocks/blocks/usage-histogram/config.ts';
import { UsageHistogram } from '@telco-portal/blocks/blocks/usage-histogram/UsageHistogram.tsx';
import { expect, userEvent, within } from 'storybook/test';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const HISTOGRAM = 'POST /api/v2/:spid/usage/data/histogram';

/**
 * Daily data usage of the last 30 days (SPEC §9): our own SVG chart (one tab stop, arrow keys between
 * days) + table, MB/GB, zero and partial notes; loading, empty (ZeroData), error and data states.
 */
const meta = {
  title: 'Blocks/UsageHistogram',
  component: UsageHistogram,
  // The brand configuration as the generator hands it over: parsed, defaults applied (BlockProps).
  args: { config: usageHistogramConfigSchema.parse({}) },
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

/**
 * Keyboard only: the chart is one tab stop after "Show as table"; Left/Right move between days and
 * Home/End jump to the first and last day, each announced with its date and value.
 */
export const Keyboard: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const chart = await canvas.findByRole(
      'group',
      { name: t('usageHistogram.chartLabel') },
      { timeout: 10_000 },
    );
    const days = within(chart).getAllByRole('img');
    await expect(days).toHaveLength(30);
    const stops = () => days.filter((day) => day.getAttribute('tabindex') === '0');
    await expect(stops()).toEqual([days[0]]);

    canvas.getByRole('button', { name: t('usageHistogram.showTable') }).focus();
    await userEvent.tab();
    await expect(days[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(days[2]).toHaveFocus();
    await expect(stops()).toEqual([days[2]]);
    await expect(days[2]?.getAttribute('aria-label')).toMatch(/^\S+, \d{1,2} \S+: \d+\.\d{2} GB$/);
    await userEvent.keyboard('{End}');
    await expect(days[29]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(days[0]).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    // Ends focused on the day before today: the screenshot shows the focus ring and the day's value.
    await expect(days[28]).toHaveFocus();
  }),
};

/** In MB instead of GB. */
export const InMegabytes: Story = { args: { config: usageHistogramConfigSchema.parse({ unit: 'MB' }) } };

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

/** Loading: a skeleton in the chart's place. */
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
