import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defaultBoardTimeZone, isTimeZone } from '@portal/contracts';

export interface StorageConfig {
  driver: 'local' | 's3';
  /** Local driver: folder the files live in. */
  root: string;
  s3?: { bucket: string; region: string; endpoint?: string | undefined; forcePathStyle: boolean };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /** Postgres server URL; embedded PGlite under `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** Connections this process keeps to the Postgres server (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize?: number | undefined;
  /** GET /metrics (Prometheus text): who may read it. Absent = loopback callers only. */
  metrics?: MetricsConfig | undefined;
  dataDir: string;
  /** Demo mode seeds demo data and demo accounts; never on in production unless asked. */
  demo: boolean;
  /** Signs cookies and upload URLs. Must be stable across restarts in production. */
  secret: string;
  /** cacheSeconds: how long a resolved session may be answered from this process's memory (0: never; ADR 0027). */
  session: { idleMinutes: number; absoluteHours: number; cacheSeconds: number };
  /** Login attempts per IP and email (one account). */
  loginRateLimit: { max: number; windowMs: number };
  /** Failed logins per IP, each account once per window (password spraying; modules/auth/routes.ts). */
  loginIpRateLimit: { max: number; windowMs: number };
  /**
   * Sign-up, forgotten-password and account-link requests per email address and per IP (modules/customer-account);
   * absent: that module's defaults.
   */
  customerAccountRateLimits?: {
    perAddress: { max: number; windowMs: number };
    perIp: { max: number; windowMs: number };
  };
  /** The time the customer-account module reads (link expiry); tests inject one. Absent: the system clock. */
  clock?: () => Date;
  storage: StorageConfig;
  /** Built web app served from `/`; absent in API-only tests. */
  webDist: string | undefined;
  logLevel: string;
  /** Extra origin allowed by the CSP connect-src (an S3 endpoint for direct uploads). */
  uploadOrigin: string | undefined;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for rate limits and audit). */
  trustProxy?: boolean | undefined;
  /** Base64 AES-256 key for SSNs (PII_ENCRYPTION_KEY); without it, development keeps one in dataDir (crypto/pii-key.ts). */
  piiEncryptionKey?: string | undefined;
  /** Where logs go instead of stdout (tests capture them to prove no PII is written). */
  logStream?: NodeJS.WritableStream | undefined;
  /** Outgoing mail: SMTP when `smtpUrl` is set; otherwise rendered locally and recorded in the outbox. */
  mail: MailConfig;
  /** PLACES_API_KEY turns address autocomplete on. */
  places?: PlacesConfig | undefined;
  /** IANA time zone of the region: the 211 directory's hours are read in it where a location has none (DIRECTORY_TIME_ZONE). */
  directoryTimeZone?: string | undefined;
  /**
   * The board's IANA time zone (BOARD_TIME_ZONE, default America/Denver): "today" in every date rule, WIOA quarters and
   * program years, reminders and printed dates (packages/contracts/src/board-time.ts).
   */
  boardTimeZone?: string | undefined;
  /**
   * A streamed download (referrals.csv) whose browser stops reading for this long is abandoned, so a stalled client
   * cannot hold its database connection (on the embedded database, the only one). Default 30 s.
   */
  exportStallMs?: number | undefined;
  /**
   * The longest a signed-in visit waits for its page rendered with its data (ADR 0055; FIRST_PAINT_RENDER_MS, default
   * 2,500 ms); past it the visit gets index.html and the app fetches the page itself.
   */
  signedInRenderLimitMs?: number | undefined;
}

/**
 * METRICS_TOKEN: callers presenting `Authorization: Bearer <token>` may read /metrics from anywhere.
 * METRICS_ALLOW: `loopback` (default: 127.0.0.1 and ::1 only), `any`, or `none` (the endpoint answers 404).
 */
export interface MetricsConfig {
  token: string | undefined;
  allow: 'loopback' | 'any' | 'none';
}

/** Address autocomplete (Google Places API, New); absent = the feature is off. */
export interface PlacesConfig {
  apiKey: string;
  /** Tests point this at a local fake; production uses Google's endpoint. */
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  from: string;
  /**
   * Without SMTP: a folder where each locally rendered mail is also written (`<time>-<id>.json` with to, subject,
   * text and html, and the `.eml`), so a developer or a journey can open the links mailed (MAIL_DROP_DIR; in demo
   * mode `<dataDir>/mail` by default). Never used with SMTP.
   */
  dropDir?: string | undefined;
  /**
   * The portal's address as people open it, for the links in mails (PUBLIC_URL, e.g. https://portal.example.org).
   * Absent: http://<HOST or localhost>:<PORT or 3000>. Never taken from a request's Host header (reset-link poisoning).
   */
  publicUrl?: string | undefined;
}

