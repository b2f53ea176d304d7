/**
 * A request under way longer than this shows "Still working…" with Cancel (issue 8; NetworkStatus.tsx). A module
 * of its own so scripts and stories read the threshold without loading the notice.
 */
export const SLOW_REQUEST_MS = 3000;
