import { readFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath, type LoadedBrand, type ManifestIssue, resolveBrandFile } from '@telco-portal/manifest';
import {
  AA_NON_TEXT,
  analyseTheme,
  contrastRatio,
  type Scheme,
  type ThemeViolation,
} from '@telco-portal/ui/theme';

/**
 * What a semantic colour is for, in words a brand manager knows (the pair's foreground, or the surface
 * blamed when no text colour fits on it).
 */
const ROLE: Record<string, string> = {
  foreground: 'body text',
  background: 'the page background',
  card: 'the card surface',
  muted: 'the muted surface (footer, tab lists, meter tracks)',
  destructive: 'error text and destructive meter fills',
  success: 'success icons and meter fills',
  warning: 'warning icons and meter fills',
};
const roleOf = (variable: string) =>
  ROLE[variable] ?? (variable.startsWith('chart-') ? `chart series ${variable.slice(6)}` : `--${variable}`);

function violationIssue(file: string, v: ThemeViolation): ManifestIssue {
  const failing = v.against
    .map((s) => `${s.ratio.toFixed(2)}:1 on ${s.variable} ${s.value} (needs ${s.min}:1)`)
    .join(', ');
  return {
    code: 'invalid_value',
    file,
    path: v.path,
    message: `${v.scheme} scheme: ${v.value} as ${roleOf(v.variable)} is ${failing} — below WCAG 2.2 AA`,
    hint: v.suggestion
      ? `use ${v.suggestion} (${(v.suggestionRatio ?? 0).toFixed(2)}:1), the nearest colour of the same hue that passes`
      : 'no colour of this hue passes here: change the surfaces it sits on',
  };
}

/** Colours an SVG paints (fill and stroke attributes or style), split into the wordmark's (`<text>`) and all. */
function svgColours(svg: string): { text: string[]; all: string[] } {
  const colours = (chunk: string) =>
    [...chunk.matchAll(/(?:fill|stroke)\s*[=:]\s*["']?\s*(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\)|[a-zA-Z]+)/g)]
      .map((m) => m[1] as string)
      .filter((c) => !/^(none|currentColor|transparent|inherit)$/i.test(c));
  const text = [...svg.matchAll(/<text\b[^>]*>/g)].flatMap((m) => {
    const own = colours(m[0]);
    // An SVG <text> without a fill paints black.
    return own.length > 0 ? own : ['#000000'];
  });
  return { text, all: colours(svg) };
}

/**
 * The logo shown in `scheme` must stay visible on that scheme's background: for an SVG, its wordmark
 * (`<text>` fills; all fills when it has no text) must reach 3:1 somewhere (WCAG 1.4.11 for graphics; logos
 * are exempt from text contrast, but a wordmark that vanishes is no logo). PNG logos are not analysed.
 */
function logoIssue(
  brand: LoadedBrand,
  file: string,
  scheme: Scheme,
  background: string,
): { error?: ManifestIssue; warning?: ManifestIssue } {
  const { theme } = brand.manifest;
  const useDark = scheme === 'dark' && theme.logoDark !== undefined;
  const jsonPath = useDark ? 'theme.logoDark' : 'theme.logo';
  const reference = useDark ? (theme.logoDark as string) : theme.logo;
  const resolved = resolveBrandFile(brand.dir, reference, { file, path: jsonPath.split('.') });
  if (!resolved.ok) return { error: resolved.issue };
  if (path.extname(resolved.absolute).toLowerCase() !== '.svg') return {};
  const { text, all } = svgColours(readFileSync(resolved.absolute, 'utf8'));
  const measured = (text.length > 0 ? text : all).flatMap((c) => {
    try {
      return [{ colour: c, ratio: contrastRatio(c, background) }];
    } catch {
      return [];
    }
  });
  if (measured.length === 0) return {};
  const best = measured.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  if (best.ratio >= AA_NON_TEXT) return {};
  const what = text.length > 0 ? 'its wordmark reaches' : 'its colours reach';
  return {
    warning: {
      code: 'invalid_value',
      file,
      path: jsonPath,
      message: `${scheme} scheme: ${reference} almost vanishes on the ${scheme} background ${background}: ${what} at most ${best.ratio.toFixed(2)}:1 (${best.colour}; needs ${AA_NON_TEXT}:1)`,
      hint:
        scheme === 'dark' && !useDark
          ? 'add "logoDark": "./logo-dark.svg" to theme, a version of the logo drawn for dark backgrounds'
          : `redraw ${reference} with colours that reach ${AA_NON_TEXT}:1 on ${background}`,
    },
  };
}

/**
 * Contrast of a brand in every colour scheme it enables (issue 9; WCAG 2.2 AA: 4.5:1 text, 3:1 UI
 * components, graphics and the focus ring), from @telco-portal/ui `analyseTheme`:
 * - errors: a colour the brand set that fails its pairs and so cannot be honoured — path of the colour
 *   (`theme.colors.foreground`, `theme.dark.colors.primary`), the pair, its ratio and, in the hint, the
 *   nearest passing colour; a `theme.logoDark` file that is missing.
 * - warnings: colours the theme engine had to move (which colour, why, the result), theme settings that
 *   are not read (`theme.dark`, `theme.logoDark` in a light-only brand), and SVG logos that almost vanish
 *   on a scheme's background.
 * `file` is the display path of brand.json. Pure apart from reading the logo files.
 */
export function contrastChecks(brand: LoadedBrand): { errors: ManifestIssue[]; warnings: ManifestIssue[] } {
  const file = displayPath(brand.file);
  const { theme } = brand.manifest;
  const report = analyseTheme({
    colors: theme.colors,
    ...(theme.dark?.colors ? { dark: { colors: theme.dark.colors } } : {}),
    radius: theme.radius,
    font: theme.font,
    colorScheme: theme.colorScheme,
  });
  const errors = report.violations.map((v) => violationIssue(file, v));
  const warnings: ManifestIssue[] = report.adjustments.map((a) => ({
    code: 'invalid_value',
    file,
    path: a.path,
    message: a.message,
    hint:
      a.scheme === 'dark' && a.path.startsWith('theme.colors.')
        ? `to choose the dark colour yourself, set theme.dark.${a.path.slice('theme.'.length)}`
        : `choose a colour that passes, or accept ${a.to} for --${a.variable}`,
  }));
  if (theme.colorScheme === 'light') {
    if (theme.dark !== undefined) {
      warnings.push({
        code: 'invalid_value',
        file,
        path: 'theme.dark',
        message: 'is not read: colorScheme is "light"',
        hint: 'set theme.colorScheme to "both" or "dark", or remove theme.dark',
      });
    }
    if (theme.logoDark !== undefined) {
      warnings.push({
        code: 'invalid_value',
        file,
        path: 'theme.logoDark',
        message: 'is not read: colorScheme is "light"',
        hint: 'set theme.colorScheme to "both" or "dark", or remove theme.logoDark',
      });
    }
  }
  for (const scheme of report.schemes) {
    const vars = scheme === 'light' ? report.light : report.dark;
    const { error, warning } = logoIssue(brand, file, scheme, vars.background);
    if (error) errors.push(error);
    if (warning) warnings.push(warning);
  }
  return { errors, warnings };
}
