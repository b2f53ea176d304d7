import { focusProblems, reflowProblems } from '../a11y/page-checks.ts';
import { expect, signIn, test } from './fixtures.ts';

/**
 * Reflow (WCAG 1.4.10) at 320 px, in English and te reo Māori, and in English focus that shows at every tab
 * stop at 1280 px, for the pages whose content the axe matrix (scripts/axe-matrix.ts) does not open: it
 * checks both on every route of every brand, each opened by one visitor, so here are the other accounts'
 * versions of a page — postpay@'s and payg@'s dashboards, prepay@'s account choice with one account — and the
 * seeded account with a 70-character e-mail address and very long names. Fails on sideways scrolling of the
 * page or on any element whose content overflows it (tests/a11y/page-checks.ts).
 */
const LONG = 'wharerangi.teaomarama.kaitiakiongawhanau@longaddress.harbourmobile.test';
const ACCOUNT_ROUTES: Record<string, string[]> = {
  'prepay@harbour.test': ['/select-account'],
  'postpay@harbour.test': ['/profile/mobile'],
  'payg@harbour.test': ['/profile/mobile'],
  [LONG]: ['/email-verify-page', '/select-account'],
};

type Page = Parameters<Parameters<typeof test>[2]>[0]['page'];

/** Opens `path` and waits for its heading and for the sandbox to answer. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function check(page: Page, path: string, lang: string, problems: Record<string, string[]>) {
  const found: string[] = [];
  if (lang === 'en') {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, path);
    const focus = await focusProblems(page);
    found.push(...focus.problems.map((p) => `focus: ${p}`));
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page, path);
  found.push(...(await reflowProblems(page)).map((p) => `reflow 320 px: ${p}`));
  if (found.length > 0) problems[`${lang} ${page.url().replace(/^https?:\/\/[^/]+/, '')}`] = found;
}

// Each test only reads (its own browser context, demo accounts signed in side by side as other files do): spread
// over every worker instead of ending the suite on one.
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'mi-NZ']) {
  test.describe(`given ${lang} at 320 px`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'tp-lang', value: lang, url: baseURL as string }]);
    });

    for (const [email, routes] of Object.entries(ACCOUNT_ROUTES)) {
      test(`the pages of ${email.length > 30 ? 'the long-address account' : email} reflow`, async ({
        page,
        context,
        baseURL,
      }) => {
        test.setTimeout(180_000);
        // Sign in through the form in English (its labels), then switch to the language under test.
        await context.addCookies([{ name: 'tp-lang', value: 'en', url: baseURL as string }]);
        await page.goto('/sign-in');
        await signIn(page, email);
        await expect(page).not.toHaveURL(/\/sign-in/);
        await page.waitForLoadState('networkidle');
        await context.addCookies([{ name: 'tp-lang', value: lang, url: baseURL as string }]);
        const problems: Record<string, string[]> = {};
        for (const path of routes) await check(page, path, lang, problems);
        expect(problems).toEqual({});
      });
    }
  });
}
