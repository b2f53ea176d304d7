import type { BrandManifest } from '@telco-portal/manifest/schema';
import {
  AA_TEXT,
  analyseTheme,
  type PairResult,
  type Scheme,
  SEMANTIC_COLOR_VARIABLES,
  type SemanticVariables,
} from '@telco-portal/ui';
import { type CSSProperties, useMemo } from 'react';

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

/** The derived palette of one scheme: every semantic variable as a swatch with its value. */
function Palette({ vars }: { vars: SemanticVariables }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
      {SEMANTIC_COLOR_VARIABLES.map((name) => (
        <li key={name} className="flex min-w-0 items-center gap-2 text-sm">
          <span
            aria-hidden="true"
            className="size-6 shrink-0 rounded-md border border-border"
            style={{ background: vars[name] }}
          />
          <span className="flex min-w-0 flex-col">
            <code className="wrap-anywhere">--{name}</code>
            <code className="text-muted-foreground">{vars[name]}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Every pair the engine checks in one scheme, with its ratio: a list that reflows at 320 px. */
function Pairs({ pairs }: { pairs: PairResult[] }) {
  const t = useText();
  return (
    <ul className="flex flex-col">
      {pairs.map((pair) => (
        <li
          key={`${pair.fg}/${pair.bg}`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border py-1 text-sm"
        >
          <span
            aria-hidden="true"
            className="inline-flex min-w-16 items-center justify-center rounded-md border border-border px-2 py-1 font-medium"
            style={{ color: pair.fgValue, background: pair.bgValue }}
          >
            {pair.min >= AA_TEXT ? 'Aa' : '■ ■'}
          </span>
          <code className="min-w-0 wrap-anywhere">
            {t(pair.alt ? 'stories.tokens.pairEither' : 'stories.tokens.pair', {
              fg: pair.fg,
              bg: pair.bg,
              alt: pair.alt ?? '',
            })}
          </code>
          <span className="tabular-nums">
            {t('stories.tokens.ratio', { ratio: pair.ratio.toFixed(2), min: pair.min })}
          </span>
          <span className="font-medium">{t(pair.pass ? 'stories.tokens.pass' : 'stories.tokens.fail')}</span>
        </li>
      ))}
    </ul>
  );
}

function schemeStyle(vars: SemanticVariables): CSSProperties {
  return Object.fromEntries(
    SEMANTIC_COLOR_VARIABLES.map((name) => [`--${name}`, vars[name]]),
  ) as CSSProperties;
}

function BrandTokens({ brand }: { brand: BrandManifest }) {
  const t = useText();
  const report = useMemo(() => analyseTheme(brand.theme), [brand]);
  const headingId = `tokens-${brand.id}`;
  const schemeName: Record<Scheme, string> = {
    light: t('stories.tokens.light'),
    dark: t('stories.tokens.dark'),
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 py-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {brand.name}
      </h2>
      <p className="text-sm text-muted-foreground">
        <Text id="stories.tokens.font" values={{ font: brand.theme.font }} /> · --radius:{' '}
        <code>{report.light.radius}</code>
      </p>
      {report.schemes.map((scheme) => {
        const vars = scheme === 'light' ? report.light : report.dark;
        const adjustments = report.adjustments.filter((a) => a.scheme === scheme);
        const violations = report.violations.filter((v) => v.scheme === scheme);
        return (
          <section
            key={scheme}
            aria-labelledby={`${headingId}-${scheme}`}
            className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4 text-foreground"
            // The scheme's own variables, so everything inside (muted text, borders) is in that scheme.
            style={schemeStyle(vars)}
          >
            <h3 id={`${headingId}-${scheme}`} className="font-semibold">
              {t('stories.tokens.scheme', { scheme: schemeName[scheme] })}
            </h3>
            <Palette vars={vars} />
            <h4 className="font-medium">
              <Text id="stories.tokens.pairs" />
            </h4>
            <Pairs pairs={report.pairs.filter((p) => p.scheme === scheme)} />
            <h4 className="font-medium">
              <Text id="stories.tokens.adjusted" />
            </h4>
            {adjustments.length + violations.length === 0 ? (
              <p className="text-sm">
                <Text id="stories.tokens.none" />
              </p>
            ) : (
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                {violations.map((v) => (
                  <li key={`${v.path}-${v.variable}`} className="wrap-anywhere">
                    <strong>{v.path}</strong>: {v.message}
                  </li>
                ))}
                {adjustments.map((a) => (
                  <li key={`${a.path}-${a.variable}`} className="wrap-anywhere">
                    {a.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}

/**
 * The "Design tokens" page: for each brand and each scheme it enables, the palette the theme engine
 * derives (`analyseTheme`), every pair it checks with its ratio (`CONTRAST_PAIRS`), and what it had to
 * adjust or could not honour (the same report `validate` prints); then the type scale, radii and spacing.
 * Each scheme's panel is painted in that scheme's own background and text colours.
 */
export function DesignTokens() {
  return (
    <div className="flex max-w-5xl min-w-0 flex-col gap-2">
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
