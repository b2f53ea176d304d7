/**
 * Props every block takes: `config`, its brand configuration slice (the manifest slice of the same name,
 * validated and defaulted by the block's own config schema in its `config.ts`). Blocks without a brand
 * configuration take no `config`. Kept apart from the registry so no block module imports the registry.
 */
export type BlockProps<Config = unknown> = { config?: Config };
