import type { BrandManifest } from '@telco-portal/manifest';
import { validateManifest } from '@telco-portal/manifest/schema';
import harbour from '../../../brands/harbour/brand.json';

/** The harbour manifest, validated (defaults applied), with optional overrides for a test. */
export function harbourManifest(patch: (m: BrandManifest) => BrandManifest = (m) => m): BrandManifest {
  return patch(validateManifest(structuredClone(harbour) as unknown, 'brands/harbour/brand.json'));
}
