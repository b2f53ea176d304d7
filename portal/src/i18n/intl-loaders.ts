/**
 * The part of the te reo Māori Intl support that only runs when a browser lacks `mi` (see
 * intl-polyfills.ts): the dispatcher and the loaders that fetch the @formatjs polyfill classes, the
 * trimmed `mi` data and the time zone rules. Imported on first use, never in the entry bundle.
 */
import type { IntlApi, IntlConstructor } from './intl-polyfills.ts';

/** Zones the polyfill can format in with the shipped rules: Pacific/Auckland (and its alias NZ), UTC. */
const SHIPPED_ZONES = /^(Pacific\/Auckland|NZ|UTC|Etc\/(UTC|UCT|GMT|Universal|Zulu)|GMT|UCT|Universal|Zulu)$/;

/**
 * Replaces `intl[api]` with a dispatcher over the current (native) constructor and `polyfill`: for the
 * requested locales, in order, the first one either supports decides — native first, so English and
 * every locale the browser has stay native; a locale only the polyfill has (`mi-NZ`) gets a polyfill
 * instance. `supportedLocalesOf` answers for both; `instanceof` accepts instances of either; callable
 * with or without `new`, like the built-ins.
 * @throws RangeError (from `Intl.getCanonicalLocales`) for a malformed locale, as the built-in does.
 */
export function installDispatcher(intl: typeof Intl, api: IntlApi, polyfill: IntlConstructor): void {
  const native = intl[api] as unknown as IntlConstructor & { __polyfill?: IntlConstructor };
  if (native.__polyfill) return; // installed already
  const pick = (locales?: string | string[]): IntlConstructor => {
    for (const tag of intl.getCanonicalLocales(locales ?? [])) {
      if (native.supportedLocalesOf([tag]).length > 0) return native;
      if (polyfill.supportedLocalesOf([tag]).length > 0) return polyfill;
    }
    return native;
  };
  const Dispatcher = function (this: unknown, locales?: string | string[], options?: object) {
    const Ctor = pick(locales);
    return new Ctor(locales, options);
  } as unknown as IntlConstructor & { __polyfill: IntlConstructor };
  Object.defineProperties(Dispatcher, {
    prototype: { value: native.prototype },
    __polyfill: { value: polyfill },
    supportedLocalesOf: {
      value: (locales: string | string[], options?: object) => {
        const supported = new Set([
          ...native.supportedLocalesOf(locales, options),
          ...polyfill.supportedLocalesOf(locales, options),
        ]);
        return intl.getCanonicalLocales(locales).filter((tag) => supported.has(tag));
      },
    },
    [Symbol.hasInstance]: {
      value: (value: unknown) => value instanceof native || value instanceof polyfill,
    },
  });
  Object.defineProperty(intl, api, {
    value: Dispatcher,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

/** The browser's own time zone, read from the native formatter before anything is installed. */
function nativeTimeZone(intl: typeof Intl): string | undefined {
  try {
    return new intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

type PackedZones = { abbrvs: string; offsets: string; zones: string[] };

/**
 * The @formatjs "golden" zone set, for a visitor outside the shipped zones. Its module registers through
 * `Intl.DateTimeFormat.__addTZData` when it runs, which may be before the polyfill class has loaded (the
 * imports run in parallel), so a collector stands in for that hook meanwhile.
 */
async function goldenZones(): Promise<PackedZones> {
  // The module calls the global `Intl.DateTimeFormat.__addTZData`, whatever `intl` the loader serves.
  const hook = Intl.DateTimeFormat as unknown as { __addTZData?: (data: PackedZones) => void };
  let collected: PackedZones | undefined;
  hook.__addTZData = (data) => {
    collected = data;
  };
  try {
    await import('@formatjs/intl-datetimeformat/add-golden-tz.js');
  } finally {
    delete hook.__addTZData;
  }
  if (!collected) throw new Error('intl-polyfills: add-golden-tz registered no time zones');
  return collected;
}

/**
 * Loads `api` for te reo Māori into `intl` (the global `Intl` in the portal): every import it needs starts
 * at once; the dispatcher is installed when all have arrived.
 */
export function loadIntl(intl: typeof Intl, api: IntlApi): Promise<void> {
  return createLoaders(intl)[api]();
}

const createLoaders = (intl: typeof Intl): Record<IntlApi, () => Promise<void>> => ({
  async DateTimeFormat() {
    const zone = nativeTimeZone(intl);
    const shipped = zone === undefined || SHIPPED_ZONES.test(zone);
    const [{ DateTimeFormat }, data, zones] = await Promise.all([
      import('@formatjs/intl-datetimeformat'),
      import('./intl-data/datetimeformat-mi.json'),
      shipped ? import('./intl-data/timezones.json').then((m) => m.default) : goldenZones(),
    ]);
    DateTimeFormat.__addLocaleData(
      data.default as unknown as Parameters<typeof DateTimeFormat.__addLocaleData>[0],
    );
    DateTimeFormat.__addTZData(zones as unknown as Parameters<typeof DateTimeFormat.__addTZData>[0]);
    if (zone) {
      try {
        // Format in the visitor's zone, not the polyfill's default (UTC).
        DateTimeFormat.__setDefaultTimeZone(zone);
      } catch {
        // A zone outside the golden set: the polyfill keeps UTC.
      }
    }
    installDispatcher(intl, 'DateTimeFormat', DateTimeFormat as unknown as IntlConstructor);
  },
  async NumberFormat() {
    const [{ NumberFormat }, data] = await Promise.all([
      import('@formatjs/intl-numberformat'),
      import('./intl-data/numberformat-mi.json'),
    ]);
    NumberFormat.__addLocaleData(
      data.default as unknown as Parameters<typeof NumberFormat.__addLocaleData>[0],
    );
    installDispatcher(intl, 'NumberFormat', NumberFormat as unknown as IntlConstructor);
  },
});
