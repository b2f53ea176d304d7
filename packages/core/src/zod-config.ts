/**
 * Global zod settings of every module that builds zod schemas which may run in a browser (the API
 * contract when a development client validates; core's validation.ts). `jitless`: zod never compiles a
 * parser with `new Function` — its eval probe alone set off a Trusted Types CSP report on the first parse
 * (issue 8's CSP forbids eval; issue 7). Each such module imports this and passes it to `z.config` at its
 * top, so the setting holds before any of its schemas parses, whichever module loads first. A plain
 * object in a module of its own: importing it loads no zod.
 */
export const ZOD_CONFIG = { jitless: true } as const;
