import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/** Text shared by the e-shop blocks (issue 11): the SPEC §5 cart refusals in a customer's words, SIM names. */
export const eshopMessages = untyped(
  defineMessages({
    unknownSimType: { id: 'eshop.error.unknownSimType' },
    planNotSpecified: { id: 'eshop.error.planNotSpecified' },
    noOrderItems: { id: 'eshop.error.noOrderItems' },
    deliveryAddressRequired: { id: 'eshop.error.deliveryAddressRequired' },
    spendLimitOver: { id: 'eshop.error.spendLimitOver' },
    physicalSim: { id: 'eshop.physicalSim' },
    esim: { id: 'eshop.esim' },
    colour: { id: 'eshop.colour' },
    perMonth: { id: 'eshop.perMonth' },
  }),
);

/** SPEC §3 SIM card colour themes, by token: their names (the sim-purchase choice, the cart's lines). */
export const SIM_COLOUR_NAMES = untyped(
  defineMessages({
    pink: { id: 'eshop.simColour.pink' },
    blue: { id: 'eshop.simColour.blue' },
    green: { id: 'eshop.simColour.green' },
    midnight: { id: 'eshop.simColour.midnight' },
    red: { id: 'eshop.simColour.red' },
    starlight: { id: 'eshop.simColour.starlight' },
  }),
);

/**
 * "Colour: <name>" for a SIM line of the cart (SPEC §3 `Attributes.Colour`): a known colour theme by its name in
 * the customer's language, any other value as the API sent it.
 */
export function simColourText(intl: IntlShape, colour: string): string {
  const name = Object.hasOwn(SIM_COLOUR_NAMES, colour)
    ? intl.formatMessage(SIM_COLOUR_NAMES[colour as keyof typeof SIM_COLOUR_NAMES])
    : colour;
  return intl.formatMessage(eshopMessages.colour, { colour: name });
}

/**
 * The e-shop's API refusals (SPEC §5 'Unknown SIM type', 'Plan not specified', 'No Order Items', 'No Order
 * Item'; the sandbox's codes) shown as sentences a customer understands; other errors keep their SPEC §8 text.
 */
export const ESHOP_ERRORS: Record<string, MessageDescriptor> = {
  unknown_sim_type: eshopMessages.unknownSimType,
  plan_not_specified: eshopMessages.planNotSpecified,
  no_order_items: eshopMessages.noOrderItems,
  no_order_item: eshopMessages.noOrderItems,
  delivery_address_required: eshopMessages.deliveryAddressRequired,
  // SPEC §5: a billing route pays only up to its RemainingSpendLimit.
  spend_limit_over: eshopMessages.spendLimitOver,
};
