import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultBoardTimeZone, platformPaths, setBoardTimeZone } from '@portal/contracts';
import { type DatabaseHandle, openReporting, type Reporting } from '@portal/db';
import type { Actor } from './platform/access/actor.ts';
import type { AppInstance, AppModule } from './platform/app-instance.ts';
import './platform/fastify-augmentation.ts';
import { enforceRouteAccess } from './platform/access/access-hook.ts';
import { installRouteTable, type PluginRouteAccess } from './platform/access/route-table.ts';
import { customerSessionWriteHook } from './platform/access/customer-writable.ts';
import { sessionHook } from './platform/auth/session-hook.ts';
import type { AppConfig } from './platform/config.ts';
import { registerNoStore } from './platform/http/cache-control.ts';
import { csrfHook, registerCsrf } from './platform/http/csrf.ts';
import { errorHandler } from './platform/http/error-handler.ts';
import { registerJsonBodyParser } from './platform/http/json-body.ts';
import { proxyWarningHook } from './platform/http/proxy-warning.ts';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.ts';
import { childLoggerFactory, loggerOptions } from './platform/http/logging.ts';
import { notFoundHandler } from './platform/http/not-found.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { noWorkerQueue, type JobQueue } from './platform/jobs/jobs.ts';
import { registerMetrics } from './platform/metrics/metrics.ts';
import { registerOpenApi, registerOpenApiUi } from './platform/openapi.ts';
import { createStorage, type Storage } from './platform/storage/index.ts';
import type { PlacesService } from './platform/geo/places.ts';
import { placesServiceFromConfig } from './platform/geo/places-provider.ts';
import { hasWebApp, registerWebApp } from './platform/web/web-app.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { clustersRoutes } from './modules/clusters/routes.ts';
import { customerRecordRoutes } from './modules/customer-record/routes.ts';
import { customerProfileRoutes } from './modules/customer-profile/routes.ts';
import { customersRoutes } from './modules/customers/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { customerHomeRoutes } from './modules/customer-home/routes.ts';
import { documentsRoutes } from './modules/documents/routes.ts';
import { experiencesRoutes } from './modules/experiences/routes.ts';
import { formsRoutes } from './modules/forms/routes.ts';
import { placesRoutes } from './modules/forms/places-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { jobBoardRoutes } from './modules/job-board/routes.ts';
import { occupationsRoutes } from './modules/occupations/routes.ts';
import { programsRoutes } from './modules/programs/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { serviceLogRoutes } from './modules/service-log/routes.ts';
import { remindersRoutes } from './modules/reminders/routes.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { myCareerRoutes } from './modules/my-career/routes.ts';
import { customerAccountRoutes } from './modules/customer-account/routes.ts';
import { employerRoutes } from './modules/employers/routes.ts';
import { dynamicQueryRoutes } from './modules/dynamic-query/routes.ts';
import { serviceCatalogRoutes } from './modules/service-catalog/routes.ts';
import { serviceDirectoryRoutes } from './modules/service-directory/routes.ts';
import { referralsRoutes } from './modules/referrals/routes.ts';
import { performanceRoutes } from './modules/performance/routes.ts';
import { wagesRoutes } from './modules/wages/routes.ts';
import { indicatorsRoutes } from './modules/indicators/routes.ts';
import { resumeRoutes } from './modules/resume/routes.ts';
import { fundingRoutes } from './modules/funding/routes.ts';
import { programApplicationRoutes } from './modules/program-applications/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { customerMergeRoutes } from './modules/customer-merge/routes.ts';
import { customerTransferRoutes } from './modules/customer-transfer/routes.ts';
import { caseNotesRoutes } from './modules/case-notes/routes.ts';
import { customerHistoryRoutes } from './modules/customer-history/routes.ts';
import { outcomesRoutes } from './modules/outcomes/routes.ts';

