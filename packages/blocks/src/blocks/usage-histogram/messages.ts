import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the usage histogram block (SPEC §7 usage histogram, SPEC §9 30 daily buckets). */
export const messages = untyped(
  defineMessages({
    title: { id: 'usageHistogram.title', defaultMessage: 'Data usage' },
    intro: { id: 'usageHistogram.intro', defaultMessage: 'Data used each day over the last {days} days.' },
    total: { id: 'usageHistogram.total', defaultMessage: 'Total: {value}' },
    unit: { id: 'usageHistogram.unit', defaultMessage: 'Unit' },
    showTable: { id: 'usageHistogram.showTable', defaultMessage: 'Show as table' },
    hideTable: { id: 'usageHistogram.hideTable', defaultMessage: 'Hide table' },
    chartLabel: { id: 'usageHistogram.chartLabel', defaultMessage: 'Daily data usage chart' },
    chartHint: { id: 'usageHistogram.chartHint', defaultMessage: 'Use the arrow keys to move between days.' },
    point: { id: 'usageHistogram.point', defaultMessage: '{date}: {value}' },
    caption: { id: 'usageHistogram.caption', defaultMessage: 'Data used per day, {from} to {to}' },
    day: { id: 'usageHistogram.day', defaultMessage: 'Day' },
    used: { id: 'usageHistogram.used', defaultMessage: 'Data used ({unit})' },
    zero: { id: 'usageHistogram.zero', defaultMessage: 'No data used in this period.' },
    partial: {
      id: 'usageHistogram.partial',
      defaultMessage: 'Usage is recorded from {date}; earlier days show zero.',
    },
    noProduct: {
      id: 'usageHistogram.noProduct',
      defaultMessage: 'There is no mobile number to show usage for.',
    },
    loading: { id: 'usageHistogram.loading', defaultMessage: 'Loading usage…' },
    errorTitle: { id: 'usageHistogram.errorTitle', defaultMessage: 'Error!' },
    error: { id: 'usageHistogram.error', defaultMessage: 'We could not load your usage.' },
    retry: { id: 'usageHistogram.retry', defaultMessage: 'Try again' },
    backToDashboard: { id: 'usageHistogram.backToDashboard', defaultMessage: 'Back to my mobile' },
  }),
);
