/**
 * The sentence a failed money action shows about the customer's money (issue 10 "Faults"), from
 * `chargeOutcomeOf` (money-attempt.ts). Its own module so that blocks that only need the key rule (the card
 * form) do not carry the texts.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { chargeOutcomeOf } from './money-attempt.ts';
import { untyped } from './untyped-messages.ts';

/**
 * The outcome sentences (`money.*`: a part of the catalogue's rest of its own, loaded with the blocks that move
 * money — portal catalogue-split.ts — so the home route carries none of it).
 */
export const moneyMessages = untyped(
  defineMessages({
    notCharged: { id: 'money.notCharged' },
    chargeUnknown: { id: 'money.chargeUnknown' },
    voucherNotUsed: { id: 'money.voucherNotUsed' },
    voucherUnknown: { id: 'money.voucherUnknown' },
  }),
);

/**
 * The sentence a failed money action adds after its SPEC §8 text, telling the customer whether they were
 * charged (`subject: 'charge'`) or their voucher was used (`'voucher'`): "You have not been charged." or "We
 * could not confirm whether this went through. Check your balance before you try again: trying again will not
 * charge you twice." (both catalogues, `money.*`).
 */
export function chargeOutcomeMessage(error: unknown, subject: 'charge' | 'voucher'): MessageDescriptor {
  const known = chargeOutcomeOf(error) === 'not_charged';
  if (subject === 'voucher') return known ? moneyMessages.voucherNotUsed : moneyMessages.voucherUnknown;
  return known ? moneyMessages.notCharged : moneyMessages.chargeUnknown;
}
