import { displayPath } from '@telco-portal/manifest';

/** The value at a dotted JSON path of brand.json as written, or undefined when the brand did not set it. */
export function valueAt(json: unknown, path: string): unknown {
  let current: unknown = json;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Whether brand.json as written sets `path` (a default filling it in does not count). */
export function isSet(json: unknown, path: string): boolean {
  return valueAt(json, path) !== undefined;
}

/** The manifest file as shown in messages ("brands/harbour/brand.json"). */
export function shownFile(file: string): string {
  return displayPath(file);
}
