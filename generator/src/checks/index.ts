/**
 * `validate` means "this will run": the checks that follow the manifest schema, on a brand whose
 * brand.json is already valid JSON of the right shape (`loadManifest`). Each returns the problems it finds
 * as manifest issues (file, JSON path, what is wrong, how to mend it): errors stop validate, generate,
 * build and start; warnings are printed and the command goes on.
 *
 * Adding a check: write `checks/<name>.ts` exporting `(brand: LoadedBrand) => CheckResult` and list it in
 * `BRAND_CHECKS` below (its messages print in that order).
 */
import type { LoadedBrand, ManifestIssue } from '@telco-portal/manifest';
import { adapterChecks } from './adapters.ts';
import { brandIdChecks } from './brand-id.ts';
import { contrastChecks } from './contrast.ts';
import { copyChecks } from './copy.ts';
import { reservedChecks } from './reserved.ts';
import { screenChecks } from './screens.ts';

export type CheckResult = { errors: ManifestIssue[]; warnings: ManifestIssue[] };
export type BrandCheck = (brand: LoadedBrand) => CheckResult;

/** Every post-schema check, in the order their messages print. */
export const BRAND_CHECKS: readonly BrandCheck[] = [
  brandIdChecks,
  adapterChecks,
  screenChecks,
  copyChecks,
  reservedChecks,
  // Colour contrast (WCAG 2.2 AA of the derived theme pairs in every scheme the brand enables).
  contrastChecks,
];

/** Runs every check of `BRAND_CHECKS` over a loaded brand; errors and warnings in check order. */
export function runBrandChecks(brand: LoadedBrand): CheckResult {
  const errors: ManifestIssue[] = [];
  const warnings: ManifestIssue[] = [];
  for (const check of BRAND_CHECKS) {
    const result = check(brand);
    errors.push(...result.errors);
    warnings.push(...result.warnings);
  }
  return { errors, warnings };
}

export { adapterIssues } from './adapters.ts';
