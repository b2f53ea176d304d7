import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@telco-portal/ui';

import { Text } from '../src/text.tsx';

/** Short status label (ui/components/badge.tsx); the text, not the colour, carries the meaning. */
const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { variant: 'default' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'success', 'warning', 'destructive', 'outline'],
    },
    children: { control: 'text', description: 'Label; empty shows the localised demo label.' },
  },
  render: ({ children, ...args }) => <Badge {...args}>{children || <Text id="stories.badge.new" />}</Badge>,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <Badge {...args}>
      <Text id="stories.badge.prepay" />
    </Badge>
  ),
};
export const Success: Story = {
  args: { variant: 'success' },
  render: (args) => (
    <Badge {...args}>
      <Text id="stories.badge.active" />
    </Badge>
  ),
};
export const Warning: Story = {
  args: { variant: 'warning' },
  render: (args) => (
    <Badge {...args}>
      <Text id="stories.badge.expired" />
    </Badge>
  ),
};
export const Destructive: Story = {
  args: { variant: 'destructive' },
  render: (args) => (
    <Badge {...args}>
      <Text id="stories.badge.suspended" />
    </Badge>
  ),
};
export const Outline: Story = {
  args: { variant: 'outline' },
  render: (args) => (
    <Badge {...args}>
      <Text id="stories.badge.payMonthly" />
    </Badge>
  ),
};
