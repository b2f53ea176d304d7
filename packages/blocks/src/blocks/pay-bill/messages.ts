import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the pay-bill block (SPEC §2 balance "pay-bill for postpay", §7 POST /customer/{id}/payment, §8). */
export const messages = untyped(
  defineMessages({
    title: { id: 'payBill.title' },
    intro: { id: 'payBill.intro' },
    owedTitle: { id: 'payBill.owedTitle' },
    invoiceLine: { id: 'payBill.invoiceLine' },
    overdue: { id: 'payBill.overdue' },
    partlyPaid: { id: 'payBill.partlyPaid' },
    total: { id: 'payBill.total' },
    amountLegend: { id: 'payBill.amountLegend' },
    fullAmount: { id: 'payBill.fullAmount' },
    otherAmount: { id: 'payBill.otherAmount' },
    otherAmountLabel: { id: 'payBill.otherAmountLabel' },
    otherAmountHint: { id: 'payBill.otherAmountHint' },
    amountInvalid: { id: 'payBill.amountInvalid' },
    noCard: { id: 'payBill.noCard' },
    pay: { id: 'payBill.pay' },
    successTitle: { id: 'payBill.successTitle' },
    success: { id: 'payBill.success' },
    stillOwed: { id: 'payBill.stillOwed' },
    allPaid: { id: 'payBill.allPaid' },
    nothingToPay: { id: 'payBill.nothingToPay' },
    receipts: { id: 'payBill.receipts' },
    invoices: { id: 'payBill.invoices' },
    backToBilling: { id: 'payBill.backToBilling' },
    errorTitle: { id: 'payBill.errorTitle' },
    noProduct: { id: 'payBill.noProduct' },
    loading: { id: 'payBill.loading' },
    loadError: { id: 'payBill.loadError' },
    retry: { id: 'payBill.retry' },
  }),
);
