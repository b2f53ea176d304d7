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
  wcagLuminance,
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
  'ring-offset',
  'link',
  'indicator',
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

/** A colour scheme a brand can enable. */
export type Scheme = 'light' | 'dark';

/**
 * What a pair's foreground is used for: `text` (4.5:1, WCAG 1.4.3), `ui` (input boundaries, 3:1, 1.4.11),
 * `graphic` (meter fills, status icons, chart marks, 3:1, 1.4.11), `focus` (the focus ring, 3:1, 1.4.11 /
 * 2.4.7).
 */
export type ContrastRole = 'text' | 'ui' | 'graphic' | 'focus';

/**
 * One pair the theme engine guarantees: `fg` on `bg` reaches `min`. With `alt`, the pair passes when either
 * `fg` or `alt` reaches it (the two-colour focus indicator: ring outline or its `ring-offset` halo).
 */
export type ContrastPair = {
  fg: SemanticColorVariable;
  bg: SemanticColorVariable;
  min: number;
  role: ContrastRole;
  alt?: SemanticColorVariable;
};

/**
 * Every pair checked in every enabled scheme. Surfaces: `background`, `card` (= `popover`), `muted` (tab
 * lists, the site footer, meter tracks), `primary` (call-to-action panels), and the status surfaces
 * behind their own `*-foreground`. Exported for the tests, `validate` and the "Design tokens" page.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = (() => {
  const pairs: ContrastPair[] = [];
  const add = (fg: SemanticColorVariable, on: SemanticColorVariable[], min: number, role: ContrastRole) => {
    for (const bg of on) pairs.push({ fg, bg, min, role });
  };
  add('foreground', ['background', 'muted'], AA_TEXT, 'text');
  add('card-foreground', ['card', 'muted'], AA_TEXT, 'text');
  add('popover-foreground', ['popover'], AA_TEXT, 'text');
  add('muted-foreground', ['background', 'card', 'muted'], AA_TEXT, 'text');
  add('link', ['background', 'card', 'muted'], AA_TEXT, 'text');
  for (const surface of ['primary', 'secondary', 'accent', 'destructive', 'success', 'warning'] as const) {
    add(`${surface}-foreground`, [surface], AA_TEXT, 'text');
  }
  add('destructive', ['background', 'card'], AA_TEXT, 'text');
  add('destructive', ['muted'], AA_NON_TEXT, 'graphic');
  add('success', ['background', 'card', 'muted'], AA_NON_TEXT, 'graphic');
  add('warning', ['background', 'card', 'muted'], AA_NON_TEXT, 'graphic');
  add('indicator', ['background', 'card', 'muted'], AA_NON_TEXT, 'graphic');
  add('input', ['background', 'card'], AA_NON_TEXT, 'ui');
  add('ring', ['background', 'card', 'muted', 'popover', 'ring-offset'], AA_NON_TEXT, 'focus');
  pairs.push({ fg: 'ring', bg: 'primary', min: AA_NON_TEXT, role: 'focus', alt: 'ring-offset' });
  for (const chart of ['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5'] as const) {
    add(chart, ['background', 'card'], AA_NON_TEXT, 'graphic');
  }
  return pairs;
})();

/** A pair as evaluated in one scheme (for the Design tokens page and the tests). */
export type PairResult = ContrastPair & {
  scheme: Scheme;
  fgValue: string;
  bgValue: string;
  /** WCAG ratio of `fg` on `bg` (of the better of `fg` and `alt` for the focus-on-primary pair). */
  ratio: number;
  pass: boolean;
};

/** One failing pair of a colour: the surface (or text) it was measured against. */
export type ContrastShortfall = {
  variable: SemanticColorVariable;
  value: string;
  ratio: number;
  min: number;
};

/**
 * A colour the engine changed so the scheme stays AA: which brand colour (`path`, e.g.
 * `theme.colors.primary`), the variable it feeds (`link`), what it was, why (`against`: the pairs it
 * failed) and the result (`to`, `result` = its worst ratio now). `message` says it in one sentence.
 */
export type ThemeAdjustment = {
  scheme: Scheme;
  path: string;
  variable: SemanticColorVariable;
  from: string;
  to: string;
  against: ContrastShortfall[];
  result: number;
  message: string;
};

