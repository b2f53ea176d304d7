import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the mobile billing block (SPEC §2 mobile billing, §3 billing cycles, §5 'not allowed', §9). */
export const messages = untyped(
  defineMessages({
    title: { id: 'mobileBilling.title' },
    intro: { id: 'mobileBilling.intro' },
    loading: { id: 'mobileBilling.loading' },
    errorTitle: { id: 'mobileBilling.errorTitle' },
    loadError: { id: 'mobileBilling.loadError' },
    retry: { id: 'mobileBilling.retry' },
    currentBill: { id: 'mobileBilling.currentBill' },
    balance: { id: 'mobileBilling.balance' },
    payBill: { id: 'mobileBilling.payBill' },
    currentCycle: { id: 'mobileBilling.currentCycle' },
    nextCycle: { id: 'mobileBilling.nextCycle' },
    range: { id: 'mobileBilling.range' },
    cycleTitle: { id: 'mobileBilling.cycleTitle' },
    cycleLegend: { id: 'mobileBilling.cycleLegend' },
    cycleReadOnly: { id: 'mobileBilling.cycleReadOnly' },
    cycle7: { id: 'mobileBilling.cycle7' },
    cycle28: { id: 'mobileBilling.cycle28' },
    cycleMonthly: { id: 'mobileBilling.cycleMonthly' },
    save: { id: 'mobileBilling.save' },
    saving: { id: 'mobileBilling.saving' },
    saved: { id: 'mobileBilling.saved' },
    saveError: { id: 'mobileBilling.saveError' },
    bankTitle: { id: 'mobileBilling.bankTitle' },
    bankIntro: { id: 'mobileBilling.bankIntro' },
    bankAccountName: { id: 'mobileBilling.bankAccountName' },
    bankAccountNumber: { id: 'mobileBilling.bankAccountNumber' },
    bankReference: { id: 'mobileBilling.bankReference' },
  }),
);
