import { defineMessages } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/**
 * Text of the bank's 3-D Secure dialog (ChallengeDialog.tsx), shared by the card form (a card setup) and the
 * blocks that pay with a saved card (a payment). A part of the catalogue's rest of its own (`challenge.`,
 * portal COMPONENT_TEXT 'challenge-dialog'), loaded by the dialog itself when it first renders (`useRestText`;
 * its blocks start the load when a card is submitted): the blocks that may show it do not load its text with
 * theirs (issue 7).
 */
export const challengeMessages = untyped(
  defineMessages({
    title: { id: 'challenge.title' },
    setupDescription: { id: 'challenge.setupDescription' },
    approve: { id: 'challenge.approve' },
    decline: { id: 'challenge.decline' },
  }),
);
