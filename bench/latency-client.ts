import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { leanClient, leanLoad } from './load-scripts.ts';

/**
 * `connections` keep-alive fetch loops in another process for `seconds`, each request timed to the microsecond (autocannon
 * reports no p95). Throws on a non-2xx answer.
 */
const latencyClient = `
const [url, cookie, connections, seconds] = process.argv.slice(1);
const started = process.cpuUsage();
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
const cpu = process.cpuUsage(started);
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
const clientCpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length);
console.log(JSON.stringify({ count: latencies.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), clientCpuMs }));
`;

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** The load client's own CPU per request (ms): it runs on the same cores as the app and Postgres. */
  clientCpuMs: number;
}

/**
 * With BENCH_LOAD_CLIENT=lean, the same loops from the minimal keep-alive client (load-scripts.ts) instead of fetch:
 * about a fifth of fetch's CPU per request, which the machine's two cores otherwise take from the app and Postgres.
 * It asks for the encodings a browser accepts (`gzip, deflate, br`) and reads each reply without decoding it.
 */
export async function measureLatency(url: string, cookie: string, connections: number, seconds: number) {
  if (leanClient) return leanLatency(url, cookie, connections, seconds);
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    latencyClient,
    url,
    cookie,
    String(connections),
    String(seconds),
  ]);
  return JSON.parse(stdout) as Latency;
}

async function leanLatency(url: string, cookie: string, connections: number, seconds: number): Promise<Latency> {
  const { origin, host, pathname, search } = new URL(url);
  const request =
    `GET ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip, deflate, br\r\n` +
    `${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`;
  const load = await leanLoad(origin, [request], connections, seconds);
  if (load.bad > 0 || load.errors > 0) throw new Error(`${url}: ${load.bad} non-200 answers and ${load.errors} errors`);
  const times = load.times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? Number.NaN;
  const count = times.length;
  return { count, p50: at(0.5), p95: at(0.95), p99: at(0.99), clientCpuMs: load.cpuMs / Math.max(1, count) };
}
