import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFound from '@telco-portal/blocks/blocks/not-found/NotFound.tsx';

import { blockPlay } from '../src/story-context.ts';

/** Page not found (SPEC §2 `*`): a link back home. */
const meta = {
  title: 'Blocks/NotFound',
  component: NotFound,
  parameters: {
    layout: 'fullscreen',

    route: { path: '/no-such-page', pattern: '*' },
  },
  play: blockPlay(),
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A custom home path. */
export const CustomHome: Story = { args: { config: { homePath: '/profile' } } };
