import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/** A build's files by their path in the build folder ('assets/app.js'); folders are made as needed. */
export type WebBuildFiles = Record<string, string | Uint8Array>;

export interface TemporaryWebBuild {
  webDist: string;
  /** A test app serving this build (its config.webDist). */
  serve(): Promise<TestApp>;
  /** Closes the app, if one was started, then deletes the build folder. */
  remove(): Promise<void>;
}

/** Writes `files` into a new folder under the system's temporary directory, named from `prefix`. */
export function writeTemporaryWebBuild(prefix: string, files: WebBuildFiles): TemporaryWebBuild {
  const webDist = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, contents] of Object.entries(files)) {
    const target = path.join(webDist, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
  let app: TestApp | undefined;
  return {
    webDist,
    async serve() {
      app = await createTestApp({ config: { webDist } });
      return app;
    },
    async remove() {
      try {
        await app?.close();
      } finally {
        rmSync(webDist, { recursive: true, force: true });
      }
    },
  };
}
