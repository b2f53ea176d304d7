import { ApiError } from '@telco-portal/api';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { ESHOP_ERRORS, simColourText } from '../eshop/messages.ts';
import { catalogues, onIntlError } from '../test/catalogues.ts';
import { useErrorText } from './use-error-text.ts';

const inLanguage =
  (locale: 'en' | 'mi-NZ') =>
  ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={catalogues[locale]} onError={onIntlError}>
      {children}
    </IntlProvider>
  );

const refusal = (code: string, message = 'Unknown SIM type') => new ApiError(message, { status: 400, code });

describe('given a block with texts of its own for API error codes (useErrorText(own))', () => {
  it("shows the block's text for its code, in the customer's language", () => {
    const en = renderHook(() => useErrorText(ESHOP_ERRORS), { wrapper: inLanguage('en') }).result.current;
    const mi = renderHook(() => useErrorText(ESHOP_ERRORS), { wrapper: inLanguage('mi-NZ') }).result.current;
    expect(en(refusal('unknown_sim_type'))).toBe(catalogues.en['eshop.error.unknownSimType']);
    expect(mi(refusal('unknown_sim_type'))).toBe(catalogues['mi-NZ']['eshop.error.unknownSimType']);
  });

  it('keeps the SPEC §8 texts for every other error: a 4xx its server text, a 5xx "try again later"', () => {
    const text = renderHook(() => useErrorText(ESHOP_ERRORS), { wrapper: inLanguage('en') }).result.current;
    expect(text(refusal('no_such_code', 'Plan not found'))).toBe('Plan not found');
    expect(text(new ApiError('boom', { status: 500, code: 'server_error' }))).toBe(
      catalogues.en['blocks.error.tryLater'],
    );
  });

  it("does not take an object's inherited keys for codes of its own", () => {
    const text = renderHook(() => useErrorText(ESHOP_ERRORS), { wrapper: inLanguage('en') }).result.current;
    expect(text(refusal('constructor', 'Refused'))).toBe('Refused');
  });
});

describe('given a SIM line of the cart (simColourText)', () => {
  const intlOf = (locale: 'en' | 'mi-NZ') =>
    createIntl({ locale, messages: catalogues[locale], onError: onIntlError }, createIntlCache());

  it('names a SPEC §3 colour theme in the language, and shows any other value as sent', () => {
    expect(simColourText(intlOf('en'), 'pink')).toBe('Colour: Pink');
    expect(simColourText(intlOf('mi-NZ'), 'pink')).toBe('Tae: Māwhero');
    expect(simColourText(intlOf('en'), 'teal')).toBe('Colour: teal');
    expect(simColourText(intlOf('en'), 'toString')).toBe('Colour: toString');
  });
});
