import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';

import { Text } from '../src/text.tsx';

/**
 * The page grid (ui/components/layout.tsx): one max width and the gutters per breakpoint, shared by the
 * header, footer and every page; `width` narrows the content without moving its left edge.
 */
const meta = {
  title: 'UI/PageContainer',
  component: PageContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { width: 'default' },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'prose', 'default'] } },
  render: (args) => (
    <PageContainer {...args} className="border-x border-dashed border-border">
      <PageHeader>
        <PageTitle>
          <Text id="stories.page.title" />
        </PageTitle>
        <PageDescription>
          <Text id="stories.page.description" />
        </PageDescription>
      </PageHeader>
    </PageContainer>
  ),
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Prose: Story = { args: { width: 'prose' } };
