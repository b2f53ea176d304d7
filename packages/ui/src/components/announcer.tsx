import type * as React from 'react';

/** How urgently a message is read: `polite` waits for the screen reader to finish; `assertive` interrupts. */
type Politeness = 'polite' | 'assertive';

/** Sends one message to the page's live regions (already localised text). */
type Announce = (message: string, politeness?: Politeness) => void;

const regionClass = 'sr-only';

/**
 * The page's one pair of live regions (WCAG 4.1.3 status messages): a polite one (route titles, "saved",
 * "copied", "sent") and an assertive one (failures of background actions), rendered after `children`.
 * `aria-live` without a role, so the always-present empty regions are not "alert"/"status" elements of
 * the page (a page's own alert stays the only `role="alert"` a user or a test finds). Render it once, in the layout; `useAnnounce()` writes to it. Both
 * regions are visually hidden and always mounted (a live region must exist before its text changes).
 * Their text is written straight into the DOM (no React state: nothing re-renders, and the first load
 * carries almost no code for it); React renders no children into them.
 */
function AnnouncerProvider({ children }: { children?: React.ReactNode }) {
  return (
    <>
      {children}
      <div
        data-slot="announcer"
        data-politeness="polite"
        aria-live="polite"
        aria-atomic="true"
        className={regionClass}
      />
      <div
        data-slot="announcer"
        data-politeness="assertive"
        aria-live="assertive"
        aria-atomic="true"
        className={regionClass}
      />
    </>
  );
}

/**
 * Writes `message` to the page's region of `politeness` (default polite). Each message replaces the last;
 * the same message twice is read twice (the repeat ends in a no-break space, so the text changes). Does
 * nothing when no `AnnouncerProvider` is on the page (a block rendered alone, e.g. in a unit test): the
 * visible result still shows.
 */
const announce: Announce = (message, politeness = 'polite') => {
  const region = document.querySelector(`[data-slot="announcer"][data-politeness="${politeness}"]`);
  if (!region) return;
  region.textContent = region.textContent === message ? `${message}\u00a0` : message;
};

/** `announce(message, politeness = 'polite')` for the page's `AnnouncerProvider` (stable; see `announce`). */
function useAnnounce(): Announce {
  return announce;
}

export type { Announce, Politeness };
export { AnnouncerProvider, useAnnounce };
