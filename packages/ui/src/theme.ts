/**
 * Brand raw values -> semantic CSS variables (CONVENTIONS 4, layer 1 -> layer 2). styles.css maps the
 * semantic variables into Tailwind (`@theme inline`, layer 3); components only use semantic utilities.
 *
 * Pure and deterministic: the same input always gives byte-identical CSS (the generator writes it to
 * `theme.css`). Every emitted colour is `#rrggbb` (lower case), so contrast is checked on exactly the
 * values the browser will paint.
 */
import {
  type Color,
  clampChroma,
  converter,
  formatHex,
  interpolate,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeRgb,
  parse,
  useMode as registerColorMode,
  wcagContrast,
} from 'culori/fn';

// culori/fn is the tree-shakeable entry: register only the colour spaces a CSS colour can be written in.
registerColorMode(modeRgb);
registerColorMode(modeLrgb);
registerColorMode(modeHsl);
registerColorMode(modeHwb);
registerColorMode(modeLab);
registerColorMode(modeLch);
registerColorMode(modeOklab);
registerColorMode(modeOklch);
registerColorMode(modeP3);

const toOklch = converter('oklch');

/** WCAG 2.x AA minimum for body text (1.4.3). */
export const AA_TEXT = 4.5;
/** WCAG 2.x AA minimum for UI component boundaries, focus rings, chart marks (1.4.11). */
export const AA_NON_TEXT = 3;

/** Named font stacks a manifest may use; any other string is taken as a CSS `font-family` list. */
export const FONT_STACKS = {
  system:
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  serif:
    'ui-serif, "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, Cambria, "Times New Roman", serif',
  rounded:
    'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, sans-serif',
} as const;

export type ThemeFont = keyof typeof FONT_STACKS | (string & {});

/** Brand colours: any CSS colour string culori parses (`#0b5cad`, `rgb(…)`, `hsl(…)`, `oklch(…)`, `teal`). */
export type ThemeColors = {
  primary: string;
  secondary?: string;
  accent?: string;
  background?: string;
  foreground?: string;
  /** Neutral surface for quiet areas (tab lists, skeletons). */
  muted?: string;
  card?: string;
  destructive?: string;
  success?: string;
  warning?: string;
  /** Decorative dividers; input borders are derived separately to keep 3:1. */
  border?: string;
  /** Up to five data-series colours; missing ones are derived from primary by rotating the hue. */
  chart?: string[];
};

/**
 * The manifest's `theme` slice (extra keys such as `layout` and `logo` are ignored).
 * - `colorScheme`: `'light'` (default) or `'dark'` is the one scheme of the brand, whatever the page asks;
 *   `'light dark'` (alias `'both'`, the manifest's word) emits both, deriving the dark scheme from the same
 *   brand colours (or `dark.colors`); it follows `prefers-color-scheme` unless the page sets
 *   `data-theme="light|dark"` or the class `light` / `dark` on the root element.
 */
export type ThemeInput = {
  colors: ThemeColors;
  /** CSS length for `--radius` (`0.75rem`, `8px`, `0`). Default `0.625rem`. */
  radius?: string;
  font?: ThemeFont;
  colorScheme?: 'light' | 'dark' | 'light dark' | 'both';
  /** Overrides for the dark scheme; any colour not given is derived. */
  dark?: { colors?: Partial<ThemeColors> };
};

/** Thrown for a value createThemeCss cannot use; `path` is the JSON path inside `theme`. */
export class ThemeError extends Error {
  readonly code: 'invalid_color' | 'invalid_radius' | 'invalid_font';
  readonly path: string;
  readonly value: unknown;
  constructor(code: ThemeError['code'], path: string, value: unknown, hint: string) {
    super(`theme.${path}: ${hint}, got ${JSON.stringify(value)}`);
    this.name = 'ThemeError';
    this.code = code;
    this.path = path;
    this.value = value;
  }
}

/** The semantic variables, in the order they are emitted. */
export const SEMANTIC_COLOR_VARIABLES = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'success',
  'success-foreground',
  'warning',
  'warning-foreground',
  'border',
  'input',
  'ring',
  'link',
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
] as const;

export type SemanticColorVariable = (typeof SEMANTIC_COLOR_VARIABLES)[number];
export type SemanticVariables = Record<SemanticColorVariable, string> & {
  radius: string;
  'font-sans': string;
};

