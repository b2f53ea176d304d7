import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnnouncerProvider, Button, useAnnounce } from '@telco-portal/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Text, useText } from '../src/text.tsx';

function SaveButton() {
  const announce = useAnnounce();
  const text = useText();
  return (
    <Button type="button" onClick={() => announce(text('stories.announcer.saved'))}>
      <Text id="stories.announcer.save" />
    </Button>
  );
}

/**
 * The page's live regions (ui/components/announcer.tsx): the layout renders one `AnnouncerProvider`;
 * `useAnnounce()` reads results of async actions to screen readers (visually hidden).
 */
const meta = {
  title: 'UI/AnnouncerProvider',
  component: AnnouncerProvider,
  tags: ['autodocs'],
  args: { children: null },
  render: () => (
    <AnnouncerProvider>
      <SaveButton />
    </AnnouncerProvider>
  ),
} satisfies Meta<typeof AnnouncerProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button whose result is announced. */
export const Playground: Story = {};

/** The result is written to the polite region. */
export const Announces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const region = canvasElement.querySelector('[data-slot="announcer"][data-politeness="polite"]');
    await waitFor(() => expect(region?.textContent).not.toBe(''));
  },
};
