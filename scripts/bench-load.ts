/**
 * `pnpm bench:load` (issue 8 "Load"): a bounded load test of the portal server + sandbox on loopback.
 *
 * 1. Reads: `--connections` (200) concurrent connections for `--duration` seconds (10) over a mix of
 *    portal and API reads (shell, catalogue, customer, products, balance, histogram) with autocannon.
 *    Passes with 0 errors, 0 non-2xx and p99 ≤ 500 ms.
 * 2. Storm: 200 concurrent wrong-password sign-ins for `--storm` seconds (10), each connection from its own
 *    loopback address (127.0.0.2…201, so per-address limits do not simply absorb it) and for unknown and
 *    known accounts, while an unrelated GET is timed every 100 ms. Passes when every unrelated GET
 *    answers in ≤ 200 ms (argon2id runs off the main thread with a cap; the excess is refused quickly).
 *
 *   pnpm bench:load [--duration 10] [--storm 10] [--connections 200] [--storm-addresses 200] [--app .generated/harbour]
 * `pnpm test` runs the full read load and a 3-second storm (`--duration 10 --storm 3 --connections 200`; figures
 * in README "Security" and packages/sandbox README "Performance").
 * Exit code 1 on a miss. The server (scripts/load-server.mjs) runs the built CLI with plain node, as `pnpm start`
 * does (generator/dist, rebuilt first when stale); the reads line also gives the server's CPU ms per request
 * (all threads, Linux /proc), a figure other jobs on the machine disturb far less than latency.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuilt } from '../generator/bin/ensure-built.js';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    storm: { type: 'string', default: '10' },
    connections: { type: 'string', default: '200' },
    'storm-addresses': { type: 'string', default: '200' },
    app: { type: 'string', default: '.generated/harbour' },
  },
});
const DURATION = Number(values.duration);
const STORM = Number(values.storm);
const CONNECTIONS = Number(values.connections);
const STORM_ADDRESSES = Number(values['storm-addresses']);
const APP = path.resolve(REPO, values.app!);
const LIMITS = { readP99Ms: 500, unrelatedGetMs: 200 };

function startServer(): Promise<{ url: string; child: ChildProcess; hashing: string }> {
  // LOAD_SERVER_NODE_FLAGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'): extra Node flags of the server
  // process only — to profile where its time goes (NODE_OPTIONS refuses --cpu-prof).
  const flags = (process.env.LOAD_SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const args = [...flags, path.join(REPO, 'scripts/load-server.mjs'), APP];
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/READY (\S+) hashing=(\w+)/);
      if (match) resolve({ url: match[1]!, child, hashing: match[2]! });
    });
    child.once('exit', (code) => reject(new Error(`load server exited with ${code}: ${out}`)));
  });
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function signIn(url: string, email: string): Promise<{ token: string; customer: string }> {
  const auth = await json(`${url}/api/v2/2/auth`, {
    method: 'POST',
    body: JSON.stringify({
      IdentityProvider: 'LOCAL',
      AuthID: email,
      AuthCode: 'Harbour-demo-1',
      IncludeRoles: true,
    }),
  });
  return {
    token: auth.JWT as string,
    customer: (auth.roles as Array<{ CustomerUUID: string }>)[0]!.CustomerUUID,
  };
}

/**
 * CPU time (ms, user + system, all threads) the server process has used so far, from /proc (Linux); null
 * elsewhere. Per request it is a figure other processes on the machine disturb far less than latency.
 */
function serverCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14 and 15 (utime, stime) of proc(5), in clock ticks (USER_HZ: 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function readLoad(url: string, pid: number | undefined) {
  const prepay = await signIn(url, 'prepay@harbour.test');
  const postpay = await signIn(url, 'postpay@harbour.test');
  const products = (await json(`${url}/api/v3/2/customer/${prepay.customer}/mobile_products`, {
    headers: { authorization: `Bearer ${prepay.token}` },
  })) as { MobileProducts: Array<{ UUID: string }> };
  const product = products.MobileProducts[0]!.UUID;
  const day = 86_400_000_000_000n;
  const today = ((BigInt(Date.now()) * 1_000_000n) / day) * day;
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const requests: autocannon.Request[] = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/api/v1/2/postpay_mobile_plans' },
    {
      method: 'POST',
      path: '/api/catalog/v2/entries',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ProductTypeList: ['prepaymobileAddon'], SearchOptions: { PageSize: 1000 } }),
    },
    { method: 'GET', path: `/api/customer/${prepay.customer}`, headers: auth(prepay.token) },
    {
      method: 'GET',
      path: `/api/v3/2/customer/${prepay.customer}/mobile_products`,
      headers: auth(prepay.token),
    },
    {
      method: 'GET',
      path: `/api/customers/${prepay.customer}/products/mobile/prepay/${product}/balance`,
      headers: auth(prepay.token),
    },
    {
      method: 'POST',
      path: '/api/v2/2/usage/data/histogram',
      headers: auth(prepay.token),
      body: JSON.stringify({
        CustomerUUID: prepay.customer,
        ProductInstanceUUID: product,
        ProductType: 'prepay',
        Range: { FirstNanos: (today - 29n * day).toString(), FinalNanos: (today + day).toString() },
        IntervalNanos: day.toString(),
      }),
    },
    { method: 'GET', path: `/api/customer/${postpay.customer}/account`, headers: auth(postpay.token) },
    {
      method: 'GET',
      path: `/api/customer/${postpay.customer}/payment-methods`,
      headers: auth(postpay.token),
    },
  ];
  // Warm-up, not measured: JIT, PGlite's first plans, the caches (a short run would otherwise mostly time them).
  await autocannon({ url, connections: 20, duration: 2, requests, timeout: 10 });
  const cpuBefore = serverCpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
    timeout: 10,
  });
  const cpuAfter = serverCpuMs(pid);
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return Object.assign(result, { cpuMsPerRequest: cpuMs === null ? null : cpuMs / result.requests.total });
}

