import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, VisuallyHidden } from '@telco-portal/ui';
import { expect, within } from 'storybook/test';

import { Text } from '../src/text.tsx';

/** Text for screen readers only (ui/components/visually-hidden.tsx), e.g. the name of an icon-only button. */
const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  render: (args) => (
    <Button size="icon" variant="outline">
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
      <VisuallyHidden {...args}>
        <Text id="stories.action.openMenu" />
      </VisuallyHidden>
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button's accessible name comes from the hidden text. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.textContent).not.toBe('');
    await expect(button).toHaveAccessibleName(button.textContent ?? '');
  },
};
