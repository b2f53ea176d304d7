import type { Meta, StoryObj } from '@storybook/react-vite';
import Suspended from '@telco-portal/blocks/blocks/suspended/Suspended.tsx';

import type { SandboxParameters } from '../src/portal-frame.tsx';

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

/** With a link to help (config `helpPath`). */
export const WithHelpLink: Story = { args: { config: { helpPath: '/help' } } };
