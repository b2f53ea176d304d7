/**
 * @telco-portal/blocks — the screens of the portal (ARCHITECTURE.md). Light entry: block components are
 * reached only through the registry's lazy `load`s, so importing this module pulls no block into the
 * first bundle. Brand configuration schemas: `@telco-portal/blocks/config` (zod only). Catalogues:
 * `@telco-portal/blocks/i18n/en.json` and `…/mi-NZ.json`.
 */
export * from './config.ts';
export * from './hooks/index.ts';

import { shellBlocks } from './blocks/shell-registry.ts';
import { type BlockDefinition, blocks } from './registry.ts';

export { HEADER_NAV_IDS, type HeaderMenuItem, type HeaderNavId } from './blocks/header/menu.ts';
// The cart of a `features.cartVersion` (issue 11): the switch matrix lists the contract routes each version calls.
export { type CartApi, type CartItemInput, cartApiOf } from './eshop/cart.ts';
export { type BlockDefinition, type BlockProps, blocks, defineBlock, findBlock } from './registry.ts';
export { shellBlocks };

/** Every block: this package's `blocks` plus the portal runtime's shell blocks (names are unique). */
export const allBlocks: readonly BlockDefinition[] = [...blocks, ...shellBlocks];
export * from './session/index.ts';
