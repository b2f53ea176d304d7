#!/usr/bin/env node
/**
 * The `telco-portal` command: runs the built CLI (dist/cli.js) with plain node (issue 7: tsx's start-up
 * was most of `generate`'s 0.7–0.9 s).
 *
 * Inside the telco-portal repository it first rebuilds dist when it is older than its sources
 * (ensure-built.js), so `pnpm telco-portal …` never runs stale code.
 */
import { ensureBuilt } from './ensure-built.js';

if (!ensureBuilt()) {
  console.error('telco-portal: building the CLI failed (see above)');
  process.exit(1);
}
const { main } = await import('../dist/cli.js');
await main(process.argv.slice(2));
