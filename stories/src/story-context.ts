import type { PreparedLocale } from '@telco-portal/portal';
import { createIntl } from 'react-intl';

/**
 * The text of message `id` in the story's locale (the catalogue the global loader prepared), so play
 * functions find elements by their accessible name in English and te reo Māori alike.
 * @throws Error when the id is in no catalogue — a renamed message should fail loudly, not match nothing.
 */
export function messageOf(context: { loaded: Record<string, unknown> }): (id: string) => string {
  const { locale, messages } = (context.loaded as { locale: PreparedLocale }).locale;
  const intl = createIntl({ locale, defaultLocale: 'en', messages, onError: () => {} });
  return (id) => {
    if (messages[id] === undefined) throw new Error(`stories: no message "${id}" in the catalogue`);
    return intl.formatMessage({ id });
  };
}

type PlayContext = { loaded: Record<string, unknown>; tags: string[]; parameters: Record<string, unknown> };

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Whether something in the story still says it is loading (`aria-busy="true"`). */
const busyShown = () => document.querySelector('#storybook-root [aria-busy="true"]') !== null;

/**
 * Waits until the block shows the state the story is about: signed in when the story names an account,
 * then the sandbox quiet (no request of this story pending) and nothing in the story `aria-busy` — or, for
 * stories tagged `loading-state`, with requests held by the sandbox's delay fault. Checked every 50 ms; the state must hold 4 checks in
 * a row. Polls by count, not by clock: the visual tests freeze `Date`.
 * @throws Error after 300 checks (15 s) without that state.
 */
export async function settled(context: PlayContext, want: 'idle' | 'busy' = 'idle'): Promise<void> {
  const needsSession = Boolean((context.parameters.sandbox as { account?: string } | undefined)?.account);
  let steady = 0;
  for (let i = 0; i < 300; i++) {
    await tick();
    const pending = window.__sandboxPending?.() ?? 0;
    const session = !needsSession || document.querySelector('[data-story-session="ready"]') !== null;
    // Idle also means nothing in the story still says it is loading: a block whose first read has not been sent
    // yet (it waits for the session's token) leaves the sandbox quiet while its skeleton is up.
    const idle = pending === 0 && !busyShown();
    steady = session && (want === 'busy' ? pending > 0 : idle) ? steady + 1 : 0;
    if (steady >= 4) return;
  }
  throw new Error(
    `stories: the story did not become ${want} (sandbox requests pending: ${window.__sandboxPending?.() ?? 0}, aria-busy shown: ${busyShown()})`,
  );
}

/**
 * A block story's play function: waits for the sandbox, runs `interaction` (if any), then waits again
 * so the result (and its screenshot) is the settled state. Loading stories end busy.
 */
export function blockPlay<C extends PlayContext>(interaction?: (context: C) => Promise<void>) {
  return async (context: C) => {
    const end = context.tags.includes('loading-state') ? 'busy' : 'idle';
    if (interaction) {
      await settled(context, 'idle');
      await interaction(context);
    }
    await settled(context, end);
  };
}
