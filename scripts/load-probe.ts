/**
 * Part of `pnpm bench:load`: times one unrelated GET every 100 ms for `ms` milliseconds and prints the
 * latencies as JSON. Its own process, so the storm's 200 client loops cannot delay the measurement.
 *
 *   tsx scripts/load-probe.ts <url> <ms>
 */
import http from 'node:http';

const [url, ms] = [process.argv[2]!, Number(process.argv[3])];
const target = new URL('/api/v1/2/postpay_mobile_plans', url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies: number[] = [];
const statuses: number[] = [];
const end = performance.now() + ms;
while (performance.now() < end) {
  const started = performance.now();
  const status = await new Promise<number>((resolve) => {
    http
      .get({ host: target.hostname, port: target.port, path: target.pathname, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });
  latencies.push(performance.now() - started);
  statuses.push(status);
  await new Promise((r) => setTimeout(r, 100));
}
agent.destroy();
console.log(JSON.stringify({ latencies, statuses }));
