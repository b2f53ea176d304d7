import { ensureBuilt } from './bin/ensure-built.js';

/**
 * Before the generator's tests: the CLI that cli.test.ts and start.test.ts run as users do
 * (bin/telco-portal.js → dist/cli.js) is built once for the run, when dist is missing or older than its
 * sources — not by the first test processes to start, side by side in two Vitest workers.
 * @throws Error when the build fails (tsup's output is on stderr).
 */
export default function setup(): void {
  if (!ensureBuilt()) throw new Error('generator: building the CLI (generator/dist) failed; see tsup above');
}
