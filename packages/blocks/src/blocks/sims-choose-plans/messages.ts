import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the sims-choose-plans block (SPEC §2 SIM pages; issue 11 "several SIMs, each with its plan"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'simsChoosePlans.title' },
    intro: { id: 'simsChoosePlans.intro' },
    simHeading: { id: 'simsChoosePlans.simHeading' },
    planLabel: { id: 'simsChoosePlans.planLabel' },
    remove: { id: 'simsChoosePlans.remove' },
    removeLabel: { id: 'simsChoosePlans.removeLabel' },
    addAnother: { id: 'simsChoosePlans.addAnother' },
    full: { id: 'simsChoosePlans.full' },
    continue: { id: 'simsChoosePlans.continue' },
    loading: { id: 'simsChoosePlans.loading' },
    errorTitle: { id: 'simsChoosePlans.errorTitle' },
    loadError: { id: 'simsChoosePlans.loadError' },
    loadErrorText: { id: 'simsChoosePlans.loadErrorText' },
    retry: { id: 'simsChoosePlans.retry' },
  }),
);
