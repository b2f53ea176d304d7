import type { Announce } from '@telco-portal/ui';

/** How long (ms) to wait for the new page's `h1` (lazy chunk, guard skeleton, data) before focusing `<main>`. */
export const HEADING_WAIT_MS = 5_000;

/**
 * Focus and announcement after a client-side navigation (issue 9; WCAG 2.4.3, 4.1.3); `useRouteFocus`
 * (PublicLayout) loads this module on the first navigation, so the first load of a page carries none of
 * it. Announces `title` (the new `document.title`, "{page} | {brand}") once through the layout's polite
 * live region, then moves focus to the new page's first `h1` inside `main` (given `tabIndex=-1` so it can
 * take focus) as soon as it is rendered: a lazy block chunk, the guard skeleton or a loading block may
 * come first, so `main` is watched until an `h1` appears (at most `HEADING_WAIT_MS`, then `main` itself
 * takes focus). Focus only moves while it is still where the navigation left it (`left`: the link or
 * button used, or nowhere): a user who has already moved on is never pulled back.
 * @returns a function that stops watching (the next navigation calls it).
 */
export function focusNewPage(main: HTMLElement, left: Element | null, title: string, announce: Announce) {
  announce(title);
  const stillWhereLeft = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === left;
  };
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (stillWhereLeft()) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  };
  if (focusHeading()) return () => {};
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
}
