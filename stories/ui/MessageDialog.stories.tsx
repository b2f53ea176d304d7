import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, MessageDialog } from '@telco-portal/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Text, useText } from '../src/text.tsx';

/** One-button message modal (SPEC §8); ErrorDialog and SuccessDialog fix its tone. */
const meta = {
  title: 'UI/MessageDialog',
  component: MessageDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), title: '', okLabel: '', tone: 'info' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'error'] },
    title: { control: 'text', description: 'Empty shows the localised demo title.' },
    okLabel: { control: 'text', description: 'Empty shows the localised OK.' },
  },
  render: function Render({ title, okLabel, ...args }) {
    const t = useText();
    return (
      <MessageDialog
        {...args}
        title={title || t('stories.dialog.title')}
        okLabel={okLabel || t('stories.action.ok')}
      >
        <Text id="stories.dialog.body" />
      </MessageDialog>
    );
  },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Closed until its trigger is pressed; OK closes it and focus goes back to the trigger. */
export const FromTrigger: Story = {
  args: { open: false },
  render: function Render({ okLabel, title, ...args }) {
    const t = useText();
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>
          <Text id="stories.action.continue" />
        </Button>
        <MessageDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          title={title || t('stories.dialog.title')}
          okLabel={okLabel || t('stories.action.ok')}
        >
          <Text id="stories.dialog.body" />
        </MessageDialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
