import { useMemo } from 'react';
import type * as z from 'zod';

/**
 * Parses a block's config prop (its manifest slice) with the block's schema, filling defaults.
 * @throws ZodError when the slice is invalid — the manifest validator should have caught it first.
 */
export function useBlockConfig<S extends z.ZodType>(schema: S, config: z.input<S> | undefined): z.output<S> {
  return useMemo(() => schema.parse(config ?? {}), [schema, config]);
}
