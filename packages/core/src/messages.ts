/**
 * Localised text produced by core is returned as message descriptors, never as English strings.
 * `coreMessages` maps every id core can return to its English default (ICU MessageFormat); the
 * te reo Māori catalogue is `coreMessagesMi` in messages.mi-NZ.ts (same ids, same placeholders).
 */

export { type CoreMessage, coreMessage } from './core-message.ts';

/** English default text of every core message id (ICU MessageFormat). */
export const coreMessages = {
  // Plan detail labels (SPEC §3 "Formatted plan offer", §4 auto-renew decides the period label)
  'core.plan.label.renewablePeriod': 'Renewable period',
  'core.plan.label.servicePeriod': 'Service period',
  'core.plan.label.data': 'Data',
  'core.plan.label.voice': 'Calls',
  'core.plan.label.sms': 'SMS',
  'core.plan.label.mms': 'MMS',
  'core.plan.label.iddVoice': 'International calls',
  'core.plan.label.iddSms': 'International SMS',
  'core.plan.label.speed': 'Speed',
  'core.plan.label.throttle': 'Endless data',

  // Plan periods (SPEC §9: time interval ending in day -> '1 day' / 'N days')
  'core.plan.period.days': '{count, plural, one {# day} other {# days}}',
  'core.plan.period.weeks': '{count, plural, one {# week} other {# weeks}}',
  'core.plan.period.months': '{count, plural, one {# month} other {# months}}',
  'core.plan.period.other': '{interval}',

  // Allowance values (SPEC §9: units GB, MB, mins, SMS, MMS; Unlimited / CasualRate wording)
  'core.plan.value.amount': '{amount} {unit, select, mins {mins} other {{unit}}}',
  'core.plan.value.amountThenCasualRate':
    '{amount} {unit, select, mins {mins} other {{unit}}}, then casual rate',
  'core.plan.value.unlimited': 'Unlimited',
  'core.plan.value.casualRate': 'Casual rate',

  // Speed caps and throttle (SPEC §9)
  'core.plan.speed.max': 'In-bundle data at max speeds',
  'core.plan.speed.capped': 'In-bundle data capped at {speed} down and up',
  'core.plan.speed.cappedSplit': 'In-bundle data capped at {down} down / {up} up',
  'core.plan.speed.cappedDownOnly': 'In-bundle data capped at {down} down, max speed up',
  'core.plan.speed.cappedUpOnly': 'In-bundle data at max speed down, capped at {up} up',
  'core.plan.throttle': 'Additional Endless Data capped at {speed}',

  // Special offers by ordinal period (SPEC §3: 1st, 2nd, 3rd, 4th)
  'core.plan.offer.period': '{period, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} period',
  'core.plan.offer.discountedPrice': '{amount} (usually {original})',
  'core.plan.offer.credit': '{amount} credit',

  // Product status and account type (SPEC §4, §6)
  'core.product.status.not_activated': 'Not activated',
  'core.product.status.prepay': 'Prepay',
  'core.product.status.postpay': 'Postpay',
  'core.product.status.not_active': 'Not active',
  'core.product.accountType.payg': 'Pay as you go',

  // Porting states (SPEC §4)
  'core.porting.PORT_REQUESTED.title': 'Port requested',
  'core.porting.PORT_REQUESTED.tooltip': 'Waiting for your current provider to release your number.',
  'core.porting.PORT_VALIDATED.title': 'Port validated',
  'core.porting.PORT_VALIDATED.tooltip': 'Waiting for the new provider to approve the transfer.',
  'core.porting.PORT_APPROVED.title': 'Port approved',
  'core.porting.PORT_APPROVED.tooltip': 'The transfer of your number has been approved.',
  'core.porting.INTRA_CARRIER_WAIT.title': 'Waiting on the network',
  'core.porting.INTRA_CARRIER_WAIT.tooltip': 'Your number is moving between services on the same network.',
  'core.porting.NETWORK_PROVISIONING.title': 'Porting in progress',
  'core.porting.NETWORK_PROVISIONING.tooltip': 'We are setting up your number on our network.',
  'core.porting.PORT_COMPLETED.title': 'Port completed',
  'core.porting.PORT_COMPLETED.tooltip': 'Your number has been transferred.',
  'core.porting.PORT_CANCELED.title': 'Port cancelled',
  'core.porting.PORT_CANCELED.tooltip': 'The transfer of your number was cancelled.',
  'core.porting.PORT_REJECTED.title': 'Port rejected',
  'core.porting.PORT_REJECTED.tooltip':
    'The transfer of your number was rejected. Check your details and try again.',
  'core.porting.SERVICE_ACTIVATION_FAILED.title': 'Activation failed',
  'core.porting.SERVICE_ACTIVATION_FAILED.tooltip':
    'Your number was transferred but the service could not be activated. Contact us for help.',
  'core.porting.SERVICE_ACTIVATION_COMPLETED.title': 'Service activated',
  'core.porting.SERVICE_ACTIVATION_COMPLETED.tooltip':
    'Your number has been transferred and your service is active.',

  // Validation (SPEC §5)
  'core.validation.required': 'This field is required.',
  'core.validation.email.required': 'Enter your e-mail address.',
  'core.validation.email.invalid': 'Enter a valid e-mail address.',
  'core.validation.email.mismatch': 'The e-mail addresses do not match.',
  'core.validation.email.sameAsCurrent': 'The new e-mail address must be different from your current one.',
  'core.validation.password.required': 'Enter your password.',
  'core.validation.password.currentRequired': 'Enter your current password.',
  'core.validation.password.tooShort': 'Use at least 10 characters.',
  'core.validation.password.needsUppercase': 'Include an upper-case letter.',
  'core.validation.password.needsLowercase': 'Include a lower-case letter.',
  'core.validation.password.needsNumberOrSymbol': 'Include a number or a symbol.',
  'core.validation.password.sameAsOld': 'The new password must be different from the old one.',
  'core.validation.password.mismatch': 'The passwords do not match.',
  'core.validation.firstName.required': 'Enter your first name.',
  'core.validation.lastName.required': 'Enter your last name.',
  'core.validation.terms.required': 'Accept the terms and conditions to continue.',
  'core.validation.privacy.required': 'Accept the privacy policy to continue.',
  'core.validation.voucher.invalid': 'A voucher code has 13 digits.',
  'core.validation.autoTopUp.days': 'Choose between 1 and 99 days.',
  'core.validation.autoTopUp.amount': 'Choose an amount between $1 and $999.',
  'core.validation.topUp.minimum': 'Top up more than $0.99.',
  'core.validation.amount.invalid': 'Enter an amount in dollars and cents.',
  'core.validation.address.street': 'Enter the street.',
  'core.validation.address.city': 'Enter the town or city.',
  'core.validation.address.postcode': 'Enter the postcode.',
} as const satisfies Record<string, string>;

/** Every id core can return. */
export type CoreMessageId = keyof typeof coreMessages;
