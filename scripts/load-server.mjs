/**
 * The server side of `pnpm bench:load`: a built portal + its sandbox (production mode, standard argon2id
 * cost, in memory) on a free port of 127.0.0.1, started with the same `startPortal` as `telco-portal start`
 * and, like it, from the built CLI (generator/dist, plain node: no TypeScript transpiled at run time, also
 * not in the database worker). bench-load.ts rebuilds generator/dist first when it is stale.
 * Prints one line `READY <url> hashing=<engine>` on stdout; stops on SIGTERM. Runs in its own process so
 * the load generator does not share its event loop.
 *
 *   node scripts/load-server.mjs <app-dir>
 */
import { builtApp, startPortal } from '../generator/dist/index.js';

const appDir = process.argv[2];
if (!appDir) {
  console.error('usage: node scripts/load-server.mjs <generated-app-dir>');
  process.exit(1);
}
const portal = await startPortal({
  ...builtApp(appDir),
  port: 0,
  hostname: '127.0.0.1',
  mode: 'production',
});
console.log(`READY ${portal.url} hashing=${portal.sandbox.passwords.engine}`);
const stop = async () => {
  await portal.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
