import type { Page } from '@playwright/test';
import { conflictingClasses } from '../../packages/ui/src/test/class-conflicts.ts';

/**
 * Checks axe cannot make (issue 9), run on whatever the page shows now. Shared by the Storybook suite
 * (tests/a11y) and the route suite over a generated portal (tests/e2e/reflow.spec.ts).
 */

/**
 * Resizes the viewport and waits until the page has laid out and painted at the new size (`innerWidth`
 * matches, two animation frames): a check that measures a rectangle and then screenshots it must not see a
 * frame from the old size.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
    size,
    { polling: 'raf' },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Reflow (WCAG 1.4.10) at the current viewport width: the page must not scroll sideways, and no visible
 * element may have content wider than its box while its overflow is visible (text running out of a
 * button, an e-mail address out of its card) or reach past the viewport. Elements inside a box that
 * clips or scrolls sideways (a slider, `sr-only` text) are that box's business and skipped.
 * @returns one line per problem (empty when the page reflows), the deepest overflowing element first.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  // After a resize, components that measure themselves (ResizeObserver, e.g. the usage chart) re-render a
  // few frames later: report the layout once two readings 150 ms apart agree (at most ~3 s).
  let last = await measureReflow(page);
  for (let i = 0; i < 20; i += 1) {
    await page.waitForTimeout(150);
    const next = await measureReflow(page);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

function measureReflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nameOf = (el: Element) => {
      const slot = el.getAttribute('data-slot');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}${slot ? ` data-slot=${slot}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    }
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const overflowing: Array<{ el: Element; line: string }> = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el instanceof SVGElement && el.tagName.toLowerCase() !== 'svg') continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (clipped(el)) continue;
      if (style.overflowX === 'visible' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        overflowing.push({
          el,
          line: `${nameOf(el)}: content ${el.scrollWidth} px wide in a ${el.clientWidth} px box`,
        });
      } else if (rect.right > window.innerWidth + 1 || rect.left < -1) {
        overflowing.push({
          el,
          line: `${nameOf(el)}: reaches ${Math.round(rect.left)}–${Math.round(rect.right)} px of a ${window.innerWidth} px viewport`,
        });
      }
    }
    // Report the deepest element of each chain: its ancestors overflow only because it does.
    for (const { el, line } of overflowing) {
      if (!overflowing.some((other) => other.el !== el && el.contains(other.el))) problems.push(line);
    }
    // Controls must not cover each other's content (a toggle laid over the text of an input).
    const controls = [
      ...document.body.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter((el) => {
      if (el.tabIndex < 0 || el.closest('[hidden], [aria-hidden="true"]')) return false;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Inline links inside a sentence have one box per line; their union boxes overlap by nature.
      return (
        r.width > 1 &&
        r.height > 1 &&
        style.visibility !== 'hidden' &&
        style.display !== 'inline' &&
        !clipped(el)
      );
    });
    const contentBox = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const px = (v: string) => Number.parseFloat(v) || 0;
      return {
        left: r.left + px(s.borderLeftWidth) + px(s.paddingLeft),
        right: r.right - px(s.borderRightWidth) - px(s.paddingRight),
        top: r.top + px(s.borderTopWidth) + px(s.paddingTop),
        bottom: r.bottom - px(s.borderBottomWidth) - px(s.paddingBottom),
      };
    };
    for (const a of controls) {
      const inner = contentBox(a);
      for (const b of controls) {
        if (a === b || a.contains(b) || b.contains(a)) continue;
        const r = b.getBoundingClientRect();
        const w = Math.min(inner.right, r.right) - Math.max(inner.left, r.left);
        const h = Math.min(inner.bottom, r.bottom) - Math.max(inner.top, r.top);
        if (w > 1 && h > 1)
          problems.push(
            `${nameOf(b)} covers the content of ${nameOf(a)} (${Math.round(w)} × ${Math.round(h)} px)`,
          );
      }
    }
    return problems;
  });
}

type FocusSample = {
  label: string;
  /** The element matched :focus-visible (focus came from the keyboard). */
  focusVisible: boolean;
  style: string;
  boxShadow: string;
  /** Indicator colour (outline, or stroke for SVG) and halo colour (box-shadow), as [r, g, b, a]. */
  ring: number[] | null;
  halo: number[] | null;
  /** The colour the indicator is drawn on: the nearest painted ancestor background, composited. */
  surface: number[];
  rect: { x: number; y: number; width: number; height: number };
};

