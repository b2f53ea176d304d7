import { type BlockDefinition, blocks } from '@telco-portal/blocks/registry';
import { shellBlocks } from '@telco-portal/blocks/shell-registry';

/** Every block the portal can route to: the blocks registry plus the shell blocks (names are unique). */
export const allBlocks: readonly BlockDefinition[] = [...blocks, ...shellBlocks];

const byName = new Map(allBlocks.map((b) => [b.name, b]));

export function findPortalBlock(name: string): BlockDefinition | undefined {
  return byName.get(name);
}

export const hasBlock = (name: string): boolean => byName.has(name);
