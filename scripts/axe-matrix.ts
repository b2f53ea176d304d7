/**
 * axe (WCAG 2.2 AA) on every route × brand × language × width (320 and 1280 px) × colour scheme the brand
 * enables (issue 9 "axe stays at 0 on every route × brand × language × 320/1280 × light/dark"), over each
 * brand's built app `.generated/<id>` served as `telco-portal start` serves it (in-memory sandbox seeded with
 * the brand's own demo accounts).
 *
 * The routes are the brand's own route table (portal `buildRouteTable`: what its manifest serves), each
 * opened by the visitor it is for: a guest, or the demo account whose state the route's guards need
 * (`VISITS`). A served route with no entry in `VISITS` fails the run, so a new route cannot go unchecked.
 * Each page is loaded once per language, at that language's address (`/mi/...` for te reo Māori where English
 * is the default: portal `pathInLocale`), with the language also saved as the visitor's choice; the widths and schemes are switched in place (viewport, and
 * `prefers-color-scheme`, which the theme follows), and axe runs in each combination once the page is
 * settled (no `aria-busy`, network idle).
 *
 * Each page is also checked for reflow at 320 px (WCAG 1.4.10) in every language and, in English, for focus
 * that shows at every tab stop at 1280 px (WCAG 2.4.7, 1.4.11; tests/a11y/page-checks.ts) — every route of every
 * brand, where e2e's reflow.spec.ts checked harbour's pages only (it keeps the long-address account).
 *
 * Usage: tsx scripts/axe-matrix.ts [id ...]   (after `telco-portal build brands/<id> --out .generated/<id>`)
 * Exit code 1 with every violation listed by brand, language, scheme, width and route.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { loadManifest } from '@telco-portal/manifest';
import { DEMO_PASSWORD, demoEmailDomainOf } from '@telco-portal/sandbox';
import { REPO_ROOT } from '../generator/src/paths.ts';
import { builtApp, startPortal } from '../generator/src/start.ts';
import { PURCHASES, storedPurchase } from '../packages/blocks/src/blocks/thanks/fixtures.ts';
import { CART_V2_KEY } from '../packages/blocks/src/eshop/cart.ts';
import { LANGUAGE_COOKIE } from '../packages/blocks/src/session/storage.ts';
import { findPortalBlock } from '../portal/src/block-registry.ts';
import { pathInLocale } from '../portal/src/prerender-routes.ts';
import '../portal/src/all-routes.ts';
import { buildRouteTable, type RouteId } from '../portal/src/route-table.ts';
import { axeViolations } from '../tests/a11y/axe.ts';
import { focusProblems, reflowProblems } from '../tests/a11y/page-checks.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { shardBy } from '../tests/visual/matrix.ts';
import { settled } from './measure-js.ts';

/** Who opens a route: a guest, or the local part of the brand's demo account (`<local>@<brand>.test`). */
type Visitor = 'guest' | 'prepay' | 'postpay' | 'multi' | 'suspended' | 'nocard' | 'unverified';

/**
 * How a route is visited: by whom, the query it needs to show its page (a reset link with an unknown code
 * shows the "link not valid" state), and `noAddons` when the page is for an account the catalogue offers no
 * plan or add-on (SPEC §4 "No addons: redirect to no-plans page"): no seeded account is in that state, so the
 * browser answers the catalogue read (`POST /catalog/v2/entries`) with an empty list for that visit.
 */
type Visit = {
  by: Visitor;
  query?: string;
  noAddons?: true;
  /** Path parameters the route table has no default for (a seeded invoice number, receipt UUID). */
  params?: Readonly<Record<string, string>>;
  /** localStorage entries set before every page load (the thanks page's purchased summary). */
  storage?: { key: string; value: string };
  /**
   * A guest's cart v2 saved first (POST /eshop/v2/cart with these items), its id kept in this browser as the
   * e-shop does (blocks' eshop/cart.ts CART_V2_KEY): the pages of the SIMs in a cart.
   */
  cart?: ReadonlyArray<Record<string, unknown>>;
  /** Why this brand never shows the page (its guard always sends the visitor on), or null. */
  never?: (manifest: Manifest) => string | null;
};
type Manifest = ReturnType<typeof loadManifest>['manifest'];
/** The pages one visitor (and catalogue) opens in a brand. */
type VisitorGroup = { visit: Visit; pages: Array<{ route: RouteId; path: string; query: string }> };

