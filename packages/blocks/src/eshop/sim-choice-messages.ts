import { defineMessages } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/**
 * Text of both pages (their catalogue part `simChoice.`, portal catalogue-split.ts): not in the e-shop's shared
 * `eshop.` part, which every e-shop page loads.
 */
export const simChoiceMessages = untyped(
  defineMessages({
    free: { id: 'simChoice.free' },
    esimCompatibility: { id: 'simChoice.esimCompatibility' },
    colourLegend: { id: 'simChoice.colourLegend' },
    addToCart: { id: 'simChoice.addToCart' },
    simNotAdded: { id: 'simChoice.simNotAdded' },
    nothingAdded: { id: 'simChoice.nothingAdded' },
  }),
);
