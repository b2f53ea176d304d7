import type { Location } from '@telco-portal/api';
import { locationSearch } from '@telco-portal/api/routes/addresses';
import { Field, FieldHint, FieldLabel, Input } from '@telco-portal/ui';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useSession } from '../../session/index.ts';
import { messages } from './messages.ts';

/** Wait after the last key before searching (search as you type without a request per key). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search as you type over the location search (SPEC §7 /location/search; issue 11 "delivery address"): the
 * WAI-ARIA combobox pattern with a listbox popup (input `role="combobox"`, `aria-expanded`, `aria-controls`,
 * `aria-activedescendant`; options `role="option"`). Keyboard: Down/Up move through the results, Enter picks the
 * active one, Escape closes the list (a second Escape clears the text). Results come `SEARCH_DEBOUNCE_MS` after
 * the last key, from 2 characters; the count is announced politely.
 */
export function AddressSearch({
  onPick,
  disabled,
}: {
  onPick: (location: Location) => void;
  disabled?: boolean;
}) {
  const { api } = useSession();
  const intl = useIntl();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [results, setResults] = useState<Location[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setResults([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(locationSearch, { query: { q, limit: 8 } })
        .then((answer) => {
          if (!live) return;
          setFailed(false);
          setResults(answer.Locations);
          setActive(-1);
        })
        .catch(() => {
          if (live) setFailed(true);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, text]);

  const shown = open && results.length > 0;
  const pick = (location: Location) => {
    onPick(location);
    setText(location.Formatted);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = shown ? results[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  return (
    <Field className="relative">
      <FieldLabel>
        <FormattedMessage {...messages.searchLabel} />
      </FieldLabel>
      <Input
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <FieldHint>
        <FormattedMessage {...messages.searchHint} />
      </FieldHint>
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(messages.searchResults)}
        hidden={!shown}
        className="absolute top-full z-10 mt-1 max-h-72 w-full overflow-auto rounded-md border border-input bg-background py-1 shadow-md"
      >
        {results.map((location, index) => (
          <div
            key={`${location.LocationProvider}:${location.LocationProviderIDX}`}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-accent text-accent-foreground' : ''}`}
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(location);
            }}
          >
            {location.Formatted}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {failed
          ? intl.formatMessage(messages.searchFailed)
          : open && text.trim().length >= 2
            ? intl.formatMessage(messages.searchCount, { count: results.length })
            : ''}
      </p>
    </Field>
  );
}
