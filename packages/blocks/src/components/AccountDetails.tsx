import { Badge, cn } from '@telco-portal/ui';
import { FormattedMessage } from 'react-intl';

import type { AccountSummary } from '../hooks/use-account-summary.ts';
import { accountMessages, accountTypeLabels } from './account-messages.ts';

/**
 * What tells one account from another (issue 9): the full name (never cut, wraps), the account type badge
 * (core `AccountType`), the account number, the default mobile number and the e-mail. Phrasing content only
 * (spans), so it can sit inside a button.
 */
export function AccountDetails({
  summary,
  nameClassName,
  badge,
}: {
  summary: AccountSummary;
  /** Classes of the name line (its size differs between the page and the header menu). */
  nameClassName?: string;
  /** Extra badge after the type (e.g. "Current"). */
  badge?: React.ReactNode;
}) {
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <span className="flex w-full flex-wrap items-center gap-2">
        <span className={cn('min-w-0 font-semibold wrap-anywhere', nameClassName)}>{summary.fullName}</span>
        {summary.type ? (
          <Badge variant="outline">
            <FormattedMessage {...accountTypeLabels[summary.type]} />
          </Badge>
        ) : null}
        {badge}
      </span>
      <span className="max-w-full text-sm text-muted-foreground wrap-anywhere">
        <FormattedMessage {...accountMessages.number} values={{ number: summary.number }} />
      </span>
      {summary.msisdn ? (
        <span className="text-sm text-muted-foreground">
          <FormattedMessage {...accountMessages.mobileNumber} values={{ msisdn: summary.msisdn }} />
        </span>
      ) : null}
      <span className="max-w-full text-sm text-muted-foreground wrap-anywhere">{summary.email}</span>
    </span>
  );
}
