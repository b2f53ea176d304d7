import { afterEach, describe, expect, it, vi } from 'vitest';

import { installDispatcher } from './intl-loaders.ts';
import { createIntlSupport, INTL_APIS, type IntlApi, lacksLocale } from './intl-polyfills.ts';

/**
 * An Intl like Debian's Chromium: no `mi` locale data, so `mi-NZ` falls back to English (STACK.md
 * gotcha 9). Node's own Intl has `mi`, so it is the reference for what te reo output looks like.
 */
function chromiumLikeIntl(timeZone = 'Pacific/Auckland'): typeof Intl {
  const withoutMi = (locales?: string | string[]) =>
    Intl.getCanonicalLocales(locales ?? []).filter((tag) => !tag.toLowerCase().startsWith('mi'));
  const fallback = (locales?: string | string[]) => {
    const rest = withoutMi(locales);
    return rest.length > 0 ? rest : ['en-US'];
  };
  class DateTimeFormat extends Intl.DateTimeFormat {
    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(fallback(locales), { timeZone, ...options });
    }
    static override supportedLocalesOf(locales: string | string[]) {
      return Intl.DateTimeFormat.supportedLocalesOf(withoutMi(locales));
    }
  }
  class NumberFormat extends Intl.NumberFormat {
    constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      super(fallback(locales), options);
    }
    static override supportedLocalesOf(locales: string | string[]) {
      return Intl.NumberFormat.supportedLocalesOf(withoutMi(locales));
    }
  }
  return Object.create(Intl, {
    DateTimeFormat: { value: DateTimeFormat, writable: true, configurable: true },
    NumberFormat: { value: NumberFormat, writable: true, configurable: true },
  }) as typeof Intl;
}

