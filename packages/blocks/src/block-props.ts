/**
 * Props every block takes: `config`, its brand configuration slice (the manifest slice of the same name),
 * ALREADY validated and defaulted by the block's own config schema in its `config.ts` (issue 7 "a lean
 * render path": the generator parses the manifest with the composed schema at generation time and the
 * emitted app receives the parsed slices, so no block runs zod when it renders). Tests and stories that
 * want a partial config parse it themselves (`homeConfigSchema.parse({ … })`). Blocks without a brand
 * configuration take no `config`. Kept apart from the registry so no block module imports the registry.
 */
export type BlockProps<Config = unknown> = { config: Config };
