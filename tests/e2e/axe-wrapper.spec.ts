import AxeBuilder from '@axe-core/playwright';
import { axeViolations, WCAG_TAGS } from '../a11y/axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * tests/a11y/axe.ts runs axe-core in the page itself, injecting it once per document instead of on every run.
 * It must report exactly what @axe-core/playwright reports (legacy mode, same tags): on the first run, on a
 * later run of the same document, and when the page has replaced `window.axe` with an instance of its own (as
 * Storybook's a11y addon does) — a foreign instance with its own configuration must never do our checking.
 */
test('axeViolations reports what @axe-core/playwright reports, run after run, whoever set window.axe', async ({
  page,
}) => {
  await page.setContent(
    `<main><h1>Plans</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
     <p style="color:#aaa;background:#fff">$10 a month</p><button></button><input type="text"></main>`,
  );
  const found = (violations: Array<{ id: string; nodes: unknown[] }>) =>
    violations.map((v) => `${v.id} × ${v.nodes.length}`).sort();
  const builder = found(
    (await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()).violations,
  );
  expect(builder).toEqual(
    expect.arrayContaining(['button-name × 1', 'color-contrast × 1', 'image-alt × 1', 'label × 1']),
  );
  expect(found(await axeViolations(page))).toEqual(builder);
  expect(found(await axeViolations(page))).toEqual(builder);
  // A page's own axe, configured to check nothing: ours is injected again and still finds everything.
  await page.evaluate(() => {
    (window as unknown as { axe: unknown }).axe = {
      run: async () => ({ violations: [] }),
      configure: () => undefined,
    };
  });
  expect(found(await axeViolations(page))).toEqual(builder);
});
