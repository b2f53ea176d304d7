import type { Meta, StoryObj } from '@storybook/react-vite';
import { Home } from '@telco-portal/blocks/blocks/home/Home.tsx';

import { brandFor } from '../src/brands.ts';
import type { RouteParameters, SandboxParameters } from '../src/portal-frame.tsx';
import { EMPTY_LIST, LOADING, SERVER_ERROR } from '../src/sandbox.ts';

const CATALOGUE = 'POST /api/catalog/v2/entries';

import { homeConfigSchema } from '@telco-portal/blocks/blocks/home/config.ts';
import { blockPlay } from '../src/story-context.ts';

/** Public home page (SPEC §2): hero, profits, featured plans from the sandbox catalogue, CTA, coverage. */
const meta = {
  title: 'Blocks/Home',
  component: Home,
  // The brand configuration as the generator hands it over: parsed, defaults applied (BlockProps).
  args: { config: homeConfigSchema.parse({}) },
  parameters: {
    layout: 'fullscreen',
    sandbox: {} satisfies SandboxParameters,
    route: { path: '/' } satisfies RouteParameters,
  },
  play: blockPlay(),
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page as the brand configures it (its brand.json `home`: sections, featured plans, slider). */
export const Playground: Story = {
  render: (args, { globals }) => <Home {...args} config={brandFor(globals.brand).home} />,
};

/** Featured plans as a slider (manifest `home.plansSlider`). */
export const PlansSlider: Story = { args: { config: homeConfigSchema.parse({ plansSlider: true }) } };

/** Pay monthly plans featured. */
export const PostpayPlans: Story = { args: { config: homeConfigSchema.parse({ plansType: 'postpay' }) } };

/** Only the hero and the plans section. */
export const PlansOnly: Story = { args: { config: homeConfigSchema.parse({ sections: ['plans'] }) } };

export const PlansLoading: Story = {
  args: { config: homeConfigSchema.parse({ sections: ['plans'] }) },
  parameters: { sandbox: { faults: [{ route: CATALOGUE, fault: LOADING }] } },
  tags: ['loading-state'],
};

export const PlansEmpty: Story = {
  args: { config: homeConfigSchema.parse({ sections: ['plans'] }) },
  parameters: { sandbox: { faults: [{ route: CATALOGUE, fault: EMPTY_LIST }] } },
};

export const PlansError: Story = {
  args: { config: homeConfigSchema.parse({ sections: ['plans'] }) },
  parameters: { sandbox: { faults: [{ route: CATALOGUE, fault: SERVER_ERROR }] } },
};
