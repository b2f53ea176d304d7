import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';

import { cn } from '../lib/cn.ts';

/** Modal dialog root (Radix): `open` / `defaultOpen` / `onOpenChange(open)`. Escape and the overlay close it. */
function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4',
    'overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-lg',
    'focus-ring data-[state=open]:animate-dialog-in',
  ],
  {
    variants: { size: { md: 'sm:max-w-md', lg: 'sm:max-w-lg' } },
    defaultVariants: { size: 'lg' },
  },
);

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /**
     * Localised accessible name of the corner × button ("Close" / "Katia"). The button is rendered only
     * when this is given — the ui package holds no user-visible strings of its own.
     */
    closeLabel?: string;
    /**
     * Where focus goes when the dialog closes, for a dialog opened in code whose opener had lost focus
     * by then (e.g. a submit button disabled while its request runs). Default: the element focused when
     * the dialog opened.
     */
    returnFocusTo?: React.RefObject<HTMLElement | null>;
  };

/**
 * The dialog panel, portalled over an overlay; focus is trapped inside while open. On close (Escape,
 * the × button, a DialogClose, or `open` set false) focus returns to what opened it (WCAG 2.4.3; issue 9):
 * Radix only returns focus to a `DialogTrigger`, so a dialog opened in code (an error modal, a 3-D
 * Secure challenge) remembers the element focused when it opened (or `returnFocusTo`) and focuses it
 * again, when it is still on the page. A caller's `onCloseAutoFocus` that prevents the default wins.
 */
function DialogContent({
  className,
  children,
  closeLabel,
  size = 'lg',
  returnFocusTo,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = React.useRef<Element | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        className={cn(dialogContentVariants({ size }), className)}
        onOpenAutoFocus={(event) => {
          // Runs before focus moves into the dialog: the active element is still the opener.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const remembered = opener.current;
          opener.current = null;
          const target =
            returnFocusTo?.current ??
            (remembered instanceof HTMLElement && remembered !== document.body ? remembered : null);
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel}
            className={cn(
              'absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-md',
              'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              'focus-ring',
            )}
          >
            <svg
              xmlns="http://www.w3.org/2000/svg"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              className="size-4"
            >
              <path d="M18 6 6 18" />
              <path d="m6 6 12 12" />
            </svg>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 text-center sm:text-left', className)}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** Accessible name of the dialog (Radix wires `aria-labelledby`). Required by Radix. */
function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold leading-none', className)}
      {...props}
    />
  );
}

const dialogDescriptionVariants = cva('text-sm', {
  variants: { tone: { muted: 'text-muted-foreground', default: 'text-foreground' } },
  defaultVariants: { tone: 'muted' },
});

/** Accessible description (Radix wires `aria-describedby`); `tone="default"` when it is the message itself. */
function DialogDescription({
  className,
  tone = 'muted',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> &
  VariantProps<typeof dialogDescriptionVariants>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(dialogDescriptionVariants({ tone }), className)}
      {...props}
    />
  );
}

export type { DialogContentProps };
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
};
