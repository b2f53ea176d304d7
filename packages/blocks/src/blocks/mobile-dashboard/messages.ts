import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the mobile dashboard block (SPEC §2 profile mobile: your-plan, balance, allowances). */
export const messages = untyped(
  defineMessages({
    title: { id: 'mobileDashboard.title' },
    productSwitcher: { id: 'mobileDashboard.productSwitcher' },
    yourPlan: { id: 'mobileDashboard.yourPlan' },
    number: { id: 'mobileDashboard.number' },
    noPlan: { id: 'mobileDashboard.noPlan' },
    renews: { id: 'mobileDashboard.renews' },
    planEnds: { id: 'mobileDashboard.planEnds' },
    nextBill: { id: 'mobileDashboard.nextBill' },
    statusActive: { id: 'mobileDashboard.status.active' },
    statusNotActivated: { id: 'mobileDashboard.status.notActivated' },
    statusNotActive: { id: 'mobileDashboard.status.notActive' },
    balance: { id: 'mobileDashboard.balance' },
    credit: { id: 'mobileDashboard.credit' },
    expires: { id: 'mobileDashboard.expires' },
    currentBill: { id: 'mobileDashboard.currentBill' },
    billingCycle: { id: 'mobileDashboard.billingCycle' },
    allowances: { id: 'mobileDashboard.allowances' },
    allowanceData: { id: 'mobileDashboard.allowance.data' },
    allowanceVoice: { id: 'mobileDashboard.allowance.voice' },
    allowanceSms: { id: 'mobileDashboard.allowance.sms' },
    allowanceMms: { id: 'mobileDashboard.allowance.mms' },
    allowanceIddVoice: { id: 'mobileDashboard.allowance.iddVoice' },
    allowanceIddSms: { id: 'mobileDashboard.allowance.iddSms' },
    remainingOf: { id: 'mobileDashboard.remainingOf' },
    remaining: { id: 'mobileDashboard.remaining' },
    unlimited: { id: 'mobileDashboard.unlimited' },
    casualRate: { id: 'mobileDashboard.casualRate' },
    noAllowances: { id: 'mobileDashboard.noAllowances' },
    viewUsage: { id: 'mobileDashboard.viewUsage' },
    noProducts: { id: 'mobileDashboard.noProducts' },
    browsePlans: { id: 'mobileDashboard.browsePlans' },
    errorTitle: { id: 'mobileDashboard.errorTitle' },
    error: { id: 'mobileDashboard.error' },
    retry: { id: 'mobileDashboard.retry' },
    loading: { id: 'mobileDashboard.loading' },
  }),
);
