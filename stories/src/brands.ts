import { type BrandManifest, brandManifestSchema } from '@telco-portal/manifest/schema';

/**
 * Every brand of the repository, discovered at build time from `brands/<id>/brand.json` and validated
 * (and defaulted) by the manifest schema — the same shape the generator hands to the portal runtime.
 * A new brand folder appears in the toolbar without touching Storybook.
 */
const files = import.meta.glob<Record<string, unknown>>('../../brands/*/brand.json', {
  eager: true,
  import: 'default',
});

/** Brand manifests by id, sorted by id. */
export const brands: Readonly<Record<string, BrandManifest>> = Object.fromEntries(
  Object.entries(files)
    .map(([file, json]) => {
      const parsed = brandManifestSchema.safeParse(json);
      if (!parsed.success)
        throw new Error(`stories: ${file} is not a valid brand manifest: ${parsed.error.message}`);
      return [parsed.data.id, parsed.data] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b)),
);

export const brandIds: readonly string[] = Object.keys(brands);

/** The brand shown when none is chosen: harbour when present, else the first. */
export const defaultBrandId: string = brands.harbour ? 'harbour' : (brandIds[0] ?? 'harbour');

export function brandFor(id: unknown): BrandManifest {
  const brand = brands[String(id)] ?? brands[defaultBrandId];
  if (!brand) throw new Error('stories: no brand found under brands/*/brand.json');
  return brand;
}

/** True when the brand offers both light and dark (`theme.colorScheme: "both"`). */
export function hasColorSchemeChoice(brand: BrandManifest): boolean {
  return brand.theme.colorScheme === 'both';
}

const logoFiles = import.meta.glob<string>('../../brands/*/*.{svg,png}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * URL of the brand's logo file (`theme.logo`, or with `dark` its `theme.logoDark` when the brand has a dark
 * scheme), relative to its folder, for blocks that show it.
 */
export function brandLogo(brand: BrandManifest, dark = false): string | undefined {
  const reference = dark
    ? brand.theme.colorScheme !== 'light'
      ? brand.theme.logoDark
      : undefined
    : brand.theme.logo;
  const file = reference?.replace(/^\.\//, '');
  if (!file) return undefined;
  const hit = Object.entries(logoFiles).find(([path]) => path.endsWith(`/brands/${brand.id}/${file}`));
  return hit?.[1];
}
