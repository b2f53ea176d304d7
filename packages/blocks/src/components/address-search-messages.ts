import { defineMessages } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/** Text of the address search combobox (components/AddressSearch.tsx). */
export const addressSearchMessages = untyped(
  defineMessages({
    label: { id: 'addressSearch.label' },
    hint: { id: 'addressSearch.hint' },
    searching: { id: 'addressSearch.searching' },
    noResults: { id: 'addressSearch.noResults' },
    results: { id: 'addressSearch.results' },
    error: { id: 'addressSearch.error' },
  }),
);
