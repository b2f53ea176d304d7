import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';

import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';

const messageDialogVariants = cva('', {
  variants: {
    tone: {
      info: '',
      success: 'border-t-4 border-t-success',
      error: 'border-t-4 border-t-destructive',
    },
  },
  defaultVariants: { tone: 'info' },
});

type MessageDialogProps = VariantProps<typeof messageDialogVariants> & {
  open: boolean;
  /** Called with `false` on OK, Escape or an overlay click. */
  onOpenChange: (open: boolean) => void;
  /** Localised dialog title, e.g. 'Error!' / 'Hapa!' or 'Success!' / 'Angitu!' (SPEC §8). */
  title: string;
  /** Localised label of the closing button, e.g. 'OK' / 'Āe'. */
  okLabel: string;
  /** Optional heading shown under the title (SPEC §8 "optional header"). */
  header?: React.ReactNode;
  /** The message itself; becomes the dialog's accessible description. */
  children?: React.ReactNode;
  /** Called when OK is pressed, before the dialog closes. */
  onOk?: () => void;
  /** `alertdialog` for messages that interrupt (errors); defaults to `alertdialog` for tone error, else `dialog`. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/**
 * A one-button message modal — SPEC §8. Focus moves to OK when it opens and returns to the element that
 * had focus before (the trigger, or whatever opened it programmatically) when it closes.
 */
function MessageDialog({
  open,
  onOpenChange,
  title,
  okLabel,
  header,
  children,
  onOk,
  tone = 'info',
  role,
  className,
}: MessageDialogProps) {
  const returnFocusTo = React.useRef<HTMLElement | null>(null);
  // Layout effects run before Radix's FocusScope moves focus (a passive effect), so this sees the opener.
  React.useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);
  const resolvedRole = role ?? (tone === 'error' ? 'alertdialog' : 'dialog');
  const hasBody = children !== undefined && children !== null && children !== false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="message-dialog"
        data-tone={tone}
        role={resolvedRole}
        size="md"
        className={cn(messageDialogVariants({ tone }), className)}
        {...(hasBody ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {header ? (
            <p data-slot="message-dialog-header" className="text-base font-medium text-foreground">
              {header}
            </p>
          ) : null}
          {hasBody ? <DialogDescription tone="default">{children}</DialogDescription> : null}
        </DialogHeader>
        <DialogFooter>
          <Button
            type="button"
            variant={tone === 'error' ? 'destructive' : 'default'}
            onClick={() => {
              onOk?.();
              onOpenChange(false);
            }}
          >
            {okLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type ToneFixedProps = Omit<MessageDialogProps, 'tone'>;

/** Error modal — SPEC §8: pass `title` ('Error!' / 'Hapa!'), `okLabel` and the message as children. `role="alertdialog"`. */
function ErrorDialog(props: ToneFixedProps) {
  return <MessageDialog {...props} tone="error" />;
}

/** Success modal — SPEC §8: pass `title` ('Success!' / 'Angitu!'), `okLabel`, an optional `header` and the message. */
function SuccessDialog(props: ToneFixedProps) {
  return <MessageDialog {...props} tone="success" />;
}

export type { MessageDialogProps };
export { ErrorDialog, MessageDialog, messageDialogVariants, SuccessDialog };
