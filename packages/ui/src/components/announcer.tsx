import * as React from 'react';

/** How urgently a message is read: `polite` waits for the screen reader to finish; `assertive` interrupts. */
type Politeness = 'polite' | 'assertive';

/** Sends one message to the page's live regions (already localised text). */
type Announce = (message: string, politeness?: Politeness) => void;

const AnnouncerContext = React.createContext<Announce | null>(null);

/** Delay (ms) between clearing a region and writing the message, so a repeated message is read again. */
const REWRITE_DELAY_MS = 50;

function useRegion(): [string, (message: string) => void] {
  const [text, setText] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const write = React.useCallback((message: string) => {
    clearTimeout(timer.current);
    setText('');
    timer.current = setTimeout(() => setText(message), REWRITE_DELAY_MS);
  }, []);
  return [text, write];
}

/**
 * The page's one pair of live regions (WCAG 4.1.3 status messages): a polite one (`role="status"`,
 * route titles, "saved", "copied", "sent") and an assertive one (`role="alert"`, failures of background
 * actions). Render it once, in the layout, around everything that announces; `useAnnounce()` writes to
 * it. Both regions are visually hidden and stay mounted (a live region must exist before its text
 * changes). Each message replaces the last; the same message twice is read twice (the region is
 * cleared, then written `REWRITE_DELAY_MS` later).
 */
function AnnouncerProvider({ children }: { children: React.ReactNode }) {
  const [polite, writePolite] = useRegion();
  const [assertive, writeAssertive] = useRegion();
  const announce = React.useCallback<Announce>(
    (message, politeness = 'polite') => (politeness === 'assertive' ? writeAssertive : writePolite)(message),
    [writePolite, writeAssertive],
  );
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div
        data-slot="announcer"
        data-politeness="polite"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
      >
        {polite}
      </div>
      <div
        data-slot="announcer"
        data-politeness="assertive"
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        className="sr-only"
      >
        {assertive}
      </div>
    </AnnouncerContext.Provider>
  );
}

/**
 * `announce(message, politeness = 'polite')` over the nearest `AnnouncerProvider`. Outside one (a block
 * rendered alone, e.g. in a unit test) it does nothing: the visible result on the page still shows.
 */
function useAnnounce(): Announce {
  return React.useContext(AnnouncerContext) ?? noAnnounce;
}

const noAnnounce: Announce = () => {};

export type { Announce, Politeness };
export { AnnouncerProvider, useAnnounce };
