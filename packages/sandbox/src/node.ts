/** Node entry: serve the sandbox over HTTP with @hono/node-server. */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { NODE_SERVER_OPTIONS } from '@telco-portal/api';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';

/**
 * Default data folder of the standalone sandbox: `.sandbox/_standalone/` at the repository root (git-ignored).
 * `.sandbox/` holds one folder per brand (`telco-portal start` uses `.sandbox/<id>/`; a brand id cannot
 * start with `_`), so `--fresh` here never wipes a brand's database.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.sandbox/_standalone/', import.meta.url));

export interface SandboxServer {
  sandbox: Sandbox;
  /** e.g. 'http://localhost:8787' */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the sandbox on `port` (default 8787; 0 picks a free port). `dataDir` defaults to `.sandbox/`;
 * pass `dataDir: null` for in-memory. `fresh` (or env SANDBOX_FRESH=1) wipes and reseeds.
 */
export async function startSandboxServer(
  options: Omit<SandboxOptions, 'dataDir'> & {
    port?: number;
    hostname?: string;
    dataDir?: string | null;
  } = {},
): Promise<SandboxServer> {
  const { port = 8787, hostname = '127.0.0.1', dataDir, ...rest } = options;
  const sandbox = await createSandbox({
    ...rest,
    ...(dataDir === null ? {} : { dataDir: dataDir ?? DEFAULT_DATA_DIR }),
    fresh: rest.fresh ?? process.env.SANDBOX_FRESH === '1',
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port, hostname, serverOptions: NODE_SERVER_OPTIONS }, () =>
      resolve(s),
    );
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    sandbox,
    port: actualPort,
    url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${actualPort}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
      await sandbox.close();
    },
  };
}
