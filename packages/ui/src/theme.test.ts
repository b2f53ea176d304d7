import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AA_NON_TEXT,
  AA_TEXT,
  analyseTheme,
  contrastRatio,
  createThemeCss,
  evaluatePairs,
  nearestPassingColor,
  readableForeground,
  resolveTheme,
  SEMANTIC_COLOR_VARIABLES,
  type SemanticVariables,
  ThemeError,
  type ThemeInput,
} from './theme.ts';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

function failingPairs(vars: SemanticVariables): string[] {
  return evaluatePairs(vars, 'light')
    .filter((pair) => !pair.pass)
    .map(({ fg, bg, min, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Kōwhai's colours as shipped before the dark scheme was derived from its hue (brands/kowhai). */
const KOWHAI: ThemeInput = {
  colors: {
    primary: '#1f5135',
    secondary: '#fdf3c4',
    accent: '#f2c230',
    background: '#fffdf5',
    foreground: '#1b2a1f',
    muted: '#f6f1dc',
    border: '#e4dcb8',
    destructive: '#a8201a',
    success: '#1f6b3a',
    warning: '#8a5a00',
  },
  colorScheme: 'both',
};

function variablesIn(css: string, selectorStart: string): Record<string, string> {
  const start = css.indexOf(selectorStart);
  if (start < 0) throw new Error(`no ${selectorStart} block`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const vars: Record<string, string> = {};
  // Values compared with whitespace collapsed: Biome wraps the long font list in styles.css.
  for (const match of body.matchAll(/--([\w-]+):\s*([^;]+);/g))
    vars[match[1]!] = match[2]!.replace(/\s+/g, ' ').trim();
  return vars;
}

describe('given contrastRatio', () => {
  it('gives 21 for black on white, 1 for equal colours, symmetric, across CSS syntaxes', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('white', 'rgb(255 255 255)')).toBeCloseTo(1, 5);
    expect(contrastRatio('#0b5cad', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#0b5cad'), 10);
    expect(contrastRatio('hsl(0 0% 0%)', 'oklch(1 0 0)')).toBeCloseTo(21, 2);
  });

  it('matches the WCAG reference value for #767676 on white (4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('given createThemeCss with a brand primary', () => {
  const theme: ThemeInput = { colors: { primary: '#0b5cad' }, radius: '0.75rem', font: 'rounded' };

  it('emits :root and dark blocks with every semantic variable, radius and font', () => {
    const css = createThemeCss(theme);
    const root = variablesIn(css, ':root');
    for (const name of SEMANTIC_COLOR_VARIABLES) expect(root[name]).toMatch(/^#[0-9a-f]{6}$/);
    expect(root.primary).toBe('#0b5cad');
    expect(root['primary-foreground']).toBe('#ffffff');
    expect(root.radius).toBe('0.75rem');
    expect(root['font-sans']).toContain('ui-rounded');
    expect(css).toContain('.dark,\n[data-theme="dark"] {');
    expect(css.endsWith('}\n')).toBe(true);
  });

  it('is byte-identical for equal input, and for the same colour written differently', () => {
    const a = createThemeCss(theme);
    const b = createThemeCss(structuredClone(theme));
    expect(b).toBe(a);
    expect(createThemeCss({ ...theme, colors: { primary: 'rgb(11 92 173)' } })).toBe(a);
    expect(createThemeCss({ ...theme, colors: { primary: '#0B5CAD' } })).toBe(a);
  });

  it('changes when the brand changes', () => {
    expect(createThemeCss({ colors: { primary: '#c2410c' } })).not.toBe(createThemeCss(theme));
  });

  it('keeps a light-only brand light in the dark block, and derives a dark scheme for "light dark"', () => {
    const lightOnly = resolveTheme({ colors: { primary: '#0b5cad' } });
    expect(lightOnly.dark).toEqual(lightOnly.light);
    const both = analyseTheme({ colors: { primary: '#0b5cad' }, colorScheme: 'light dark' });
    expect(contrastRatio(both.dark.background, '#000000')).toBeLessThan(1.5);
    // #0b5cad is 2.87:1 on the derived dark page: the dark scheme lifts it (same hue) and says so.
    expect(both.light.primary).toBe('#0b5cad');
    expect(contrastRatio(both.dark.primary, both.dark.background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(both.adjustments.find((a) => a.scheme === 'dark' && a.variable === 'primary')).toMatchObject({
      path: 'theme.colors.primary',
      from: '#0b5cad',
      to: both.dark.primary,
    });
    expect(failingPairs(both.dark)).toEqual([]);
  });

  it('follows the system scheme for "light dark" (alias "both") unless the page picks one', () => {
    const css = createThemeCss({ colors: { primary: '#0b5cad' }, colorScheme: 'both' });
    expect(css).toBe(createThemeCss({ colors: { primary: '#0b5cad' }, colorScheme: 'light dark' }));
    expect(css).toContain(
      '@media (prefers-color-scheme: dark) {\n  :root:not(.light):not([data-theme="light"]) {',
    );
    expect(variablesIn(css, ':root:not(')).toEqual(variablesIn(css, '.dark,'));
    expect(createThemeCss({ colors: { primary: '#0b5cad' } })).not.toContain('@media');
  });

  it('lets dark.colors override the derived dark scheme', () => {
    const { dark } = resolveTheme({
      colors: { primary: '#0b5cad' },
      colorScheme: 'light dark',
      dark: { colors: { primary: '#60a5fa', background: '#111111' } },
    });
    expect(dark.primary).toBe('#60a5fa');
    expect(dark.background).toBe('#111111');
    expect(dark['primary-foreground']).toBe(
      readableForeground('#60a5fa', [dark.foreground, dark.background]),
    );
  });
});

// 200+ random brands each resolve a whole theme: CPU-bound, 2–3 s quiet, 7.8 s at load 12 on 2 cores — past
// Vitest's 5 s default. They test contrast, not speed (speed is measured by the benchmarks, not unit tests).
describe('given any brand colours (property)', { timeout: 60_000 }, () => {
  it('every *-foreground reaches 4.5:1 on its surface and every CONTRAST_PAIRS pair meets its minimum', () => {
    fc.assert(
      fc.property(
        hexColor,
        fc.option(hexColor, { nil: undefined }),
        fc.option(hexColor, { nil: undefined }),
        fc.constantFrom<'light' | 'dark' | 'light dark'>('light', 'dark', 'light dark'),
        (primary, secondary, accent, colorScheme) => {
          const { light, dark } = resolveTheme({ colors: { primary, secondary, accent }, colorScheme });
          for (const vars of [light, dark]) {
            for (const name of SEMANTIC_COLOR_VARIABLES) {
              if (!name.endsWith('-foreground') || name === 'muted-foreground') continue;
              const surface = name.slice(0, -'-foreground'.length) as keyof SemanticVariables;
              expect(contrastRatio(vars[name], vars[surface])).toBeGreaterThanOrEqual(AA_TEXT);
            }
            expect(failingPairs(vars)).toEqual([]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('also holds when the brand sets its own background and foreground', () => {
    fc.assert(
      fc.property(hexColor, hexColor, hexColor, (primary, background, foreground) => {
        const { light } = resolveTheme({ colors: { primary, background, foreground } });
        expect(light.background).toBe(background);
        expect(failingPairs(light)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('readableForeground always reaches 4.5:1', () => {
    fc.assert(
      fc.property(hexColor, fc.array(hexColor, { maxLength: 2 }), (bg, preferred) => {
        expect(contrastRatio(readableForeground(bg, preferred), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { numRuns: 300 },
    );
  });

  it('output is deterministic for random input', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (primary, secondary) => {
        const theme: ThemeInput = { colors: { primary, secondary }, colorScheme: 'light dark' };
        expect(createThemeCss(theme)).toBe(createThemeCss(theme));
      }),
      { numRuns: 50 },
    );
  });
});

describe('given invalid theme values', () => {
  it('throws ThemeError invalid_color naming the path for an unparseable colour', () => {
    expect(() => createThemeCss({ colors: { primary: 'blurple' } })).toThrow(ThemeError);
    expect(() => createThemeCss({ colors: { primary: 'blurple' } })).toThrow(
      /^theme\.colors\.primary: expected a CSS colour .* got "blurple"$/,
    );
    try {
      createThemeCss({ colors: { primary: '#0b5cad', secondary: '#12345' } });
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ThemeError);
      expect((error as ThemeError).code).toBe('invalid_color');
      expect((error as ThemeError).path).toBe('colors.secondary');
    }
  });

  it('rejects a missing primary, a translucent colour and bad chart/dark entries', () => {
    expect(() => createThemeCss({ colors: {} } as unknown as ThemeInput)).toThrow(/theme\.colors\.primary/);
    expect(() => createThemeCss({ colors: { primary: 'rgb(0 0 0 / 50%)' } })).toThrow(/opaque/);
    expect(() => createThemeCss({ colors: { primary: '#000', chart: ['#fff', 'nope'] } })).toThrow(
      /theme\.colors\.chart\[1\]/,
    );
    expect(() =>
      createThemeCss({
        colors: { primary: '#000' },
        colorScheme: 'light dark',
        dark: { colors: { accent: '??' } },
      }),
    ).toThrow(/theme\.dark\.colors\.accent/);
    expect(() => contrastRatio('#fff', 'not-a-colour')).toThrow(ThemeError);
  });

  it('rejects a radius that is not a CSS length and a font list that could break out of CSS', () => {
    expect(() => createThemeCss({ colors: { primary: '#000' }, radius: '12' })).toThrow(/theme\.radius/);
    expect(() =>
      createThemeCss({ colors: { primary: '#000' }, font: 'Inter; } body { display: none' }),
    ).toThrow(/theme\.font/);
    expect(createThemeCss({ colors: { primary: '#000' }, font: "'Inter', sans-serif" })).toContain(
      "--font-sans: 'Inter', sans-serif;",
    );
  });
});

describe('given the default tokens in styles.css', () => {
  const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

  it('equal createThemeCss for the default brand, so the defaults meet AA too', () => {
    const generated = createThemeCss({ colors: { primary: '#0b5cad' }, colorScheme: 'light dark' });
    expect(variablesIn(css, ':root {')).toEqual(variablesIn(generated, ':root {'));
    expect(variablesIn(css, '.dark,\n[data-theme')).toEqual(variablesIn(generated, '.dark,\n[data-theme'));
    const { light, dark } = resolveTheme({ colors: { primary: '#0b5cad' }, colorScheme: 'light dark' });
    expect(failingPairs(light)).toEqual([]);
    expect(failingPairs(dark)).toEqual([]);
  });

  it('maps every semantic colour into Tailwind with @theme inline and tells Tailwind to scan the ui source', () => {
    for (const name of SEMANTIC_COLOR_VARIABLES) expect(css).toContain(`--color-${name}: var(--${name});`);
    expect(css).toContain('--radius-lg: var(--radius);');
    expect(css).toMatch(/^@source "\.\/";$/m);
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(withoutComments).not.toMatch(/@import\s+["']tailwindcss["']/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
  });
});

describe('given a brand whose own colours fail (issue 9)', () => {
  it('reports primary #b8c4cf with foreground #c8c8c8 as a violation with the nearest passing colour', () => {
    const report = analyseTheme({ colors: { primary: '#b8c4cf', foreground: '#c8c8c8' } });
    const [violation, ...others] = report.violations;
    expect(others).toEqual([]);
    expect(violation).toMatchObject({
      scheme: 'light',
      path: 'theme.colors.foreground',
      variable: 'foreground',
      value: '#c8c8c8',
    });
    expect(violation?.against[0]).toMatchObject({ variable: 'background', value: '#ffffff', min: AA_TEXT });
    expect(violation?.against[0]?.ratio).toBeCloseTo(1.67, 2);
    // The nearest passing grey: just past 4.5:1, and the CSS uses it rather than silently swapping in black.
    expect(violation?.suggestion).toMatch(/^#7[0-9a-f]{5}$/);
    expect(violation?.suggestionRatio).toBeGreaterThanOrEqual(AA_TEXT);
    expect(violation?.suggestionRatio).toBeLessThan(4.7);
    expect(report.light.foreground).toBe(violation?.suggestion);
    expect(failingPairs(report.light)).toEqual([]);
  });

  it('says which derived colours it moved, why and to what, instead of swapping silently', () => {
    const report = analyseTheme({ colors: { primary: '#b8c4cf' } });
    expect(report.violations).toEqual([]);
    const moved = Object.fromEntries(report.adjustments.map((a) => [a.variable, a]));
    expect(Object.keys(moved).sort()).toEqual(['chart-1', 'indicator', 'link', 'ring']);
    expect(moved.link).toMatchObject({
      path: 'theme.colors.primary',
      from: '#b8c4cf',
      to: report.light.link,
    });
    expect(moved.link?.against.map((s) => s.variable)).toEqual(['background', 'card', 'muted']);
    expect(moved.link?.result).toBeGreaterThanOrEqual(AA_TEXT);
    expect(moved.link?.message).toMatch(
      /^light scheme: --link from theme\.colors\.primary \(#b8c4cf\) is 1\.77:1 on background #ffffff \(needs 4\.5:1\).*; it uses #[0-9a-f]{6} instead/,
    );
    expect(report.light.primary).toBe('#b8c4cf');
  });

  it('refuses explicit chart and status colours that fail their 3:1 and dark.colors that fail in dark', () => {
    const report = analyseTheme({
      colors: { primary: '#0b5cad', chart: ['#0b5cad', '#f2c230'], warning: '#f59e0b' },
      colorScheme: 'both',
      dark: { colors: { destructive: '#7f1d1d' } },
    });
    expect(report.violations.map((v) => `${v.scheme} ${v.path}`)).toEqual([
      'light theme.colors.warning',
      'light theme.colors.chart[1]',
      'dark theme.dark.colors.destructive',
    ]);
    for (const v of report.violations) {
      expect(v.suggestion).not.toBeNull();
      for (const s of v.against) {
        expect(contrastRatio(v.suggestion as string, s.value)).toBeGreaterThanOrEqual(s.min);
      }
    }
  });
});

describe('given Kōwhai with both schemes (issue 9)', () => {
  // The dark block Kōwhai shipped with (the engine before issue 9): generic slate, its primary unchanged,
  // links checked against the page and cards but not the muted footer.
  const before = { background: '#020617', muted: '#1e293b', primary: '#1f5135', link: '#678873' };

  it('failed before: footer links 3.72:1 and the meter fill 1.59:1 in dark', () => {
    expect(contrastRatio(before.link, before.muted)).toBeCloseTo(3.72, 2);
    expect(contrastRatio(before.primary, before.muted)).toBeCloseTo(1.59, 2);
  });

  it('derives the dark scheme from the brand hue, and every pair passes in both schemes', () => {
    const report = analyseTheme(KOWHAI);
    expect(report.schemes).toEqual(['light', 'dark']);
    expect(report.violations).toEqual([]);
    expect(report.pairs.filter((p) => !p.pass)).toEqual([]);
    const [r, g, b] = rgb(report.dark.background);
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
    expect(report.dark.background).not.toBe(before.background);
    // Footer and consent links (link on muted) and the usage meter (indicator on the muted track).
    expect(contrastRatio(report.dark.link, report.dark.muted)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(report.dark.indicator, report.dark.muted)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    // The lifted primary keeps the brand's hue: still green.
    const [pr, pg, pb] = rgb(report.dark.primary);
    expect(pg).toBeGreaterThan(pr);
    expect(pg).toBeGreaterThan(pb);
    const darkPaths = report.adjustments.filter((a) => a.scheme === 'dark').map((a) => a.variable);
    expect(darkPaths).toContain('primary');
    expect(darkPaths).toContain('link');
  });

  it('a blue brand gets a blue-tinted dark scheme (not the same grey for everyone)', () => {
    const blue = resolveTheme({ colors: { primary: '#0b5cad' }, colorScheme: 'both' }).dark.background;
    const green = resolveTheme(KOWHAI).dark.background;
    expect(blue).not.toBe(green);
    const [r, , b] = rgb(blue);
    expect(b).toBeGreaterThan(r);
  });
});

describe('given nearestPassingColor', () => {
  it('returns the colour itself when it passes, and otherwise the nearest lightness of the same hue', () => {
    const reqs = [{ variable: 'background' as const, value: '#ffffff', min: AA_TEXT }];
    expect(nearestPassingColor('#0b5cad', reqs)).toBe('#0b5cad');
    const fixed = nearestPassingColor('#5ec8bd', reqs) as string;
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(4.7);
    const [r, g, b] = rgb(fixed);
    expect(g).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(r);
  });

  it('finds a colour between two surfaces when one exists, and null when none does', () => {
    const between = nearestPassingColor('#0b5cad', [
      { variable: 'background', value: '#ffffff', min: AA_NON_TEXT },
      { variable: 'primary', value: '#000000', min: AA_NON_TEXT },
    ]) as string;
    expect(contrastRatio(between, '#ffffff')).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(between, '#000000')).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(
      // #777777 is 4.48:1 on white and 4.69:1 on black: nothing reaches 5:1 on both.
      nearestPassingColor('#777777', [
        { variable: 'background', value: '#ffffff', min: 5 },
        { variable: 'primary', value: '#000000', min: 5 },
      ]),
    ).toBeNull();
  });

  it('always passes when it answers (property)', () => {
    fc.assert(
      fc.property(hexColor, fc.array(hexColor, { minLength: 1, maxLength: 3 }), (color, surfaces) => {
        const reqs = surfaces.map((value) => ({ variable: 'background' as const, value, min: AA_NON_TEXT }));
        const found = nearestPassingColor(color, reqs);
        if (found)
          for (const s of surfaces) expect(contrastRatio(found, s)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      }),
      { numRuns: 200 },
    );
  });
});
