import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** One axe violation (axe-core's `Result`). */
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Waits until every running animation and transition of the page that ends has ended (at most 5 s): a dialog
 * fading in is checked as the customer reads it, not at 40 % opacity (colour contrast), and a colour scheme
 * switch (which animates the buttons' colours) once it has switched. Only finite ones: a skeleton's pulse or a
 * spinner runs forever. Found when axe got faster (once-per-document injection): the builder's two 580 KB
 * evaluations before each run had been hiding the payment methods' remove dialog's fade-in.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
}

/** WCAG 2.2 AA rule tags every page must pass with zero violations. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe (WCAG 2.2 AA, `WCAG_TAGS`) on the page once its animations have ended (`animationsDone`): its violations.
 * The one way every suite runs axe (e2e, the axe matrix, the brands' smoke test, the Storybook suite).
 *
 * When every frame of the page is on the page's origin (all our pages: no third-party frame), axe runs in
 * the page, as @axe-core/playwright's "legacy mode" does (`axe.run` in the top frame, which checks every
 * same-origin frame through axe in that frame), but axe-core's 580 KB source is injected into a frame only
 * when the frame does not have our instance yet: the builder injects it twice on every run (its `analyze` and
 * its `inject`), and the Storybook suite runs axe ~720 times on pages that never navigate. Its default mode
 * opens a blank tab per run to merge the frames' results, which is what lets it check cross-origin frames;
 * on a 2-core machine that doubled each run (2.2–2.5 s → 1.06–1.09 s on /plans/prepay, same results). A
 * page with a cross-origin frame (e.g. Stripe's card fields) gets the builder's default mode, so nothing
 * goes unchecked.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsDone(page);
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((frame) => {
    const url = frame.url();
    return (
      url === '' || url.startsWith('about:') || url.startsWith('data:') || new URL(url).origin === origin
    );
  });
  if (!sameOrigin) return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  for (const frame of page.frames()) {
    // Ours, not one a page loaded itself (Storybook's a11y addon sets `window.axe` to its own, configured
    // instance): an instance we injected carries our mark, and is configured by nothing else.
    const ours = await frame.evaluate(
      () => (window as { axe?: { __telcoPortal?: boolean } }).axe?.__telcoPortal === true,
    );
    if (ours) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => {
      const w = window as unknown as { axe: typeof axe & { __telcoPortal?: boolean } };
      w.axe.configure({ allowedOrigins: ['<same_origin>'] });
      w.axe.__telcoPortal = true;
    });
  }
  return page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
        })
      ).violations,
    WCAG_TAGS,
  ) as Promise<AxeViolation[]>;
}