/** Installs helpers on window that describe the focused element (run once per page). */
async function installFocusProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    if (w.__focusProbe) return;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    /** Any CSS colour (rgb, oklab, color-mix …) to sRGB bytes + alpha, by painting it. */
    const rgba = (css: string): number[] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
    };
    const over = (top: number[], below: number[]) => {
      const a = top[3] ?? 1;
      return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (below[i] ?? 0) * (1 - a)).concat(1);
    };
    const surfaceOf = (el: Element) => {
      const layers: number[][] = [];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const bg = rgba(getComputedStyle(a).backgroundColor);
        if ((bg[3] ?? 0) > 0) layers.push(bg);
        if ((bg[3] ?? 0) >= 1) break;
      }
      let colour = [255, 255, 255, 1];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const firstColour = (shadow: string) => {
      const match = /(rgba?\([^)]*\)|oklab\([^)]*\)|oklch\([^)]*\)|color\([^)]*\)|#[0-9a-f]{3,8})/i.exec(
        shadow,
      );
      return match ? rgba(match[1] as string) : null;
    };
    const label = (el: Element) => {
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
      const name = (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const slot = el.getAttribute('data-slot');
      return `${role}${slot ? `[${slot}]` : ''} "${name.slice(0, 40)}"`;
    };
    w.__focusProbe = (el: Element) => {
      const s = getComputedStyle(el);
      const svg = el instanceof SVGElement;
      const outlineOn = s.outlineStyle !== 'none' && s.outlineStyle !== 'hidden';
      const ring = svg
        ? s.stroke && s.stroke !== 'none'
          ? rgba(s.stroke)
          : null
        : outlineOn && Number.parseFloat(s.outlineWidth) >= 2
          ? rgba(s.outlineColor)
          : null;
      const r = el.getBoundingClientRect();
      return {
        label: label(el),
        focusVisible: el.matches(':focus-visible'),
        style: [
          s.outlineStyle,
          s.outlineWidth,
          s.outlineColor,
          s.outlineOffset,
          s.boxShadow,
          svg ? `${s.stroke} ${s.strokeWidth} ${s.fill}` : '',
        ].join('|'),
        ring,
        boxShadow: s.boxShadow,
        halo: s.boxShadow && s.boxShadow !== 'none' ? firstColour(s.boxShadow) : null,
        surface: surfaceOf(el),
        rect: { x: r.x, y: r.y, width: r.width, height: r.height },
      };
    };
    // Styles are read once the element's transitions (box-shadow, colours) have run and a frame has passed:
    // a transition's first frame still shows the unfocused value.
    const quiet = async (el: Element) => {
      await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    };
    w.__focusQuiet = quiet;
    // Blurs the focused element (blur keeps the sequential-focus starting point, so the next Tab goes on from
    // there), remembers it for a refocus, and describes it blurred.
    w.__focusBlur = async () => {
      const el = document.activeElement as HTMLElement;
      el.blur();
      await quiet(el);
      w.__focusBlurred = el;
      return (w.__focusProbe as (e: Element) => unknown)(el);
    };
  });
}

const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
};
/** WCAG contrast of two sRGB colours ([r, g, b, …]). */
export const contrastOf = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * Focus that shows (WCAG 2.4.7, 1.4.11): from the top of the page, presses Tab through every tab stop.
 * Each stop must be `:focus-visible`, render differently focused and unfocused (outline, box-shadow, or an
 * SVG stroke: compared computed styles, and with `pixels` the screenshot of the element and 6 px around
 * it, which also catches a ring clipped away by an ancestor), and its indicator must reach 3:1 against the
 * surface it sits on — the ring itself, or its halo when the ring and halo also differ by 3:1 (C40).
 * @returns one line per problem (empty when every stop shows its focus), and the number of stops.
 */
