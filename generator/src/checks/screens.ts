import { blocks } from '@telco-portal/blocks/registry';
import { shellBlocks } from '@telco-portal/blocks/shell-registry';
import type { LoadedBrand, ManifestIssue } from '@telco-portal/manifest';
import { buildRouteTable, PROFILE_TAB_ROUTES } from '@telco-portal/portal/route-table';
import type { CheckResult } from './index.ts';
import { shownFile } from './json.ts';

const BLOCK_NAMES = new Set([...blocks, ...shellBlocks].map((b) => b.name));

/** Whether a block of this name is in this build (the registries the portal renders from). */
export const hasBlock = (name: string): boolean => BLOCK_NAMES.has(name);

/**
 * Screens the brand asks for must exist: every profile tab needs a route of the portal's route table whose
 * block is in this build (today only my-app-home, the mobile dashboard). A home section that can never
 * show (the featured plans while `features.showPlans` is false) is a warning.
 */
export function screenChecks(brand: LoadedBrand): CheckResult {
  const { manifest } = brand;
  const file = shownFile(brand.file);
  const table = buildRouteTable(manifest, hasBlock);
  const built = (Object.keys(PROFILE_TAB_ROUTES) as Array<keyof typeof PROFILE_TAB_ROUTES>).filter((tab) => {
    const route = PROFILE_TAB_ROUTES[tab];
    return route !== null && buildRouteTable({ ...manifest, profileTabs: [tab] }, hasBlock).has(route);
  });
  const errors: ManifestIssue[] = [];
  manifest.profileTabs.forEach((tab, i) => {
    const route = PROFILE_TAB_ROUTES[tab];
    if (route && table.has(route)) return;
    errors.push({
      code: 'no_screen',
      file,
      path: `profileTabs[${i}]`,
      message: `profile tab '${tab}' has no screen in this build; the portal would leave it out`,
      hint: `remove it from profileTabs (tabs with a screen in this build: ${built.join(', ') || 'none'})`,
    });
  });
  const warnings: ManifestIssue[] = [];
  const plansSection = manifest.home.sections.indexOf('plans');
  if (plansSection >= 0 && manifest.features.showPlans === false) {
    warnings.push({
      code: 'unreachable_setting',
      file,
      path: `home.sections[${plansSection}]`,
      message: "the home page's plans section never shows while features.showPlans is false",
      hint: 'remove "plans" from home.sections, or set features.showPlans to true or "local"',
    });
  }
  return { errors, warnings };
}