/** How each route of the route table is visited (`Visit`). */
const VISITS: Record<Exclude<RouteId, 'profile'>, Visit> = {
  home: { by: 'guest' },
  plans: { by: 'guest' },
  'sign-in': { by: 'guest' },
  'sign-up': { by: 'guest' },
  'forgot-pass': { by: 'guest' },
  'reset-password': { by: 'guest', query: '?code=not-a-reset-code' },
  'email-verify': { by: 'guest' },
  'email-verify-page': {
    by: 'unverified',
    never: (manifest) =>
      manifest.features.emailVerifiedAssumed
        ? 'features.emailVerifiedAssumed: every account counts as verified, so its guard sends the visitor on'
        : null,
  },
  'select-account': { by: 'multi' },
  suspended: { by: 'suspended' },
  'no-payment-methods': { by: 'nocard' },
  'no-plans-page': { by: 'prepay', noAddons: true },
  terms: { by: 'guest' },
  'terms-path': { by: 'guest' },
  privacy: { by: 'guest' },
  help: { by: 'guest' },
  'mobile-dashboard': { by: 'prepay' },
  usage: { by: 'prepay' },
  'your-plan': { by: 'prepay' },
  'all-plans': { by: 'prepay' },
  addons: { by: 'prepay' },
  'payment-methods-add': { by: 'prepay' },
  'redeem-voucher': { by: 'prepay' },
  'top-up': { by: 'prepay' },
  'payment-methods': { by: 'prepay' },
  // Seeded for postpay@ by the sandbox (packages/sandbox/src/seed/billing.ts): this month's invoice, first receipt.
  invoices: { by: 'postpay' },
  'invoice-detail': {
    by: 'postpay',
    params: {
      number: `INV-${new Date().getUTCFullYear()}${String(new Date().getUTCMonth() + 1).padStart(2, '0')}-0002`,
    },
  },
  receipts: { by: 'postpay' },
  'receipt-detail': { by: 'postpay', params: { number: '2e000000-0000-4000-8000-000000000001' } },
  // Issue 10: the ledger (seed/transactions.ts) and the postpay-only billing page.
  'payments-history': { by: 'prepay' },
  'mobile-billing': { by: 'postpay' },
  'pay-bill': { by: 'postpay' },
  // SPEC §2 thanks "only after a purchase": a guest who just bought an eSIM and a physical SIM.
  thanks: { by: 'guest', storage: storedPurchase(PURCHASES.both) },
  // Issue 11: every seeded product with a plan has its paid e-shop order (sandbox seed/orders.ts); the first
  // order of the demo data is prepay@'s physical SIM. Addresses: none seeded (the list's empty state).
  'order-history': { by: 'prepay' },
  'order-detail': { by: 'prepay', params: { orderNumber: 'ORD-100002' } },
  'shipping-details': { by: 'prepay' },
  // The switch is on in harbour; prepay@ has an activated prepay number (the page offers postpay and pay as you go).
  'product-type-transfer': { by: 'prepay' },
  'not-found': { by: 'guest' },
  // Issue 11, the e-shop. The plan card's link: a seeded prepay plan (sandbox seed/catalogue.ts availabilityId(101),
  // Starter $15). Signed in with a verified e-mail and a saved card: the checkout form (an empty cart for a fresh visitor).
  'sim-purchase': { by: 'guest', query: '?plan=a0000000-0000-4000-8000-000000000101&type=prepay' },
  checkout: { by: 'prepay' },
  'checkout-landing': { by: 'prepay' },
  // A physical SIM chosen (its colour choice and the plans of both lists), the plan of the sim-purchase visit picked;
  // the product page of the eSIM (a non-production brand's: pocket).
  'sim-select-product': {
    by: 'guest',
    query: '?sim=physical-sim&plan=a0000000-0000-4000-8000-000000000101&type=prepay',
  },
  'eshop-product': { by: 'guest', params: { slug: 'esim' } },
  // Two SIMs in a guest's cart (sandbox eshop/sims.ts item ids; seed/catalogue.ts Starter and Everyday), each with
  // its plan choice.
  'sims-choose-plans': {
    by: 'guest',
    query: '?plan=a0000000-0000-4000-8000-000000000101&type=prepay',
    cart: [
      {
        ItemUUID: 'physical-sim',
        Quantity: 1,
        Attributes: { Colour: 'midnight' },
        Products: [{ Attributes: { MobileProductAvailabilityUUID: 'a0000000-0000-4000-8000-000000000101' } }],
      },
      {
        ItemUUID: 'esim',
        Quantity: 1,
        Products: [{ Attributes: { MobileProductAvailabilityUUID: 'a0000000-0000-4000-8000-000000000102' } }],
      },
    ],
  },
};

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
] as const;
/** The width reflow is checked at (WCAG 1.4.10: 320 CSS px). */
const NARROW = WIDTHS[1];

