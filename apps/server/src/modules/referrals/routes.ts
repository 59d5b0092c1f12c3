import {
  catalogReferralBodySchema,
  catalogWidgetSchema,
  myReferralsQuerySchema,
  myReferralsResponseSchema,
  referralCreateBodySchema,
  referralCreatedSchema,
  referralDefaults,
  referralDetailSchema,
  referralIdParamsSchema,
  referralListQuerySchema,
  referralListResponseSchema,
  referralOptionsSchema,
  referralPaths as paths,
  referralTypeParamsSchema,
  referralUpdateStatusesBodySchema,
  referralUpdateStatusesResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { attachmentDisposition } from '../documents/content-disposition.ts';
import * as service from './service.ts';
import { catalogWidget } from './summary.ts';
import { exportReferrals } from './export.ts';

const tags = ['Referrals'];
const staff = { access: 'staff' } as const;

/** Referrals (staff spec 2.10, 4, 5, 6, 7; participant spec /customer-portal/referrals; docs/decisions/0023). */
export function referralsRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.categories, {
    config: staff,
    schema: { tags, summary: 'The Referral Type options', response: { 200: referralOptionsSchema } },
    handler: (request) => service.categories(request.actor),
  });

  app.get(paths.statuses, {
    config: staff,
    schema: { tags, summary: 'In-network referral statuses', response: { 200: referralOptionsSchema } },
    handler: (request) => service.statuses(request.actor),
  });

  app.get(paths.types, {
    config: staff,
    schema: { tags, summary: 'Out-of-network referral statuses', response: { 200: referralOptionsSchema } },
    handler: (request) => service.types(request.actor),
  });

  app.get(paths.all, {
    config: staff,
    // No HEAD twin: a HEAD of the export would be recorded in the export ledger.
    exposeHeadRoute: false,
    schema: {
      tags,
      summary: 'Referrals of my locations by type and status (status 0: all), paged; isExport=1: referrals.csv',
      params: referralTypeParamsSchema,
      querystring: referralListQuerySchema,
      response: { 200: referralListResponseSchema },
    },
    handler: async (request, reply) => {
      const { isExport, ...query } = request.query;
      if (isExport === '1') {
        const stream = await exportReferrals(app.database, request.actor, request.params, query, {
          stallMs: app.config.exportStallMs,
          reader: await app.reporting.reader(),
        });
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', attachmentDisposition(referralDefaults.exportFileName))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            // A stream is piped as it is: Fastify serialises (and so checks against the 200 schema) only objects.
            .send(stream as never)
        );
      }
      return service.listReferrals(db, request.actor, request.params, query);
    },
  });

  app.post(paths.updateStatuses, {
    config: staff,
    schema: {
      tags,
      summary: 'Change the status of the selected in-network referrals, with an optional note',
      body: referralUpdateStatusesBodySchema,
      response: { 200: referralUpdateStatusesResponseSchema },
    },
    handler: async (request) => service.updateStatuses(db, request.actor, request.body, app.jobs),
  });

  app.post(paths.create, {
    config: staff,
    schema: {
      tags,
      summary: 'Refer a customer from my chosen location to a location or a directory service',
      body: referralCreateBodySchema,
      response: { 201: referralCreatedSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.createReferral(db, request.actor, request.body)),
  });

  app.get(paths.mine, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'My referrals, newest first',
      querystring: myReferralsQuerySchema,
      response: { 200: myReferralsResponseSchema },
    },
    handler: async (request) => service.myReferrals(db, request.actor, request.query.page),
  });

  app.post(paths.createFromCatalog, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Ask for a referral to a service found in the 211 Resource Finder',
      body: catalogReferralBodySchema,
      response: { 201: referralCreatedSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.requestFromCatalog(db, request.actor, request.body)),
  });

  app.get(paths.catalogWidget, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['Dashboard'],
      summary: 'Catalog widget: new, accepted and rejected referrals and the most recent ones',
      response: { 200: catalogWidgetSchema },
    },
    handler: async (request) => catalogWidget(db, request.actor),
  });

  app.get(paths.item, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'One referral with its status history',
      params: referralIdParamsSchema,
      response: { 200: referralDetailSchema },
    },
    handler: async (request) => service.referralDetail(db, request.actor, request.params.id),
  });
  return Promise.resolve();
}
