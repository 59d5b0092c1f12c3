// The load generators of the endpoint benches, each run in a process of its own so that it does not share the
// server's event loop: autocannon's API or, with BENCH_LOAD_CLIENT=lean, a minimal keep-alive client.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LoadOptions {
  connections: number;
  seconds: number;
}

// GET load in another process: autocannon's API cycling through the paths, keeping every 200's response time.
export const getLoadScript = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const autocannon = require('autocannon');
const { url, cookie, paths, connections, seconds, rate } = JSON.parse(process.argv[1]);
const times = [];
let bad = 0;
const started = process.cpuUsage();
const instance = autocannon({
  url, connections, duration: seconds, headers: { cookie },
  requests: paths.map((path) => ({ method: 'GET', path })),
  ...(rate ? { overallRate: rate } : {}),
});
instance.on('response', (_client, status, _bytes, ms) => { if (status === 200) times.push(ms); else bad += 1; });
instance.on('done', (result) => {
  const cpu = process.cpuUsage(started);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(JSON.stringify({ times, bad, errors: result.errors, seconds: result.duration, cpuMs }));
});
`;

/**
 * BENCH_LOAD_CLIENT=lean: the same load from a minimal client instead of autocannon (the load generator runs on the
 * same cores as the app and Postgres during the endpoint's windows only, so its own CPU weighs on the ratio): one
 * keep-alive socket per connection writing prepared requests in turn and reading each reply by its Content-Length.
 * Same output as the autocannon scripts; no rate limit.
 */
const leanLoadScript = `
import { connect } from 'node:net';
const { url, requests: texts, connections, seconds } = JSON.parse(process.argv[1]);
const { hostname, port } = new URL(url);
const requests = texts.map((text) => Buffer.from(text));
const times = [];
let bad = 0;
let errors = 0;
let turn = 0;
const started = process.cpuUsage();
const begun = performance.now();
const deadline = begun + seconds * 1000;
await Promise.all(Array.from({ length: connections }, () => new Promise((resolve) => {
  const socket = connect({ host: hostname, port: Number(port), noDelay: true });
  let buffer = Buffer.alloc(0);
  let sentAt = 0;
  const send = () => {
    if (performance.now() >= deadline) { socket.end(); resolve(); return; }
    sentAt = performance.now();
    socket.write(requests[turn++ % requests.length]);
  };
  socket.on('connect', send);
  socket.on('error', () => { errors += 1; resolve(); });
  socket.on('data', (chunk) => {
    buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      const end = buffer.indexOf('\\r\\n\\r\\n');
      if (end === -1) return;
      const head = buffer.toString('latin1', 0, end);
      const length = /\\r\\ncontent-length: *(\\d+)/i.exec(head);
      if (!length) { errors += 1; socket.destroy(); resolve(); return; }
      const total = end + 4 + Number(length[1]);
      if (buffer.length < total) return;
      if (head.startsWith('HTTP/1.1 200')) times.push(performance.now() - sentAt);
      else bad += 1;
      buffer = buffer.subarray(total);
      send();
    }
  });
})));
const cpu = process.cpuUsage(started);
const cpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(JSON.stringify({ times, bad, errors, seconds: (performance.now() - begun) / 1000, cpuMs }));
`;

/** What a load script prints: each 200's time (ms), other answers, errors, the window's length, its own CPU (ms). */
export interface LoadScriptResult {
  times: number[];
  bad: number;
  errors: number;
  seconds: number;
  cpuMs: number;
}

/** Runs a load script (its input as JSON in argv[1]) in another process. */
export async function runLoadScript(script: string, input: object): Promise<LoadScriptResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(input)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadScriptResult;
}

/** BENCH_LOAD_CLIENT=lean: the endpoint benches' windows come from leanLoadScript instead of autocannon. */
export const leanClient = process.env.BENCH_LOAD_CLIENT === 'lean';

/** The lean client on raw HTTP/1.1 requests (each with its headers and body), sent in turn. */
export function leanLoad(base: string, requests: string[], connections: number, seconds: number) {
  return runLoadScript(leanLoadScript, { url: base, requests, connections, seconds });
}
