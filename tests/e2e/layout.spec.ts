import { expect, signIn, test } from './fixtures.ts';

/**
 * One layout grid (issue 9): at 1280 px the header, the footer, the profile tabs and each page's content
 * start at the same left edge (the page grid of @telco-portal/ui PageContainer); the home page's plan
 * slider shows arrows only when there is something to scroll, and sizes each card to its own content.
 */
type Page = Parameters<Parameters<typeof test>[2]>[0]['page'];

/** Left edge (px, rounded) of the header logo, the page's h1, the footer text and the profile tabs. */
async function leftEdges(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page.evaluate(() => {
    const left = (selector: string) => {
      const el = document.querySelector(selector);
      return el ? Math.round(el.getBoundingClientRect().left) : null;
    };
    return {
      header: left('[data-slot=site-header] a'),
      h1: left('main h1'),
      footer: left('[data-slot=site-footer] p'),
      tabs: left('nav[aria-label] ul > li:first-child a[href^="/profile"]'),
    };
  });
}

test.describe('given a 1280 px window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every page shares the left edge of the header and footer', async ({ page }) => {
    const edges: Record<string, Awaited<ReturnType<typeof leftEdges>>> = {};
    for (const path of ['/', '/plans/prepay', '/sign-in', '/sign-up', '/terms/mobile', '/no-such-page']) {
      await page.goto(path);
      edges[path] = await leftEdges(page);
    }
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    edges['/profile/mobile'] = await leftEdges(page);
    await page.goto('/profile/mobile/usage');
    edges['/profile/mobile/usage'] = await leftEdges(page);

    // (1280 − 1152) / 2 + 32 px gutter = 96 px.
    const expected = { header: 96, h1: 96, footer: 96 };
    for (const [path, edge] of Object.entries(edges)) {
      expect({ path, ...edge, tabs: undefined }, path).toEqual({ path, ...expected, tabs: undefined });
      if (path.startsWith('/profile')) expect(edge.tabs, `${path} tabs`).toBe(96);
    }
  });

  test('the plan slider has no arrows while every card fits', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('list', { name: 'Featured plans' });
    await expect(slider.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Previous plans' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next plans' })).toHaveCount(0);
    await expect(slider).not.toHaveAttribute('tabindex');
  });
});

test.describe('given a 320 px window', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the plan slider scrolls with working arrows, and each card is as tall as its content', async ({
    page,
  }) => {
    await page.goto('/');
    const slider = page.getByRole('list', { name: 'Featured plans' });
    await expect(slider.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Previous plans' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next plans' })).toBeEnabled();
    await expect(slider).toHaveAttribute('tabindex', '0');
    // Empty space (px) between the lowest piece of content of each card and its bottom padding: 0 when the
    // card is sized by its own content, not stretched to the tallest card.
    const slack = await slider.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        // Leaves, except the hidden body of a closed <details> (Chromium still reports a box for it).
        const leaves = [...card.querySelectorAll('*')].filter(
          (el) =>
            el.childElementCount === 0 &&
            (!el.closest('details:not([open])') || el.closest('summary') !== null),
        );
        const lowest = Math.max(...leaves.map((el) => el.getBoundingClientRect().bottom));
        const style = getComputedStyle(card);
        const inner =
          card.getBoundingClientRect().bottom -
          Number.parseFloat(style.borderBottomWidth) -
          Number.parseFloat(style.paddingBottom);
        return Math.round(inner - lowest);
      }),
    );
    expect(slack).toEqual([0, 0, 0]);
    await page.getByRole('button', { name: 'Next plans' }).click();
    await expect(page.getByRole('button', { name: 'Previous plans' })).toBeEnabled();
  });
});
