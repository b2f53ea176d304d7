import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ErrorDialog } from '@telco-portal/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Text, useText } from '../src/text.tsx';

/** Error modal (SPEC §8): titled 'Error!' / 'Hapa!', `role="alertdialog"`, OK and Escape close it. */
const meta = {
  title: 'UI/ErrorDialog',
  component: ErrorDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), title: '', okLabel: '' },
  argTypes: {
    title: { control: 'text', description: 'Empty shows the localised title.' },
    okLabel: { control: 'text', description: 'Empty shows the localised OK.' },
  },
  render: function Render({ title, okLabel, ...args }) {
    const t = useText();
    return (
      <ErrorDialog
        {...args}
        title={title || t('stories.dialog.errorTitle')}
        okLabel={okLabel || t('stories.action.ok')}
      >
        <Text id="stories.dialog.error" />
      </ErrorDialog>
    );
  },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as a reviewer sees it; OK reports `onOpenChange(false)`. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('heading')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Opened from a button; Escape closes it and focus returns to the button. */
export const OpenAndEscape: Story = {
  args: { open: false },
  render: function Render({ okLabel, title, ...args }) {
    const t = useText();
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>
          <Text id="stories.action.continue" />
        </Button>
        <ErrorDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          title={title || t('stories.dialog.errorTitle')}
          okLabel={okLabel || t('stories.action.ok')}
        >
          <Text id="stories.dialog.error" />
        </ErrorDialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
