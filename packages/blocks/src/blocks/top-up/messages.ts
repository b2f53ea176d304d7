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

/** Text of the auto top-up section of the top-up page (SPEC §3 preference "top-up-auto", §5, §9). */
export const autoMessages = untyped(
  defineMessages({
    title: { id: 'topUp.auto.title' },
    loading: { id: 'topUp.auto.loading' },
    loadErrorTitle: { id: 'topUp.auto.loadErrorTitle' },
    retry: { id: 'topUp.retry' },
    isOff: { id: 'topUp.auto.isOff' },
    isOn: { id: 'topUp.auto.isOn' },
    next: { id: 'topUp.auto.next' },
    lastRun: { id: 'topUp.auto.lastRun' },
    runFailedTitle: { id: 'topUp.auto.runFailedTitle' },
    runDeclined: { id: 'topUp.auto.runDeclined' },
    runAuthentication: { id: 'topUp.auto.runAuthentication' },
    runNoCard: { id: 'topUp.auto.runNoCard' },
    switch: { id: 'topUp.auto.switch' },
    amountLabel: { id: 'topUp.auto.amountLabel' },
    amountHint: { id: 'topUp.auto.amountHint' },
    daysLabel: { id: 'topUp.auto.daysLabel' },
    daysHint: { id: 'topUp.auto.daysHint' },
    save: { id: 'topUp.auto.save' },
    saveErrorTitle: { id: 'topUp.errorTitle' },
    savedOn: { id: 'topUp.auto.savedOn' },
    savedOff: { id: 'topUp.auto.savedOff' },
    needsCard: { id: 'topUp.auto.needsCard' },
  }),
);
