/**
 * JSON text as the repository's Biome formats it (`biome.json`: 2-space indent, line width 110), written
 * without Biome (issue 6: an installed `telco-portal new-brand` has no Biome, and the repository's
 * `pnpm lint` must still pass on the brand.json it writes).
 *
 * It reproduces `biome format` of `JSON.stringify(value, null, 2)`: a non-empty object stays expanded
 * (Biome keeps an object expanded when its source has a line break after `{`); an array goes on one line
 * when that line, its key and its trailing comma fit in the line width, else one element per line — or,
 * for an array of numbers only, as many numbers per line as fit (Biome's "fill"); `{}` and `[]` stay empty.
 * Strings keep `JSON.stringify`'s escaping. `generator/src/json-format.test.ts` compares it with Biome.
 */

/** Line width of the repository's biome.json `formatter.lineWidth`, in characters. */
export const BIOME_LINE_WIDTH = 110;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isEmpty = (v: Json) =>
  Array.isArray(v) ? v.length === 0 : v !== null && typeof v === 'object' && Object.keys(v).length === 0;

/** The one-line text of `value`, or null when it cannot be on one line (it holds a non-empty object). */
function flat(value: Json): string | null {
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const v of value) {
      const text = flat(v);
      if (text === null) return null;
      parts.push(text);
    }
    return `[${parts.join(', ')}]`;
  }
  if (value !== null && typeof value === 'object') return isEmpty(value) ? '{}' : null;
  return JSON.stringify(value);
}

/**
 * `value` printed at `indent` spaces, where `column` characters already precede it on its first line and
 * `trail` follow it on its last (a comma).
 */
function print(value: Json, indent: number, column: number, trail: number, width: number): string {
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    const one = flat(value);
    if (one !== null && column + one.length + trail <= width) return one;
    if (value.every((v) => typeof v === 'number')) {
      // Biome fills an array of numbers: as many per line as fit, the commas counted.
      const lines: string[] = [];
      let line = '';
      value.forEach((v, i) => {
        const item = `${JSON.stringify(v)}${i < value.length - 1 ? ',' : ''}`;
        if (line && pad.length + line.length + 1 + item.length <= width) line += ` ${item}`;
        else {
          if (line) lines.push(pad + line);
          line = item;
        }
      });
      lines.push(pad + line);
      return `[\n${lines.join('\n')}\n${close}]`;
    }
    const items = value.map(
      (v, i) => pad + print(v, indent + 2, pad.length, i < value.length - 1 ? 1 : 0, width),
    );
    return `[\n${items.join(',\n')}\n${close}]`;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const items = keys.map((k, i) => {
      const head = `${pad}${JSON.stringify(k)}: `;
      return head + print(value[k] as Json, indent + 2, head.length, i < keys.length - 1 ? 1 : 0, width);
    });
    return `{\n${items.join(',\n')}\n${close}}`;
  }
  return JSON.stringify(value);
}

/**
 * `value` as JSON text formatted the way Biome formats `JSON.stringify(value, null, 2)` with this
 * repository's settings, ending with a newline.
 * @param value A JSON value (what `JSON.parse` returns); `undefined` members are dropped as by JSON.stringify.
 * @param width Line width in characters (default the repository's 110).
 */
export function formatJsonLikeBiome(value: unknown, width = BIOME_LINE_WIDTH): string {
  // A round trip drops what JSON cannot hold (undefined, functions) exactly as JSON.stringify does.
  const json = JSON.parse(JSON.stringify(value)) as Json;
  return `${print(json, 0, 0, 0, width)}\n`;
}
