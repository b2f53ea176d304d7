#!/usr/bin/env -S npx tsx
/**
 * `pnpm --filter @telco-portal/sandbox start [--port 8787] [--data-dir DIR | --memory] [--fresh] [--origin URL]`
 * Serves the sandbox API at http://127.0.0.1:PORT/api. Env: SANDBOX_FRESH=1, SANDBOX_PORT.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, startSandboxServer } from './node.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.ts';

const { values } = parseArgs({
  // `pnpm start -- --port 1` passes the `--` through.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    memory: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    origin: { type: 'string' },
    host: { type: 'string' },
  },
});

const started = Date.now();
const server = await startSandboxServer({
  port: Number(values.port ?? process.env.SANDBOX_PORT ?? 8787),
  ...(values.host ? { hostname: values.host } : {}),
  dataDir: values.memory ? null : (values['data-dir'] ?? DEFAULT_DATA_DIR),
  fresh: values.fresh || process.env.SANDBOX_FRESH === '1',
  ...(values.origin ? { publicOrigin: values.origin } : {}),
});
console.log(
  `sandbox: ${server.url}/api ready in ${Date.now() - started} ms (${values.memory ? 'in memory' : (values['data-dir'] ?? DEFAULT_DATA_DIR)}${server.sandbox.seeded ? ', seeded' : ''})`,
);
console.log(
  `sandbox: demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
);
console.log(`sandbox: mailbox ${server.url}/api/sandbox/mailbox?to=ADDRESS`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
