/**
 * Derives the Intl data the portal ships for te reo Māori from the installed @formatjs packages (Node
 * only: `pnpm intl-data` writes the JSON files beside this module; `intl-data.test.ts` fails when they
 * drift from the packages, e.g. after an upgrade). The browser imports only the JSON (from
 * ../intl-loaders.ts).
 *
 * What is kept, and why (issue 7: te reo Māori without a penalty):
 * - DateTimeFormat `mi`: the whole CLDR locale data except the names of time zones we ship no rules for
 *   (`timeZoneName`: only Pacific/Auckland and UTC are kept) and the interval patterns (`intervalFormats`:
 *   only `intervalFormatFallback`, so `formatRange` still works and reads "1 Noe ki te 15 Noe"; the portal
 *   formats no ranges). 116 KB -> ~20 KB before gzip.
 * - NumberFormat `mi`: everything except the names and symbols of currencies other than NZD (SPEC §9:
 *   currency NZD); another currency still formats, with its ISO code ("AUD 5.00").
 * - Time zone rules: Pacific/Auckland only (the product's zone; UTC needs none), from the same IANA data
 *   as `add-golden-tz`, re-indexed to the abbreviations and offsets it uses.
 * PluralRules: @formatjs ships no `mi` plural data (CLDR has none), so there is nothing to ship.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** The shape `Intl.DateTimeFormat.__addLocaleData` / `Intl.NumberFormat.__addLocaleData` take. */
export type FormatjsLocaleData = { locale: string; data: Record<string, unknown> };

/** The packed IANA rules `Intl.DateTimeFormat.__addTZData` takes. */
export type PackedTimeZones = { abbrvs: string; offsets: string; zones: string[] };

/** Zones whose rules (and names) are shipped. */
export const SHIPPED_TIME_ZONES = ['Pacific/Auckland'] as const;
/** Currencies whose names and symbols are shipped (SPEC §9 currency NZD). */
export const SHIPPED_CURRENCIES = ['NZD'] as const;

const require = createRequire(import.meta.url);
const fileOf = (specifier: string) => pathToFileURL(require.resolve(specifier)).href;

type Capturing = { __addLocaleData?: unknown; __addTZData?: unknown };

/**
 * Runs a @formatjs data module with its registration hook pointed at a collector, and returns what it
 * registered. The module is loaded with a unique query so each call runs it again.
 * @throws Error when the module registers nothing.
 */
async function capture<T>(
  api: 'DateTimeFormat' | 'NumberFormat',
  hook: keyof Capturing,
  specifier: string,
): Promise<T> {
  const target = Intl[api] as unknown as Capturing;
  const previous = Object.getOwnPropertyDescriptor(target, hook);
  let captured: T | undefined;
  Object.defineProperty(target, hook, {
    configurable: true,
    writable: true,
    value: (data: T) => {
      captured = data;
    },
  });
  try {
    await import(`${fileOf(specifier)}?capture=${Date.now()}-${Math.random()}`);
  } finally {
    if (previous) Object.defineProperty(target, hook, previous);
    else delete target[hook];
  }
  if (captured === undefined) throw new Error(`intl-data: ${specifier} registered no data`);
  return captured;
}

function pick<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k] as T]));
}

/** DateTimeFormat locale data of `locale`, trimmed as described above. */
export async function dateTimeFormatData(locale: string): Promise<FormatjsLocaleData> {
  const full = await capture<FormatjsLocaleData>(
    'DateTimeFormat',
    '__addLocaleData',
    `@formatjs/intl-datetimeformat/locale-data/${locale}.js`,
  );
  const data = full.data as {
    timeZoneName: Record<string, unknown>;
    intervalFormats: Record<string, unknown>;
  };
  return {
    locale: full.locale,
    data: {
      ...full.data,
      timeZoneName: pick(data.timeZoneName, [...SHIPPED_TIME_ZONES, 'UTC']),
      intervalFormats: pick(data.intervalFormats, ['intervalFormatFallback']),
    },
  };
}

/** NumberFormat locale data of `locale`, trimmed as described above. */
export async function numberFormatData(locale: string): Promise<FormatjsLocaleData> {
  const full = await capture<FormatjsLocaleData>(
    'NumberFormat',
    '__addLocaleData',
    `@formatjs/intl-numberformat/locale-data/${locale}.js`,
  );
  const data = full.data as { currencies: Record<string, unknown> };
  return {
    locale: full.locale,
    data: { ...full.data, currencies: pick(data.currencies, SHIPPED_CURRENCIES) },
  };
}

/** The packed rules of every zone `add-golden-tz` carries (for the tests and for re-packing). */
export function goldenTimeZones(): Promise<PackedTimeZones> {
  return capture<PackedTimeZones>(
    'DateTimeFormat',
    '__addTZData',
    '@formatjs/intl-datetimeformat/add-golden-tz.js',
  );
}

/**
 * The packed rules of `zones` only: the zone lines of `packed`, their abbreviation and offset indices
 * renumbered into the smaller tables. @throws Error when a zone is not in `packed`.
 */
export function repackTimeZones(packed: PackedTimeZones, zones: readonly string[]): PackedTimeZones {
  const abbrvs = packed.abbrvs.split('|');
  const offsets = packed.offsets.split('|');
  const keptAbbrvs = new Map<string, number>();
  const keptOffsets = new Map<string, number>();
  const index = (map: Map<string, number>, key: string) => {
    if (!map.has(key)) map.set(key, map.size);
    return map.get(key);
  };
  const lines = zones.map((zone) => {
    const line = packed.zones.find((z) => z.startsWith(`${zone}|`));
    if (!line) throw new Error(`intl-data: no rules for the time zone ${zone}`);
    const [name, ...transitions] = line.split('|');
    const renumbered = transitions.map((t) => {
      const [at, abbrv = '', offset = '', dst = ''] = t.split(',');
      return [at, index(keptAbbrvs, abbrv), index(keptOffsets, offset), dst].join(',');
    });
    return [name, ...renumbered].join('|');
  });
  return {
    abbrvs: [...keptAbbrvs.keys()].map((i) => abbrvs[Number(i)]).join('|'),
    offsets: [...keptOffsets.keys()].map((i) => offsets[Number(i)]).join('|'),
    zones: lines,
  };
}

/** Every file of `portal/src/i18n/intl-data/` with its content (JSON text, 2-space indent, final newline). */
export async function intlDataFiles(): Promise<Record<string, string>> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'datetimeformat-mi.json': json(await dateTimeFormatData('mi')),
    'numberformat-mi.json': json(await numberFormatData('mi')),
    'timezones.json': json(repackTimeZones(await goldenTimeZones(), SHIPPED_TIME_ZONES)),
  };
}
