import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@telco-portal/ui';
import { type ReactNode, type RefObject, use, useContext } from 'react';
import { FormattedMessage } from 'react-intl';
import { RestTextContext } from '../session/locale.ts';
import { challengeMessages as messages } from './challenge-messages.ts';

/** The name the dialog's text loads by (portal catalogue-split.ts COMPONENT_TEXT). */
export const CHALLENGE_TEXT = 'challenge-dialog';

/**
 * Starts loading the dialog's text (`load`: the RestTextContext of the page), e.g. when a card is submitted, so
 * it is in by the time the bank's challenge comes back. Never rejects.
 */
export function preloadChallengeText(load: (name?: string) => Promise<unknown> | null): void {
  load(CHALLENGE_TEXT)?.catch(() => undefined);
}

/** Props of {@link ChallengeDialog}. */
export type ChallengeDialogProps = {
  /** Whether the bank's challenge is showing (false closes it: focus goes back to `returnFocusTo`). */
  open: boolean;
  /** The last four digits of the card being confirmed, shown in the description. */
  last4: string;
  /**
   * What the bank asks to confirm, when it is not adding the card (a setup, the default text): the paying
   * block's own sentence, e.g. the payment of $20.00 with the card ending in 4242 (its texts stay in its part).
   */
  description?: ReactNode;
  /** While the answer is on its way: both buttons are disabled. */
  answering: boolean;
  /** The customer's answer: approve (true) or decline (false; also Escape and the overlay). */
  onAnswer: (approve: boolean) => void;
  /** The element focus returns to when the dialog closes (the form's submit button, busy meanwhile). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The sandbox's 3-D Secure challenge (SPEC §4 card setup `requires_action`, or a payment of a saved card): the
 * bank asks the customer to approve or decline. Its own module, loaded by the card form when a card is submitted (issue 7): the
 * dialog (Radix Dialog, ~10 KB gzipped) is downloaded only by customers who submit a card, not by every
 * visit of the card form's routes.
 */
export default function ChallengeDialog({
  open,
  last4,
  description,
  answering,
  onAnswer,
  returnFocusTo,
}: ChallengeDialogProps) {
  // Its text is a part of its own (portal COMPONENT_TEXT): suspends (its blocks' Suspense) until it is in.
  const text = useContext(RestTextContext)(CHALLENGE_TEXT);
  if (text) use(text);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
    >
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage {...messages.title} />
          </DialogTitle>
          <DialogDescription>
            {description ?? <FormattedMessage {...messages.setupDescription} values={{ last4 }} />}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={answering} onClick={() => onAnswer(false)}>
            <FormattedMessage {...messages.decline} />
          </Button>
          <Button type="button" disabled={answering} onClick={() => onAnswer(true)}>
            <FormattedMessage {...messages.approve} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
