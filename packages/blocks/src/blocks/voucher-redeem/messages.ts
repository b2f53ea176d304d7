import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the voucher-redeem block (SPEC §2 redeem-voucher, §5 voucher rules and messages). */
export const messages = untyped(
  defineMessages({
    title: { id: 'voucherRedeem.title' },
    intro: { id: 'voucherRedeem.intro' },
    code: { id: 'voucherRedeem.code' },
    codeHint: { id: 'voucherRedeem.codeHint' },
    check: { id: 'voucherRedeem.check' },
    checking: { id: 'voucherRedeem.checking' },
    checkedTitle: { id: 'voucherRedeem.checkedTitle' },
    checked: { id: 'voucherRedeem.checked' },
    redeem: { id: 'voucherRedeem.redeem' },
    redeeming: { id: 'voucherRedeem.redeeming' },
    changeCode: { id: 'voucherRedeem.changeCode' },
    successTitle: { id: 'voucherRedeem.successTitle' },
    success: { id: 'voucherRedeem.success' },
    newBalance: { id: 'voucherRedeem.newBalance' },
    expires: { id: 'voucherRedeem.expires' },
    another: { id: 'voucherRedeem.another' },
    backToDashboard: { id: 'voucherRedeem.backToDashboard' },
    errorTitle: { id: 'voucherRedeem.errorTitle' },
    checkError: { id: 'voucherRedeem.error.check' },
    redeemError: { id: 'voucherRedeem.error.redeem' },
    noProduct: { id: 'voucherRedeem.noProduct' },
    loading: { id: 'voucherRedeem.loading' },
    loadError: { id: 'voucherRedeem.loadError' },
    retry: { id: 'voucherRedeem.retry' },
  }),
);
