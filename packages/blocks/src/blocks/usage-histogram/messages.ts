import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the usage histogram block (SPEC §7 usage histogram, SPEC §9 30 daily buckets). */
export const messages = untyped(
  defineMessages({
    title: { id: 'usageHistogram.title' },
    intro: { id: 'usageHistogram.intro' },
    total: { id: 'usageHistogram.total' },
    unit: { id: 'usageHistogram.unit' },
    showTable: { id: 'usageHistogram.showTable' },
    hideTable: { id: 'usageHistogram.hideTable' },
    chartLabel: { id: 'usageHistogram.chartLabel' },
    chartHint: { id: 'usageHistogram.chartHint' },
    point: { id: 'usageHistogram.point' },
    caption: { id: 'usageHistogram.caption' },
    day: { id: 'usageHistogram.day' },
    used: { id: 'usageHistogram.used' },
    zero: { id: 'usageHistogram.zero' },
    partial: { id: 'usageHistogram.partial' },
    noProduct: { id: 'usageHistogram.noProduct' },
    loading: { id: 'usageHistogram.loading' },
    errorTitle: { id: 'usageHistogram.errorTitle' },
    error: { id: 'usageHistogram.error' },
    retry: { id: 'usageHistogram.retry' },
    backToDashboard: { id: 'usageHistogram.backToDashboard' },
  }),
);
