import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formattingLocale } from './LocaleProvider.tsx';

describe('given the portal languages', () => {
  it('formats English dates the New Zealand way, day first', () => {
    const intl = createIntl({ locale: formattingLocale('en'), messages: {} });
    const date = Date.UTC(2026, 11, 9, 12);
    expect(intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      '9 December 2026',
    );
  });

  it('keeps te reo Māori as its own formatting locale', () => {
    expect(formattingLocale('mi-NZ')).toBe('mi-NZ');
  });

  it('formats te reo Māori dates with the CLDR Māori month and weekday names (Node has `mi`)', () => {
    const intl = createIntl({ locale: formattingLocale('mi-NZ'), messages: {} });
    const date = Date.UTC(2026, 10, 15, 12);
    expect(intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      '15 Noema 2026',
    );
    expect(intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(
      'Rāt, 15 Noe',
    );
    expect(intl.formatNumber(1234.5, { minimumFractionDigits: 2 })).toBe('1,234.50');
  });
});
