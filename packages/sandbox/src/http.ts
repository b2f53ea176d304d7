/**
 * Node HTTP server settings shared by the sandbox's own server (`node.ts`) and the portal server
 * (`telco-portal start`, generator/src/serve.ts), which serves the sandbox beside the app.
 */
import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open, in milliseconds: 65 s.
 *
 * Node's default is 5 s (Node 20 closes the socket at 6 s). A client that keeps connections alive without an idle limit of its own (Node's
 * `http.Agent({ keepAlive: true })`, which Playwright's request context and most server-side callers use)
 * sends its next request on the pooled socket; when that request crosses the server's close of the idle
 * socket, the client gets `ECONNRESET` ("socket hang up") for a request the server never read. CI saw it
 * on an e2e test that read the sandbox mailbox 5 s after registering (keyboard.spec, stop 26). 65 s is longer
 * than the idle timeouts of browsers' and load balancers' pools (60 s), so the client closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Applies {@link KEEP_ALIVE_TIMEOUT_MS} to `server`, and keeps `headersTimeout` (the slow-header limit,
 * Node's default 60 s) above it, as Node's documentation asks.
 */
export function keepIdleConnections(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
