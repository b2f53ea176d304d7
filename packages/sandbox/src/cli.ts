#!/usr/bin/env -S npx tsx
/**
 * `pnpm --filter @telco-portal/sandbox start [--port 8787] [--data-dir DIR | --memory] [--fresh] [--origin URL]
 *  [--mode development|production] [--allow-origin URL]...`
 * Serves the sandbox API at http://127.0.0.1:PORT/api. Env: SANDBOX_FRESH=1, SANDBOX_PORT, SANDBOX_SECRET
 * (a fixed sandbox secret instead of a random one per start).
 */
import { parseArgs } from 'node:util';
import { SANDBOX_SECRET_HEADER } from './access.ts';
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
    mode: { type: 'string', default: 'development' },
    'allow-origin': { type: 'string', multiple: true },
  },
});

if (values.mode !== 'development' && values.mode !== 'production') {
  console.error(`sandbox: --mode must be development or production, got '${values.mode}'`);
  process.exit(1);
}
const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 8787);
const started = Date.now();
const server = await startSandboxServer({
  port,
  ...(values.host ? { hostname: values.host } : {}),
  dataDir: values.memory ? null : (values['data-dir'] ?? DEFAULT_DATA_DIR),
  fresh: values.fresh || process.env.SANDBOX_FRESH === '1',
  mode: values.mode,
  publicOrigin: values.origin ?? `http://localhost:${port}`,
  ...(values['allow-origin'] ? { allowedOrigins: values['allow-origin'] } : {}),
  ...(process.env.SANDBOX_SECRET ? { sandboxSecret: process.env.SANDBOX_SECRET } : {}),
});
console.log(
  `sandbox: ${server.url}/api ready in ${Date.now() - started} ms (${values.mode} mode, ${values.memory ? 'in memory' : (values['data-dir'] ?? DEFAULT_DATA_DIR)}${server.sandbox.seeded ? ', seeded' : ''})`,
);
console.log(
  `sandbox: demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
);
if (server.sandbox.sandboxSecret) {
  console.log(
    `sandbox: sandbox-only routes need the header ${SANDBOX_SECRET_HEADER}: ${server.sandbox.sandboxSecret}`,
  );
  console.log(
    `sandbox: mailbox: curl -H '${SANDBOX_SECRET_HEADER}: ${server.sandbox.sandboxSecret}' '${server.url}/api/sandbox/mailbox?to=ADDRESS'`,
  );
} else {
  console.log('sandbox: production mode — no mailbox, fault or other sandbox-only routes');
}

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