/**
 * Pairs that carry text (`fg` on `bg`) — each must reach 4.5:1 — and non-text pairs that must reach 3:1.
 * Exported for the tests and the "Design tokens" page.
 */
export const CONTRAST_PAIRS: ReadonlyArray<{
  fg: SemanticColorVariable;
  bg: SemanticColorVariable;
  min: number;
}> = [
  { fg: 'foreground', bg: 'background', min: AA_TEXT },
  { fg: 'card-foreground', bg: 'card', min: AA_TEXT },
  { fg: 'popover-foreground', bg: 'popover', min: AA_TEXT },
  { fg: 'primary-foreground', bg: 'primary', min: AA_TEXT },
  { fg: 'secondary-foreground', bg: 'secondary', min: AA_TEXT },
  { fg: 'muted-foreground', bg: 'muted', min: AA_TEXT },
  { fg: 'muted-foreground', bg: 'background', min: AA_TEXT },
  { fg: 'muted-foreground', bg: 'card', min: AA_TEXT },
  { fg: 'accent-foreground', bg: 'accent', min: AA_TEXT },
  { fg: 'destructive-foreground', bg: 'destructive', min: AA_TEXT },
  { fg: 'destructive', bg: 'background', min: AA_TEXT },
  { fg: 'success-foreground', bg: 'success', min: AA_TEXT },
  { fg: 'warning-foreground', bg: 'warning', min: AA_TEXT },
  { fg: 'link', bg: 'background', min: AA_TEXT },
  { fg: 'link', bg: 'card', min: AA_TEXT },
  { fg: 'input', bg: 'background', min: AA_NON_TEXT },
  { fg: 'ring', bg: 'background', min: AA_NON_TEXT },
  { fg: 'chart-1', bg: 'background', min: AA_NON_TEXT },
  { fg: 'chart-2', bg: 'background', min: AA_NON_TEXT },
  { fg: 'chart-3', bg: 'background', min: AA_NON_TEXT },
  { fg: 'chart-4', bg: 'background', min: AA_NON_TEXT },
  { fg: 'chart-5', bg: 'background', min: AA_NON_TEXT },
  // Charts are drawn inside cards (the usage histogram): their marks need 3:1 on the card surface too.
  { fg: 'chart-1', bg: 'card', min: AA_NON_TEXT },
  { fg: 'chart-2', bg: 'card', min: AA_NON_TEXT },
  { fg: 'chart-3', bg: 'card', min: AA_NON_TEXT },
  { fg: 'chart-4', bg: 'card', min: AA_NON_TEXT },
  { fg: 'chart-5', bg: 'card', min: AA_NON_TEXT },
];

type Scheme = 'light' | 'dark';

/** Neutral defaults per scheme (slate); brand values replace them. Same values as styles.css. */
type Neutrals = Omit<Required<ThemeColors>, 'chart' | 'primary' | 'secondary' | 'accent'> & {
  mutedForeground: string;
  input: string;
};

const NEUTRALS: Record<Scheme, Neutrals> = {
  light: {
    background: '#ffffff',
    foreground: '#0f172a',
    card: '#ffffff',
    muted: '#f1f5f9',
    border: '#e2e8f0',
    mutedForeground: '#475569',
    input: '#64748b',
    destructive: '#b91c1c',
    success: '#15803d',
    warning: '#f59e0b',
  },
  dark: {
    background: '#020617',
    foreground: '#f8fafc',
    card: '#0f172a',
    muted: '#1e293b',
    border: '#334155',
    mutedForeground: '#94a3b8',
    input: '#64748b',
    destructive: '#f87171',
    success: '#4ade80',
    warning: '#fbbf24',
  },
};

const BLACK = '#000000';
const WHITE = '#ffffff';

function parseColor(value: unknown, path: string): Color {
  const parsed = typeof value === 'string' ? parse(value.trim()) : undefined;
  if (!parsed) {
    throw new ThemeError(
      'invalid_color',
      path,
      value,
      'expected a CSS colour such as "#0b5cad", "rgb(11 92 173)", "hsl(210 88% 36%)" or "oklch(0.48 0.14 255)"',
    );
  }
  if (parsed.alpha !== undefined && parsed.alpha < 1) {
    throw new ThemeError(
      'invalid_color',
      path,
      value,
      'expected an opaque colour (contrast is undefined for a translucent one)',
    );
  }
  return parsed;
}

