import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { platformPaths } from '@portal/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { MetricsConfig } from '../config.ts';
import { notFound } from '../http/errors.ts';

/** Where a request's route is unknown (a 404): one label for all, so stray URLs cannot grow the series. */
const unmatchedRoute = 'unmatched';

/**
 * GET /metrics in Prometheus text format: requests and their latency per route pattern (never the raw URL), the
 * database pool, pg-boss queue depth, the mail outbox's backlog, and the process's own figures. Sessionless, and
 * answered only where the operator allows it (accessAllowed). Each app has its own registry (tests build several).
 */
export function registerMetrics(app: AppInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestCounts = new Map<string, { labels: RequestLabels; count: number }>();
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
    // The answers counted since the last scrape (below, per request: one map entry), added in one step per series.
    collect() {
      for (const { labels, count } of requestCounts.values()) if (count > 0) this.inc(labels, count);
      for (const entry of requestCounts.values()) entry.count = 0;
    },
  });
  const latency = new RequestLatency({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = app.database.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Postgres pool connections: total open, idle, and requests waiting for one (absent on the embedded database).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Background jobs waiting to run (pg-boss created or retry), by queue.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = (await app.database
        .rawQuery(`select name, count(*)::int as n from pgboss.job where state in ('created', 'retry') group by name`)
        // Before pg-boss made its schema (a server that runs no jobs): nothing queued.
        .catch(() => [])) as Array<{ name: string; n: number }>;
      for (const row of rows) this.set({ queue: row.name }, Number(row.n));
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails recorded in the outbox and not yet sent (pending or being sent).',
    registers: [registry],
    async collect() {
      const [row] = (await app.database.rawQuery(
        `select count(*)::int as n from mail_outbox where status in ('pending', 'sending')`,
      )) as Array<{ n: number }>;
      this.set(Number(row?.n ?? 0));
    },
  });

  // Per request: two map lookups and a few additions (prom-client's own inc and observe hash and check their labels on
  // every call: about 2% of a small GET's CPU, issue #30); the exported text is the same.
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.routeOptions.url;
    if (url === platformPaths.metrics) return done();
    const route = request.is404 || !url ? unmatchedRoute : url;
    const method = request.method;
    const statusCode = String(reply.statusCode);
    const key = `${method} ${route} ${statusCode}`;
    const counted = requestCounts.get(key);
    if (counted) counted.count += 1;
    else requestCounts.set(key, { labels: { method, route, status_code: statusCode }, count: 1 });
    latency.record(method, route, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    platformPaths.metrics,
    { config: { access: 'public', sessionless: true }, schema: { tags: ['ops'], hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!accessAllowed(app.config.metrics, request)) throw notFound();
      void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
}

type RequestLabels = { method: string; route: string; status_code: string };

type HistogramExport = Awaited<ReturnType<Histogram<'method' | 'route'>['get']>>;

interface LatencySeries {
  labels: { method: string; route: string };
  /** Observations per bucket (not cumulative), in the order of the upper bounds. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * prom-client's Histogram as exported (the same values and text), recorded per request with one map lookup and a
 * bucket search instead of observe()'s label hashing and checks. Only record() feeds it.
 */
class RequestLatency extends Histogram<'method' | 'route'> {
  private readonly series = new Map<string, LatencySeries>();
  private readonly bounds: number[];
  private readonly config: { name: string; help: string };

  constructor(config: ConstructorParameters<typeof Histogram<'method' | 'route'>>[0] & { buckets: number[] }) {
    super(config);
    this.config = config;
    this.bounds = [...config.buckets].sort((a, b) => a - b);
  }

  record(method: string, route: string, seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    const key = `${method} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route }, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    const bucket = this.bounds.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) series.buckets[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  override reset(): void {
    super.reset();
    this.series?.clear();
  }

  /** What the registry formats: prom-client's histogram values, the series' labels shared by its lines. */
  getForPromString() {
    const { name, help } = this.config;
    const values: Array<{
      labels: Record<string, string | number>;
      sharedLabels: Record<string, string>;
      value: number;
      metricName: string;
      /** As prom-client's: none kept (null on bucket lines, absent from the sum and count). */
      exemplar?: null;
    }> = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += buckets[index]!;
        values.push({
          labels: { le: bound },
          sharedLabels: labels,
          value: cumulative,
          metricName: `${name}_bucket`,
          exemplar: null,
        });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: `${name}_bucket`, exemplar: null },
        { labels: {}, sharedLabels: labels, value: sum, metricName: `${name}_sum` },
        { labels: {}, sharedLabels: labels, value: count, metricName: `${name}_count` },
      );
    }
    return Promise.resolve({ name, help, type: 'histogram' as const, values, aggregator: 'sum' as const });
  }

  // prom-client's typing asks for a `collect` in the answer, which its own Histogram does not return either.
  override async get(): Promise<HistogramExport> {
    const data = await this.getForPromString();
    const exported = {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...value }) => ({
        ...value,
        labels: { ...labels, ...sharedLabels },
      })),
    };
    return exported as unknown as HistogramExport;
  }
}

/**
 * METRICS_TOKEN: a matching bearer token is enough, from anywhere. Otherwise METRICS_ALLOW decides: `any`, `none`,
 * or `loopback` (the default): a caller on this machine, connected directly (a request a proxy passed on carries
 * forwarding headers and is refused, even when the proxy itself runs on this machine).
 */
export function accessAllowed(config: MetricsConfig | undefined, request: FastifyRequest): boolean {
  const { token, allow } = config ?? { token: undefined, allow: 'loopback' as const };
  const authorization = request.headers.authorization;
  if (token && authorization !== undefined) return safeEqual(authorization, `Bearer ${token}`);
  if (allow === 'any') return true;
  if (allow === 'none') return false;
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopback(request.socket.remoteAddress);
}

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || address?.startsWith('127.') === true || address?.startsWith('::ffff:127.') === true;
}

function safeEqual(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
