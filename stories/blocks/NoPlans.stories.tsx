import type { Meta, StoryObj } from '@storybook/react-vite';
import NoPlans from '@telco-portal/blocks/blocks/no-plans/NoPlans.tsx';

import { withRoutes } from '../src/route-links.tsx';
import { blockPlay } from '../src/story-context.ts';

/** No plans on offer (SPEC §2 /no-plans-page). */
const meta = {
  title: 'Blocks/NoPlans',
  component: NoPlans,
  parameters: {
    layout: 'fullscreen',

    route: { path: '/no-plans-page', pattern: '/no-plans-page' },
  },
  play: blockPlay(),
} satisfies Meta<typeof NoPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In a portal with a help centre (no help block in this build yet): the help link appears. */
export const WithHelpLink: Story = { decorators: [withRoutes({ help: '/help' })] };