/** Normalises any CSS colour to `#rrggbb`, mapping out-of-gamut colours (p3, oklch) into sRGB by chroma. */
function toHex(color: Color): string {
  return formatHex(clampChroma(color, 'oklch'));
}

function normalise(value: unknown, path: string): string {
  return toHex(parseColor(value, path));
}

/**
 * WCAG 2.x contrast ratio of two CSS colours, from 1 (same) to 21 (black on white).
 * @throws ThemeError `invalid_color` when either is not a parseable, opaque colour.
 */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(normalise(a, 'contrast.a'), normalise(b, 'contrast.b'));
}

/** Mix two hex colours in OKLab; `t` = 0 gives `from`, 1 gives `to`. */
function mix(from: string, to: string, t: number): string {
  return toHex(interpolate([from, to], 'oklab')(t));
}

/** Black or white, whichever contrasts more with every colour in `against` (worst case). */
function extremeFor(against: string[]): string {
  const worst = (c: string) => Math.min(...against.map((bg) => wcagContrast(c, bg)));
  return worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
}

/** Whether some text colour (at best black or white) reaches 4.5:1 on every one of `surfaces`. */
function readableOnAll(surfaces: string[]): boolean {
  const extreme = extremeFor(surfaces);
  return surfaces.every((bg) => wcagContrast(extreme, bg) >= AA_TEXT);
}

/**
 * `color` itself when it reaches `min` against every colour in `against`; otherwise the closest colour on
 * the OKLab line from `color` towards black or white that does (binary search, 20 steps -> deterministic).
 * With one background black or white always reaches 4.58:1, so text pairs never fail.
 */
function ensureContrast(color: string, against: string[], min: number): string {
  const meets = (c: string) => against.every((bg) => wcagContrast(c, bg) >= min);
  if (meets(color)) return color;
  const extreme = extremeFor(against);
  if (!meets(extreme)) return extreme;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i += 1) {
    const mid = (lo + hi) / 2;
    if (meets(mix(color, extreme, mid))) hi = mid;
    else lo = mid;
  }
  const candidate = mix(color, extreme, hi);
  return meets(candidate) ? candidate : extreme;
}

/**
 * Text colour for `background`: `preferred` (e.g. the brand foreground) when it reaches 4.5:1, else
 * black or white — whichever contrasts more (always ≥ 4.58:1).
 */
export function readableForeground(background: string, preferred: string[] = []): string {
  const bg = normalise(background, 'background');
  for (const candidate of preferred) {
    const hex = normalise(candidate, 'foreground');
    if (wcagContrast(hex, bg) >= AA_TEXT) return hex;
  }
  return extremeFor([bg]);
}

function rotateHue(hex: string, degrees: number): string {
  const c = toOklch(hex) ?? { l: 0.5, c: 0, h: 0 };
  const hue = ((c.h ?? 0) + degrees + 360) % 360;
  // Mid lightness and some chroma keep derived series distinct even from a near-black or grey brand colour.
  return toHex({ mode: 'oklch', l: Math.min(0.65, Math.max(0.5, c.l)), c: Math.max(c.c, 0.12), h: hue });
}

function schemeOf(hex: string): Scheme {
  return wcagContrast(hex, BLACK) >= wcagContrast(hex, WHITE) ? 'light' : 'dark';
}

/**
 * The semantic variables for one scheme. `given` holds the brand's raw colours for this scheme;
 * `scheme` picks the neutral defaults for whatever is missing. Brand surfaces keep their exact colour;
 * only the colours used as text or boundaries (link, ring, input, destructive-as-text, charts,
 * muted-foreground) are nudged to reach AA, and every `*-foreground` is chosen to reach 4.5:1.
 * @throws ThemeError `invalid_color` naming the offending path.
 */
