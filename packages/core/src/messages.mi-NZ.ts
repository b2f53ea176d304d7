import type { CoreMessageId } from './messages.ts';

/**
 * Te reo Māori (mi-NZ) text for every id of `coreMessages`, same ICU placeholders.
 * Units GB, MB, Mbps, SMS and MMS stay as they are; "mins" becomes "meneti".
 */
export const coreMessagesMi: Record<CoreMessageId, string> = {
  'core.plan.label.renewablePeriod': 'Wā whakahou',
  'core.plan.label.servicePeriod': 'Wā ratonga',
  'core.plan.label.data': 'Raraunga',
  'core.plan.label.voice': 'Ngā waeatanga',
  'core.plan.label.sms': 'SMS',
  'core.plan.label.mms': 'MMS',
  'core.plan.label.iddVoice': 'Ngā waeatanga ki tāwāhi',
  'core.plan.label.iddSms': 'Ngā SMS ki tāwāhi',
  'core.plan.label.speed': 'Te tere',
  'core.plan.label.throttle': 'Raraunga mutunga kore',

  'core.plan.period.days': '{count, plural, one {# rā} other {# rā}}',
  'core.plan.period.weeks': '{count, plural, one {# wiki} other {# wiki}}',
  'core.plan.period.months': '{count, plural, one {# marama} other {# marama}}',
  'core.plan.period.other': '{interval}',

  'core.plan.value.amount': '{amount} {unit, select, mins {meneti} other {{unit}}}',
  'core.plan.value.amountThenCasualRate':
    '{amount} {unit, select, mins {meneti} other {{unit}}}, kātahi ka utu ā-whakamahi',
  'core.plan.value.unlimited': 'Mutunga kore',
  'core.plan.value.casualRate': 'Utu ā-whakamahi',

  'core.plan.speed.max': 'Raraunga o te pūkai i te tere mōrahi',
  'core.plan.speed.capped': 'Raraunga o te pūkai kua herea ki te {speed} ki raro, ki runga hoki',
  'core.plan.speed.cappedSplit': 'Raraunga o te pūkai kua herea ki te {down} ki raro / {up} ki runga',
  'core.plan.speed.cappedDownOnly':
    'Raraunga o te pūkai kua herea ki te {down} ki raro, i te tere mōrahi ki runga',
  'core.plan.speed.cappedUpOnly':
    'Raraunga o te pūkai i te tere mōrahi ki raro, kua herea ki te {up} ki runga',
  'core.plan.throttle': 'Raraunga Mutunga Kore tāpiri kua herea ki te {speed}',

  'core.plan.offer.period':
    '{period, selectordinal, =1 {Wā tuatahi} =2 {Wā tuarua} =3 {Wā tuatoru} =4 {Wā tuawhā} =5 {Wā tuarima} =6 {Wā tuaono} =7 {Wā tuawhitu} =8 {Wā tuawaru} =9 {Wā tuaiwa} =10 {Wā tuangahuru} other {Wā #}}',
  'core.plan.offer.discountedPrice': '{amount} (ko te utu noa {original})',
  'core.plan.offer.credit': '{amount} moni tāpiri',

  'core.product.status.not_activated': 'Kāore anō kia whakahohea',
  'core.product.status.prepay': 'Utu tōmua',
  'core.product.status.postpay': 'Utu ā-marama',
  'core.product.status.not_active': 'Kāore i te hohe',
  'core.product.accountType.payg': 'Utu i a koe e haere ana',

  'core.porting.PORT_REQUESTED.title': 'Kua tonoa te whakawhiti nama',
  'core.porting.PORT_REQUESTED.tooltip': 'E tatari ana kia tukuna tō nama e tō kaiwhakarato o nāianei.',
  'core.porting.PORT_VALIDATED.title': 'Kua manatokohia te whakawhiti',
  'core.porting.PORT_VALIDATED.tooltip': 'E tatari ana kia whakaaetia te whakawhiti e te kaiwhakarato hou.',
  'core.porting.PORT_APPROVED.title': 'Kua whakaaetia te whakawhiti',
  'core.porting.PORT_APPROVED.tooltip': 'Kua whakaaetia te whakawhiti i tō nama.',
  'core.porting.INTRA_CARRIER_WAIT.title': 'E tatari ana ki te whatunga',
  'core.porting.INTRA_CARRIER_WAIT.tooltip':
    'Kei te nuku tō nama i waenga i ngā ratonga o te whatunga kotahi.',
  'core.porting.NETWORK_PROVISIONING.title': 'Kei te whakawhitia tō nama',
  'core.porting.NETWORK_PROVISIONING.tooltip': 'Kei te whakarite mātou i tō nama ki tō mātou whatunga.',
  'core.porting.PORT_COMPLETED.title': 'Kua oti te whakawhiti',
  'core.porting.PORT_COMPLETED.tooltip': 'Kua whakawhitia tō nama.',
  'core.porting.PORT_CANCELED.title': 'Kua whakakorea te whakawhiti',
  'core.porting.PORT_CANCELED.tooltip': 'I whakakorea te whakawhiti i tō nama.',
  'core.porting.PORT_REJECTED.title': 'Kua whakahēngia te whakawhiti',
  'core.porting.PORT_REJECTED.tooltip':
    'I whakahēngia te whakawhiti i tō nama. Tirohia ō taipitopito, ka ngana anō.',
  'core.porting.SERVICE_ACTIVATION_FAILED.title': 'I rahua te whakahohe',
  'core.porting.SERVICE_ACTIVATION_FAILED.tooltip':
    'Kua whakawhitia tō nama, engari kāore i taea te whakahohe i te ratonga. Whakapā mai kia āwhinatia koe.',
  'core.porting.SERVICE_ACTIVATION_COMPLETED.title': 'Kua hohe te ratonga',
  'core.porting.SERVICE_ACTIVATION_COMPLETED.tooltip': 'Kua whakawhitia tō nama, ā, kua hohe tō ratonga.',

  'core.validation.required': 'Me whakakī tēnei āpure.',
  'core.validation.email.required': 'Tāurutia tō wāhitau īmēra.',
  'core.validation.email.invalid': 'Tāurutia he wāhitau īmēra tika.',
  'core.validation.email.mismatch': 'Kāore ngā wāhitau īmēra e ōrite.',
  'core.validation.email.sameAsCurrent': 'Me rerekē te wāhitau īmēra hou i tō wāhitau o nāianei.',
  'core.validation.password.required': 'Tāurutia tō kupuhipa.',
  'core.validation.password.currentRequired': 'Tāurutia tō kupuhipa o nāianei.',
  'core.validation.password.tooShort': 'Kia 10 ngā pūāhua, neke atu rānei.',
  'core.validation.password.needsUppercase': 'Me whai pū matua.',
  'core.validation.password.needsLowercase': 'Me whai pū iti.',
  'core.validation.password.needsNumberOrSymbol': 'Me whai mati, tohu rānei.',
  'core.validation.password.sameAsOld': 'Me rerekē te kupuhipa hou i te kupuhipa tawhito.',
  'core.validation.password.mismatch': 'Kāore ngā kupuhipa e ōrite.',
  'core.validation.firstName.required': 'Tāurutia tō ingoa tuatahi.',
  'core.validation.lastName.required': 'Tāurutia tō ingoa whānau.',
  'core.validation.terms.required': 'Me whakaae koe ki ngā ture me ngā tikanga kia haere tonu ai.',
  'core.validation.privacy.required': 'Me whakaae koe ki te kaupapahere tūmataiti kia haere tonu ai.',
  'core.validation.voucher.invalid': 'E 13 ngā mati o te waehere tīkiti.',
  'core.validation.autoTopUp.days': 'Kōwhiria he rā i waenga i te 1 me te 99.',
  'core.validation.autoTopUp.amount': 'Kōwhiria he moni i waenga i te $1 me te $999.',
  'core.validation.topUp.minimum': 'Me nui ake te whakakī i te $0.99.',
  'core.validation.amount.invalid': 'Tāurutia he moni ki te tāra me te hēneti.',
  'core.validation.address.street': 'Tāurutia te tiriti.',
  'core.validation.address.city': 'Tāurutia te tāone.',
  'core.validation.address.postcode': 'Tāurutia te waehere poutāpeta.',
};