/** Every area, in one list. Add a module here and nowhere else. */
export const modules: readonly AppModule[] = [
  healthRoutes,
  settingsRoutes,
  // Early: its tool-use hook (root-level) must be in place before the tools' modules add their routes.
  customerHomeRoutes,
  authRoutes,
  documentsRoutes,
  experiencesRoutes,
  occupationsRoutes,
  clustersRoutes,
  programsRoutes,
  customersRoutes,
  customerRecordRoutes,
  customerProfileRoutes,
  dashboardRoutes,
  serviceLogRoutes,
  formsRoutes,
  placesRoutes,
  jobBoardRoutes,
  remindersRoutes,
  alertsRoutes,
  employerRoutes,
  dynamicQueryRoutes,
  serviceCatalogRoutes,
  serviceDirectoryRoutes,
  referralsRoutes,
  myCareerRoutes,
  customerAccountRoutes,
  performanceRoutes,
  wagesRoutes,
  indicatorsRoutes,
  resumeRoutes,
  fundingRoutes,
  programApplicationRoutes,
  caseNotesRoutes,
  customerHistoryRoutes,
  customerMergeRoutes,
  customerTransferRoutes,
  reportsRoutes,
  outcomesRoutes,
];

/** Routes added by third-party plugins, which cannot declare `config.access` themselves. */
const pluginRoutes: readonly PluginRouteAccess[] = [
  { prefix: platformPaths.apiDocs, access: 'staff' },
  // @fastify/static's catch-all for the built web app.
  { prefix: '/*', exact: true, access: 'public', sessionless: true },
];

export interface BuildOptions {
  database: DatabaseHandle;
  /** The started pg-boss (main.ts); without it jobs are not queued and only the sweeps do the work. */
  jobs?: JobQueue;
  /** Address autocomplete provider; by default the one config.places names (none: the feature is off). */
  places?: PlacesService | null;
  /** Where uploads are stored; by default the driver config.storage names. */
  storage?: Storage;
  /** Where reporting reads go (main.ts opens the read replica); by default the primary. */
  reporting?: Reporting;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/**
 * What setValidatorCompiler and setSerializerCompiler install as Fastify's factories. Fastify's types name ajv's and
 * fast-json-stringify's compilers there; at run time it calls what a factory returns as it calls those set directly.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** The composition root: platform plugins and hooks in order, then the modules. */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<AppInstance> {
  // One board zone per process: every "today", quarter and printed date reads it (contracts/board-time.ts).
  setBoardTimeZone(config.boardTimeZone ?? defaultBoardTimeZone);
  const app = Fastify({
    logger: loggerOptions(config),
    childLoggerFactory,
    trustProxy: config.trustProxy ?? false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Zod validates and serialises every route (the two calls below). Given as the compilers' factories too, they keep
    // Fastify from loading its default ones, ajv and fast-json-stringify, when the app is made: 60-80 ms of CPU at
    // every start that nothing used (issue #30).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('reporting', options.reporting ?? (await openReporting(options.database)));
  app.decorate('storage', options.storage ?? createStorage(config));
  app.decorate('jobs', options.jobs ?? noWorkerQueue);
  app.decorate('places', options.places === undefined ? placesServiceFromConfig(config.places) : options.places);
  app.decorate('routeRegistry', installRouteTable(app, pluginRoutes));
  // Fastify refuses object defaults here; the session hook sets a real Actor on every request first.
  app.decorateRequest<Actor>('actor', null as unknown as Actor);

  const webDist = hasWebApp(config.webDist) ? config.webDist : undefined;
  const serveSpa = webDist !== undefined;
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(serveSpa));

  registerSecurityHeaders(app);
  registerNoStore(app);
  registerJsonBodyParser(app);
  await app.register(fastifyCookie, { secret: config.secret });
  await registerCsrf(app);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.database.db) });
  await registerOpenApi(app);

  app.addHook('onRequest', proxyWarningHook(app));
  registerMetrics(app);
  // Order matters: who is calling, then CSRF, then the route's declared access.
  app.addHook('onRequest', sessionHook(app));
  app.addHook('onRequest', csrfHook(app));
  app.addHook('onRequest', enforceRouteAccess);
  app.addHook('onRequest', customerSessionWriteHook(app.db));
  // A JSON route called without a body validates `{}`, so each required field reports itself.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });

  for (const module of modules) await app.register(module);

  await registerOpenApiUi(app);
  if (webDist) await registerWebApp(app, webDist);
  return app;
}
