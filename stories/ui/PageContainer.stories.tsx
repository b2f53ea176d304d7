import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';

import { Text } from '../src/text.tsx';

/** Centred page column with its header parts (ui/components/layout.tsx). */
const meta = {
  title: 'UI/PageContainer',
  component: PageContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { width: 'default' },
  argTypes: { width: { control: 'inline-radio', options: ['narrow', 'default', 'wide', 'full'] } },
  render: (args) => (
    <PageContainer {...args} className="border-x border-dashed border-border py-6">
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
export const Wide: Story = { args: { width: 'wide' } };
