/**
 * Marks code that carries zod: zod 4 names each class with `$constructor("$ZodObject", …)`, and those
 * strings survive minification (code with only type imports of zod has none). Used by
 * scripts/check-budgets.ts on the built app's chunks and by tests/architecture/form-zod.test.ts on the
 * form blocks bundled alone.
 */
export const ZOD_MARKER = /[`'"]\$Zod[A-Z]\w*[`'"]/;
