import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@telco-portal/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { Text, useText } from '../src/text.tsx';

function ChangePlanDialog(props: React.ComponentProps<typeof Dialog>) {
  const t = useText();
  return (
    <Dialog {...props}>
      <DialogTrigger asChild>
        <Button>
          <Text id="stories.action.changePlan" />
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('stories.action.close')}>
        <DialogHeader>
          <DialogTitle>
            <Text id="stories.dialog.title" />
          </DialogTitle>
          <DialogDescription>
            <Text id="stories.dialog.body" />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Text id="stories.action.cancel" />
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>
              <Text id="stories.action.changePlan" />
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Modal dialog (Radix) with trigger, header, footer and a named corner close button (ui/components/dialog.tsx). */
const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  render: (args) => <ChangePlanDialog {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger; Escape closes it and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, as a reviewer sees it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
