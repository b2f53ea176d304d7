import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@telco-portal/ui';
import { expect, within } from 'storybook/test';

import { useText } from '../src/text.tsx';

/** Work-in-progress indicator (ui/components/spinner.tsx); stops rotating under reduced motion. */
const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label: a `role="status"` live region announces it. */
export const Playground: Story = {
  render: function Render(args) {
    const t = useText();
    return <Spinner {...args} label={args.label || t('stories.loading')} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** Without a label it is decorative (e.g. inside a Button that says what is happening). */
export const Decorative: Story = {};

export const Large: Story = { args: { size: 'lg', className: 'text-primary' } };
