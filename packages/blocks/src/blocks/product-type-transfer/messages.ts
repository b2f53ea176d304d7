import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the product-type-transfer block (SPEC §2 sim-transfer-product-type, §7 PUT /sim/v1/product-type). */
export const messages = untyped(
  defineMessages({
    title: { id: 'productTypeTransfer.title' },
    intro: { id: 'productTypeTransfer.intro' },
    number: { id: 'productTypeTransfer.number' },
    currentType: { id: 'productTypeTransfer.currentType' },
    legend: { id: 'productTypeTransfer.legend' },
    aboutPrepay: { id: 'productTypeTransfer.about.prepay' },
    aboutPostpay: { id: 'productTypeTransfer.about.postpay' },
    aboutPayg: { id: 'productTypeTransfer.about.payg' },
    required: { id: 'productTypeTransfer.required' },
    check: { id: 'productTypeTransfer.check' },
    checking: { id: 'productTypeTransfer.checking' },
    checkedTitle: { id: 'productTypeTransfer.checkedTitle' },
    checked: { id: 'productTypeTransfer.checked' },
    confirm: { id: 'productTypeTransfer.confirm' },
    confirming: { id: 'productTypeTransfer.confirming' },
    chooseAnother: { id: 'productTypeTransfer.chooseAnother' },
    successTitle: { id: 'productTypeTransfer.successTitle' },
    success: { id: 'productTypeTransfer.success' },
    backToDashboard: { id: 'productTypeTransfer.backToDashboard' },
    errorTitle: { id: 'productTypeTransfer.errorTitle' },
    sameType: { id: 'productTypeTransfer.error.sameType' },
    noProduct: { id: 'productTypeTransfer.noProduct' },
    loading: { id: 'productTypeTransfer.loading' },
    loadError: { id: 'productTypeTransfer.loadError' },
    retry: { id: 'productTypeTransfer.retry' },
  }),
);
