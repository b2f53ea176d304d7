import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { ErrorDialog, SuccessDialog } from './message-dialog.tsx';

function PlanDialog({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Change plan</Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>Change plan</DialogTitle>
          <DialogDescription>Your new plan starts today.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('given a Dialog with a trigger', () => {
  it('opens as a named, described modal and returns focus to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(<PlanDialog />);
    const trigger = screen.getByRole('button', { name: 'Change plan' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(dialog).toHaveAccessibleDescription('Your new plan starts today.');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Scoped to the dialog: Radix aria-hides the page behind it while focus is trapped inside.
    expect(await axeViolations(dialog)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes from a DialogClose part', async () => {
    const user = userEvent.setup();
    render(<PlanDialog />);
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders the corner close button only with a localised closeLabel', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PlanDialog />);
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Katia' })).toBeNull();
    unmount();

    render(<PlanDialog closeLabel="Katia" />);
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await user.click(await screen.findByRole('button', { name: 'Katia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

function ErrorDemo({ onOk }: { onOk?: () => void }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Pay</Button>
      <ErrorDialog open={open} onOpenChange={setOpen} title="Hapa!" okLabel="Āe" onOk={onOk}>
        Payment is failed
      </ErrorDialog>
    </>
  );
}

describe('given an ErrorDialog opened from state (SPEC §8)', () => {
  it('is an alertdialog titled by the caller, describes the message and focuses OK', async () => {
    const user = userEvent.setup();
    render(<ErrorDemo />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapa!' });
    expect(dialog).toHaveAccessibleDescription('Payment is failed');
    expect(dialog).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('button', { name: 'Āe' })).toHaveFocus();
    // Scoped to the dialog: Radix aria-hides the page behind it while focus is trapped inside.
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('closes on OK, calls onOk and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    render(<ErrorDemo onOk={onOk} />);
    const opener = screen.getByRole('button', { name: 'Pay' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Āe' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes on Escape without calling onOk and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    render(<ErrorDemo onOk={onOk} />);
    const opener = screen.getByRole('button', { name: 'Pay' });
    await user.click(opener);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onOk).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open (Tab wraps to OK)', async () => {
    const user = userEvent.setup();
    render(<ErrorDemo />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const ok = await screen.findByRole('button', { name: 'Āe' });
    await user.tab();
    expect(ok).toHaveFocus();
  });
});

describe('given a SuccessDialog', () => {
  it('is a dialog with the title, the optional header and the message', async () => {
    const onOpenChange = vi.fn();
    render(
      <SuccessDialog open onOpenChange={onOpenChange} title="Angitu!" header="Plan changed" okLabel="OK">
        Your new plan starts today.
      </SuccessDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Angitu!' });
    expect(dialog).toHaveAttribute('data-tone', 'success');
    expect(dialog).toHaveTextContent('Plan changed');
    expect(dialog).toHaveAccessibleDescription('Your new plan starts today.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Scoped to the dialog: Radix aria-hides the page behind it while focus is trapped inside.
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('asks to close on OK and on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<SuccessDialog open onOpenChange={onOpenChange} title="Success!" okLabel="OK" />);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('has no header element when none is given', async () => {
    render(<SuccessDialog open onOpenChange={() => {}} title="Success!" okLabel="OK" />);
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog.querySelector('[data-slot="message-dialog-header"]')).toBeNull();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });
});

/** A dialog opened in code (no DialogTrigger), as the error modal and the 3-D Secure challenge are. */
function ProgrammaticDialog({ returnFocus = false }: { returnFocus?: boolean }) {
  const [open, setOpen] = React.useState(false);
  const target = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={target}>Add card</Button>
      <Button onClick={() => setOpen(true)}>Check card</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Close" returnFocusTo={returnFocus ? target : undefined}>
          <DialogTitle>Confirm with your bank</DialogTitle>
          <DialogDescription>Approve the payment.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('given a dialog opened in code, not by a DialogTrigger (issue 9)', () => {
  it('returns focus to the element that opened it on Escape', async () => {
    render(<ProgrammaticDialog />);
    const opener = screen.getByRole('button', { name: 'Check card' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the opener when closed by its × button', async () => {
    render(<ProgrammaticDialog />);
    const opener = screen.getByRole('button', { name: 'Check card' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('sends focus to `returnFocusTo` when given', async () => {
    render(<ProgrammaticDialog returnFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Check card' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add card' }));
  });
});
