import type { BrandManifest } from '@telco-portal/manifest/schema';
import {
  AA_TEXT,
  CONTRAST_PAIRS,
  contrastRatio,
  resolveTheme,
  type SemanticVariables,
} from '@telco-portal/ui';

import { brandIds, brands } from './brands.ts';
import { Text, useText } from './text.tsx';

const TYPE_SCALE = [
  ['text-xs', '0.75rem'],
  ['text-sm', '0.875rem'],
  ['text-base', '1rem'],
  ['text-lg', '1.125rem'],
  ['text-xl', '1.25rem'],
  ['text-2xl', '1.5rem'],
  ['text-3xl', '1.875rem'],
] as const;
const RADII = ['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl'] as const;
/** The Stack gaps (Tailwind spacing, 0.25rem steps). */
const SPACING = [
  ['xs', 'gap-1', 4],
  ['sm', 'gap-2', 8],
  ['md', 'gap-4', 16],
  ['lg', 'gap-6', 24],
  ['xl', 'gap-10', 40],
] as const;

function ContrastTable({ vars, caption }: { vars: SemanticVariables; caption: string }) {
  const t = useText();
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="py-2 text-left font-medium">{caption}</caption>
      <tbody>
        {CONTRAST_PAIRS.map(({ fg, bg, min }) => {
          const ratio = contrastRatio(vars[fg], vars[bg]);
          const pass = ratio >= min;
          return (
            <tr key={`${fg}/${bg}`} className="border-t border-border">
              <td className="py-1 pr-2">
                <span
                  className="inline-flex min-w-28 items-center justify-center rounded-md border border-border px-2 py-1 font-medium"
                  style={{ color: vars[fg], background: vars[bg] }}
                >
                  {min >= AA_TEXT ? 'Aa' : '■ ■ ■'}
                </span>
              </td>
              <td className="py-1 pr-2">
                <code>{t('stories.tokens.pair', { fg, bg })}</code>
                <div className="text-muted-foreground">
                  <code>{vars[fg]}</code> / <code>{vars[bg]}</code>
                </div>
              </td>
              <td className="py-1 pr-2 tabular-nums">
                {t('stories.tokens.ratio', { ratio: ratio.toFixed(2) })}
              </td>
              <td className="py-1">{t(pass ? 'stories.tokens.pass' : 'stories.tokens.fail')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function BrandTokens({ brand }: { brand: BrandManifest }) {
  const t = useText();
  const { light, dark } = resolveTheme(brand.theme);
  const headingId = `tokens-${brand.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 py-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {brand.name}
      </h2>
      <p className="text-sm text-muted-foreground">
        <Text id="stories.tokens.font" values={{ font: brand.theme.font }} /> · --radius:{' '}
        <code>{light.radius}</code>
      </p>
      <h3 className="font-semibold">
        <Text id="stories.tokens.colours" />
      </h3>
      <div className="grid gap-6 lg:grid-cols-2">
        <ContrastTable vars={light} caption={t('stories.tokens.light')} />
        {brand.theme.colorScheme === 'both' ? (
          <ContrastTable vars={dark} caption={t('stories.tokens.dark')} />
        ) : null}
      </div>
    </section>
  );
}

/**
 * The "Design tokens" page: each brand's colours (light, and dark when the brand has both schemes) with
 * the contrast ratio of every pair ui checks (`CONTRAST_PAIRS`, `contrastRatio`), then the type scale,
 * radii and spacing — rendered with the current toolbar brand's theme.
 */
export function DesignTokens() {
  return (
    <div className="flex max-w-5xl flex-col gap-2">
      <h1 className="text-2xl font-semibold">
        <Text id="stories.tokens.title" />
      </h1>
      <p className="text-muted-foreground">
        <Text id="stories.tokens.intro" />
      </p>
      {brandIds.map((id) => {
        const brand = brands[id];
        return brand ? <BrandTokens key={id} brand={brand} /> : null;
      })}
      <section aria-labelledby="tokens-type" className="flex flex-col gap-3 py-6">
        <h2 id="tokens-type" className="text-xl font-semibold">
          <Text id="stories.tokens.typeScale" />
        </h2>
        {TYPE_SCALE.map(([cls, size]) => (
          <p key={cls} className="flex items-baseline gap-4">
            <code className="w-32 shrink-0 text-sm text-muted-foreground">
              {cls} · {size}
            </code>
            <span className={cls}>
              <Text id="stories.tokens.sample" />
            </span>
          </p>
        ))}
      </section>
      <section aria-labelledby="tokens-radii" className="flex flex-col gap-3 py-6">
        <h2 id="tokens-radii" className="text-xl font-semibold">
          <Text id="stories.tokens.radii" />
        </h2>
        <div className="flex flex-wrap gap-6">
          {RADII.map((cls) => (
            <figure key={cls} className="flex flex-col items-center gap-2">
              <div className={`size-16 border-2 border-primary bg-secondary ${cls}`} />
              <figcaption>
                <code className="text-sm">{cls}</code>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section aria-labelledby="tokens-spacing" className="flex flex-col gap-3 py-6">
        <h2 id="tokens-spacing" className="text-xl font-semibold">
          <Text id="stories.tokens.spacing" />
        </h2>
        {SPACING.map(([name, cls, px]) => (
          <div key={name} className="flex items-center gap-4">
            <code className="w-32 shrink-0 text-sm text-muted-foreground">
              {name} · {cls} · {px}px
            </code>
            <div className="h-4 bg-primary" style={{ width: px }} />
          </div>
        ))}
      </section>
    </div>
  );
}
