/**
 * Node HTTP server options for the servers that answer this API on a laptop: the sandbox's own
 * (packages/sandbox/src/node.ts) and the portal server that serves it beside the app (`telco-portal start`,
 * generator/src/serve.ts). Pass as @hono/node-server's `serverOptions` (Node's `http.createServer` options).
 *
 * `keepAliveTimeout` 65 s (SPEC §9's API timeout): how long an idle keep-alive connection stays open. Node's
 * default is 5 s (Node 20 closes the socket at 6 s). A client that pools connections without an idle limit of
 * its own (Node's `http.Agent({ keepAlive: true })`, which Playwright's request context and most server-side
 * callers use) sends its next request on the pooled socket; when that request crosses the server's close of
 * the idle socket, the client gets ECONNRESET ("socket hang up") for a request the server never read — CI saw
 * it on an e2e test that read the sandbox mailbox seconds after registering (keyboard.spec, stop 26). 65 s
 * outlasts the idle timeouts of browsers' and load balancers' pools (60 s), so the client closes first.
 * `headersTimeout` (the slow-header limit, Node's default 60 s) stays above it, as Node's documentation asks.
 */
export const NODE_SERVER_OPTIONS = { keepAliveTimeout: 65_000, headersTimeout: 66_000 } as const;
