import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@telco-portal/ui';

/** Placeholder shape while content loads (ui/components/skeleton.tsx); decorative, hidden from screen readers. */
const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-6 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The shape blocks use for a card while it loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3 rounded-lg border border-border p-6">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-24 w-full" />
    </div>
  ),
};
