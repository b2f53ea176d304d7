import path from 'node:path';
import type { LoadedBrand } from '@telco-portal/manifest';
import type { CheckResult } from './index.ts';
import { shownFile } from './json.ts';

/** The brand id is its folder name (and the output folder name): brands/harbour holds id "harbour". */
export function brandIdChecks(brand: LoadedBrand): CheckResult {
  const folder = path.basename(brand.dir);
  if (folder === brand.manifest.id) return { errors: [], warnings: [] };
  return {
    errors: [
      {
        code: 'id_mismatch',
        file: shownFile(brand.file),
        path: 'id',
        message: `id '${brand.manifest.id}' does not match the brand folder '${folder}'`,
        hint: `set "id": "${folder}", or rename the folder to ${brand.manifest.id} (the id names the folder, the generated app and its output folder)`,
      },
    ],
    warnings: [],
  };
}
