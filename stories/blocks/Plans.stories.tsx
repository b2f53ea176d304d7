import type { Meta, StoryObj } from '@storybook/react-vite';
import { plansConfigSchema } from '@telco-portal/blocks/blocks/plans/config.ts';
import { Plans } from '@telco-portal/blocks/blocks/plans/Plans.tsx';
import { expect, userEvent, within } from 'storybook/test';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR } from '../src/sandbox.ts';
import { blockPlay, messageOf } from '../src/story-context.ts';

const CATALOGUE = 'POST /api/catalog/v2/entries';

/** The plan catalogue of one type (SPEC §2 /plans/:type, §9 plan formatting), from the sandbox. */
const meta = {
  title: 'Blocks/Plans',
  component: Plans,
  // The brand configuration as the generator hands it over: parsed, defaults applied (BlockProps).
  args: { config: plansConfigSchema.parse({}) },
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/plans/prepay', pattern: '/plans/:type' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof Plans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prepay plans: offer periods, bonus credit, throttled "endless" data. */
export const Playground: Story = {};

/** Pay monthly plans: unlimited data. */
export const Postpay: Story = { parameters: { route: { path: '/plans/postpay', pattern: '/plans/:type' } } };

/** Pay as you go: casual rates. */
export const Payg: Story = { parameters: { route: { path: '/plans/payg', pattern: '/plans/:type' } } };

/** Switching plan type with the type navigation. */
export const SwitchType: Story = {
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    const canvas = within(context.canvasElement);
    const nav = await canvas.findByRole('navigation', { name: t('plans.typeNav') }, { timeout: 10_000 });
    const links = within(nav).getAllByRole('link');
    await userEvent.click(links[1]!);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('plans.title.postpay') }),
    ).toBeVisible();
  }),
};

export const Loading: Story = {
  parameters: { sandbox: { faults: [{ route: CATALOGUE, fault: LOADING }] } },
  tags: ['loading-state'],
};

export const Empty: Story = {
  parameters: { sandbox: { faults: [{ route: CATALOGUE, fault: EMPTY_LIST }] } },
};

export const ServerError: Story = {
  parameters: { sandbox: { faults: [{ route: CATALOGUE, fault: SERVER_ERROR }] } },
  play: blockPlay(async (context) => {
    const t = messageOf(context);
    await expect(
      await within(context.canvasElement).findByRole(
        'button',
        { name: t('plans.retry') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  }),
};
