import type { Meta, StoryObj } from '@storybook/react-vite';

import { DesignTokens } from '../src/design-tokens.tsx';

/** Every brand's semantic colours with contrast ratios, and the type, radius and spacing scales. */
const meta = {
  title: 'Docs/Design tokens',
  component: DesignTokens,
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
