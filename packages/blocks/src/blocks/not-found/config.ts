import * as z from 'zod';

/** Not-found slice: where the "go home" link points. */
export const notFoundConfigSchema = z.object({ homePath: z.string().startsWith('/').default('/') });
export type NotFoundConfig = z.output<typeof notFoundConfigSchema>;
