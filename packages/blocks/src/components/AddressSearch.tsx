import type { Location } from '@telco-portal/api';
import { locationSearch } from '@telco-portal/api/routes/addresses';
import { Field, FieldHint, FieldLabel, Input } from '@telco-portal/ui';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';

import { useSession } from '../session/index.ts';
import { addressSearchMessages as messages } from './address-search-messages.ts';

/** Wait this long after the last key before searching (one request per pause, not per key). */
const DEBOUNCE_MS = 250;
/** SPEC §7 location search: `q` 2–100 characters. */
const MIN_QUERY = 2;

/** Props of {@link AddressSearch}. */
export type AddressSearchProps = {
  /** A result was chosen (Enter on the active option, or a click). */
  onSelect: (location: Location) => void;
};

/**
 * Address search as you type (SPEC §7 GET /v2/{SPID}/location/search; issue 11 checkout and shipping details): an
 * ARIA 1.2 combobox — a text input with a listbox of the sandbox's NZ addresses that contain what was typed
 * (2 characters or more, 250 ms after the last key). Arrow keys move the active option, Enter chooses it, Escape
 * closes the list; the number of results is announced (a polite status). A failed search says so (the user can
 * keep typing, or enter the address by hand). Its text is its own (`addressSearch.`), so any block can use it.
 */
export function AddressSearch({ onSelect }: AddressSearchProps) {
  const intl = useIntl();
  const { api } = useSession();
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useSWR(
    query.length >= MIN_QUERY ? ['address-search', query] : null,
    async () => (await api.call(locationSearch, { query: { q: query, limit: 8 } })).Locations,
  );
  const results = search.data ?? [];
  const expanded = open && query.length >= MIN_QUERY && results.length > 0;

  const choose = (location: Location) => {
    onSelect(location);
    setText(location.Formatted);
    setOpen(false);
    setActive(-1);
  };

  let status: React.ReactNode = null;
  if (query.length >= MIN_QUERY && open) {
    if (search.error) status = <FormattedMessage {...messages.error} />;
    else if (search.isLoading) status = <FormattedMessage {...messages.searching} />;
    else if (search.data && results.length === 0) status = <FormattedMessage {...messages.noResults} />;
    else if (search.data)
      status = <FormattedMessage {...messages.results} values={{ count: results.length }} />;
  }

  return (
    <Field className="relative">
      <FieldLabel>
        <FormattedMessage {...messages.label} />
      </FieldLabel>
      <Input
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && results.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % results.length);
          } else if (event.key === 'ArrowUp' && results.length > 0) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            const chosen = results[active];
            if (chosen) choose(chosen);
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <FieldHint>
        <FormattedMessage {...messages.hint} />
      </FieldHint>
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(messages.label)}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-10 mt-1 max-h-72 overflow-auto rounded-md border border-border bg-popover text-popover-foreground shadow-md"
      >
        {results.map((location, i) => (
          <div
            key={`${location.LocationProvider}:${location.LocationProviderIDX}`}
            id={`${listId}-${i}`}
            role="option"
            // Focus stays in the input (aria-activedescendant); -1 keeps the option out of the tab order.
            tabIndex={-1}
            aria-selected={i === active}
            className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
            // Chosen on mousedown: the input's blur (which closes the list) comes after it.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(location);
            }}
          >
            {location.Formatted}
          </div>
        ))}
      </div>
    </Field>
  );
}
