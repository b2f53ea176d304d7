import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AA_TEXT,
  CONTRAST_PAIRS,
  contrastRatio,
  createThemeCss,
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
  return CONTRAST_PAIRS.filter(({ fg, bg, min }) => contrastRatio(vars[fg], vars[bg]) < min).map(
    ({ fg, bg, min }) => `${fg} on ${bg}: ${contrastRatio(vars[fg], vars[bg]).toFixed(2)} < ${min}`,
  );
}

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
    const both = resolveTheme({ colors: { primary: '#0b5cad' }, colorScheme: 'light dark' });
    expect(contrastRatio(both.dark.background, '#000000')).toBeLessThan(1.5);
    expect(both.dark.primary).toBe('#0b5cad');
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

describe('given any brand colours (property)', () => {
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
    expect(variablesIn(css, '.dark,')).toEqual(variablesIn(generated, '.dark,'));
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
