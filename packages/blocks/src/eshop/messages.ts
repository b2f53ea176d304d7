import { defineMessages, type MessageDescriptor } from 'react-intl';

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

/** SPEC §3 SIM card colour themes, by token: their swatch colour (a decorative sample next to the name). */
export const SIM_COLOUR_SWATCH: Record<string, string> = {
  pink: '#f4a7c3',
  blue: '#4a7fd6',
  green: '#3f9e6b',
  midnight: '#1f2a44',
  red: '#d64545',
  starlight: '#f1ead8',
};
