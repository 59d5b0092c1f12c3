import { boardDateOf, type CustomerHomeToolKey, type CustomerHomeToolUseKind } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/app-instance.ts';
import { recordToolUse } from './repository.ts';

/**
 * Which tool a customer's API call uses, by the route's registered path (longest prefix first). A read is a visit;
 * a write (POST, PUT, PATCH, DELETE) is an update: the customer saved something in that tool.
 */
export const toolRoutePrefixes: ReadonlyArray<readonly [string, CustomerHomeToolKey]> = [
  ['/internal-api/career-cluster-survey', 'career_cluster_survey'],
  ['/internal-api/skills-survey', 'skills_survey'],
  ['/internal-api/my-career/opportunities', 'my_career'],
  ['/internal-api/customer-job-experiences', 'my_career'],
  ['/internal-api/customer-educational-experiences', 'my_career'],
  ['/internal-api/career-opportunity', 'occupation_finder'],
  ['/internal-api/program-finder', 'program_finder'],
  ['/internal-api/job-board', 'job_board'],
  ['/internal-api/customer-portal/resume', 'resume'],
  ['/internal-api/service-directory-resources', 'resource_finder'],
];

export function toolOfRoute(
  method: string,
  routeUrl: string | undefined,
): { tool: CustomerHomeToolKey; kind: CustomerHomeToolUseKind } | null {
  if (!routeUrl) return null;
  const match = toolRoutePrefixes.find(
    ([prefix]) => routeUrl === prefix || routeUrl.startsWith(`${prefix}/`) || routeUrl.startsWith(`${prefix}?`),
  );
  if (!match) return null;
  const kind: CustomerHomeToolUseKind = method === 'GET' || method === 'HEAD' ? 'visit' : 'update';
  return { tool: match[1], kind };
}

const writtenLimit = 50_000;

/**
 * onSend, for a customer's successful call to a tool's API: records the use before the answer leaves, so the home's
 * widget counts it on the next read. A failure to record never fails the customer's call.
 */
export function registerToolUse(app: AppInstance): void {
  /** Uses this app already wrote today, so a day's repeated calls cost one insert (the table dedupes too). */
  const written = new Set<string>();
  // Callback style: every answer passes here, and all but a customer's first call of the day to a tool go on without
  // a promise (issue #30).
  app.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const actor = request.actor;
      if (actor?.kind !== 'customer' || reply.statusCode >= 400) return done(null, payload);
      const use = toolOfRoute(request.method, request.routeOptions.url);
      if (!use) return done(null, payload);
      const day = boardDateOf(new Date());
      const key = `${actor.customerId}:${use.tool}:${use.kind}:${day}`;
      if (written.has(key)) return done(null, payload);
      recordToolUse(app.db, { customerId: actor.customerId, ...use, day }).then(
        () => {
          if (written.size >= writtenLimit) written.clear();
          written.add(key);
          done(null, payload);
        },
        (error: unknown) => {
          request.log.warn({ err: error, tool: use.tool }, 'tool use not recorded');
          done(null, payload);
        },
      );
    },
  );
}
