/**
 * Which part of a generated app's bundled catalogue ships in the entry (issue 7 "a lean render path": the
 * home route carries the text it shows, not the whole catalogue). Dependency-free: the generator splits the
 * compiled catalogue with it (Node), the browser's `BlockView` asks it which blocks wait for the rest.
 *
 * The "first" slice is the text of the blocks listed below — the shell (header, footer), the first pages a
 * visitor opens (home, plans, sign-in, sign-up, forgot-password, select-account, not-found) — plus the text
 * outside blocks: the portal's, core's (but number porting's) and the blocks' shared texts (`blocks.*` errors,
 * `account.*`). Everything else is the "rest", loaded with the first block that shows it: a new block is in the
 * rest unless it is added here, so a new screen never makes the home route heavier (issue 10 "home route
 * first-load JS unchanged"); its text is never missing, `BlockView` waits for the rest before rendering it.
 */

/** Blocks whose text ships in the entry: name -> the message id prefixes they show. */
export const FIRST_BLOCK_TEXT: Readonly<Record<string, readonly string[]>> = {
  header: ['header.'],
  footer: ['footer.'],
  home: ['home.'],
  plans: ['plans.'],
  'sign-in': ['signIn.'],
  'sign-up': ['signUp.'],
  'forgot-password': ['forgotPassword.'],
  'select-account': ['selectAccount.'],
  'not-found': ['notFound.'],
};

/** Text outside blocks that the entry carries (portal, core, the blocks' shared texts). */
const FIRST_SHARED_PREFIXES = ['portal.', 'core.', 'blocks.', 'account.'] as const;

/** Prefixes inside `FIRST_SHARED_PREFIXES` that still ship in the rest: core's number-porting texts (no first page shows them). */
const REST_ONLY_PREFIXES = ['core.porting.'] as const;

const FIRST_PREFIXES: readonly string[] = [
  ...Object.values(FIRST_BLOCK_TEXT).flat(),
  ...FIRST_SHARED_PREFIXES,
];

/** Whether message `id` ships in the rest of the catalogue (loaded with the blocks that show it). */
export function isRestMessage(id: string): boolean {
  return (
    REST_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)) ||
    !FIRST_PREFIXES.some((prefix) => id.startsWith(prefix))
  );
}

/** Whether block `name` must wait for the rest of the catalogue before it renders. */
export function needsRestCatalogue(name: string): boolean {
  return !Object.hasOwn(FIRST_BLOCK_TEXT, name);
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
