/**
 * The loader of the rest of a generated app's default-language catalogue, in parts (catalogue-split.ts,
 * issue 10: a block loads the text it shows, not every signed-in screen's). The app's src/i18n/<lang>.rest.ts
 * calls `restCatalogue` and is itself loaded lazily (`compiledMessages`), so neither the part loaders nor
 * the block -> parts table weigh on the entry. Dependency-free: nothing of the entry's modules comes along.
 */

/** A JSON module as `import()` resolves it. */
type JsonModule = Promise<{ default: unknown }>;

/**
 * Loads the rest text block `block` shows (the ids of its parts, merged), or the whole rest when `block` is
 * undefined, '' or has no list. Rejects when a part fails to load.
 */
export type RestLoader = (block?: string) => Promise<Record<string, unknown>>;

/**
 * The `RestLoader` of a generated app: `parts` maps a part name (a message id prefix, `restPartOf`) to the
 * `import()` of its JSON; `blocks` maps a block name to the parts it shows (`REST_BLOCK_TEXT`, as the
 * generator baked it for this catalogue). A block without an entry in `blocks` loads every part, so its
 * text is never missing.
 * @throws Error (a rejected promise) when `blocks` names a part that `parts` lacks: a generator bug.
 */
export function restCatalogue(
  parts: Readonly<Record<string, () => JsonModule>>,
  blocks: Readonly<Record<string, readonly string[]>>,
): RestLoader {
  return async (block) => {
    const names =
      (block !== undefined && Object.hasOwn(blocks, block) && blocks[block]) || Object.keys(parts);
    const loaded = await Promise.all(
      names.map((name) => {
        const load = parts[name];
        if (!load) throw new Error(`telco-portal: no part ${name} in the rest of the catalogue`);
        return load().then((module) => module.default as Record<string, unknown>);
      }),
    );
    return Object.assign({}, ...loaded);
  };
}
