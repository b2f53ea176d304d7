import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section, SectionTitle } from '@telco-portal/ui';

import { Text } from '../src/text.tsx';

/** A named region of a page with its `<h2>` (ui/components/layout.tsx). */
const meta = {
  title: 'UI/Section',
  component: Section,
  tags: ['autodocs'],
  render: (args) => (
    <Section {...args} aria-labelledby="story-section-title">
      <SectionTitle id="story-section-title">
        <Text id="stories.section.title" />
      </SectionTitle>
      <p>
        <Text id="stories.section.body" />
      </p>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
