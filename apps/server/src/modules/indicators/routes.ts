import {
  indicatorProgramsSchema,
  indicatorsPaths as paths,
  indicatorsQuerySchema,
  indicatorsSchema,
  indicatorWarningsPageSchema,
  indicatorWarningsQuerySchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Performance indicators'];
const config = { access: 'staff' } as const;

/**
 * The WIOA primary indicators of a program and program year, and early warnings (docs/wioa-indicators.md). Every
 * route only reads: from the read replica when one is usable.
 */
export function indicatorsRoutes(app: AppInstance): Promise<void> {
  const reader = async () => (await app.reporting.reader()).db;

  app.get(paths.programs, {
    config,
    schema: {
      tags,
      summary: 'Service-log programs to compute indicators for',
      response: { 200: indicatorProgramsSchema },
    },
    handler: async (request) => service.programs(await reader(), request.actor),
  });

  app.get(paths.indicators, {
    config,
    schema: {
      tags,
      summary: 'WIOA primary indicators of a program for a program year, at the caller’s locations',
      querystring: indicatorsQuerySchema,
      response: { 200: indicatorsSchema },
    },
    handler: async (request) =>
      service.indicators(await reader(), request.actor, request.query.program_id, request.query.program_year),
  });

  app.get(paths.warnings, {
    config,
    schema: {
      tags,
      summary: 'Enrolments near or after exit that lack the evidence an indicator needs, paged',
      querystring: indicatorWarningsQuerySchema,
      response: { 200: indicatorWarningsPageSchema },
    },
    handler: async (request) =>
      service.warnings(await reader(), request.actor, request.query.program_id, request.query.page),
  });
  return Promise.resolve();
}
