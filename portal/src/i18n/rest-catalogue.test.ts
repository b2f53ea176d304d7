import { describe, expect, it, vi } from 'vitest';
import { restCatalogue } from './rest-catalogue.ts';

const part = (ids: Record<string, string>) => vi.fn(async () => ({ default: ids }));

describe('given the rest of a catalogue in parts (issue 10: a block loads the text it shows)', () => {
  it("loads a listed block's parts only, merged", async () => {
    const a = part({ 'a.title': 'A' });
    const b = part({ 'b.title': 'B' });
    const c = part({ 'c.title': 'C' });
    const load = restCatalogue({ 'a.': a, 'b.': b, 'c.': c }, { 'two-parts': ['a.', 'b.'] });
    expect(await load('two-parts')).toEqual({ 'a.title': 'A', 'b.title': 'B' });
    expect(c).not.toHaveBeenCalled();
  });

  it('loads every part for a block listed nowhere, or for no block', async () => {
    const load = restCatalogue({ 'a.': part({ 'a.title': 'A' }), 'b.': part({ 'b.title': 'B' }) }, {});
    const whole = { 'a.title': 'A', 'b.title': 'B' };
    expect(await load('a-block-added-tomorrow')).toEqual(whole);
    expect(await load()).toEqual(whole);
    expect(await load('')).toEqual(whole);
    expect(await load('constructor')).toEqual(whole);
  });

  it('rejects when a block names a part that does not exist, or a part fails to load', async () => {
    await expect(restCatalogue({}, { broken: ['gone.'] })('broken')).rejects.toThrow(/no part gone\./);
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    await expect(restCatalogue({ 'a.': failing }, { x: ['a.'] })('x')).rejects.toThrow('offline');
  });
});
