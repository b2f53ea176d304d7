import { Button } from '@telco-portal/ui';
import { Children, type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';

/** A card's width when there is room (rem; the scroller's `[&>li]:w-[min(20rem,85%)]`). */
const CARD_REM = 20;
/** The scroller's gap between cards (`gap-6`) and its inline padding, both sides (`p-1`), in rem. */
const GAP_REM = 1.5;
const PADDING_REM = 0.5;

/**
 * The narrowest slider (rem) in which `count` cards all fit, so there is nothing to scroll. One card always
 * fits (its width is at most 85% of the scroller).
 */
export function fitsWidthRem(count: number): number {
  return count <= 1 ? 0 : count * CARD_REM + (count - 1) * GAP_REM + PADDING_REM;
}

type PlansSliderProps = {
  /** Accessible name of the scroller region (e.g. 'Featured plans'). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
};

/**
 * Accessible horizontal scroller (SPEC §2 "plans (optionally slider)"): a focusable, named region that
 * scrolls natively (keyboard arrows, touch, trackpad) with scroll-snap, plus previous / next buttons that
 * scroll by one viewport width. No autoplay. Buttons disable at either end and are not rendered at all
 * while every card fits (nothing to scroll). Each card is as tall as its own content.
 *
 * Before any script runs (a prerendered page, issue 7) the buttons are in the HTML and a container query
 * (`fitsWidthRem`, in an inline `<style>`) hides them where every card fits: at a desktop width the page
 * is laid out as it will be after hydration, when the measured state removes them (no 52 px shift).
 */
export function PlansSlider({ label, previousLabel, nextLabel, children }: PlansSliderProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const controlsId = useId();
  const fits = fitsWidthRem(Children.count(children));
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 1);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  }, []);

  // Measured before the first paint: the previous / next buttons (a 52 px row) must not show for a frame and
  // vanish when every card fits (issue 9: at 1280 px that pushed the home page's plans up by 52 px).
  useLayoutEffect(() => {
    update();
    const el = scroller.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    // The cards' widths change with the viewport and with their content (fonts, language): watch both.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const scrollByPage = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  const scrollable = !(atStart && atEnd);
  return (
    <div className="@container/plans-slider flex flex-col gap-3">
      <style>{`@container plans-slider (min-width: ${fits}rem) { [data-slider-controls="${controlsId}"] { display: none } }`}</style>
      {scrollable ? (
        <div data-slider-controls={controlsId} className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={previousLabel}
            disabled={atStart}
            onClick={() => scrollByPage(-1)}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
              <path d="m15 18-6-6 6-6" />
            </svg>
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={nextLabel}
            disabled={atEnd}
            onClick={() => scrollByPage(1)}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
              <path d="m9 18 6-6-6-6" />
            </svg>
          </Button>
        </div>
      ) : null}
      <ul
        ref={scroller}
        aria-label={label}
        data-scrollable={scrollable ? '' : undefined}
        // A scrollable region must be keyboard-focusable (WCAG 2.1.1); one that cannot scroll is no tab stop.
        tabIndex={scrollable ? 0 : undefined}
        className="focus-ring flex snap-x snap-mandatory items-start gap-6 overflow-x-auto scroll-smooth scroll-px-1 p-1 pb-2 motion-reduce:scroll-auto [&>li]:w-[min(20rem,85%)] [&>li]:shrink-0 [&>li]:snap-start"
      >
        {children}
      </ul>
    </div>
  );
}
