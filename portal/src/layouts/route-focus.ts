import { useAnnounce } from '@telco-portal/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long (ms) to wait for the new page's `h1` (lazy chunk, guard skeleton, data) before focusing `<main>`. */
export const HEADING_WAIT_MS = 5_000;

/**
 * Focus and announcement after a client-side navigation (issue 9; WCAG 2.4.3, 4.1.3). Not on the first
 * load (the browser starts at the top of the document, where the skip link is). When the path changes,
 * focus moves to the new page's first `h1` inside `main` (given `tabIndex=-1` so it can take focus), as
 * soon as it is rendered: a lazy block chunk, the guard skeleton or a loading block may come first, so
 * the main landmark is watched until an `h1` appears (at most `HEADING_WAIT_MS`, then `main` itself takes
 * focus). Focus is only moved while it is still where the navigation left it (the link or button used,
 * or nowhere): a user who has already moved on is never pulled back. The new `document.title` (`title`,
 * "{page} | {brand}") is announced once through the layout's polite live region.
 *
 * React Router 7 leaves focus to the app (its `<ScrollRestoration>` handles only scroll); this follows
 * the approach of its accessibility notes: act on the location change, in the layout.
 */
export function useRouteFocus(mainRef: React.RefObject<HTMLElement | null>, title: string) {
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const firstPath = useRef<string | null>(pathname);
  const titleRef = useRef(title);
  titleRef.current = title;

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    const main = mainRef.current;
    if (!main) return;
    announce(titleRef.current);
    const left = document.activeElement;
    const stillWhereLeft = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === left;
    };
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (stillWhereLeft()) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: false });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      if (stillWhereLeft()) main.focus();
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef, announce]);
}
