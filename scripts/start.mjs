// npm start: build the web app and the server when their sources changed since the last build, then run the built
// server as plain JavaScript (embedded PGlite under ./.data unless DATABASE_URL is set; demo data unless DEMO=0 or
// production).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle, serverInputs } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST lets parallel e2e runs build and serve their own copy of the web app.
const webDist = path.resolve(root, process.env.WEB_DIST || 'apps/web/dist');
const builtIndex = path.join(webDist, 'index.html');
const webInputs = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

/**
 * The newest modification time under a folder or of a file (0 when missing). A folder's entries come with their kind,
 * so each file costs one stat and each folder one listing (issue #30: a warm start walks about 1,600 entries here).
 */
function newestMtime(target) {
  let entries;
  try {
    entries = readdirSync(target, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') return builtAt(target);
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
  let newest = 0;
  for (const entry of entries) {
    const entryPath = path.join(target, entry.name);
    const at = entry.isDirectory() ? newestMtime(entryPath) : builtAt(entryPath);
    if (at > newest) newest = at;
  }
  return newest;
}

function builtAt(file) {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
// packages/contracts/src is an input of both builds: walked once.
const walked = new Map();
const sourcesAt = (inputs) =>
  Math.max(
    ...inputs.map((input) => walked.get(input) ?? walked.set(input, newestMtime(path.join(root, input))).get(input)),
  );

if (sourcesAt(webInputs) > builtAt(builtIndex)) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (sourcesAt(serverInputs) > builtAt(serverBundle)) {
  console.log('Building the server…');
  await buildServer();
}

// `--build-only`: bring the builds up to date and stop (bench/startup.ts times starts, not builds).
if (process.argv.includes('--build-only')) process.exit(0);

// On the embedded database (no DATABASE_URL) the server keeps under 300 MB of RSS next to PGlite's WebAssembly memory
// with a smaller young generation (4 MB semi-spaces instead of 16) and PGlite's code compiled by V8's baseline WebAssembly
// compiler only: the optimising tier kept a second copy of the hot code, about 60 MB, for no request-time gain at demo
// size (docs/decisions/0029-embedded-memory-and-scale-names.md).
const embeddedFlags = process.env.DATABASE_URL ? [] : ['--max-semi-space-size=4', '--liftoff-only'];
// Node 22.1 and later keep V8's compiled code of the bundle and the packages it loads in this folder and reuse it at the
// next start (issue #30: about a tenth of module loading's CPU). It is a cache of this machine's build output: Node
// checks each entry against the source it was made from and compiles again when it is stale, corrupt or missing, and
// carries on without it when the folder cannot be written. Node 20 ignores the variable. NODE_COMPILE_CACHE set
// already wins; NODE_COMPILE_CACHE= (empty) turns it off.
const compileCache = process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), 'portal-server-compile-cache');
const server = spawn(process.execPath, [...embeddedFlags, '--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: compileCache ? { ...process.env, NODE_COMPILE_CACHE: compileCache } : process.env,
});
// SIGTERM or SIGINT here stops the server gracefully (main.ts: in-flight requests finish, jobs stop, exit within
// 10 s). npm signals the script's process: package.json's `exec` makes that this one rather than the `sh -c` npm
// starts, which would die and leave the server running. Should the parent go all the same (npm killed outright),
// the server is stopped as on SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