/**
 * A colour the brand set itself (`path`) that fails a pair and so cannot be honoured: the failing pairs,
 * and the nearest colour (same hue and chroma, other lightness) that passes them all (`suggestion`, or
 * null when none exists; then change the surface instead). The CSS uses the suggestion.
 */
export type ThemeViolation = {
  scheme: Scheme;
  path: string;
  variable: SemanticColorVariable;
  value: string;
  against: ContrastShortfall[];
  suggestion: string | null;
  suggestionRatio: number | null;
  message: string;
};

/** Everything the theme engine decided for a brand: both blocks of variables and how it got there. */
export type ThemeReport = {
  /** The schemes the brand enables (`colorScheme`): `['light']`, `['dark']` or `['light', 'dark']`. */
  schemes: Scheme[];
  /** Variables of the `:root` block (the brand's only scheme for `'dark'`). */
  light: SemanticVariables;
  /** Variables of the dark block (equal to `light` for a one-scheme brand). */
  dark: SemanticVariables;
  pairs: PairResult[];
  adjustments: ThemeAdjustment[];
  violations: ThemeViolation[];
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

/** A requirement on a colour: reach `min` against `value` (the surface variable `variable`). */
type Requirement = { variable: SemanticColorVariable; value: string; min: number };

function shortfalls(color: string, reqs: Requirement[]): ContrastShortfall[] {
  return reqs
    .map((r) => ({ variable: r.variable, value: r.value, ratio: wcagContrast(color, r.value), min: r.min }))
    .filter((s) => s.ratio < s.min);
}

function worstRatio(color: string, reqs: Requirement[]): number {
  return Math.min(...reqs.map((r) => wcagContrast(color, r.value)), 21);
}

/**
 * The luminance intervals (WCAG relative luminance, 0–1) in which a colour meets every requirement:
 * against a surface of luminance Y at `min`, a colour must be at most (Y + 0.05) / min − 0.05 or at least
 * min × (Y + 0.05) − 0.05; the answer is the intersection over all requirements.
 */
function feasibleLuminance(reqs: Requirement[]): Array<[number, number]> {
  let intervals: Array<[number, number]> = [[0, 1]];
  for (const r of reqs) {
    const y = wcagLuminance(r.value);
    const darkMax = (y + 0.05) / r.min - 0.05;
    const lightMin = r.min * (y + 0.05) - 0.05;
    const allowed: Array<[number, number]> = [];
    if (darkMax >= 0) allowed.push([0, Math.min(1, darkMax)]);
    if (lightMin <= 1) allowed.push([Math.max(0, lightMin), 1]);
    const next: Array<[number, number]> = [];
    for (const [a, b] of intervals) {
      for (const [c, d] of allowed) {
        const lo = Math.max(a, c);
        const hi = Math.min(b, d);
        if (lo <= hi) next.push([lo, hi]);
      }
    }
    intervals = next;
  }
  return intervals;
}

/** The colour on `color`'s OKLCH lightness line (same hue, chroma clamped into sRGB) at lightness `l`. */
function atLightness(base: { c: number; h: number }, l: number): string {
  return toHex({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c: base.c, h: base.h });
}

/**
 * The nearest colour to `color` that meets every requirement: same hue and chroma, only the OKLCH
 * lightness moves (so a brand's blue stays that blue, lighter or darker). `color` itself when it passes;
 * null when no colour on that line passes them all (the surfaces leave no room). Deterministic.
 */
export function nearestPassingColor(color: string, reqs: Requirement[]): string | null {
  if (shortfalls(color, reqs).length === 0) return color;
  const base = toOklch(color) ?? { l: 0.5, c: 0, h: 0 };
  const line = { c: base.c ?? 0, h: base.h ?? 0 };
  const l0 = base.l;
  const lumAt = (l: number) => wcagLuminance(atLightness(line, l));
  let best: { hex: string; distance: number } | null = null;
  for (const [lo, hi] of feasibleLuminance(reqs)) {
    // Lightness is monotonic in luminance along the line: binary-search each end of the interval.
    const search = (target: number, wantAbove: boolean) => {
      let a = 0;
      let b = 1;
      for (let i = 0; i < 40; i += 1) {
        const mid = (a + b) / 2;
        if (lumAt(mid) < target) a = mid;
        else b = mid;
      }
      return wantAbove ? b : a;
    };
    const lLo = search(lo, true);
    const lHi = search(hi, false);
    const start = Math.min(Math.max(l0, lLo), lHi);
    // Hex rounding can cost a hair of contrast: walk inwards until the rounded colour passes.
    const step = l0 <= start ? 0.001 : -0.001;
    for (let l = start, i = 0; i < 400 && l >= lLo - 1e-9 && l <= lHi + 1e-9; l += step, i += 1) {
      const hex = atLightness(line, l);
      if (shortfalls(hex, reqs).length === 0) {
        const distance = Math.abs(l - l0);
        if (!best || distance < best.distance) best = { hex, distance };
        break;
      }
    }
    // The interval may lie beyond the line's ends in the other direction too; also try walking outwards.
    if (!best || best.distance > 0) {
      for (let l = start, i = 0; i < 400 && l >= 0 && l <= 1; l -= step, i += 1) {
        const hex = atLightness(line, l);
        if (shortfalls(hex, reqs).length === 0) {
          const distance = Math.abs(l - l0);
          if (!best || distance < best.distance) best = { hex, distance };
          break;
        }
      }
    }
  }
  if (best) return best.hex;
  for (const extreme of [BLACK, WHITE]) if (shortfalls(extreme, reqs).length === 0) return extreme;
  return null;
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

const ratio2 = (n: number) => n.toFixed(2);

/** Keys of `ThemeColors` holding one colour. */
type BrandKey = Exclude<keyof ThemeColors, 'chart'>;

/** A brand colour feeding a scheme: its `#rrggbb` value, JSON path, and whether the brand set it for this scheme. */
type Source = { value: string; path: string; explicit: boolean };

type SchemeInput = Partial<Record<BrandKey, Source>> & { chart: Array<Source | undefined> };

const BRAND_KEYS: readonly BrandKey[] = [
  'primary',
  'secondary',
  'accent',
  'background',
  'foreground',
  'muted',
  'card',
  'destructive',
  'success',
  'warning',
  'border',
];
const NEUTRAL_KEYS: readonly BrandKey[] = ['background', 'foreground', 'card', 'muted', 'border'];

/** Reads `colors` (JSON path prefix `prefix`, e.g. `colors` or `dark.colors`) into sources. */
function sourcesOf(colors: Partial<ThemeColors> | undefined, prefix: string, explicit: boolean): SchemeInput {
  const input: SchemeInput = { chart: [] };
  if (!colors) return input;
  for (const key of BRAND_KEYS) {
    const raw = colors[key];
    if (raw !== undefined) {
      input[key] = { value: normalise(raw, `${prefix}.${key}`), path: `theme.${prefix}.${key}`, explicit };
    }
  }
  (colors.chart ?? []).forEach((raw, i) => {
    input.chart[i] = {
      value: normalise(raw, `${prefix}.chart[${i}]`),
      path: `theme.${prefix}.chart[${i}]`,
      explicit,
    };
  });
  return input;
}

function overlay(base: SchemeInput, top: SchemeInput): SchemeInput {
  const merged: SchemeInput = { ...base, chart: [...base.chart] };
  for (const key of BRAND_KEYS) if (top[key]) merged[key] = top[key];
  top.chart.forEach((source, i) => {
    if (source) merged.chart[i] = source;
  });
  return merged;
}

const SCHEME_NAME: Record<Scheme, string> = { light: 'light scheme', dark: 'dark scheme' };

/** Where the engine writes what it changed and what it could not honour, for one scheme. */
class SchemeLog {
  constructor(
    readonly scheme: Scheme,
    readonly adjustments: ThemeAdjustment[],
    readonly violations: ThemeViolation[],
  ) {}

  describe(list: ContrastShortfall[]): string {
    return list.map((s) => `${ratio2(s.ratio)}:1 on ${s.variable} ${s.value} (needs ${s.min}:1)`).join(', ');
  }

  /** "4.53:1 on background, 4.61:1 on card" — a colour's ratio against each requirement. */
  results(color: string, reqs: Requirement[]): string {
    return reqs.map((r) => `${ratio2(wcagContrast(color, r.value))}:1 on ${r.variable}`).join(', ');
  }

  adjusted(variable: SemanticColorVariable, source: Source, from: string, to: string, reqs: Requirement[]) {
    const against = shortfalls(from, reqs);
    const result = worstRatio(to, reqs);
    this.adjustments.push({
      scheme: this.scheme,
      path: source.path,
      variable,
      from,
      to,
      against,
      result,
      message: `${SCHEME_NAME[this.scheme]}: --${variable} from ${source.path} (${from}) is ${this.describe(against)}; it uses ${to} instead (${this.results(to, reqs)})`,
    });
  }

  violated(variable: SemanticColorVariable, source: Source, value: string, reqs: Requirement[]): string {
    const against = shortfalls(value, reqs);
    const suggestion = nearestPassingColor(value, reqs);
    const suggestionRatio = suggestion ? worstRatio(suggestion, reqs) : null;
    this.violations.push({
      scheme: this.scheme,
      path: source.path,
      variable,
      value,
      against,
      suggestion,
      suggestionRatio,
      message: `${SCHEME_NAME[this.scheme]}: ${value} as --${variable} is ${this.describe(against)}`,
    });
    return suggestion ?? extremeFor(reqs.map((r) => r.value));
  }
}

/**
 * Settles one variable: `start` when it meets `reqs`; else, when the brand set this very colour
 * (`source.explicit`), a violation (the CSS gets the nearest passing colour); else the nearest passing
 * colour, reported as an adjustment when it came from a brand colour (`source`).
 */
function settle(
  log: SchemeLog,
  variable: SemanticColorVariable,
  start: string,
  source: Source | undefined,
  reqs: Requirement[],
  surfaces: Partial<Record<SemanticColorVariable, Source>> = {},
): string {
  if (shortfalls(start, reqs).length === 0) return start;
  if (source?.explicit) return log.violated(variable, source, start, reqs);
  const next = nearestPassingColor(start, reqs);
  if (next) {
    if (source) log.adjusted(variable, source, start, next, reqs);
    return next;
  }
  // No colour passes on every surface at once: the brand's own surfaces leave no room. Blame the last
  // explicit surface and suggest the nearest version of it on which black or white text would pass.
  const explicitSurface = [...reqs].reverse().find((r) => surfaces[r.variable]?.explicit);
  const fallback = extremeFor(reqs.map((r) => r.value));
  if (explicitSurface) {
    const blamed = surfaces[explicitSurface.variable] as Source;
    const others = reqs.filter((r) => r !== explicitSurface).map((r) => r.value);
    const text = others.length > 0 ? extremeFor(others) : fallback;
    log.violated(explicitSurface.variable, blamed, explicitSurface.value, [
      { variable: variable, value: text, min: explicitSurface.min },
    ]);
  }
  return fallback;
}

/**
 * The semantic variables of one scheme from the brand colours that feed it (`input`: explicit ones the
 * brand set for this scheme; inherited ones, `explicit: false`, come from the light colours into a derived
 * dark scheme). Missing neutrals are derived from the primary's hue (a faint tint), not a fixed grey.
 */
function deriveScheme(
  input: SchemeInput,
  scheme: Scheme,
  log: SchemeLog,
  options: { radius?: string; font?: ThemeFont },
): SemanticVariables {
  const primarySource = input.primary as Source;
  const brandHue = toOklch(primarySource.value) ?? { l: 0.5, c: 0, h: 0 };
  const h = brandHue.h ?? 0;
  const tint = Math.min(scheme === 'light' ? 0.02 : 0.03, (brandHue.c ?? 0) * 0.3);
  const tinted = (l: number, c = tint) => toHex({ mode: 'oklch', l, c, h });
  const dark = scheme === 'dark';
  const given = (key: BrandKey) => input[key];

  // Surfaces.
  const custom = given('background') !== undefined || given('foreground') !== undefined;
  const background = given('background')?.value ?? (dark ? tinted(0.17) : WHITE);
  const card = given('card')?.value ?? (custom ? background : dark ? tinted(0.21) : WHITE);
  const popover = card;
  const foregroundStart = given('foreground')?.value ?? (dark ? tinted(0.97, tint / 2) : tinted(0.21));
  let muted =
    given('muted')?.value ?? (custom ? mix(background, foregroundStart, 0.07) : tinted(dark ? 0.25 : 0.967));
  // Muted text sits on page, card and muted surfaces alike; on a mid-tone page a tint can leave no colour
  // readable on all three (or not the body text), so a derived tint is dropped then.
  if (
    !given('muted') &&
    (!readableOnAll([background, card, muted]) ||
      (wcagContrast(foregroundStart, background) >= AA_TEXT &&
        wcagContrast(foregroundStart, muted) < AA_TEXT))
  ) {
    muted = background;
  }
  const surfaceSources: Partial<Record<SemanticColorVariable, Source>> = {
    ...(given('background') ? { background: given('background') } : {}),
    ...(given('card') ? { card: given('card'), popover: given('card') } : {}),
    ...(given('muted') ? { muted: given('muted') } : {}),
  };
  const on = (min: number, ...vars: Array<[SemanticColorVariable, string]>): Requirement[] =>
    vars.map(([variable, value]) => ({ variable, value, min }));

  const foreground = settle(
    log,
    'foreground',
    foregroundStart,
    given('foreground'),
    on(AA_TEXT, ['background', background], ['muted', muted]),
    surfaceSources,
  );
  const border =
    given('border')?.value ?? (custom ? mix(background, foreground, 0.14) : tinted(dark ? 0.32 : 0.92));

  // Brand colours. In a derived dark scheme an inherited colour is lifted (same hue) until it works there.
  const page = on(AA_NON_TEXT, ['background', background], ['card', card], ['muted', muted]);
  const primary =
    dark && primarySource.explicit === false
      ? settle(log, 'primary', primarySource.value, primarySource, page)
      : primarySource.value;
  const surfaceColour = (key: 'secondary' | 'accent', lightness: number) => {
    const source = given(key);
    if (!source) return muted;
    if (!dark || source.explicit || schemeOf(source.value) === 'dark') return source.value;
    const c = toOklch(source.value) ?? { c: 0, h: 0 };
    const to = toHex({ mode: 'oklch', l: lightness, c: Math.min(c.c ?? 0, 0.05), h: c.h ?? 0 });
    log.adjustments.push({
      scheme,
      path: source.path,
      variable: key,
      from: source.value,
      to,
      against: [],
      result: wcagContrast(to, background),
      message: `${SCHEME_NAME[scheme]}: --${key} from ${source.path} (${source.value}) is a light surface colour; the dark scheme uses ${to}, the same hue at dark lightness`,
    });
    return to;
  };
  const secondary = surfaceColour('secondary', 0.3);
  const accent = surfaceColour('accent', 0.33);
  const STATUS_DEFAULTS = dark
    ? { destructive: '#f87171', success: '#4ade80', warning: '#fbbf24' }
    : { destructive: '#b91c1c', success: '#15803d', warning: '#b45309' };
  const destructive = settle(
    log,
    'destructive',
    given('destructive')?.value ?? STATUS_DEFAULTS.destructive,
    given('destructive'),
    [...on(AA_TEXT, ['background', background], ['card', card]), ...on(AA_NON_TEXT, ['muted', muted])],
    surfaceSources,
  );
  const status = (key: 'success' | 'warning') =>
    settle(log, key, given(key)?.value ?? STATUS_DEFAULTS[key], given(key), page, surfaceSources);
  const success = status('success');
  const warning = status('warning');

  // Colours derived from others (never set by the brand directly): adjustments are reported.
  const derivedFrom = (source: Source | undefined): Source | undefined =>
    source ? { ...source, explicit: false } : undefined;
  const fromPrimary = derivedFrom(primarySource);
  const fromForeground = derivedFrom(given('foreground'));
  const text3 = on(AA_TEXT, ['background', background], ['card', card], ['muted', muted]);
  const cardForeground = settle(
    log,
    'card-foreground',
    foreground,
    fromForeground,
    on(AA_TEXT, ['card', card], ['muted', muted]),
    surfaceSources,
  );
  const popoverForeground = settle(
    log,
    'popover-foreground',
    foreground,
    fromForeground,
    on(AA_TEXT, ['popover', popover]),
    surfaceSources,
  );
  const mutedForeground = settle(
    log,
    'muted-foreground',
    custom ? mix(foreground, background, 0.4) : tinted(dark ? 0.74 : 0.45),
    undefined,
    text3,
    surfaceSources,
  );
  const link = settle(log, 'link', primary, fromPrimary, text3, surfaceSources);
  const indicator = settle(log, 'indicator', primary, fromPrimary, page, surfaceSources);
  const inputBorder = settle(
    log,
    'input',
    custom ? mix(background, foreground, 0.45) : tinted(dark ? 0.55 : 0.58),
    undefined,
    on(AA_NON_TEXT, ['background', background], ['card', card]),
    surfaceSources,
  );

  // Focus: an outline in --ring around a halo in --ring-offset. The ring reaches 3:1 on every ordinary
  // surface and against its halo; on primary panels the ring or the halo reaches 3:1 (WCAG technique C40).
  let ringOffset = background;
  const ringReqs = [...page, ...on(AA_NON_TEXT, ['popover', popover], ['ring-offset', ringOffset])];
  const ringOnPrimary = [...ringReqs, ...on(AA_NON_TEXT, ['primary', primary])];
  const haloCovers = wcagContrast(ringOffset, primary) >= AA_NON_TEXT;
  // Prefer a ring that also shows on primary panels by itself; else the halo must cover them.
  const ring = settle(
    log,
    'ring',
    primary,
    fromPrimary,
    haloCovers || !nearestPassingColor(primary, ringOnPrimary) ? ringReqs : ringOnPrimary,
    surfaceSources,
  );
  if (wcagContrast(ring, primary) < AA_NON_TEXT && !haloCovers) {
    const halo = nearestPassingColor(ringOffset, on(AA_NON_TEXT, ['primary', primary], ['ring', ring]));
    if (halo) ringOffset = halo;
  }

  const chartDefaults = [
    primary,
    given('secondary') !== undefined && !dark ? secondary : rotateHue(primary, 150),
    rotateHue(primary, 60),
    rotateHue(primary, 270),
    rotateHue(primary, 210),
  ];
  const chart = chartDefaults.map((fallback, i) => {
    const source = input.chart[i];
    const variable = `chart-${i + 1}` as SemanticColorVariable;
    return settle(
      log,
      variable,
      source?.value ?? fallback,
      source ?? (i === 0 ? fromPrimary : undefined),
      on(AA_NON_TEXT, ['background', background], ['card', card]),
      surfaceSources,
    );
  });

  const fgFor = (bg: string) => readableForeground(bg, [foreground, background]);
  return {
    background,
    foreground,
    card,
    'card-foreground': cardForeground,
    popover,
    'popover-foreground': popoverForeground,
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
    input: inputBorder,
    ring,
    'ring-offset': ringOffset,
    link,
    indicator,
    'chart-1': chart[0]!,
    'chart-2': chart[1]!,
    'chart-3': chart[2]!,
    'chart-4': chart[3]!,
    'chart-5': chart[4]!,
    radius: checkRadius(options.radius ?? '0.625rem'),
    'font-sans': fontStack(options.font ?? 'system'),
  };
}

/** Evaluates every `CONTRAST_PAIRS` pair on one scheme's variables. */
export function evaluatePairs(vars: SemanticVariables, scheme: Scheme): PairResult[] {
  return CONTRAST_PAIRS.map((pair) => {
    const own = wcagContrast(vars[pair.fg], vars[pair.bg]);
    const ratio = pair.alt ? Math.max(own, wcagContrast(vars[pair.alt], vars[pair.bg])) : own;
    return {
      ...pair,
      scheme,
      fgValue: vars[pair.fg],
      bgValue: vars[pair.bg],
      ratio,
      pass: ratio >= pair.min,
    };
  });
}

/**
 * The theme engine (SPEC §1 branding; WCAG 2.2 AA 1.4.3, 1.4.11, 2.4.7): derives the full palette of every
 * scheme the brand enables from its own colours — a dark scheme from the brand's hue, not a generic grey —
 * and checks every `CONTRAST_PAIRS` pair in each. Colours it derives (links, focus ring, meter fill,
 * muted text, a dark scheme's lifted brand colours …) are moved to the nearest passing lightness and listed
 * in `adjustments`; a colour the brand set itself for a scheme that fails is listed in `violations` with
 * the nearest passing colour (which the CSS then uses). Deterministic.
 * @throws ThemeError `invalid_color` (with its path), `invalid_radius`, `invalid_font`.
 */
export function analyseTheme(theme: ThemeInput): ThemeReport {
  if (!theme || typeof theme !== 'object' || !theme.colors || typeof theme.colors !== 'object') {
    throw new ThemeError(
      'invalid_color',
      'colors',
      theme?.colors,
      'expected an object with at least "primary"',
    );
  }
  normalise(theme.colors.primary, 'colors.primary');
  const options = { radius: theme.radius, font: theme.font };
  const requested = theme.colorScheme === 'both' ? 'light dark' : (theme.colorScheme ?? 'light');
  const adjustments: ThemeAdjustment[] = [];
  const violations: ThemeViolation[] = [];
  const own = sourcesOf(theme.colors, 'colors', true);
  const darkOwn = sourcesOf(theme.dark?.colors, 'dark.colors', true);

  if (requested !== 'light dark') {
    // One scheme: the brand's colours are that scheme's (a `dark` brand may still use dark.colors).
    const scheme: Scheme = requested === 'dark' ? 'dark' : 'light';
    const input = scheme === 'dark' ? overlay(own, darkOwn) : own;
    const vars = deriveScheme(input, scheme, new SchemeLog(scheme, adjustments, violations), options);
    return {
      schemes: [scheme],
      light: vars,
      dark: vars,
      pairs: evaluatePairs(vars, scheme),
      adjustments,
      violations,
    };
  }

  const light = deriveScheme(own, 'light', new SchemeLog('light', adjustments, violations), options);
  // Dark scheme: the brand's accents are inherited (lifted as needed); its light neutrals are not (they
  // would be a light page) unless its background is already dark; dark.colors are the brand's own.
  const inherited = sourcesOf(theme.colors, 'colors', false);
  const keepNeutrals = inherited.background !== undefined && schemeOf(inherited.background.value) === 'dark';
  if (!keepNeutrals) for (const key of NEUTRAL_KEYS) delete inherited[key];
  const dark = deriveScheme(
    overlay(inherited, darkOwn),
    'dark',
    new SchemeLog('dark', adjustments, violations),
    options,
  );
  return {
    schemes: ['light', 'dark'],
    light,
    dark,
    pairs: [...evaluatePairs(light, 'light'), ...evaluatePairs(dark, 'dark')],
    adjustments,
    violations,
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

/** Both schemes' semantic variables, as createThemeCss emits them (`analyseTheme` without the report). */
export function resolveTheme(theme: ThemeInput): { light: SemanticVariables; dark: SemanticVariables } {
  const { light, dark } = analyseTheme(theme);
  return { light, dark };
}

/**
 * Turns a brand's theme (manifest `theme`) into the CSS text of its semantic variables:
 * `:root { color-scheme: light; --background: #ffffff; … --radius: 0.75rem; --font-sans: … }`, for
 * `'light dark'`/`'both'` a `@media (prefers-color-scheme: dark)` block, then the variables for
 * `.dark, [data-theme="dark"]`. Load it after `@telco-portal/ui/styles.css`.
 *
 * Every pair of `CONTRAST_PAIRS` passes in every scheme the brand enables (`analyseTheme`): text 4.5:1
 * (WCAG 1.4.3); input borders, meter fills, status colours, chart marks and the focus ring 3:1 (1.4.11).
 * A brand colour that fails is replaced by its nearest passing colour here — `validate` refuses such a
 * brand (generator `contrastChecks`), so this only matters for callers that skip it. Output is
 * byte-identical for equal input.
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
