import type { Page } from '@playwright/test';
import { expect, expectAxeClean, signIn, test } from './fixtures.ts';

/** CLDR te reo Māori month names as @formatjs gives them (format and stand-alone forms). */
const MAORI_MONTH =
  /\b\d{1,2} (Hānuere|Pēpuere|Māehe|Āpereira|Āperira|Mei|Hune|Hūrae|Ākuhata|Hepetema|Oketopa|Noema|Tīhema) \d{4}(?!\d)/;
const ENGLISH_DATE =
  /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}(?!\d)/;
const MAORI_DAY =
  /^(Rāt|Man|Tūr|Wen|Tāi|Par|Rāh), \d{1,2} (Hān|Pēp|Māe|Āpe|Mei|Hun|Hūr|Āku|Hep|Oke|Noe|Tīh): \d+\.\d{2} GB$/;

async function openUsage(page: Page) {
  await page.goto('/sign-in');
  await signIn(page, 'prepay@harbour.test');
  await expect(page).toHaveURL(/\/profile\/mobile$/);
  await page.getByRole('link', { name: 'View usage' }).click();
  await expect(page.getByRole('heading', { name: 'Data usage', level: 1 })).toBeVisible();
}

test.describe('given the usage chart', () => {
  test('is one tab stop; arrow keys, Home and End move between named days with a visible focus', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openUsage(page);
    const chart = page.getByRole('group', { name: 'Daily data usage chart' });
    const days = chart.getByRole('img');
    await expect(days).toHaveCount(30);
    await expect(chart.locator('[tabindex="0"]')).toHaveCount(1);
    // Reduced motion: nothing on the page keeps animating.
    const moving = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration) > 1)
          .length,
    );
    expect(moving).toBe(0);

    await page.getByRole('button', { name: 'Show as table' }).focus();
    const unfocused = await chart.screenshot();
    await page.keyboard.press('Tab');
    await expect(days.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(days.nth(1)).toBeFocused();
    await expect(days.nth(1)).toHaveAccessibleName(/^\w{3}, \d{1,2} \w{3}: \d+\.\d{2} GB$/);
    await page.keyboard.press('End');
    await expect(days.nth(29)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(days.first()).toBeFocused();
    // The focused day is drawn differently (ring + shading), not only announced. Its 2 px stroke is awaited (a clean-
    // clone run once read the width a moment before the focus-visible style applied, with the ring then drawn).
    await expect(days.first()).toHaveCSS('stroke-width', '2px');
    const style = await days.first().evaluate((el) => getComputedStyle(el));
    // An SVG shape's focus indicator is its stroke in --ring (Chromium draws no outline around SVG shapes).
    const ring = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ring'),
    );
    expect(ring.trim()).not.toBe('');
    expect(style.stroke).not.toBe('none');
    expect(style.strokeWidth).toBe('2px');
    expect((await chart.screenshot()).equals(unfocused)).toBe(false);
    await expectAxeClean(page, 'usage chart with a focused day');

    await page.keyboard.press('Tab');
    await expect(chart.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(days.first()).toBeFocused();
  });

  test('fits a 320 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openUsage(page);
    const chart = page.locator('[data-slot="usage-chart"]');
    await expect(chart.getByRole('img')).toHaveCount(30);
    const box = await chart.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    const overflow = await chart.evaluate((el) => {
      const inside = el.getBoundingClientRect();
      // Every axis label lies within the chart's box.
      const labels = [...el.querySelectorAll('[aria-hidden="true"] span')].filter((s) => s.checkVisibility());
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        labels: labels
          .map((s) => s.getBoundingClientRect())
          .filter((r) => r.left < inside.left - 0.5 || r.right > inside.right + 0.5).length,
      };
    });
    expect(overflow).toEqual({ page: 0, labels: 0 });
  });

  test('in te reo Māori, Chromium shows Māori dates, and only pages that format dates load the Intl data', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/sign-in');
    await signIn(page, 'prepay@harbour.test');
    await expect(page).toHaveURL(/\/profile\/mobile$/);
    await page.context().addCookies([{ name: 'tp-lang', value: 'mi-NZ', url: new URL(page.url()).origin }]);

    requested.length = 0;
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // No Intl polyfill, locale data or time zone chunk on the home page (it formats no dates or numbers).
    const intlChunk = /polyfill|intl-(datetimeformat|numberformat|loaders)|golden-tz|timezones|format-mi/;
    expect(requested.filter((p) => intlChunk.test(p))).toEqual([]);

    await page.goto('/profile/mobile');
    const main = page.getByRole('main');
    await expect(main).toContainText(MAORI_MONTH);
    await expect(main).not.toContainText(ENGLISH_DATE);
    expect(requested.some((p) => /intl-datetimeformat/.test(p))).toBe(true);

    await page.goto('/profile/mobile/usage');
    const chart = page.getByRole('group', { name: 'Kauwhata whakamahinga raraunga ia rā' });
    await expect(chart.getByRole('img')).toHaveCount(30);
    const names = await chart
      .getByRole('img')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(names).toHaveLength(30);
    for (const name of names) expect(name).toMatch(MAORI_DAY);
    await expectAxeClean(page, 'usage (mi-NZ)');
  });
});
