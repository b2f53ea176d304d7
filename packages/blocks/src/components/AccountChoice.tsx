import { Alert, AlertDescription, Badge, Button, cn, Skeleton } from '@telco-portal/ui';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

import { useAccountSummary } from '../hooks/use-account-summary.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { accountMessages } from './account-messages.ts';

/** Look of each state per place: a card of the select-account page, or an item of the header's menu. */
const LOOK = {
  card: {
    skeleton: 'rounded-xl border border-border p-4',
    skeletonName: 'h-7',
    choice:
      'flex-col items-start gap-1 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:shadow-md aria-[current=true]:border-primary',
    name: 'text-lg',
  },
  menu: {
    skeleton: 'p-3',
    skeletonName: 'h-5',
    choice:
      'rounded-md p-3 text-popover-foreground hover:bg-accent hover:text-accent-foreground aria-[current=true]:bg-muted',
    name: undefined,
  },
} as const;

/**
 * One customer account to choose (issue 9: two accounts of one person must not look the same; SPEC §1 one
 * user may hold several accounts): a button with the account's full name, type, account number, mobile
 * number (unless `showMobileNumber` is false) and e-mail, marked `aria-current` and badged "Current" when it
 * is the current account; a skeleton while its record loads; the SPEC §8 message with "Try again" when the
 * record failed to load (failed is not absent: the account stays listed). `look` is where it sits: a card
 * of the select-account page or an item of the header's account switcher. A list of cards passes `hold` until
 * every choice has settled (`onSettled`), so the cards land together and none pushes another down.
 */
export function AccountChoice({
  uuid,
  current,
  onChoose,
  look,
  showMobileNumber = true,
  hold = false,
  onSettled,
}: {
  uuid: string;
  current: boolean;
  onChoose: (uuid: string) => void;
  look: keyof typeof LOOK;
  showMobileNumber?: boolean;
  /** Keep showing the skeleton although the record is here (a list that shows its choices all at once). */
  hold?: boolean;
  /** Called once the record answered or failed (the list's `hold` can then end). */
  onSettled?: (uuid: string) => void;
}) {
  const { summary, error, retry } = useAccountSummary(uuid, showMobileNumber);
  const errorText = useErrorText();
  const style = LOOK[look];
  const settled = summary !== undefined || error !== undefined;
  useEffect(() => {
    if (settled) onSettled?.(uuid);
  }, [settled, onSettled, uuid]);
  if (!summary && error && !hold) {
    const failure = (
      <>
        <span>
          <FormattedMessage {...accountMessages.loadError} /> {errorText(error)}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={retry}>
          <FormattedMessage {...accountMessages.retry} />
        </Button>
      </>
    );
    return look === 'card' ? (
      <Alert variant="destructive">
        <AlertDescription>{failure}</AlertDescription>
      </Alert>
    ) : (
      <div role="alert" className="flex flex-col items-start gap-2 p-3 text-sm text-destructive">
        {failure}
      </div>
    );
  }
  if (!summary || hold) {
    // The lines of AccountDetails at their line heights (name; number, mobile number, e-mail): the choice
    // takes the skeleton's place without moving what follows (issue 9, no layout shift).
    return (
      <div aria-hidden="true" className={cn('flex flex-col gap-1', style.skeleton)}>
        <Skeleton className={cn('w-1/2', style.skeletonName)} />
        <Skeleton className="h-5 w-2/3" />
        {showMobileNumber ? <Skeleton className="h-5 w-2/5" /> : null}
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-current={current ? 'true' : undefined}
      onClick={() => onChoose(uuid)}
      className={cn('flex w-full cursor-pointer text-left focus-ring', style.choice)}
    >
      <AccountDetails
        summary={summary}
        nameClassName={style.name}
        badge={
          current ? (
            <Badge variant="secondary">
              <FormattedMessage {...accountMessages.current} />
            </Badge>
          ) : null
        }
      />
    </button>
  );
}
