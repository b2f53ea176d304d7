import type { Meta, StoryObj } from '@storybook/react-vite';
import Suspended from '@telco-portal/blocks/blocks/suspended/Suspended.tsx';

import type { SandboxParameters } from '../src/portal-frame.tsx';

import { withRoutes } from '../src/route-links.tsx';
import { blockPlay } from '../src/story-context.ts';

/** Account suspended (SPEC §2 /suspended), shown to suspended@. */
const meta = {
  title: 'Blocks/Suspended',
  component: Suspended,
  parameters: {
    layout: 'fullscreen',
    sandbox: { account: 'suspended@harbour.test' } satisfies SandboxParameters,
    route: { path: '/suspended', pattern: '/suspended' },
  },
  play: blockPlay(),
} satisfies Meta<typeof Suspended>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In a portal with a help centre (no help block in this build yet): the help link appears. */
export const WithHelpLink: Story = { decorators: [withRoutes({ help: '/help' })] };