const NOV_15 = Date.UTC(2026, 10, 15, 3); // 15 Nov 2026, 4 pm in Auckland (NZDT)
/** NZ daylight saving ends 5 Apr 2026 03:00 NZDT and starts 27 Sep 2026 02:00 NZST. */
const DATES = [
  Date.UTC(2026, 0, 1, 11, 30),
  Date.UTC(2026, 3, 4, 13, 59),
  Date.UTC(2026, 3, 4, 14, 1),
  Date.UTC(2026, 8, 26, 13, 59),
  Date.UTC(2026, 8, 26, 14, 1),
  NOV_15,
  Date.UTC(2027, 11, 31, 23, 59),
];
/** The date formats the blocks use (usage histogram, dashboard), plus a weekday-only and a month-only one. */
const DATE_OPTIONS: Intl.DateTimeFormatOptions[] = [
  { day: 'numeric', month: 'short' },
  { weekday: 'short', day: 'numeric', month: 'short' },
  { day: 'numeric', month: 'long', year: 'numeric' },
  { weekday: 'long' },
  { month: 'long' },
  { dateStyle: 'medium' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given a browser without te reo Māori (like Debian Chromium)', () => {
  it('detects the lack per API and only for te reo', () => {
    const intl = chromiumLikeIntl();
    expect(lacksLocale('DateTimeFormat', 'mi-NZ', intl)).toBe(true);
    expect(lacksLocale('NumberFormat', 'mi', intl)).toBe(true);
    expect(lacksLocale('DateTimeFormat', 'en-NZ', intl)).toBe(false);
    expect(lacksLocale('DateTimeFormat', 'fr', intl)).toBe(false);
    // Node has `mi`: nothing to load there.
    expect(lacksLocale('DateTimeFormat', 'mi-NZ')).toBe(false);
    expect(lacksLocale('NumberFormat', 'mi-NZ')).toBe(false);
  });

  it('formats te reo dates in English until the data is loaded, then exactly as Node does', async () => {
    const intl = chromiumLikeIntl();
    const support = createIntlSupport(intl);
    const before = new intl.DateTimeFormat('mi-NZ', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(before.format(NOV_15)).toBe('November 15, 2026');
    expect(support.isReady('mi-NZ', 'DateTimeFormat')).toBe(false);
    expect(support.isReady('en-NZ', 'DateTimeFormat')).toBe(true);

    const notified = vi.fn();
    support.subscribe(notified);
    await support.load('mi-NZ', INTL_APIS);
    expect(support.isReady('mi-NZ', 'DateTimeFormat')).toBe(true);
    expect(support.isReady('mi-NZ', 'NumberFormat')).toBe(true);
    expect(notified).toHaveBeenCalledTimes(2);

    const after = new intl.DateTimeFormat('mi-NZ', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(after.format(NOV_15)).toBe('15 Noema 2026');
    for (const timeZone of ['Pacific/Auckland', 'UTC']) {
      for (const options of DATE_OPTIONS) {
        for (const date of DATES) {
          const polyfilled = new intl.DateTimeFormat('mi-NZ', { ...options, timeZone }).format(date);
          const node = new Intl.DateTimeFormat('mi-NZ', { ...options, timeZone }).format(date);
          expect({ options, timeZone, date, text: polyfilled }).toEqual({
            options,
            timeZone,
            date,
            text: node,
          });
        }
      }
    }
  });

  it('formats in the browser time zone by default (Pacific/Auckland rules shipped)', async () => {
    const intl = chromiumLikeIntl('Pacific/Auckland');
    await createIntlSupport(intl).load('mi-NZ', ['DateTimeFormat']);
    // 11:30 UTC on 31 Dec is already 1 Jan in Auckland (NZDT, +13).
    const text = new intl.DateTimeFormat('mi-NZ', { day: 'numeric', month: 'long' }).format(
      Date.UTC(2025, 11, 31, 11, 30),
    );
    expect(text).toBe('1 Hānuere');
  });

  it('loads the golden time zones for a visitor outside New Zealand and formats in their zone', async () => {
    const intl = chromiumLikeIntl('Europe/London');
    await createIntlSupport(intl).load('mi-NZ', ['DateTimeFormat']);
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST, +1).
    const date = Date.UTC(2026, 6, 1, 23, 30);
    expect(new intl.DateTimeFormat('mi-NZ', { day: 'numeric', month: 'long' }).format(date)).toBe('2 Hūrae');
    expect(
      new intl.DateTimeFormat('mi-NZ', {
        day: 'numeric',
        month: 'long',
        timeZone: 'Pacific/Auckland',
      }).format(date),
    ).toBe('2 Hūrae');
    // Any golden zone works by name: 15:30 UTC is still 1 July in London, already 2 July in Tokyo.
    const afternoon = Date.UTC(2026, 6, 1, 15, 30);
    const dayOf = (timeZone?: string) =>
      new intl.DateTimeFormat('mi-NZ', {
        day: 'numeric',
        month: 'long',
        ...(timeZone ? { timeZone } : {}),
      }).format(afternoon);
    expect([dayOf(), dayOf('Asia/Tokyo')]).toEqual(['1 Hūrae', '2 Hūrae']);
  });

  it('keeps English and every locale the browser has native', async () => {
    const intl = chromiumLikeIntl();
    const NativeDateTimeFormat = intl.DateTimeFormat;
    const NativeNumberFormat = intl.NumberFormat;
    await createIntlSupport(intl).load('mi-NZ', INTL_APIS);
    expect(new intl.DateTimeFormat('en-NZ')).toBeInstanceOf(NativeDateTimeFormat);
    expect(new intl.NumberFormat('en-NZ')).toBeInstanceOf(NativeNumberFormat);
    expect(new intl.DateTimeFormat(['fr', 'mi'])).toBeInstanceOf(NativeDateTimeFormat);
    expect(new intl.DateTimeFormat(['mi', 'fr']).resolvedOptions().locale).toBe('mi');
    expect(new intl.DateTimeFormat('mi-NZ')).toBeInstanceOf(intl.DateTimeFormat);
    expect(new intl.DateTimeFormat('en-NZ')).toBeInstanceOf(intl.DateTimeFormat);
    expect(intl.DateTimeFormat.supportedLocalesOf(['mi-NZ', 'en-NZ', 'xx'])).toEqual(['mi-NZ', 'en-NZ']);
    // Callable without `new`, like the built-in.
    expect((intl.NumberFormat as unknown as (l: string) => Intl.NumberFormat)('mi-NZ').format(1234.5)).toBe(
      '1,234.5',
    );
    expect(() => new intl.DateTimeFormat('not a locale!')).toThrow(RangeError);
    expect(
      new intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(NOV_15),
    ).toBe('15 November');
  });

  it('formats te reo numbers as Node does (decimals, NZD, percent, units)', async () => {
    const intl = chromiumLikeIntl();
    await createIntlSupport(intl).load('mi-NZ', ['NumberFormat']);
    const options: Intl.NumberFormatOptions[] = [
      {},
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { maximumFractionDigits: 0 },
      { style: 'currency', currency: 'NZD' },
      { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol' },
      { style: 'percent' },
      { style: 'unit', unit: 'gigabyte' },
      { style: 'unit', unit: 'megabyte', unitDisplay: 'long' },
    ];
    for (const option of options) {
      for (const value of [0, 1, 0.125, 1234567.891, -5.5]) {
        const polyfilled = new intl.NumberFormat('mi-NZ', option).format(value);
        expect({ option, value, text: polyfilled }).toEqual({
          option,
          value,
          text: new Intl.NumberFormat('mi-NZ', option).format(value),
        });
      }
    }
    // Only NZD's names are shipped (SPEC §9): another currency still formats, with its code.
    expect(new intl.NumberFormat('mi-NZ', { style: 'currency', currency: 'AUD' }).format(5)).toBe(
      'AUD\u00a05.00',
    );
  });

  it('still formats date ranges (with the fallback pattern: interval patterns are not shipped)', async () => {
    const intl = chromiumLikeIntl();
    await createIntlSupport(intl).load('mi-NZ', ['DateTimeFormat']);
    const range = new intl.DateTimeFormat('mi-NZ', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }) as Intl.DateTimeFormat & { formatRange(a: number, b: number): string };
    expect(range.formatRange(Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 15))).toBe('1 Noe ki te 15 Noe');
  });
});

