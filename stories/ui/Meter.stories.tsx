import type { Meta, StoryObj } from '@storybook/react-vite';
import { Meter } from '@telco-portal/ui';
import { expect, within } from 'storybook/test';

import { useText } from '../src/text.tsx';

/** Remaining allowance within a range (`role="meter"`), four tones (ui/components/meter.tsx). */
const meta = {
  title: 'UI/Meter',
  component: Meter,
  tags: ['autodocs'],
  args: { value: 6.2, min: 0, max: 10, tone: 'default' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 10, step: 0.1 } },
    tone: { control: 'inline-radio', options: ['default', 'success', 'warning', 'destructive'] },
  },
  render: function Render(args) {
    const t = useText();
    return (
      <div className="max-w-sm">
        <Meter
          {...args}
          aria-label={t('stories.meter.label')}
          valueText={t('stories.meter.value', { left: args.value, total: args.max ?? 10 })}
        />
      </div>
    );
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute(
      'aria-valuenow',
      String(args.value),
    );
  },
};
export const Empty: Story = { args: { value: 0, tone: 'destructive' } };
export const Low: Story = { args: { value: 0.5, tone: 'warning' } };
export const Full: Story = { args: { value: 10, tone: 'success' } };