export function deriveThemeVariables(
  given: ThemeColors,
  scheme: Scheme,
  options: { radius?: string; font?: ThemeFont; pathPrefix?: string } = {},
): SemanticVariables {
  const p = options.pathPrefix ?? 'colors';
  const neutral = NEUTRALS[scheme];
  const pick = (key: keyof ThemeColors & keyof Neutrals) => {
    const raw = given[key];
    return raw !== undefined ? normalise(raw, `${p}.${key}`) : neutral[key];
  };

  const primaryRaw = normalise(given.primary, `${p}.primary`);
  const background = pick('background');
  const foreground = ensureContrast(pick('foreground'), [background], AA_TEXT);
  // Neutral surfaces are tinted from the brand's own background/foreground when those were given.
  const customNeutrals = given.background !== undefined || given.foreground !== undefined;
  const card =
    given.card !== undefined
      ? normalise(given.card, `${p}.card`)
      : customNeutrals
        ? background
        : neutral.card;
  const tintedMuted =
    given.muted !== undefined
      ? normalise(given.muted, `${p}.muted`)
      : customNeutrals
        ? mix(background, foreground, 0.07)
        : neutral.muted;
  // Muted text sits on page, card and muted surfaces alike; on a mid-tone page a tint can leave no colour
  // readable on all three, so the tint is dropped then (only when the brand did not set muted itself).
  const muted =
    given.muted === undefined && !readableOnAll([background, card, tintedMuted]) ? background : tintedMuted;
  const border =
    given.border !== undefined
      ? normalise(given.border, `${p}.border`)
      : customNeutrals
        ? mix(background, foreground, 0.14)
        : neutral.border;

  // In a dark scheme a dark brand primary cannot be a readable link: lift it until it is.
  const primary = primaryRaw;
  const link = ensureContrast(primaryRaw, [background, card], AA_TEXT);
  const ring = ensureContrast(primaryRaw, [background], AA_NON_TEXT);
  const secondary = given.secondary !== undefined ? normalise(given.secondary, `${p}.secondary`) : muted;
  const accent = given.accent !== undefined ? normalise(given.accent, `${p}.accent`) : muted;
  const destructive = ensureContrast(pick('destructive'), [background, card], AA_TEXT);
  const success = pick('success');
  const warning = pick('warning');
  const mutedForeground = ensureContrast(
    customNeutrals ? mix(foreground, background, 0.4) : neutral.mutedForeground,
    [background, card, muted],
    AA_TEXT,
  );
  const input = ensureContrast(
    customNeutrals ? mix(background, foreground, 0.45) : neutral.input,
    [background, card],
    AA_NON_TEXT,
  );

  const chartGiven = given.chart ?? [];
  // Hue steps far apart on the OKLCH wheel so neighbouring series stay distinguishable.
  const chartDefaults = [
    primaryRaw,
    given.secondary !== undefined ? secondary : rotateHue(primaryRaw, 150),
    rotateHue(primaryRaw, 60),
    rotateHue(primaryRaw, 270),
    rotateHue(primaryRaw, 210),
  ];
  const chart = chartDefaults.map((fallback, i) => {
    const raw = chartGiven[i];
    const base = raw !== undefined ? normalise(raw, `${p}.chart[${i}]`) : fallback;
    return ensureContrast(base, [background, card], AA_NON_TEXT);
  });

  const fgFor = (bg: string) => readableForeground(bg, [foreground, background]);
  const radius = options.radius ?? '0.625rem';
  return {
    background,
    foreground,
    card,
    'card-foreground': ensureContrast(foreground, [card], AA_TEXT),
    popover: card,
    'popover-foreground': ensureContrast(foreground, [card], AA_TEXT),
    primary,
    'primary-foreground': fgFor(primary),
    secondary,
    'secondary-foreground': fgFor(secondary),
    muted,
    'muted-foreground': mutedForeground,
    accent,
    'accent-foreground': fgFor(accent),
    destructive,
    'destructive-foreground': fgFor(destructive),
    success,
    'success-foreground': fgFor(success),
    warning,
    'warning-foreground': fgFor(warning),
    border,
    input,
    ring,
    link,
    'chart-1': chart[0]!,
    'chart-2': chart[1]!,
    'chart-3': chart[2]!,
    'chart-4': chart[3]!,
    'chart-5': chart[4]!,
    radius: checkRadius(radius),
    'font-sans': fontStack(options.font ?? 'system'),
  };
}

function checkRadius(radius: string): string {
  if (!/^(0|\d*\.?\d+(rem|px|em))$/.test(radius.trim())) {
    throw new ThemeError(
      'invalid_radius',
      'radius',
      radius,
      'expected a CSS length in rem, px or em, such as "0.75rem"',
    );
  }
  return radius.trim();
}

