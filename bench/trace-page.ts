// Where a page's main-thread time goes on a phone-speed CPU, from a Chromium trace with the V8 CPU profiler (issue #30:
// Lighthouse's total blocking time). Against a running server (`npm start`, or scripts/start.mjs with WEB_DIST set to a
// build made with `--minify false`, so the profile names functions):
//   TRACE_URL=http://127.0.0.1:3000/job-board node --import tsx bench/trace-page.ts
// It loads the page once to warm the server, then again with an empty HTTP cache at 4x CPU throttling (412 px, as
// Lighthouse's phone) and prints: each main-thread task over 12.5 ms (50 ms at Lighthouse's 4x) with the trace events in
// it; the React components whose own render took the most time (each function renderWithHooks called); the time inside
// the functions named in TRACE_FUNCTIONS (comma-separated, default matchRoutes). TRACE_SIGN_IN=<login path>,<email>
// signs a demo person in first (/customer-portal/login,maria.lopez@demo.example for the Occupation Finder).
// TRACE_SCRIPTS=1 also prints the main thread's own time by script and by leaf function. One load, so compare builds
// by running each a few times.
import { demoPassword } from '@portal/db/seed';
import { chromium } from 'playwright';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: ProfileData & { url?: string; functionName?: string } };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const url = process.env.TRACE_URL;
if (!url) throw new Error('Set TRACE_URL to the page to trace, e.g. http://127.0.0.1:3000/job-board');
const watched = (process.env.TRACE_FUNCTIONS ?? 'matchRoutes').split(',');
const longTaskUs = 12_500; // 50 ms at 4x
const breakdown = ['ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'FunctionCall'].concat([
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
if (process.env.TRACE_SIGN_IN) {
  const [loginPath, email] = process.env.TRACE_SIGN_IN.split(',');
  await page.goto(new URL(loginPath!, url).href);
  await page.getByLabel('Email').fill(email!);
  await page.locator('input[type="password"]').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => !address.pathname.endsWith('/login'));
}
const cdp = await context.newCDPSession(page);
await page.goto(url, { waitUntil: 'load' });
await cdp.send('Network.clearBrowserCache');
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events: TraceEvent[] = [];
cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', {
  categories: 'disabled-by-default-v8.cpu_profiler,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
  transferMode: 'ReportEvents',
});
await page.goto('about:blank');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5_000);
await cdp.send('Tracing.end');
await complete;
await browser.close();

// The page's main thread: the renderer's main thread that ran the most tasks.
const tasksOf = (pid: number, tid: number) =>
  events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask');
const busy = (pid: number, tid: number) => tasksOf(pid, tid).reduce((sum, e) => sum + (e.dur ?? 0), 0);
const [main] = events
  .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  .sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid));
if (!main) throw new Error('No renderer main thread in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = tasksOf(main.pid, main.tid).sort((a, b) => a.ts - b.ts);
const start = tasks[0]?.ts ?? 0;
const ms = (us: number) => (us / 1000).toFixed(1);

console.log(`${url}: main thread busy ${ms(busy(main.pid, main.tid))} ms at 4x`);
let blocking = 0;
for (const task of tasks.filter((t) => (t.dur ?? 0) > longTaskUs)) {
  const end = task.ts + (task.dur ?? 0);
  blocking += (task.dur ?? 0) - longTaskUs;
  const inside = new Map<string, number>();
  for (const e of onMain)
    if (breakdown.includes(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0));
  const parts = [...inside].map(([name, us]) => `${name} ${ms(us)}`).join(', ');
  console.log(`  task at ${ms(task.ts - start).padStart(7)} ms: ${ms(task.dur ?? 0).padStart(6)} ms  ${parts}`);
}
console.log(`blocking time (each long task past 12.5 ms, at 4x): ${ms(blocking)} ms`);

// The CPU profile: nodes and samples of the main thread's process.
const nodes = new Map<number, ProfileNode>();
const samples: [number, number][] = [];
let at = events.find((e) => e.name === 'Profile' && e.pid === main.pid)?.args?.data?.startTime ?? 0;
for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid)) {
  const data = chunk.args?.data;
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (data?.cpuProfile?.samples ?? []).forEach((id, n) => {
    at += data?.timeDeltas?.[n] ?? 0;
    samples.push([at, id]);
  });
}
/** A sample's frames, outermost first. */
function framesOf(id: number): CallFrame[] {
  const frames: CallFrame[] = [];
  for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
    frames.push(node.callFrame);
  return frames.reverse();
}
const components = new Map<string, number>();
const functions = new Map<string, number>();
// TRACE_INSIDE=<function>: where the time inside that function goes, by the functions it calls and by the leaf frames.
const inside = process.env.TRACE_INSIDE;
const insideCallees = new Map<string, number>();
const insideLeaves = new Map<string, number>();
// TRACE_SCRIPTS=1: the main thread's own time by the script its leaf frame runs in, and by the leaf function, over the
// whole load (what module evaluation and the first renders spend, chunk by chunk).
const byScript = new Map<string, number>();
const byLeaf = new Map<string, number>();
const frameName = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(/.*\//, '')}:${frame.lineNumber}`;
samples.forEach(([time, id], n) => {
  const next = samples[n + 1]?.[0];
  const spent = next === undefined || next - time > 5_000 ? 0 : next - time;
  const frames = framesOf(id);
  const seen = new Set<string>();
  const leafFrame = frames.at(-1);
  if (leafFrame) {
    const script = (leafFrame.url ?? '').replace(/.*\//, '') || leafFrame.functionName || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + spent);
    byLeaf.set(frameName(leafFrame), (byLeaf.get(frameName(leafFrame)) ?? 0) + spent);
  }
  const at = inside ? frames.findIndex((frame) => frame.functionName === inside) : -1;
  if (at >= 0) {
    const callee = frames[at + 1];
    const calleeKey = callee ? frameName(callee) : '(self)';
    insideCallees.set(calleeKey, (insideCallees.get(calleeKey) ?? 0) + spent);
    const leaf = frameName(frames.at(-1)!);
    insideLeaves.set(leaf, (insideLeaves.get(leaf) ?? 0) + spent);
  }
  frames.forEach((frame, depth) => {
    const callee = frames[depth + 1];
    if (frame.functionName === 'renderWithHooks' && callee) {
      const key = frameName(callee);
      if (!seen.has(key)) components.set(key, (components.get(key) ?? 0) + spent);
      seen.add(key);
    }
    if (watched.includes(frame.functionName) && !seen.has(frame.functionName)) {
      seen.add(frame.functionName);
      functions.set(frame.functionName, (functions.get(frame.functionName) ?? 0) + spent);
    }
  });
});
console.log('components by their own render (the function and the hooks it calls), ms at 4x:');
for (const [key, us] of [...components].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`  ${ms(us).padStart(7)}  ${key}`);
if (process.env.TRACE_SCRIPTS === '1') {
  for (const [title, spent] of [
    ['own time by script, ms at 4x:', byScript],
    ['own time by function, ms at 4x:', byLeaf],
  ] as const) {
    console.log(title);
    for (const [key, us] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${ms(us).padStart(7)}  ${key}`);
  }
}
for (const name of watched) console.log(`inside ${name}: ${ms(functions.get(name) ?? 0)} ms at 4x`);
if (inside) {
  for (const [title, spent] of [
    [`inside ${inside}, by the function it calls:`, insideCallees],
    [`inside ${inside}, by the leaf frame:`, insideLeaves],
  ] as const) {
    console.log(title);
    for (const [key, us] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  ${ms(us).padStart(7)}  ${key}`);
  }
}
