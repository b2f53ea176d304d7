import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, AlertDescription, AlertTitle } from '@telco-portal/ui';
import { expect, within } from 'storybook/test';

import { Text } from '../src/text.tsx';

type Variant = 'info' | 'success' | 'warning' | 'destructive';

/** Inline message (ui/components/alert.tsx): role `status` for info/success, `alert` for warning/destructive. */
const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { variant: 'info' },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'destructive'] } },
  render: (args) => {
    const variant = (args.variant ?? 'info') as Variant;
    return (
      <Alert {...args}>
        <AlertTitle>
          <Text id={`stories.alert.${variant}.title`} />
        </AlertTitle>
        <AlertDescription>
          <Text id={`stories.alert.${variant}.body`} />
        </AlertDescription>
      </Alert>
    );
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
export const Success: Story = { args: { variant: 'success' } };
export const Warning: Story = {
  args: { variant: 'warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
export const Destructive: Story = { args: { variant: 'destructive' } };
