import {
  type LoadedBrand,
  type ManifestIssue,
  RESERVED_SETTINGS,
  SETTINGS,
  type SettingRow,
} from '@telco-portal/manifest';
import type { CheckResult } from './index.ts';
import { isSet, shownFile } from './json.ts';

/**
 * A reserved setting (its JSON Schema description starts "Reserved:") has no effect in this build: a brand
 * that sets it gets a warning, so nobody believes it does something. One warning per setting: a reserved
 * section (e.g. planChangeMode) covers the fields inside it.
 */
export function reservedChecks(brand: LoadedBrand): CheckResult {
  const file = shownFile(brand.file);
  const warnings: ManifestIssue[] = [];
  const reported: string[] = [];
  for (const path of RESERVED_SETTINGS) {
    if (!isSet(brand.json, path) || reported.some((parent) => path.startsWith(`${parent}.`))) continue;
    reported.push(path);
    const row: SettingRow = SETTINGS[path];
    warnings.push({
      code: 'reserved_setting',
      file,
      path,
      message: `reserved: has no effect in this build (${row.reserved})`,
      hint: `remove ${path}, or keep it for the release that builds its screens; until then it is ignored`,
    });
  }
  return { errors: [], warnings };
}
