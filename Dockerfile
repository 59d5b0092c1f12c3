# syntax=docker/dockerfile:1
# The Workforce Portal server image (docs/deploy.md). Built once; the container runs the built server with plain
# node: no build at start, no dev dependencies, a non-root user, a health check on /readyz.
#   docker build -t workforce-portal .
#   docker compose up            (compose.yaml: three servers, a proxy, Postgres, MinIO, Mailpit)
ARG NODE_IMAGE=node:22-bookworm-slim

# Every dependency, dev ones included, for the build. The workspace manifests come first so this layer is reused
# until a dependency changes.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
RUN npm ci --no-audit --no-fund

# The web app (Vite, with its brotli and gzip copies) and the server bundle (apps/server/dist/main.js).
FROM dependencies AS build
COPY . .
RUN npm run build

# Only what the server imports at run time: the workspaces' dependencies, no devDependencies.
FROM ${NODE_IMAGE} AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=runtime-dependencies /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Files the bundle reads beside it at run time: the migrations and the demo catalogue (DEMO=1).
COPY --from=build /app/packages/db/migrations packages/db/migrations
COPY --from=build /app/packages/db/src/seed/catalogue/*.json packages/db/src/seed/catalogue/
# DATA_DIR holds local uploads (STORAGE_LOCAL_SHARED=1, a shared volume) or an embedded database; nothing else writes.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the container's main process: `docker stop` sends it SIGTERM, which main.ts handles gracefully.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
