/**
 * Which screenshots the visual suite takes (issue 6: the baselines must stay ≤ 60 MB in the repository;
 * every story × brand × language × width was ~39 MB for two brands and would pass 57 MB with a third, with
 * no room for the screens other issues add). The matrix, and why (stories/README.md "The screenshot
 * matrix"):
 *
 * 1. **Every story** in the reference brand (harbour, the Storybook default) in **each of its languages** at
 *    **1280 and 320 px**: every state of every block and primitive, in English and in te reo Māori (whose
 *    longer words are what breaks layouts).
 * 2. **Each page in every brand × language** at 1280 and 320 px: for every block (stories titled
 *    `Blocks/…`), its page-level story — `Playground` (the block as the portal shows it, with the brand's
 *    configuration), else its first story. Brands differ in theme, layout family, home sections, copy and
 *    logo; these shots show each brand's pages in each language.
 * 3. **Every other story in every other brand** (blocks' other states — loading, errors, validation — and
 *    the primitives) in that brand's default language at 1280 px: the brand's colours, radius, font and
 *    scheme (pocket is dark only) on every state.
 *
 * Not taken (covered elsewhere): a block's non-page states and the primitives at 320 px, and in the other
 * language, in brands other than harbour — the same layout as harbour's at 320 px and in both languages
 * (tier 1), themed as in tier 3; docs pages in other brands — the design-tokens page shows every brand on
 * one page.
 */

/** Widths of the screenshots (CONVENTIONS 12). */
export const WIDTHS = [1280, 320] as const;
export type Width = (typeof WIDTHS)[number];

/** The brand whose every story is shot (tier 1): Storybook's default brand. */
export const REFERENCE_BRAND = 'harbour';

/** A story of the built Storybook's index.json. */
export type MatrixStory = { id: string; title: string; name: string };
/** A brand with the languages it offers (`languages.available`) and its default language. */
export type MatrixBrand = { id: string; locales: readonly string[]; defaultLocale?: string };

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
        if (brand.id === referenceId || pages.has(story.id)) shots.push({ story, widths: WIDTHS });
        else if (!isDocs(story) && locale === defaultLocale) shots.push({ story, widths: [1280] });
      }
      if (shots.length > 0) combos.push({ brand: brand.id, locale, shots });
    }
  }
  return combos;
}

/** Splits the combinations between `shards` workers, balancing the number of screenshots (greedy). */
export function shardCombos(combos: readonly MatrixCombo[], shards: number): MatrixCombo[][] {
  const buckets = Array.from({ length: shards }, () => ({ combos: [] as MatrixCombo[], load: 0 }));
  const weight = (c: MatrixCombo) => c.shots.reduce((n, s) => n + s.widths.length, 0);
  const order = combos
    .map((combo, i) => ({ combo, i }))
    .sort((a, b) => weight(b.combo) - weight(a.combo) || a.i - b.i);
  for (const { combo } of order) {
    const lightest = buckets.reduce((min, b) => (b.load < min.load ? b : min));
    lightest.combos.push(combo);
    lightest.load += weight(combo);
  }
  return buckets.map((b) => b.combos);
}

/** File name of a baseline (without the `-chromium-linux.png` suffix Playwright adds). */
export const shotName = (storyId: string, brand: string, locale: string, width: Width) =>
  `${storyId}--${brand}-${locale}-${width}.png`;
