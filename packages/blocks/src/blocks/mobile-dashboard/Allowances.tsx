import type { PostpayBalance, PrepayBalance } from '@telco-portal/api';
import {
  type AllowanceRemaining,
  formatDataAmount,
  mapBalanceKeys,
  type ProductTotals,
  remainingAllowances,
  type UsageType,
} from '@telco-portal/core';
import { Meter } from '@telco-portal/ui';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { messages } from './messages.ts';

const labels: Record<UsageType, MessageDescriptor> = {
  data: messages.allowanceData,
  voice: messages.allowanceVoice,
  sms: messages.allowanceSms,
  mms: messages.allowanceMms,
  idd_voice: messages.allowanceIddVoice,
  idd_sms: messages.allowanceIddSms,
};

const units: Record<Exclude<UsageType, 'data'>, string> = {
  voice: 'mins',
  idd_voice: 'mins',
  sms: 'SMS',
  idd_sms: 'SMS',
  mms: 'MMS',
};

/**
 * Remaining allowances (SPEC §3 usage entries): one Meter per usage type with remaining / total
 * (core `remainingAllowances`: carry-over included), or the 'Unlimited' / casual-rate wording. Data in
 * GB or MB (SPEC §9 threshold), calls in minutes, messages as counts.
 */
export function Allowances({
  balance,
  totals,
}: {
  balance: PrepayBalance | PostpayBalance;
  totals: ProductTotals;
}) {
  const intl = useIntl();
  const coreText = useCoreMessage();
  const rows = remainingAllowances(mapBalanceKeys(balance), totals);

  const amount = (row: AllowanceRemaining, value: number) => {
    if (row.type === 'data') {
      const { amount: a, unit } = formatDataAmount(value);
      return coreText({ id: 'core.plan.value.amount', values: { amount: a, unit } });
    }
    const a = intl.formatNumber(value, { maximumFractionDigits: 0 });
    return coreText({ id: 'core.plan.value.amount', values: { amount: a, unit: units[row.type] } });
  };

  if (rows.length === 0) {
    return (
      <p className="text-muted-foreground">
        <FormattedMessage {...messages.noAllowances} />
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {rows.map((row) => {
        const label = intl.formatMessage(labels[row.type]);
        const labelId = `allowance-${row.type}`;
        let reading: string;
        if (row.unlimited) reading = intl.formatMessage(messages.unlimited);
        else if (row.casualRate && row.remaining <= 0) reading = intl.formatMessage(messages.casualRate);
        else if (row.total > 0)
          reading = intl.formatMessage(messages.remainingOf, {
            remaining: amount(row, row.remaining),
            total: amount(row, row.total),
          });
        else reading = intl.formatMessage(messages.remaining, { remaining: amount(row, row.remaining) });
        return (
          <li key={row.type} data-allowance={row.type} className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span id={labelId} className="font-medium text-foreground">
                {label}
              </span>
              <span className="text-muted-foreground">{reading}</span>
            </div>
            {row.total > 0 || row.unlimited ? (
              <Meter
                aria-labelledby={labelId}
                value={row.unlimited ? 100 : row.remaining}
                max={row.unlimited ? 100 : row.total}
                valueText={reading}
                tone={!row.unlimited && row.percentRemaining < 10 ? 'warning' : 'default'}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
