import { Button } from '@telco-portal/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

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
 * scroll by one viewport width. No autoplay. Buttons disable at either end.
 */
export function PlansSlider({ label, previousLabel, nextLabel, children }: PlansSliderProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 1);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  }, []);

  useEffect(() => {
    update();
    const el = scroller.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const scrollByPage = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end gap-2">
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
      <ul
        ref={scroller}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-focusable (WCAG 2.1.1).
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-2 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:scroll-auto [&>li]:w-[min(20rem,85%)] [&>li]:shrink-0 [&>li]:snap-start"
      >
        {children}
      </ul>
    </div>
  );
}
