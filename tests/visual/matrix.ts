/**
 * Which screenshots the visual suite takes (issue 6: the baselines must stay ≤ 60 MB in the repository;
 * every story × brand × language × width was ~39 MB for two brands and would pass 57 MB with a third, with
 * no room for the screens other issues add). The matrix, and why (stories/README.md "The screenshot
 * matrix"):
 *
 * 1. **Every story** in the reference brand (harbour, the Storybook default): in its default language (English)
 *    at **1280 and 320 px**, every state of every block and primitive; in its other language (te reo Māori) at
 *    **320 px**, where te reo's longer words break layouts (its pages at both widths, tier 2). Until 2026-11-29
 *    the te reo states were shot at 1280 px too: 242 shots, 8.5 MB of the 60, whose layout is the English
 *    1280 px shot's and whose every string is in the 320 px shot — the room the next screens' stories need.
 * 2. **Each page in every brand × language** at 1280 and 320 px: for every block (stories titled
 *    `Blocks/…`), its page-level story — `Playground` (the block as the portal shows it, with the brand's
 *    configuration), else its first story. Brands differ in theme, layout family, home sections, copy and
 *    logo; these shots show each brand's pages in each language — and in each scheme: a brand with both
 *    schemes (kowhai) is shot in dark in the language its dark walk runs in (`storyRuns`).
 * 3. **Every other story in every other brand** (blocks' other states — loading, errors, validation — and
 *    the primitives) in that brand's default language at 1280 px: the brand's colours, radius, font and
 *    scheme (pocket is dark only) on every state.
 *
 * Not taken (covered elsewhere): a block's non-page states and the primitives at 320 px, and in the other
 * language, in brands other than harbour — the same layout as harbour's at 320 px and in both languages
 * (tier 1), themed as in tier 3; harbour's te reo states at 1280 px — the English shot's layout, the te reo
 * shot's text; docs pages in other brands — the design-tokens page shows every brand on
 * one page.
 */

/** Widths of the screenshots (CONVENTIONS 12). */
export const WIDTHS = [1280, 320] as const;
export type Width = (typeof WIDTHS)[number];

/** The brand whose every story is shot (tier 1): Storybook's default brand. */
export const REFERENCE_BRAND = 'harbour';

/** A story of the built Storybook's index.json. */
export type MatrixStory = { id: string; title: string; name: string };
/**
 * A brand with the languages it offers (`languages.available`), its default language and the colour
 * schemes it enables (`theme.colorScheme`; light when absent).
 */
export type MatrixBrand = {
  id: string;
  locales: readonly string[];
  defaultLocale?: string;
  colorScheme?: 'light' | 'dark' | 'both';
};

/** The stories of one brand × language page, each with the widths to shoot. */
export type MatrixCombo = {
  brand: string;
  locale: string;
  shots: Array<{ story: MatrixStory; widths: readonly Width[] }>;
};

const isBlock = (story: MatrixStory) => /^blocks\//i.test(story.title);
const isDocs = (story: MatrixStory) => /^docs\//i.test(story.title);

/** Per block (story title), its page-level story: `Playground`, else the first in index order. */
export function pageStories(stories: readonly MatrixStory[]): MatrixStory[] {
  const byTitle = new Map<string, MatrixStory[]>();
  for (const story of stories.filter(isBlock)) {
    const list = byTitle.get(story.title) ?? [];
    list.push(story);
    byTitle.set(story.title, list);
  }
  return [...byTitle.values()].map(
    (list) => list.find((s) => s.name.toLowerCase() === 'playground') ?? (list[0] as MatrixStory),
  );
}

/**
 * The screenshot matrix (see the file comment): one entry per brand × language with its stories and
 * widths, in brand order then the brand's language order; combinations with nothing to shoot are left out.
 */