function fontStack(font: ThemeFont): string {
  if (font in FONT_STACKS) return FONT_STACKS[font as keyof typeof FONT_STACKS];
  // A custom family list goes into a CSS declaration: allow only what font-family lists contain.
  if (!/^[\w\s,'"-]+$/u.test(font) || font.trim() === '') {
    throw new ThemeError(
      'invalid_font',
      'font',
      font,
      'expected "system", "serif", "rounded" or a font-family list such as "\'Inter\', sans-serif"',
    );
  }
  return font.trim();
}

function block(selector: string, scheme: Scheme, vars: SemanticVariables): string {
  const lines = [`${selector} {`, `  color-scheme: ${scheme};`];
  for (const name of SEMANTIC_COLOR_VARIABLES) lines.push(`  --${name}: ${vars[name]};`);
  lines.push(`  --radius: ${vars.radius};`, `  --font-sans: ${vars['font-sans']};`, '}');
  return lines.join('\n');
}

/** Both schemes' semantic variables, as createThemeCss emits them. */
export function resolveTheme(theme: ThemeInput): { light: SemanticVariables; dark: SemanticVariables } {
  if (!theme || typeof theme !== 'object' || !theme.colors || typeof theme.colors !== 'object') {
    throw new ThemeError(
      'invalid_color',
      'colors',
      theme?.colors,
      'expected an object with at least "primary"',
    );
  }
  const shared = { radius: theme.radius, font: theme.font };
  const requested = theme.colorScheme === 'both' ? 'light dark' : (theme.colorScheme ?? 'light');
  // A brand that names one scheme keeps it in both blocks, so a `.dark` class on the page cannot turn it.
  const baseScheme: Scheme = requested === 'dark' ? 'dark' : 'light';
  const base = deriveThemeVariables(theme.colors, baseScheme, shared);
  if (requested !== 'light dark') return { light: base, dark: base };
  // Dark scheme: the brand's accents carry over, its light neutrals do not (they would be a light page).
  const { background, foreground, card, muted, border, ...accents } = theme.colors;
  const keepNeutrals =
    background !== undefined && schemeOf(normalise(background, 'colors.background')) === 'dark';
  const darkColors: ThemeColors = {
    ...accents,
    ...(keepNeutrals ? { background, foreground, card, muted, border } : {}),
    ...(theme.dark?.colors ?? {}),
    primary: theme.dark?.colors?.primary ?? theme.colors.primary,
  };
  const dark = deriveThemeVariables(darkColors, 'dark', { ...shared, pathPrefix: 'dark.colors' });
  return { light: base, dark };
}

/**
 * Turns a brand's theme (manifest `theme`) into the CSS text of its semantic variables:
 * `:root { color-scheme: light; --background: #ffffff; … --radius: 0.75rem; --font-sans: … }`, for
 * `'light dark'`/`'both'` a `@media (prefers-color-scheme: dark)` block, then the variables for
 * `.dark, [data-theme="dark"]`. Load it after `@telco-portal/ui/styles.css`.
 *
 * Every `*-foreground` reaches 4.5:1 on its surface (WCAG AA 1.4.3); `--link`, `--destructive` and
 * `--muted-foreground` reach 4.5:1 as text on the page; `--ring`, `--input` and `--chart-*` reach 3:1
 * (1.4.11). Output is byte-identical for equal input.
 * @throws ThemeError `invalid_color` (unparseable or translucent colour, with its path, e.g.
 *   `theme.colors.primary`), `invalid_radius`, `invalid_font`.
 */
export function createThemeCss(theme: ThemeInput): string {
  const { light, dark } = resolveTheme(theme);
  const both = theme.colorScheme === 'light dark' || theme.colorScheme === 'both';
  const lightScheme: Scheme = theme.colorScheme === 'dark' ? 'dark' : 'light';
  const darkScheme: Scheme = both || theme.colorScheme === 'dark' ? 'dark' : 'light';
  const followSystem = both
    ? [
        '@media (prefers-color-scheme: dark) {',
        block(':root:not(.light):not([data-theme="light"])', 'dark', dark)
          .split('\n')
          .map((line) => `  ${line}`)
          .join('\n'),
        '}',
      ]
    : [];
  return [
    '/* Generated by @telco-portal/ui createThemeCss: semantic colour variables of the brand. Do not edit. */',
    block(':root', lightScheme, light),
    ...followSystem,
    block('.dark,\n[data-theme="dark"]', darkScheme, dark),
    '',
  ].join('\n');
}
