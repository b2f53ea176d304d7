import type { Locator, Page } from '@playwright/test';
import { PURCHASES, storedPurchase } from '../../packages/blocks/src/blocks/thanks/fixtures.ts';
import { expect, expectAxeClean, tabTo, test } from './fixtures.ts';

// Issue 11 "Thanks" (SPEC §2 E-shop "thanks (only after a purchase)"): the page reads the purchased summary the
// checkout saved in local storage (set here before the page loads, as savePurchasedSummary writes it).

/** Saves `summary` in this page's local storage before every load (what the checkout leaves behind). */
async function afterPurchase(page: Page, summary = storedPurchase(PURCHASES.both)): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    summary.key,
    summary.value,
  ] as const);
}

/**
 * Focus is visible on `target` (WCAG 2.4.7): a solid outline of at least 2 px, and the pixels around it differ
 * from the unfocused control's (axe cannot see a missing focus indicator: STACK.md gotcha 14).
 */
async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  const box = (await target.boundingBox())!;
  const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
  const focused = await page.screenshot({ clip });
  await target.evaluate((el) => (el as HTMLElement).blur());
  const unfocused = await page.screenshot({ clip });
  expect(focused.equals(unfocused), 'the focused control looks the same as the unfocused one').toBe(false);
  await target.focus();
}

for (const width of [320, 1280]) {
  test.describe(`given a guest who just bought an eSIM and a physical SIM, at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 320 ? 640 : 800 } });

    test('shows the order and the install card, axe clean; the keyboard reaches the copy buttons and the iOS link', async ({
      page,
    }) => {
      await afterPurchase(page);
      await page.goto('/eshop/thanks');
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      await expect(page).toHaveTitle('Thank you for your order | Harbour Mobile');
      await expect(page.getByText('ORD-2026-1103')).toBeVisible();
      const card = page.getByRole('region', { name: 'Install your eSIM for +64220001103' });
      await expect(card.getByRole('img', { name: 'QR code of the eSIM for +64220001103' })).toBeVisible();
      const qrWidth = (await card.getByRole('img').boundingBox())!.width;
      expect(qrWidth).toBeGreaterThanOrEqual(180);
      await expect(page.getByText('112 Cuba Street, Te Aro, Wellington 6011')).toBeVisible();
      await expectAxeClean(page, `thanks at ${width} px`);
      // No sideways scrolling at 320 px (WCAG 1.4.10).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      for (const name of ['Copy SM-DP+ address', 'Copy Activation code', 'Copy Full code (LPA)']) {
        const button = card.getByRole('button', { name });
        await tabTo(page, button);
        await expectVisibleFocus(page, button);
      }
      const ios = card.getByRole('link', { name: 'Install on this iPhone' });
      await tabTo(page, ios);
      await expectVisibleFocus(page, ios);
      await expect(ios).toHaveAttribute(
        'href',
        'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.telco-portal.example%247Q-2MZ8P-44XKDL%24%241',
      );
    });
  });
}

test.describe('given a guest who just bought an eSIM', () => {
  test('copies the SM-DP+ address by keyboard; "Copied" is announced politely', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await afterPurchase(page, storedPurchase(PURCHASES.esim));
    await page.goto('/eshop/thanks');
    const button = page.getByRole('button', { name: 'Copy SM-DP+ address' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-slot="announcer"][data-politeness="polite"]')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'smdp.sandbox.telco-portal.example',
    );
  });

  test('printed, the install card prints alone: no header, footer or order summary, no buttons', async ({
    page,
  }) => {
    await afterPurchase(page);
    await page.goto('/eshop/thanks');
    const card = page.getByRole('region', { name: 'Install your eSIM for +64220001103' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: /^QR code of the eSIM/ })).toBeVisible();
    await expect(card.getByText('7Q-2MZ8P-44XKDL', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'What you bought' })).toBeHidden();
    await expect(card.getByRole('button', { name: 'Copy SM-DP+ address' })).toBeHidden();
    await expect(card.getByRole('link', { name: 'Install on this iPhone' })).toBeHidden();
    // The QR code prints at a scannable size: 60 mm is about 227 CSS px.
    expect((await card.getByRole('img').boundingBox())!.width).toBeGreaterThanOrEqual(220);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('in te reo Māori at /mi/eshop/thanks', async ({ page }) => {
    await afterPurchase(page);
    await page.goto('/mi/eshop/thanks');
    await expect(page.getByRole('heading', { level: 1, name: 'Ngā mihi mō tō ota' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Waehere QR o te eSIM mō +64220001103' })).toBeVisible();
    await expectAxeClean(page, 'thanks in te reo');
  });
});

test.describe('given no purchase in this browser', () => {
  test('/eshop/thanks without a purchase goes home', async ({ page }) => {
    await page.goto('/eshop/thanks');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toHaveCount(0);
  });
});