export function visualMatrix(
  stories: readonly MatrixStory[],
  brands: readonly MatrixBrand[],
  reference: string = REFERENCE_BRAND,
): MatrixCombo[] {
  const referenceId = brands.some((b) => b.id === reference) ? reference : brands[0]?.id;
  const pages = new Set(pageStories(stories).map((s) => s.id));
  const combos: MatrixCombo[] = [];
  for (const brand of brands) {
    const defaultLocale = brand.defaultLocale ?? brand.locales[0];
    for (const locale of brand.locales) {
      const shots: MatrixCombo['shots'] = [];
      for (const story of stories) {
        if (pages.has(story.id)) shots.push({ story, widths: WIDTHS });
        else if (brand.id === referenceId)
          shots.push({ story, widths: locale === defaultLocale ? WIDTHS : [320] });
        else if (!isDocs(story) && locale === defaultLocale) shots.push({ story, widths: [1280] });
      }
      if (shots.length > 0) combos.push({ brand: brand.id, locale, shots });
    }
  }
  return combos;
}

/**
 * Splits `items` between `shards` workers by `weight`, heaviest first, each to the lightest shard so far
 * (greedy; ties keep the input order): the suite takes as long as its slowest shard. Also the axe matrix's
 * split of a brand's visitors (scripts/axe-matrix.ts).
 */
