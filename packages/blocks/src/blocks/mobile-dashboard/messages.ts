import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the mobile dashboard block (SPEC §2 profile mobile: your-plan, balance, allowances). */
export const messages = untyped(
  defineMessages({
    title: { id: 'mobileDashboard.title', defaultMessage: 'My mobile' },
    productSwitcher: { id: 'mobileDashboard.productSwitcher', defaultMessage: 'Mobile number' },
    yourPlan: { id: 'mobileDashboard.yourPlan', defaultMessage: 'Your plan' },
    number: { id: 'mobileDashboard.number', defaultMessage: 'Number' },
    noPlan: { id: 'mobileDashboard.noPlan', defaultMessage: 'No plan yet' },
    renews: { id: 'mobileDashboard.renews', defaultMessage: 'Renews on {date}' },
    planEnds: { id: 'mobileDashboard.planEnds', defaultMessage: 'Plan ends on {date}' },
    nextBill: { id: 'mobileDashboard.nextBill', defaultMessage: 'Next bill on {date}' },
    statusActive: { id: 'mobileDashboard.status.active', defaultMessage: 'Active' },
    statusNotActivated: { id: 'mobileDashboard.status.notActivated', defaultMessage: 'Not activated' },
    statusNotActive: { id: 'mobileDashboard.status.notActive', defaultMessage: 'Not active' },
    balance: { id: 'mobileDashboard.balance', defaultMessage: 'Balance' },
    credit: { id: 'mobileDashboard.credit', defaultMessage: 'Credit' },
    expires: { id: 'mobileDashboard.expires', defaultMessage: 'Expires on {date}' },
    currentBill: { id: 'mobileDashboard.currentBill', defaultMessage: 'Current bill' },
    billingCycle: { id: 'mobileDashboard.billingCycle', defaultMessage: 'Billing period {from} to {to}' },
    allowances: { id: 'mobileDashboard.allowances', defaultMessage: 'Remaining allowances' },
    allowanceData: { id: 'mobileDashboard.allowance.data', defaultMessage: 'Data' },
    allowanceVoice: { id: 'mobileDashboard.allowance.voice', defaultMessage: 'Calls' },
    allowanceSms: { id: 'mobileDashboard.allowance.sms', defaultMessage: 'Texts' },
    allowanceMms: { id: 'mobileDashboard.allowance.mms', defaultMessage: 'Picture messages' },
    allowanceIddVoice: { id: 'mobileDashboard.allowance.iddVoice', defaultMessage: 'International calls' },
    allowanceIddSms: { id: 'mobileDashboard.allowance.iddSms', defaultMessage: 'International texts' },
    remainingOf: { id: 'mobileDashboard.remainingOf', defaultMessage: '{remaining} left of {total}' },
    remaining: { id: 'mobileDashboard.remaining', defaultMessage: '{remaining} left' },
    unlimited: { id: 'mobileDashboard.unlimited', defaultMessage: 'Unlimited' },
    casualRate: { id: 'mobileDashboard.casualRate', defaultMessage: 'Charged at the casual rate' },
    noAllowances: {
      id: 'mobileDashboard.noAllowances',
      defaultMessage: 'You have no allowances on this number right now.',
    },
    viewUsage: { id: 'mobileDashboard.viewUsage', defaultMessage: 'View usage' },
    noProducts: {
      id: 'mobileDashboard.noProducts',
      defaultMessage: 'You have no mobile numbers on this account yet.',
    },
    browsePlans: { id: 'mobileDashboard.browsePlans', defaultMessage: 'Browse plans' },
    errorTitle: { id: 'mobileDashboard.errorTitle', defaultMessage: 'Error!' },
    error: { id: 'mobileDashboard.error', defaultMessage: 'We could not load your mobile details.' },
    retry: { id: 'mobileDashboard.retry', defaultMessage: 'Try again' },
    loading: { id: 'mobileDashboard.loading', defaultMessage: 'Loading your mobile details…' },
  }),
);
