import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from '@telco-portal/ui';
import { expect, userEvent, within } from 'storybook/test';

import { Text } from '../src/text.tsx';

/** First focusable element of a page: hidden until focused, jumps to `#main-content` (ui/components/skip-link.tsx). */
const meta = {
  title: 'UI/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  render: (args) => (
    <>
      <SkipLink {...args}>
        <Text id="stories.skipLink" />
      </SkipLink>
      <main id="main-content" tabIndex={-1} className="pt-16">
        <h1 className="text-xl font-semibold">
          <Text id="stories.page.title" />
        </h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused. */
export const Playground: Story = {};

/** The first Tab shows it; it points at the page's main content. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
    await expect(link.getAttribute('href')).toBe(`#${canvas.getByRole('main').id}`);
  },
};
