import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { coreMessagesMi } from './messages.mi-NZ.ts';
import { coreMessage, coreMessages } from './messages.ts';

/** Placeholder names with their ICU type, e.g. "count:plural", "unit:select", "speed:argument". */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) found.add(`${el.value}:argument`);
      if (el.type === TYPE.number) found.add(`${el.value}:number`);
      if (el.type === TYPE.select) {
        found.add(`${el.value}:select`);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.plural) {
        found.add(`${el.value}:${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`);
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('given the English and te reo Māori catalogues', () => {
  it('have exactly the same ids', () => {
    expect(Object.keys(coreMessagesMi).sort()).toEqual(Object.keys(coreMessages).sort());
  });

  it('use the same ICU placeholders for every id', () => {
    for (const [id, en] of Object.entries(coreMessages)) {
      const mi = coreMessagesMi[id as keyof typeof coreMessagesMi];
      expect({ id, placeholders: placeholders(mi) }).toEqual({ id, placeholders: placeholders(en) });
    }
  });

  it('contain no empty text and no untranslated copy of a sentence', () => {
    for (const [id, en] of Object.entries(coreMessages)) {
      const mi = coreMessagesMi[id as keyof typeof coreMessagesMi];
      expect(mi.trim(), id).not.toBe('');
      // Only unit-only labels (SMS, MMS) and pure placeholders may be identical.
      if (mi === en) expect(['SMS', 'MMS', '{interval}'], id).toContain(en);
    }
  });

  it('spell te reo Māori with macrons, not doubled vowels or stray diacritics', () => {
    const all = Object.values(coreMessagesMi).join(' ');
    expect(all).toContain('ā');
    expect(all).not.toMatch(/[äëïöüâêîôû]/);
    expect(all).not.toMatch(/\b(Maori|Kaore|whanau|tawahi)\b/i);
  });

  it('format in both languages with sample values', () => {
    const values = {
      count: 30,
      interval: 'fortnight',
      amount: '10',
      unit: 'GB',
      speed: '2Mbps',
      down: '10Mbps',
      up: '5Mbps',
      period: 2,
      original: '$20.00',
    };
    for (const [id, en] of Object.entries(coreMessages)) {
      const mi = coreMessagesMi[id as keyof typeof coreMessagesMi];
      expect(String(new IntlMessageFormat(en, 'en').format(values)), id).not.toMatch(/[{}]/);
      expect(String(new IntlMessageFormat(mi, 'mi-NZ').format(values)), id).not.toMatch(/[{}]/);
    }
  });

  it('render the ordinal period labels of special offers', () => {
    const en = new IntlMessageFormat(coreMessages['core.plan.offer.period'], 'en');
    expect([1, 2, 3, 4, 11, 22].map((period) => en.format({ period }))).toEqual([
      '1st period',
      '2nd period',
      '3rd period',
      '4th period',
      '11th period',
      '22nd period',
    ]);
    const mi = new IntlMessageFormat(coreMessagesMi['core.plan.offer.period'], 'mi-NZ');
    expect([1, 2, 4, 12].map((period) => mi.format({ period }))).toEqual([
      'Wā tuatahi',
      'Wā tuarua',
      'Wā tuawhā',
      'Wā 12',
    ]);
  });
});

describe('given coreMessage', () => {
  it('builds a descriptor without empty values', () => {
    expect(coreMessage('core.plan.value.unlimited')).toEqual({ id: 'core.plan.value.unlimited' });
    expect(coreMessage('core.plan.period.days', { count: 1 })).toEqual({
      id: 'core.plan.period.days',
      values: { count: 1 },
    });
  });
});
