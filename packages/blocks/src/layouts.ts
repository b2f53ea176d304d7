/**
 * Public layout families a brand can choose (manifest `theme.layout`): "classic" — the header scrolls
 * away, the hero sits in the page column; "modern" — a sticky, compact header and a full-bleed hero band.
 * Read by the header and home blocks through the brand context (`useBrand().layout`).
 */
export const PUBLIC_LAYOUTS = Object.freeze(['classic', 'modern'] as const);
export type PublicLayout = (typeof PUBLIC_LAYOUTS)[number];
