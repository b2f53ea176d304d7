/**
 * The screenshot matrix in figures (./matrix.ts): how many baselines the visual suite takes, per tier and
 * in all, and their estimated size in MB (decimal) from the committed baselines — a shot that has a baseline
 * counts its size; a new one (a new brand) the average of the same story, language and width in the other
 * brands. Lists the committed baselines the matrix no longer takes; `--prune` deletes them (Playwright's
 * `--update-snapshots` never removes a baseline).
 *
 *   pnpm -s tsx tests/visual/matrix-report.ts [--prune] [--max-mb 60]
 *
 * Stories come from stories/storybook-static/index.json when Storybook is built, else from the baseline
 * file names. Exit code 1 when the estimate passes --max-mb.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type MatrixBrand, type MatrixStory, REFERENCE_BRAND, shotName, visualMatrix } from './matrix.ts';

const { values } = parseArgs({
  options: { prune: { type: 'boolean', default: false }, 'max-mb': { type: 'string', default: '60' } },
});
const repo = fileURLToPath(new URL('../..', import.meta.url));
const snapshots = path.join(repo, 'tests/visual/visual-snapshots');
const SUFFIX = '-chromium-linux.png';

const brands: MatrixBrand[] = readdirSync(path.join(repo, 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => {
    const json = JSON.parse(readFileSync(path.join(repo, 'brands', d.name, 'brand.json'), 'utf8')) as {
      id: string;
      languages?: { default?: string; available?: string[] };
    };
    const locales = json.languages?.available ?? ['en'];
    return { id: json.id, locales, defaultLocale: json.languages?.default ?? locales[0] };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

const files = existsSync(snapshots) ? readdirSync(snapshots).filter((f) => f.endsWith(SUFFIX)) : [];
const sizes = new Map(files.map((f) => [f, statSync(path.join(snapshots, f)).size]));
const parsed = files
  .map((f) => f.match(/^(.+)--([a-z0-9-]+?)-(en|mi-NZ)-(\d+)-chromium-linux\.png$/))
  .filter((m): m is RegExpMatchArray => m !== null)
  .map(([file, id, brand, locale, width]) => ({
    file: file!,
    id: id!,
    brand: brand!,
    locale: locale!,
    width: width!,
  }));

const index = path.join(repo, 'stories/storybook-static/index.json');
const stories: MatrixStory[] = existsSync(index)
  ? Object.values(
      (JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, MatrixStory & { type: string }> })
        .entries,
    ).filter((e) => e.type === 'story')
  : [...new Set(parsed.map((p) => p.id))].map((id) => {
      // From a file name only: `blocks-home--playground` -> title "Blocks/home", name "playground".
      const [component = id, name = ''] = id.split('--');
      const [group = '', ...rest] = component.split('-');
      return { id, title: `${group.charAt(0).toUpperCase()}${group.slice(1)}/${rest.join('-')}`, name };
    });

const combos = visualMatrix(stories, brands);
const planned = new Set<string>();
let estimated = 0;
let fromBaselines = 0;
const tiers = { everyStory: 0, pages: 0, otherStates: 0 };
for (const combo of combos) {
  for (const { story, widths } of combo.shots) {
    for (const width of widths) {
      const name = `${shotName(story.id, combo.brand, combo.locale, width).replace(/\.png$/, '')}${SUFFIX}`;
      planned.add(name);
      if (combo.brand === REFERENCE_BRAND) tiers.everyStory++;
      else if (widths.length === 2) tiers.pages++;
      else tiers.otherStates++;
      const own = sizes.get(name);
      if (own !== undefined) {
        estimated += own;
        fromBaselines++;
        continue;
      }
      const others = parsed.filter(
        (p) => p.id === story.id && p.locale === combo.locale && p.width === String(width),
      );
      const pool = others.length > 0 ? others : parsed.filter((p) => p.id === story.id);
      estimated += pool.reduce((sum, p) => sum + (sizes.get(p.file) ?? 0), 0) / Math.max(1, pool.length);
    }
  }
}
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const committed = [...sizes.values()].reduce((a, b) => a + b, 0);
const obsolete = files.filter((f) => !planned.has(f));

console.log(
  `stories: ${stories.length}; brands: ${brands.map((b) => `${b.id} (${b.locales.join(', ')})`).join(', ')}`,
);
console.log(
  `screenshots: ${planned.size} — every story in ${REFERENCE_BRAND}: its default language at 1280 + 320 px, the others at 320 px: ${tiers.everyStory}; each page in the other brands × languages × 2 widths: ${tiers.pages}; every other story in the other brands' default language at 1280: ${tiers.otherStates}`,
);
console.log(
  `estimated size: ${mb(estimated)} (${fromBaselines} from their committed baselines, ${planned.size - fromBaselines} estimated from other brands); limit ${values['max-mb']} MB`,
);
console.log(
  `committed now: ${files.length} baselines, ${mb(committed)}; ${obsolete.length} of them (${mb(obsolete.reduce((s, f) => s + (sizes.get(f) ?? 0), 0))}) are not in the matrix`,
);
if (values.prune) {
  for (const f of obsolete) rmSync(path.join(snapshots, f));
  console.log(`pruned ${obsolete.length} baselines`);
}
if (estimated / 1e6 > Number(values['max-mb'])) {
  console.error(`the matrix would take ${mb(estimated)}, more than ${values['max-mb']} MB`);
  process.exit(1);
}
