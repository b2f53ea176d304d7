/**
 * Prepay add-on purchase retry window, milliseconds (SPEC §4 "Outside onboarding, with no secret the purchase is
 * polled again until 10 s pass, then fails"; SPEC §9 "Prepay retry window 10 s"). A module of its own, not
 * constants.ts: only the card add-on purchase (a lazily loaded part of the plans tab) uses it, and a name used from
 * constants.ts lands in the chunk every page loads.
 */
export const PREPAY_RETRY_WINDOW_MS = 10_000;
