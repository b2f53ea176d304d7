import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, SuccessDialog } from '@telco-portal/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Text, useText } from '../src/text.tsx';

/** Success modal (SPEC §8): titled 'Success!' / 'Angitu!', optional header line, OK and Escape close it. */
const meta = {
  title: 'UI/SuccessDialog',
  component: SuccessDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), title: '', okLabel: '' },
  argTypes: {
    title: { control: 'text', description: 'Empty shows the localised title.' },
    okLabel: { control: 'text', description: 'Empty shows the localised OK.' },
  },
  render: function Render({ title, okLabel, ...args }) {
    const t = useText();
    return (
      <SuccessDialog
        {...args}
        title={title || t('stories.dialog.successTitle')}
        okLabel={okLabel || t('stories.action.ok')}
        header={t('stories.dialog.successHeader')}
      >
        <Text id="stories.dialog.success" />
      </SuccessDialog>
    );
  },
} satisfies Meta<typeof SuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as a reviewer sees it; OK reports `onOpenChange(false)`. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
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
        <SuccessDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          title={title || t('stories.dialog.successTitle')}
          okLabel={okLabel || t('stories.action.ok')}
          header={t('stories.dialog.successHeader')}
        >
          <Text id="stories.dialog.success" />
        </SuccessDialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