export async function focusProblems(
  page: Page,
  options: { pixels?: boolean; maxStops?: number } = {},
): Promise<{ problems: string[]; stops: number }> {
  await installFocusProbe(page);
  // Start before the first element: a script-focused, unreachable sentinel at the top of the body.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.dataset.focusStart = '';
    document.body.prepend(start);
    start.focus();
  });
  const problems: string[] = [];
  let stops = 0;
  const seen = new Set<string>();
  type Helpers = {
    __focusSeen?: WeakSet<Element>;
    __focusProbe: (e: Element) => FocusSample;
    __focusQuiet: (e: Element) => Promise<void>;
    __focusBlur: () => Promise<FocusSample>;
  };
  // In the page, after each Tab, in one round trip: wait for the focused element to settle, describe it, and —
  // when no screenshot has to be taken of it focused first (`thenBlur`) — blur it and describe it blurred.
  const sample = (thenBlur: boolean) =>
    page.evaluate(async (blurNow) => {
      const w = window as unknown as Helpers;
      await w.__focusQuiet(document.activeElement ?? document.body);
      const el = document.activeElement;
      if (!el || el === document.body || el.hasAttribute('data-focus-start')) return null;
      w.__focusSeen ??= new WeakSet();
      if (w.__focusSeen.has(el)) return 'again' as const;
      w.__focusSeen.add(el);
      const focused = w.__focusProbe(el);
      return { focused, blurred: blurNow ? await w.__focusBlur() : null };
    }, thenBlur);
  const blur = () => page.evaluate(() => (window as unknown as Helpers).__focusBlur());
  for (let i = 0; i < (options.maxStops ?? 80); i += 1) {
    await page.keyboard.press('Tab');
    const got = await sample(!options.pixels);
    if (got === null || got === 'again') break;
    const { focused } = got;
    stops += 1;
    const clip = {
      x: Math.max(0, focused.rect.x - 6),
      y: Math.max(0, focused.rect.y - 6),
      width: focused.rect.width + 12,
      height: focused.rect.height + 12,
    };
    const viewport = page.viewportSize();
    const visibleClip =
      viewport && clip.width > 12 && clip.height > 12 && clip.x < viewport.width && clip.y < viewport.height
        ? {
            ...clip,
            width: Math.min(clip.width, viewport.width - clip.x),
            height: Math.min(clip.height, viewport.height - clip.y),
          }
        : null;
    const shoot = () => (options.pixels && visibleClip ? page.screenshot({ clip: visibleClip }) : null);
    const before = await shoot();
    const blurred = got.blurred ?? (await blur());
    const after = await shoot();
    // The indicator must change at least half the element's perimeter in pixels (a 2px ring changes about
    // four times that); a ring clipped by an ancestor leaves only anti-aliasing at the corners.
    const needed = Math.round(focused.rect.width + focused.rect.height);
    let changed = before && after ? await changedPixels(page, before, after) : needed;
    if (changed < needed) {
      // Measured once more before it counts: a frame composited before the page's last layout (seen once in
      // CI on a loaded machine, right after a resize) shows neither state. Script focus right after a key
      // press matches :focus-visible, so this is the indicator the Tab showed.
      const refocused = await page.evaluate(async () => {
        const el = (window as unknown as { __focusBlurred?: HTMLElement }).__focusBlurred;
        el?.focus();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return !!el && document.activeElement === el && el.matches(':focus-visible');
      });
      if (refocused) {
        const again = await shoot();
        await blur();
        const afterAgain = await shoot();
        if (again && afterAgain) changed = await changedPixels(page, again, afterAgain);
      }
    }
    const key = focused.label;
    const report = (what: string) => {
      const line = `${key}: ${what}`;
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    };
    if (!focused.focusVisible) report('Tab focused it but it does not match :focus-visible');
    if (focused.style === blurred.style) {
      report(`focused and unfocused render the same (outline/box-shadow/stroke ${focused.style})`);
      continue;
    }
    // A halo counts only when focus added it and it is opaque (not a resting drop shadow).
    const halo =
      focused.boxShadow !== blurred.boxShadow && focused.halo && (focused.halo[3] ?? 0) >= 0.99
        ? focused.halo
        : null;
    if (!focused.ring && !halo) {
      report(`no visible indicator: the outline is none or under 2px and no opaque halo (${focused.style})`);
    } else {
      const ringOnSurface = focused.ring ? contrastOf(focused.ring, focused.surface) : 0;
      const haloOnSurface = halo ? contrastOf(halo, focused.surface) : 0;
      const ringOnHalo = focused.ring && halo ? contrastOf(focused.ring, halo) : focused.ring ? 0 : 21;
      if (ringOnSurface < 3 && !(haloOnSurface >= 3 && ringOnHalo >= 3)) {
        report(
          `indicator below 3:1 on its surface rgb(${focused.surface.slice(0, 3).join(',')}): ring ${ringOnSurface.toFixed(2)}:1, halo ${haloOnSurface.toFixed(2)}:1, ring on halo ${ringOnHalo.toFixed(2)}:1`,
        );
      }
    }
    if (changed < needed) {
      report(
        `focus changes ${changed} pixels, fewer than half its perimeter (${needed}): is the ring clipped by an ancestor?`,
      );
    }
  }
  await page.evaluate(() => {
    document.querySelector('[data-focus-start]')?.remove();
    (window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen = new WeakSet();
  });
  return { problems, stops };
}

/**
 * How many pixels differ visibly (a channel by 32 or more of 255) between two same-size PNG screenshots;
 * decoded in the page's own canvas.
 */
async function changedPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${base64}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('changedPixels: no 2d canvas context');
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      let count = 0;
      for (let i = 0; i < Math.min(x.length, y.length); i += 4) {
        let d = 0;
        for (let c = i; c < i + 3; c += 1) d = Math.max(d, Math.abs((x[c] ?? 0) - (y[c] ?? 0)));
        if (d >= 32) count += 1;
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/**
 * Class lists on the page that hold two Tailwind utilities for the same property (`cn` is clsx only, so
 * the later one in the stylesheet would win by accident). The oracle is packages/ui/src/test/class-conflicts.ts.
 */
export async function classConflicts(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[class]')].map((el) => el.getAttribute('class') ?? '')),
  ]);
  return lists.flatMap((list) => {
    const dropped = conflictingClasses(list);
    return dropped.length > 0 ? [`"${list.slice(0, 80)}…" has conflicting ${dropped.join(' ')}`] : [];
  });
}