/** Reads the environment once; main.ts is its only caller besides tests. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const boardZone = timeZoneOrThrow('BOARD_TIME_ZONE', env.BOARD_TIME_ZONE || defaultBoardTimeZone);
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? '.data');
  if (mode === 'production' && !env.APP_SECRET) throw new Error('APP_SECRET must be set in production');
  if (mode === 'production' && !env.PII_ENCRYPTION_KEY) throw new Error('PII_ENCRYPTION_KEY must be set in production');
  const storage = storageFromEnv(env, dataDir, mode);
  const demoMode = env.DEMO ? env.DEMO !== '0' && env.DEMO !== 'false' : mode !== 'production';
  return {
    env: mode,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveIntegerOrThrow('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    metrics: metricsFromEnv(env),
    dataDir,
    demo: demoMode,
    secret: env.APP_SECRET ?? randomBytes(32).toString('hex'),
    session: {
      idleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
      absoluteHours: Number(env.SESSION_ABSOLUTE_HOURS ?? 12),
      cacheSeconds: Number(env.SESSION_CACHE_SECONDS ?? 5),
    },
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), windowMs: 60_000 },
    loginIpRateLimit: { max: Number(env.LOGIN_IP_RATE_LIMIT ?? 300), windowMs: 15 * 60_000 },
    storage,
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(cwd, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    uploadOrigin: env.S3_ENDPOINT,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    piiEncryptionKey: env.PII_ENCRYPTION_KEY || undefined,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Workforce Portal <no-reply@localhost>',
      dropDir: env.MAIL_DROP_DIR
        ? path.resolve(cwd, env.MAIL_DROP_DIR)
        : demoMode && !env.SMTP_URL
          ? path.join(dataDir, 'mail')
          : undefined,
      publicUrl: (
        env.PUBLIC_URL ||
        `http://${!env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST}:${env.PORT ?? 3000}`
      ).replace(/\/+$/, ''),
    },
    places: env.PLACES_API_KEY
      ? { apiKey: env.PLACES_API_KEY, timeoutMs: env.PLACES_TIMEOUT_MS ? Number(env.PLACES_TIMEOUT_MS) : undefined }
      : undefined,
    directoryTimeZone: timeZoneOrThrow('DIRECTORY_TIME_ZONE', env.DIRECTORY_TIME_ZONE || boardZone),
    boardTimeZone: boardZone,
    signedInRenderLimitMs: env.FIRST_PAINT_RENDER_MS
      ? positiveIntegerOrThrow('FIRST_PAINT_RENDER_MS', env.FIRST_PAINT_RENDER_MS, 1)
      : undefined,
  };
}

function storageFromEnv(env: NodeJS.ProcessEnv, dataDir: string, mode: AppConfig['env']): StorageConfig {
  if (env.STORAGE_DRIVER === 's3') {
    return {
      driver: 's3',
      root: path.join(dataDir, 'uploads'),
      s3: {
        bucket: env.S3_BUCKET ?? '',
        region: env.S3_REGION ?? 'us-east-1',
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      },
    };
  }
  // Several servers on one Postgres server each keeping files on their own disk would each miss the others' files.
  if (mode === 'production' && env.DATABASE_URL && env.STORAGE_LOCAL_SHARED !== '1') {
    throw new Error(
      'Local file storage is refused in production with DATABASE_URL: files stored by one server would be missing on ' +
        'the others. Set STORAGE_DRIVER=s3 (with S3_BUCKET), or set STORAGE_LOCAL_SHARED=1 if DATA_DIR/uploads is ' +
        'one folder shared by every server (or there is only one server).',
    );
  }
  return { driver: 'local', root: path.join(dataDir, 'uploads') };
}

function metricsFromEnv(env: NodeJS.ProcessEnv): MetricsConfig {
  const allow = env.METRICS_ALLOW || 'loopback';
  if (allow !== 'loopback' && allow !== 'any' && allow !== 'none') {
    throw new Error(`METRICS_ALLOW '${allow}' must be loopback, any or none`);
  }
  return { token: env.METRICS_TOKEN || undefined, allow };
}

function positiveIntegerOrThrow(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return number;
}

/** The demo region's (Colorado) zone; by default the board's (BOARD_TIME_ZONE), else DIRECTORY_TIME_ZONE. */
export const defaultDirectoryTimeZone = defaultBoardTimeZone;

function timeZoneOrThrow(name: string, zone: string): string {
  if (!isTimeZone(zone)) throw new Error(`${name} '${zone}' is not an IANA time zone (for example America/Denver)`);
  return zone;
}
