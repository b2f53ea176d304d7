import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One axe violation (axe-core's `Result`). */
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.2 AA rule tags every page must pass with zero violations. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe (WCAG 2.2 AA, `WCAG_TAGS`) on the page as it is now: its violations. The one way every suite runs axe
 * (e2e, the axe matrix, the brands' smoke test, the Storybook suite).
 *
 * When every frame of the page is on the page's origin (all our pages: no third-party frame), axe runs in
 * the page (@axe-core/playwright "legacy mode": every same-origin frame injected and checked). Its default
 * mode opens a blank tab per run to merge the frames' results, which is what lets it check cross-origin
 * frames; on a 2-core machine that doubled each run (2.2–2.5 s → 1.06–1.09 s on /plans/prepay, same
 * results). A page with a cross-origin frame (e.g. Stripe's card fields) gets the default mode, so nothing
 * goes unchecked.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((frame) => {
    const url = frame.url();
    return (
      url === '' || url.startsWith('about:') || url.startsWith('data:') || new URL(url).origin === origin
    );
  });
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(sameOrigin);
  return (await builder.analyze()).violations;
}
