/**
 * The descriptor core returns for localised text (messages.ts). Its own module, apart from the English texts of
 * `coreMessages`: code that only builds descriptors (plan-format on the home route, porting, product status)
 * must not carry every core text into its chunk — the app's catalogues already hold them (issue 7 "lean render
 * path"; the home route loaded 1.5 KB of duplicated core text through this function).
 */
import type { CoreMessageId } from './messages.ts';

/** A message the UI translates: `id` is a key of `coreMessages`, `values` fill its ICU placeholders. */
export type CoreMessage = { id: string; values?: Record<string, string | number> };

/** Builds a CoreMessage; typed so only known ids compile. */
export function coreMessage(id: CoreMessageId, values?: Record<string, string | number>): CoreMessage {
  return values === undefined ? { id } : { id, values };
}
