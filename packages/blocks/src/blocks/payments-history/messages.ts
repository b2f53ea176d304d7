import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the payments-history block (SPEC §2 balance/payments-history, §3 transactions). */
export const messages = untyped(
  defineMessages({
    title: { id: 'paymentsHistory.title' },
    intro: { id: 'paymentsHistory.intro' },
    loading: { id: 'paymentsHistory.loading' },
    errorTitle: { id: 'paymentsHistory.errorTitle' },
    loadError: { id: 'paymentsHistory.loadError' },
    retry: { id: 'paymentsHistory.retry' },
    empty: { id: 'paymentsHistory.empty' },
    monthTotal: { id: 'paymentsHistory.monthTotal' },
    kindTopUp: { id: 'paymentsHistory.kindTopUp' },
    kindVoucher: { id: 'paymentsHistory.kindVoucher' },
    kindBillPayment: { id: 'paymentsHistory.kindBillPayment' },
    kindAddon: { id: 'paymentsHistory.kindAddon' },
    kindRefund: { id: 'paymentsHistory.kindRefund' },
  }),
);
