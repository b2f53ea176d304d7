import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the top-up block (SPEC §2 mobile top-up, §5 top-up rules, §8 messages). */
export const messages = untyped(
  defineMessages({
    title: { id: 'topUp.title' },
    intro: { id: 'topUp.intro' },
    balanceNow: { id: 'topUp.balanceNow' },
    amountLegend: { id: 'topUp.amountLegend' },
    otherAmount: { id: 'topUp.otherAmount' },
    otherAmountLabel: { id: 'topUp.otherAmountLabel' },
    otherAmountHint: { id: 'topUp.otherAmountHint' },
    amountInvalid: { id: 'topUp.amountInvalid' },
    noCard: { id: 'topUp.noCard' },
    pay: { id: 'topUp.pay' },
    successTitle: { id: 'topUp.successTitle' },
    success: { id: 'topUp.success' },
    newBalance: { id: 'topUp.newBalance' },
    expires: { id: 'topUp.expires' },
    another: { id: 'topUp.another' },
    backToDashboard: { id: 'topUp.backToDashboard' },
    errorTitle: { id: 'topUp.errorTitle' },
    noProduct: { id: 'topUp.noProduct' },
    loading: { id: 'topUp.loading' },
    loadError: { id: 'topUp.loadError' },
    retry: { id: 'topUp.retry' },
  }),
);
