import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * This machine has no Docker daemon, so the image is never built here; these checks read the Dockerfile and
 * compose.yaml for what docs/deploy.md promises, and the fleet test proves the same topology with processes.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the built server with node on Node 22, as a non-root user, with a health check on /readyz', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22[-.\w]*$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^]*\/readyz/m);
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main\.js"\]$/m);
    // No build and no dev dependencies in the image that runs.
    expect(runtime).not.toMatch(/npm (run|ci|install|start)/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('copies every file the bundle reads beside it: the migrations and the catalogue JSON', () => {
    expect(runtime).toContain('COPY --from=build /app/packages/db/migrations packages/db/migrations');
    expect(runtime).toContain('packages/db/src/seed/catalogue/*.json packages/db/src/seed/catalogue/');
    const catalogue = readdirSync(path.join(root, 'packages/db/src/seed/catalogue'));
    expect(catalogue.filter((name) => name.endsWith('.json')).length).toBeGreaterThan(0);
    // Every workspace's manifest goes into the dependency stages, so `npm ci` sees the whole workspace.
    for (const manifest of ['apps/server', 'apps/web', 'packages/contracts', 'packages/db']) {
      expect(existsSync(path.join(root, manifest, 'package.json'))).toBe(true);
      expect(dockerfile).toContain(`COPY ${manifest}/package.json ${manifest}/`);
    }
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');

  it('has three app servers behind the proxy, Postgres, MinIO and Mailpit, and migrates before the servers start', () => {
    for (const service of ['postgres', 'migrate', 'app1', 'app2', 'app3', 'proxy', 'minio', 'mailpit']) {
      expect(compose).toMatch(new RegExp(`^  ${service}:`, 'm'));
    }
    expect(compose).toContain("command: ['node', 'apps/server/dist/main.js', '--migrate-only']");
    expect(compose).toContain('condition: service_completed_successfully');
    expect(read('deploy/Caddyfile')).toContain('reverse_proxy app1:3000 app2:3000 app3:3000');
    expect(compose).toContain("TRUST_PROXY: '1'");
    expect(compose).toContain('STORAGE_DRIVER: s3');
  });
});
