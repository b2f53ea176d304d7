import { Alert, AlertDescription, Badge, Button, cn, Skeleton } from '@telco-portal/ui';
import { FormattedMessage } from 'react-intl';

import { useAccountSummary } from '../hooks/use-account-summary.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { accountMessages } from './account-messages.ts';

/** Look of each state per place: a card of the select-account page, or an item of the header's menu. */
const LOOK = {
  card: {
    skeleton: 'rounded-xl border border-border p-4',
    skeletonLines: ['h-5 w-1/2', 'h-4 w-2/3'],
    choice:
      'flex-col items-start gap-1 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:shadow-md aria-[current=true]:border-primary',
    name: 'text-lg',
  },
  menu: {
    skeleton: 'p-3',
    skeletonLines: ['h-4 w-1/2', 'h-3 w-2/3'],
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
 * of the select-account page or an item of the header's account switcher.
 */
export function AccountChoice({
  uuid,
  current,
  onChoose,
  look,
  showMobileNumber = true,
}: {
  uuid: string;
  current: boolean;
  onChoose: (uuid: string) => void;
  look: keyof typeof LOOK;
  showMobileNumber?: boolean;
}) {
  const { summary, error, retry } = useAccountSummary(uuid, showMobileNumber);
  const errorText = useErrorText();
  const style = LOOK[look];
  if (!summary && error) {
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
  if (!summary) {
    return (
      <div aria-hidden="true" className={cn('flex flex-col gap-2', style.skeleton)}>
        <Skeleton className={style.skeletonLines[0]} />
        <Skeleton className={style.skeletonLines[1]} />
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
