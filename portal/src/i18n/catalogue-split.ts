/**
 * Which part of a generated app's bundled catalogue ships in the entry (issue 7 "a lean render path": the
 * home route carries the text it shows, not the whole catalogue). Dependency-free: the generator splits the
 * compiled catalogue with it (Node), the browser's `BlockView` asks it which blocks wait for the rest.
 *
 * The "rest" is the text of the blocks below — signed-in pages, e-mail verification, password reset,
 * payment methods, the guard pages and the legal pages — plus core's number-porting texts, which no block
 * shows yet. Everything else (the layouts, header, footer, error texts, home, plans, sign-in, sign-up,
 * forgot-password, select-account, not-found, core's plan, product and form-rule texts) is the "first"
 * slice, bundled with the entry. A block that is not listed here is first: its text is never missing, at
 * worst the entry grows (and the budget check says so).
 */

/** Blocks whose text is in the rest of the catalogue: name -> the message id prefixes they show. */
export const REST_BLOCK_TEXT: Readonly<Record<string, readonly string[]>> = {
  'reset-password': ['resetPassword.'],
  'email-verify': ['emailVerify.'],
  'email-verify-page': ['emailVerify.'],
  'mobile-dashboard': ['mobileDashboard.'],
  'usage-histogram': ['usageHistogram.'],
  // NoPaymentMethods renders the add-payment-method form.
  'payment-method-add': ['paymentMethodAdd.'],
  'no-payment-methods': ['noPaymentMethods.', 'paymentMethodAdd.'],
  'no-plans': ['noPlans.'],
  suspended: ['suspended.'],
  'terms-page': ['termsPage.'],
  'privacy-page': ['termsPage.'],
};

/** Message id prefixes of the rest that no block of `REST_BLOCK_TEXT` owns (never shown on a first page). */
const REST_ONLY_PREFIXES = ['core.porting.'] as const;

const REST_PREFIXES: readonly string[] = [
  ...new Set([...Object.values(REST_BLOCK_TEXT).flat(), ...REST_ONLY_PREFIXES]),
];

/** Whether message `id` ships in the rest of the catalogue (loaded with the blocks that show it). */
export function isRestMessage(id: string): boolean {
  return REST_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** Whether block `name` must wait for the rest of the catalogue before it renders. */
export function needsRestCatalogue(name: string): boolean {
  return Object.hasOwn(REST_BLOCK_TEXT, name);
}

/**
 * Splits a catalogue (source text or compiled ASTs) into the slice bundled with the entry and the rest,
 * keeping the ids' order. `{ ...first, ...rest }` is the whole catalogue again.
 */
export function splitCatalogue<T>(catalogue: Readonly<Record<string, T>>): {
  first: Record<string, T>;
  rest: Record<string, T>;
} {
  const first: Record<string, T> = {};
  const rest: Record<string, T> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (isRestMessage(id)) rest[id] = message;
    else first[id] = message;
  }
  return { first, rest };
}
