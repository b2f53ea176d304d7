import { describe, expect, it } from 'vitest';

import * as ui from './index.ts';

const isComponent = (name: string, value: unknown) => typeof value === 'function' && /^[A-Z]/.test(name);
// Exports that start with a capital letter but are not components.
const NOT_COMPONENTS = new Set(['ThemeError', 'FONT_STACKS', 'AA_TEXT', 'AA_NON_TEXT', 'CONTRAST_PAIRS']);

describe('given the package entry', () => {
  it('lists every exported component in `primitives`, as a primitive or one of its parts', () => {
    const listed = new Set<string>(ui.uiComponentNames);
    const exported = Object.entries(ui)
      .filter(([name, value]) => isComponent(name, value) && !NOT_COMPONENTS.has(name))
      .map(([name]) => name)
      .sort();
    expect(exported.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !(name in ui))).toEqual([]);
  });

  it('lists each top-level primitive once, in `primitives`, and no part as a primitive', () => {
    expect(new Set(ui.primitives).size).toBe(ui.primitives.length);
    const parts = Object.values(ui.primitiveParts).flat() as string[];
    expect(ui.primitives.filter((name) => parts.includes(name))).toEqual([]);
    expect(ui.primitives).toContain('Button');
    expect(ui.primitives).not.toContain('CardTitle');
  });

  it('exports cn, createThemeCss and contrastRatio', () => {
    // clsx only: conditional classes join; nothing is dropped (no tailwind-merge, issue 7).
    expect(ui.cn('px-2', false && 'hidden', { 'text-sm': true }, ['font-medium'])).toBe(
      'px-2 text-sm font-medium',
    );
    expect(ui.createThemeCss({ colors: { primary: '#0b5cad' } })).toContain('--primary: #0b5cad;');
    expect(ui.contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