/** The unrelated GET, timed by scripts/load-probe.ts in its own process (see there). */
function runProbe(url: string, ms: number): Promise<{ latencies: number[]; statuses: number[] }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO, 'scripts/load-probe.ts'), url, String(ms)],
    {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited ${code}`)),
    );
  });
}

/** Wrong-password sign-ins from `STORM_ADDRESSES` loopback addresses while an unrelated GET is timed. */
async function storm(url: string) {
  const target = new URL(url);
  const statuses = new Map<number, number>();
  const signInMs: number[] = [];
  const probeMs: number[] = [];
  const known = ['postpay@harbour.test', 'payg@harbour.test', 'multi@harbour.test', 'nocard@harbour.test'];
  let stop = false;

  const post = (agent: http.Agent, body: string) =>
    new Promise<number>((resolve) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/v2/2/auth',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });

  const attacker = async (i: number) => {
    const agent = new http.Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: `127.0.0.${2 + (i % 250)}`,
    });
    let n = 0;
    while (!stop) {
      n += 1;
      const email = n % 5 === 0 ? known[i % known.length]! : `nobody-${i}-${n}@example.test`;
      const started = performance.now();
      const status = await post(
        agent,
        JSON.stringify({ IdentityProvider: 'LOCAL', AuthID: email, AuthCode: `Wrong-guess-${n}` }),
      );
      signInMs.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    agent.destroy();
  };

  // Warm-up, not measured: the sign-in path (validation, the dummy hash, argon2's first run).
  const warm = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.254' });
  for (let n = 0; n < 10; n++) {
    await post(
      warm,
      JSON.stringify({ IdentityProvider: 'LOCAL', AuthID: `warm-${n}@example.test`, AuthCode: 'x' }),
    );
  }
  warm.destroy();
  const attackers = Array.from({ length: STORM_ADDRESSES }, (_, i) => attacker(i));
  await new Promise((r) => setTimeout(r, 500)); // the storm is on before the first probe
  const probed = await runProbe(url, STORM * 1000);
  stop = true;
  await Promise.all(attackers);
  if (probed.statuses.some((s) => s !== 200))
    throw new Error(`unrelated GET answered ${probed.statuses.join(',')}`);
  probeMs.push(...probed.latencies);
  return { statuses, signInMs: signInMs.sort((a, b) => a - b), probeMs: probeMs.sort((a, b) => a - b) };
}

if (!existsSync(path.join(APP, 'dist/index.html'))) {
  console.log(`bench:load: building brands/harbour into ${path.relative(REPO, APP)}`);
  const { run } = await import('../generator/src/cli.ts');
  await run(['build', 'brands/harbour', '--out', APP]);
}
// The server runs the built CLI (generator/dist), as `pnpm start` does: rebuilt here when older than its sources.
if (!ensureBuilt()) throw new Error('bench:load: building generator/dist failed (see above)');
const server = await startServer();
const failures: string[] = [];
try {
  console.log(`bench:load: server ${server.url} (argon2id: ${server.hashing})`);
  const reads = await readLoad(server.url, server.child.pid);
  const readLine = `reads: ${CONNECTIONS} connections × ${DURATION} s: ${reads.requests.total} requests (${Math.round(reads.requests.average)}/s), latency p50 ${reads.latency.p50} ms, p90 ${reads.latency.p90} ms, p99 ${reads.latency.p99} ms, max ${reads.latency.max} ms; errors ${reads.errors}, timeouts ${reads.timeouts}, non-2xx ${reads.non2xx}${reads.cpuMsPerRequest === null ? '' : `; server CPU ${reads.cpuMsPerRequest.toFixed(2)} ms/request`}`;
  console.log(`bench:load: ${readLine}`);
  if (reads.errors > 0 || reads.timeouts > 0)
    failures.push(`reads had ${reads.errors} errors, ${reads.timeouts} timeouts`);
  if (reads.non2xx > 0) failures.push(`reads had ${reads.non2xx} non-2xx answers`);
  if (reads.latency.p99 > LIMITS.readP99Ms)
    failures.push(`reads p99 ${reads.latency.p99} ms > ${LIMITS.readP99Ms} ms`);

  const s = await storm(server.url);
  const byStatus = [...s.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  console.log(
    `bench:load: storm: ${STORM_ADDRESSES} addresses × ${STORM} s: ${s.signInMs.length} wrong-password sign-ins (${byStatus}), latency p50 ${percentile(s.signInMs, 50).toFixed(0)} ms, p99 ${percentile(s.signInMs, 99).toFixed(0)} ms`,
  );
  console.log(
    `bench:load: unrelated GET during the storm: ${s.probeMs.length} samples, p50 ${percentile(s.probeMs, 50).toFixed(1)} ms, p95 ${percentile(s.probeMs, 95).toFixed(1)} ms, max ${(s.probeMs.at(-1) ?? 0).toFixed(1)} ms`,
  );
  if ((s.statuses.get(0) ?? 0) > 0) failures.push(`${s.statuses.get(0)} storm requests failed at the socket`);
  if ((s.probeMs.at(-1) ?? Infinity) > LIMITS.unrelatedGetMs) {
    failures.push(
      `an unrelated GET took ${(s.probeMs.at(-1) ?? 0).toFixed(0)} ms > ${LIMITS.unrelatedGetMs} ms`,
    );
  }
  if (s.probeMs.length < Math.max(3, STORM * 2))
    failures.push(`only ${s.probeMs.length} unrelated GETs answered`);
} finally {
  server.child.kill('SIGTERM');
}
if (failures.length > 0) {
  for (const f of failures) console.error(`bench:load: FAIL ${f}`);
  process.exit(1);
}
console.log('bench:load: ok');
