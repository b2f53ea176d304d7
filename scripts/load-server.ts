/**
 * The server side of `pnpm bench:load`: a built portal + its sandbox (production mode, standard argon2id
 * cost, in memory) on a free port of 127.0.0.1, started with the same `startPortal` as `telco-portal start`.
 * Prints one line `READY <url>` on stdout; stops on SIGTERM. Runs in its own process so the load generator
 * does not share its event loop.
 *
 *   tsx scripts/load-server.ts <app-dir>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startPortal } from '../generator/src/index.ts';

const appDir = process.argv[2];
if (!appDir) {
  console.error('usage: tsx scripts/load-server.ts <generated-app-dir>');
  process.exit(1);
}
const portal = await startPortal({
  distDir: path.join(appDir, 'dist'),
  headers: JSON.parse(readFileSync(path.join(appDir, 'server.headers.json'), 'utf8')),
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
