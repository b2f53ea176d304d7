/** Menu entries the header knows how to label (message `header.nav.<id>`). */
export const HEADER_NAV_IDS = Object.freeze(['home', 'plans', 'profile', 'help', 'about'] as const);
export type HeaderNavId = (typeof HEADER_NAV_IDS)[number];

/**
 * One main-menu entry. The portal builds the menu from its route table: only routes that exist and are on
 * for this visitor become entries (SPEC §2, §6). `external` entries (the brand's outer About link) leave
 * the portal.
 */
export type HeaderMenuItem = { id: HeaderNavId; to: string; external?: boolean };
