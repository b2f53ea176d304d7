import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@telco-portal/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Text } from '../src/text.tsx';

/** Action button (ui/components/button.tsx): six variants, four sizes, loading and disabled states. */
const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { variant: 'default', size: 'default', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'default', 'lg', 'icon'] },
    children: { control: 'text', description: 'Label; empty shows the localised demo label.' },
  },
  render: ({ children, ...args }) => (
    <Button {...args}>{children || <Text id="stories.action.continue" />}</Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = {
  args: { variant: 'destructive' },
  render: (args) => (
    <Button {...args}>
      <Text id="stories.action.removeCard" />
    </Button>
  ),
};
export const Link: Story = {
  args: { variant: 'link' },
  render: (args) => (
    <Button {...args}>
      <Text id="stories.action.learnMore" />
    </Button>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        <Text id="stories.action.continue" />
      </Button>
      <Button {...args} size="default">
        <Text id="stories.action.continue" />
      </Button>
      <Button {...args} size="lg">
        <Text id="stories.action.continue" />
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
