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
});