describe('given the loader', () => {
  function deferred() {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('starts every API at once and each only once', async () => {
    const intl = chromiumLikeIntl();
    const pending = { DateTimeFormat: deferred(), NumberFormat: deferred() };
    const started: IntlApi[] = [];
    const loadDates = () => {
      started.push('DateTimeFormat');
      return pending.DateTimeFormat.promise;
    };
    const loadNumbers = () => {
      started.push('NumberFormat');
      return pending.NumberFormat.promise;
    };
    const loaders = { DateTimeFormat: loadDates, NumberFormat: loadNumbers };
    const support = createIntlSupport(intl, (api) => loaders[api]());
    const first = support.load('mi-NZ', INTL_APIS);
    const second = support.load('mi-NZ', ['DateTimeFormat']);
    expect(started).toEqual(['DateTimeFormat', 'NumberFormat']);
    let settled = false;
    void Promise.all([first, second]).then(() => {
      settled = true;
    });
    pending.NumberFormat.resolve();
    await Promise.resolve();
    expect(settled).toBe(false); // still waiting for DateTimeFormat
    pending.DateTimeFormat.resolve();
    await Promise.all([first, second]);
    expect(started).toEqual(['DateTimeFormat', 'NumberFormat']);
  });

  it('loads nothing for English or where the browser has te reo', async () => {
    const load = vi.fn(async () => {});
    await createIntlSupport(chromiumLikeIntl(), load).load('en-NZ', INTL_APIS);
    await createIntlSupport(Intl, load).load('mi-NZ', INTL_APIS);
    expect(load).not.toHaveBeenCalled();
  });

  it('logs a failed load and then lets the page render with the fallback formatting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const support = createIntlSupport(chromiumLikeIntl(), (api) =>
      api === 'DateTimeFormat' ? Promise.reject(new Error('chunk failed')) : Promise.resolve(),
    );
    expect(support.isReady('mi-NZ', 'DateTimeFormat')).toBe(false);
    await expect(support.load('mi-NZ', INTL_APIS)).resolves.toBeUndefined();
    expect(support.isReady('mi-NZ', 'DateTimeFormat')).toBe(true);
    // NumberFormat "loaded" (a no-op here) but the fake browser still lacks `mi`: not failed, not ready.
    expect(support.isReady('mi-NZ', 'NumberFormat')).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Intl.DateTimeFormat'), expect.any(Error));
  });
});

describe('given installDispatcher', () => {
  it('installs once', () => {
    const intl = chromiumLikeIntl();
    class Polyfill extends Intl.DateTimeFormat {}
    installDispatcher(intl, 'DateTimeFormat', Polyfill as never);
    const first = intl.DateTimeFormat;
    installDispatcher(intl, 'DateTimeFormat', Polyfill as never);
    expect(intl.DateTimeFormat).toBe(first);
  });
});
