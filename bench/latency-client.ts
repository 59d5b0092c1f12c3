import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * `connections` keep-alive fetch loops in another process for `seconds`, each request timed to the microsecond (autocannon
 * reports no p95). Throws on a non-2xx answer.
 */
const latencyClient = `
const [url, cookie, connections, seconds] = process.argv.slice(1);
const latencies = [];
const deadline = performance.now() + Number(seconds) * 1000;
async function loop() {
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (!response.ok) throw new Error('status ' + response.status);
    latencies.push(performance.now() - started);
  }
}
await Promise.all(Array.from({ length: Number(connections) }, loop));
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
console.log(JSON.stringify({ count: latencies.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }));
`;

export async function measureLatency(url: string, cookie: string, connections: number, seconds: number) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    latencyClient,
    url,
    cookie,
    String(connections),
    String(seconds),
  ]);
  return JSON.parse(stdout) as { count: number; p50: number; p95: number; p99: number };
}
