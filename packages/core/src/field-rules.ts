/**
 * The machinery of the SPEC §5 form rules (zod-free, issue 7): a field rule's shape, the required-text rule and
 * `checkForm`. In a file without any message of its own, so a block that runs one form's rules (e.g. the
 * delivery address, address-rules.ts) downloads neither the other forms' rules (form-rules.ts: passwords,
 * e-mail) nor their texts.
 */
import type { CoreMessageId } from './messages.ts';

/**
 * One field's rule: `check` returns the CoreMessage ids the value fails, in order ([] when it passes);
 * `trim`: the value is checked trimmed and submitted trimmed.
 */
export type FieldRule<T> = { readonly trim?: true; readonly check: (value: T) => CoreMessageId[] };

/** A form's field rules, in the order the fields are checked (and their errors reported). */
export type FormRules<V> = { readonly [K in keyof V]?: FieldRule<V[K]> };

/** A failed rule of a form: the field (dotted path) and the message id (a CoreMessage id for core's rules). */
export type FieldFailure<Id extends string = CoreMessageId> = { field: string; id: Id };

/** A text that must not be empty once trimmed; `id` when it is. Submitted trimmed. */
export const requiredTextRule = (id: CoreMessageId): FieldRule<string> => ({
  trim: true,
  check: (value) => (value.trim() === '' ? [id] : []),
});

/**
 * Runs a form's field rules in their order: every failure (field, id), and the values to submit (the
 * `trim` fields trimmed, every other value as given).
 */
export function checkForm<V extends Record<string, unknown>>(
  rules: FormRules<V>,
  values: V,
): { values: V; failures: FieldFailure[] } {
  const out: Record<string, unknown> = { ...values };
  const failures: FieldFailure[] = [];
  for (const field of Object.keys(rules) as Array<keyof V & string>) {
    const rule = rules[field] as FieldRule<unknown> | undefined;
    if (!rule) continue;
    let value: unknown = values[field];
    if (rule.trim && typeof value === 'string') out[field] = value = value.trim();
    for (const id of rule.check(value)) failures.push({ field, id });
  }
  return { values: out as V, failures };
}
