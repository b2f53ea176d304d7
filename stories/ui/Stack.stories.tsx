import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@telco-portal/ui';

import { Text } from '../src/text.tsx';

/** Flex row or column on the spacing scale (ui/components/layout.tsx). */
const meta = {
  title: 'UI/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { direction: 'column', gap: 'md', align: 'stretch', justify: 'start' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Stack {...args}>
      {(['stories.stack.first', 'stories.stack.second', 'stories.stack.third'] as const).map((id) => (
        <div key={id} className="rounded-md border border-border bg-muted px-4 py-2 text-sm">
          <Text id={id} />
        </div>
      ))}
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Row: Story = { args: { direction: 'row', gap: 'sm', align: 'center' } };
export const RowSpaced: Story = { args: { direction: 'row', gap: 'xl', justify: 'between' } };