export function shardBy<T>(items: readonly T[], shards: number, weight: (item: T) => number): T[][] {
  const buckets = Array.from({ length: shards }, () => ({ items: [] as T[], load: 0 }));
  const order = items.map((item, i) => ({ item, i, w: weight(item) })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (const { item, w } of order) {
    const lightest = buckets.reduce((min, b) => (b.load < min.load ? b : min));
    lightest.items.push(item);
    lightest.load += w;
  }
  return buckets.map((b) => b.items);
}

/** Splits the combinations between `shards` workers, balancing the number of screenshots (greedy). */
export function shardCombos(combos: readonly MatrixCombo[], shards: number): MatrixCombo[][] {
  return shardBy(combos, shards, (c) => c.shots.reduce((n, s) => n + s.widths.length, 0));
}

/** File name of a baseline (without the `-chromium-linux.png` suffix Playwright adds). */
export const shotName = (storyId: string, brand: string, locale: string, width: Width) =>
  `${storyId}--${brand}-${locale}-${width}.png`;

/**
 * The accessibility checks axe cannot make (issue 9; tests/a11y/page-checks.ts), run on a story after its
 * screenshots: `reflow` at 320 × 640 (no sideways scroll, no content out of its box, no control over
 * another's content); at 1280 × 800 the `focus` walk over every tab stop (`pixels`: also compare the
 * screenshots of each stop focused and blurred), `axe` (WCAG 2.2 AA, the whole preview page) and `classes` (no two
 * Tailwind utilities for one property in a class list).
 */
export type A11yChecks = { reflow: boolean; focus: boolean; pixels: boolean; axe: boolean; classes: boolean };

/** The checks of one brand × language: every story is checked in `scheme`. */
export type A11yCombo = { brand: string; locale: string; scheme: 'light' | 'dark'; checks: A11yChecks };

/**
 * Which accessibility checks run where: every brand × language reflows at 320 px (reflow depends on the
 * language's text); the focus walk runs in each brand's first language (with screenshots for the first
 * brand) and, for brands with both schemes, in their last language in the dark scheme, with axe; a
 * dark-only brand is walked and axed once, in its first language (focus rings and contrast depend on the
 * brand and scheme, not the language). axe also runs on every story in the first brand's first language
 * (harbour en, light): that and the play function each story load runs (a throw fails the story) are what
 * `pnpm test:stories` (Vitest browser mode) checks, so `pnpm test` runs them here, once. Class conflicts depend on the story and the brand's layout: once per
 * brand.
 */
export function a11yCombos(brands: readonly MatrixBrand[]): A11yCombo[] {
  return brands.flatMap((brand, b) =>
    brand.locales.map((locale, i) => {
      const colorScheme = brand.colorScheme ?? 'light';
      const darkHere = colorScheme === 'dark' || (colorScheme === 'both' && i === brand.locales.length - 1);
      const darkWalk = darkHere && (colorScheme === 'both' || i === 0);
      return {
        brand: brand.id,
        locale,
        scheme: darkHere ? ('dark' as const) : ('light' as const),
        checks: {
          reflow: true,
          focus: i === 0 || darkWalk,
          pixels: b === 0 && i === 0,
          axe: darkWalk || (b === 0 && i === 0),
          classes: i === 0,
        },
      };
    }),
  );
}

/**
 * One story of a page: the widths to shoot (none: checks only), the accessibility checks (none: shots only) and,
 * for a brand with both schemes, `dark`: the checks run on the same load once the page is switched to the dark
 * scheme (`data-theme="dark"`, as the brand's dark variables apply: a CSS switch, no re-render) — the dark walk of
 * the stories its dark page does not shoot (`storyRuns`).
 */
export type StoryRun = {
  story: MatrixStory;
  widths: readonly Width[];
  checks: A11yChecks | null;
  dark?: A11yChecks;
};

/**
 * One page of the Storybook suite (tests/visual): a brand × language, the colour scheme its stories are shot and
 * checked in when it is not the brand's default one (`dark` for the dark walk of a "both" brand: kowhai's last
 * language), and its stories in index order.
 */
export type RunCombo = { brand: string; locale: string; scheme?: 'light' | 'dark'; runs: StoryRun[] };

/**
 * The screenshot matrix (`visualMatrix`) and the accessibility checks (`a11yCombos`) as one plan, so a story
 * loaded for its screenshots is checked on the same load (each load costs ~1 s: render, play function,
 * sandbox settle): one page per brand × language, its stories carrying their widths (none when only checked) and
 * the checks. The page is in the scheme of its checks: for a brand with both schemes, the language walked in the
 * dark scheme (kowhai en) is also shot in it — the brand's pages in dark, at both widths — while its other
 * language is shot in light (every story at 1280 px and its pages at both widths). Until 2026-11-28 that
 * language was shot in light and loaded again in dark for its checks: 32 more loads, and no dark screenshot of
 * the brand at all. Since 2026-11-29 that dark page loads only the stories it shoots (the brand's pages): every
 * other story of the brand is walked and axed in dark on its load in the brand's first language, after the light
 * checks, by switching the page's scheme (`StoryRun.dark`; the theme is CSS variables under `data-theme`, so the
 * switch re-renders nothing) — 256 loads fewer (~9 % of the suite). What that leaves out: the reflow check of
 * those stories in the dark page's language (kowhai English; English reflows in harbour and pocket on every story,
 * and on kowhai's pages there).
 */
export function storyRuns(
  stories: readonly MatrixStory[],
  brands: readonly MatrixBrand[],
  reference: string = REFERENCE_BRAND,
): RunCombo[] {
  const shots = new Map(
    visualMatrix(stories, brands, reference).map((c) => [
      `${c.brand} ${c.locale}`,
      new Map(c.shots.map((s) => [s.story.id, s.widths])),
    ]),
  );
  const checks = new Map(a11yCombos(brands).map((c) => [`${c.brand} ${c.locale}`, c]));
  const combos: RunCombo[] = [];
  for (const brand of brands) {
    const defaultScheme = brand.colorScheme === 'dark' ? 'dark' : 'light';
    for (const locale of brand.locales) {
      const key = `${brand.id} ${locale}`;
      const widthsOf = shots.get(key) ?? new Map<string, readonly Width[]>();
      const a11y = checks.get(key);
      const pageChecks = a11y?.checks ?? null;
      const runs: StoryRun[] = [];
      for (const story of stories) {
        const widths = widthsOf.get(story.id) ?? [];
        if (widths.length > 0 || pageChecks) runs.push({ story, widths, checks: pageChecks });
      }
      const scheme = a11y && a11y.scheme !== defaultScheme ? a11y.scheme : undefined;
      if (runs.length > 0) combos.push({ brand: brand.id, locale, ...(scheme ? { scheme } : {}), runs });
    }
    // A brand with both schemes: its dark page loads only the stories it shoots (its pages); every other story gets
    // the dark walk and dark axe on its load in the brand's first language, switched to dark after the light checks.
    const dark = combos.find((c) => c.brand === brand.id && c.scheme === 'dark');
    const light = combos.find((c) => c.brand === brand.id && c.locale === brand.locales[0] && !c.scheme);
    const darkChecks = dark ? checks.get(`${brand.id} ${dark.locale}`)?.checks : undefined;
    if (brand.colorScheme === 'both' && dark && light && light !== dark && darkChecks) {
      const moved = new Set(dark.runs.filter((r) => r.widths.length === 0).map((r) => r.story.id));
      dark.runs = dark.runs.filter((r) => r.widths.length > 0);
      const walk = { ...darkChecks, reflow: false, pixels: false, classes: false };
      light.runs = light.runs.map((r) => (moved.has(r.story.id) ? { ...r, dark: walk } : r));
    }
  }
  return combos.filter((c) => c.runs.length > 0);
}

/**
 * Relative cost of a story run, from measured times (2026-11-27, 41 stories in each of the 7 pages, 3 workers on
 * 2 cores): a load (render, play, settle) is 1 (~0.8 s; a primitive's ~0.2 s, a block's ~0.8 s); a screenshot
 * 0.22; the reflow check 0.3; a focus walk 0.4, its screenshots (`pixels`) 0.5 more; an axe pass 0.14 (each again
 * for the `dark` checks of the same load).
 */
export function runCost({ widths, checks, dark }: StoryRun): number {
  let cost = 1 + 0.22 * widths.length;
  for (const c of [checks, dark]) {
    if (!c) continue;
    cost += c.reflow ? 0.3 : 0;
    cost += c.focus ? 0.4 : 0;
    cost += c.pixels ? 0.5 : 0;
    cost += c.axe ? 0.14 : 0;
  }
  return cost;
}

/**
 * How many shard files (`shard-<n>.spec.ts`) split the story runs, and how many Playwright workers run them by
 * default. Each worker keeps one page for its whole life and switches brand × language × scheme in it (the
 * in-browser sandbox starts once per worker, ~20 s), so the runs are cut at story granularity and every
 * worker gets the same cost. Measured on 2 cores (2026-11-27, all 1,484 runs): whole pages on three workers
 * kept the cores 72 % busy and waited on the shard holding harbour en (610 s in `pnpm test`); equal parts on
 * four workers 88 % busy, 528 s; on five 95 %, 495 s (a worker waits on its page's sandbox and on Playwright
 * round trips, so more workers than cores fill the cores). 2026-11-28, Chromium 150 headless shell, one machine back
 * to back: three workers 942 s, five 725–733 s, seven 669 s (the first story of each still opens in ≤ 52 s of its
 * 180 s).
 */
export const VISUAL_SHARDS = 7;

/**
 * Splits the story runs between `shards` lanes of equal cost (`runCost`): the runs in page order (`storyRuns`)
 * cut into `shards` contiguous parts, each run to the lane its cost midpoint falls in. A lane is a list of page
 * parts (brand × language × scheme and a contiguous part of its runs); it switches page only where its part
 * crosses from one page to the next.
 */
export function shardRuns(combos: readonly RunCombo[], shards: number): RunCombo[][] {
  const total = combos.reduce((n, c) => n + c.runs.reduce((m, r) => m + runCost(r), 0), 0);
  const lanes: RunCombo[][] = Array.from({ length: shards }, () => []);
  let done = 0;
  for (const combo of combos) {
    for (const run of combo.runs) {
      const cost = runCost(run);
      const lane = lanes[
        Math.min(shards - 1, Math.floor(((done + cost / 2) / total) * shards))
      ] as RunCombo[];
      done += cost;
      const last = lane.at(-1);
      if (
        last &&
        last.brand === combo.brand &&
        last.locale === combo.locale &&
        last.scheme === combo.scheme
      ) {
        last.runs.push(run);
      } else {
        lane.push({
          brand: combo.brand,
          locale: combo.locale,
          ...(combo.scheme ? { scheme: combo.scheme } : {}),
          runs: [run],
        });
      }
    }
  }
  return lanes;
}