const ids =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : readdirSync(path.join(REPO_ROOT, 'brands'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();

/** Waits until the page has its heading and has `settled` (hydrated, nothing `aria-busy`, network quiet). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await settled(page);
}

/** Browser contexts per brand working at once (the brands run side by side too). */
const LANES_PER_BRAND = 4;

const problems: string[] = [];
let axeRuns = 0;
/** Reflow checks at 320 px and focus walks at 1280 px (English) run. */
let reflowFocusRuns = 0;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // Brands run side by side (each page mostly waits for its sandbox and network idle).
  await Promise.all(
    ids.map(async (id) => {
      const started = performance.now();
      const { manifest } = loadManifest(path.join(REPO_ROOT, 'brands', id));
      const table = buildRouteTable(manifest, (name) => findPortalBlock(name) !== undefined);
      const schemes: Array<'light' | 'dark'> =
        manifest.theme.colorScheme === 'both' ? ['light', 'dark'] : [manifest.theme.colorScheme];
      const domain = demoEmailDomainOf(id);

      // The pages of this brand, grouped by visitor (and catalogue).
      const byVisitor = new Map<string, VisitorGroup>();
      for (const route of table.routes) {
        const visit = VISITS[route.id as Exclude<RouteId, 'profile'>];
        if (visit === undefined) {
          problems.push(`${id}: route ${route.id} has no visit in scripts/axe-matrix.ts VISITS`);
          continue;
        }
        const never = visit.never?.(manifest);
        if (never) {
          console.log(`  ${id}: ${route.id} is never shown (${never})`);
          continue;
        }
        // Path parameters come from the route table's defaults (the brand's featured plan type, first terms page).
        const base = route.path === '*' ? '/no-such-page' : table.path(route.id, visit.params);
        if (!base) {
          console.log(`  ${id}: ${route.id} has no path to open (needs parameters this brand does not give)`);
          continue;
        }
        const key = `${visit.by}${visit.noAddons ? ' (catalogue offers nothing)' : ''}${visit.storage ? ` (${visit.storage.key} saved)` : ''}${visit.cart ? ' (a cart)' : ''}`;
        const group = byVisitor.get(key) ?? { visit, pages: [] };
        group.pages.push({ route: route.id, path: base, query: visit.query ?? '' });
        byVisitor.set(key, group);
      }

      const portal = await startPortal({
        ...builtApp(path.join(REPO_ROOT, '.generated', id)),
        port: 0,
        mode: 'development',
        hashCost: 'test',
        demoEmailDomain: domain,
        assumeEmailVerified:
          manifest.environment !== 'production' && manifest.features.emailVerifiedAssumed === true,
      });
      // Four lanes per brand, each a browser context of its own: a page mostly waits (network idle, the sandbox),
      // so with two lanes per brand the run used 43 % of two cores (146 s); a visitor with more than a lane's share
      // of pages is split, each part signing in on its own.
      const total = [...byVisitor.values()].reduce((n, group) => n + group.pages.length, 0);
      const share = Math.max(1, Math.ceil(total / LANES_PER_BRAND));
      const parts: Array<[string, VisitorGroup]> = [];
      for (const [visitor, group] of byVisitor) {
        for (let i = 0; i < group.pages.length; i += share) {
          parts.push([visitor, { visit: group.visit, pages: group.pages.slice(i, i + share) }]);
        }
      }
      const lanes = shardBy(parts, LANES_PER_BRAND, ([, group]) => group.pages.length);
      const visitGroup = async ([visitor, { visit, pages }]: [string, VisitorGroup]) => {
        const context: BrowserContext = await browser.newContext({ viewport: WIDTHS[0] });
        // tsx compiles this script with esbuild's keepNames, so functions handed to page.evaluate (the reflow and
        // focus checks) call its `__name` helper, which the page lacks: an identity function stands in.
        await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
        try {
          if (visit.noAddons) {
            await context.route('**/catalog/v2/entries', (route) =>
              route.fulfill({ json: { Entries: [], Prices: [] } }),
            );
          }
          if (visit.storage) {
            const { key, value } = visit.storage;
            await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
          }
          if (visit.cart) {
            const answer = await context.request.post(`${portal.url}/api/eshop/v2/cart`, {
              data: { Items: visit.cart },
            });
            if (!answer.ok()) throw new Error(`${id}: saving the cart answered ${answer.status()}`);
            const { UUID } = (await answer.json()) as { UUID: string };
            await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [CART_V2_KEY, UUID] as const);
          }
          const page = await context.newPage();
          if (visit.by !== 'guest') {
            // Signs in once (in English: the form's labels), then every language reuses the tab's session.
            // At English's own address (`/en/sign-in` where te reo Māori is the default: kowhai).
            const signIn = pathInLocale(manifest, '/sign-in', 'en');
            await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: portal.url }]);
            await page.goto(`${portal.url}${signIn}`);
            await page.getByLabel('Email', { exact: true }).fill(`${visit.by}@${domain}`);
            await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
            await page.getByRole('button', { name: 'Sign in', exact: true }).click();
            await page.waitForURL((url) => url.pathname !== signIn, { timeout: 30_000 });
          }
          for (const language of manifest.languages.available) {
            await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: portal.url }]);
            for (const { route, path: bare, query } of pages) {
              // Each language at its own address (`/mi/...`; portal prerender-routes.ts), not a redirect.
              const url = `${pathInLocale(manifest, bare, language)}${query}`;
              await page.setViewportSize(WIDTHS[0]);
              await page.emulateMedia({ colorScheme: schemes[0] });
              await page.goto(`${portal.url}${url}`);
              try {
                await settle(page);
              } catch (error) {
                problems.push(
                  `${id} ${language} ${route} (${visitor}): did not settle: ${(error as Error).message.split('\n')[0]}`,
                );
                continue;
              }
              // A guard that sends the visitor elsewhere would have axe check the wrong page.
              const landed = new URL(page.url()).pathname;
              const wanted = new URL(url, portal.url).pathname;
              if (landed !== wanted) {
                problems.push(
                  `${id} ${language} ${route} (${visitor}): opened ${wanted}, landed on ${landed}`,
                );
                continue;
              }
              for (const scheme of schemes) {
                await page.emulateMedia({ colorScheme: scheme });
                for (const size of WIDTHS) {
                  await page.setViewportSize(size);
                  const violations = await axeViolations(page);
                  axeRuns += 1;
                  for (const v of violations) {
                    problems.push(
                      `${id} ${language} ${scheme} ${size.width} px ${url} (${visitor}): axe ${v.id}: ${v.help} — ${v.nodes
                        .map((n) => n.target.join(' '))
                        .join(', ')}`,
                    );
                  }
                }
              }
              // Reflow (WCAG 1.4.10) at 320 px in every language, and in English focus that shows at every tab
              // stop at 1280 px (WCAG 2.4.7, 1.4.11), after axe (the Tab walk moves focus): tests/a11y/page-checks.ts.
              await page.emulateMedia({ colorScheme: schemes[0] });
              await page.setViewportSize(NARROW);
              for (const p of await reflowProblems(page)) {
                problems.push(`${id} ${language} 320 px ${url} (${visitor}): reflow: ${p}`);
              }
              if (language === 'en') {
                await page.setViewportSize(WIDTHS[0]);
                const focus = await focusProblems(page);
                reflowFocusRuns += 1;
                for (const p of focus.problems) {
                  problems.push(`${id} ${language} 1280 px ${url} (${visitor}): focus: ${p}`);
                }
              }
              reflowFocusRuns += 1;
            }
          }
        } catch (error) {
          problems.push(`${id} (${visitor}): ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await context.close();
        }
      };
      try {
        await Promise.all(
          lanes.map(async (lane) => {
            for (const group of lane) await visitGroup(group);
          }),
        );
      } finally {
        await portal.close();
      }
      const pages = [...byVisitor.values()].reduce((n, group) => n + group.pages.length, 0);
      console.log(
        `✔ ${id}: ${pages} routes × ${manifest.languages.available.length} languages × ${schemes.length} schemes × 2 widths (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }),
  );
} finally {
  await browser.close();
}

if (problems.length > 0) {
  console.error(`\naxe-matrix: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`axe-matrix: ${axeRuns} axe runs, ${reflowFocusRuns} reflow and focus checks, 0 problems`);
