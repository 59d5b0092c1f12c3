import {
  customerChangesQuerySchema,
  customerChangesResponseSchema,
  customerIdParamsSchema,
  customerProfileBodySchema,
  customerProfilePaths as paths,
  customerProfileSavedSchema,
  customerProfileSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Customer record'];
const config = { access: 'staff' } as const;

/** Editing the customer on the record and its change history (issue #26). */
export function customerProfileRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.profile, {
    config,
    schema: {
      tags,
      summary: "The customer's profile for the edit form (audited)",
      params: customerIdParamsSchema,
      response: { 200: customerProfileSchema },
    },
    handler: async (request) => service.getProfile(db, request.actor, request.params.id),
  });

  app.put(paths.edit, {
    config,
    schema: {
      tags,
      summary: 'Edit the customer: name, birthdate, contact details, demographics (each change kept as history)',
      params: customerIdParamsSchema,
      body: customerProfileBodySchema,
      response: { 200: customerProfileSavedSchema },
    },
    handler: async (request) =>
      service.editProfile(db, request.actor, request.params.id, request.body, request.ip ?? null),
  });

  app.get(paths.changes, {
    config,
    schema: {
      tags,
      summary: "The customer's change history, newest first (personal values masked for referral readers)",
      params: customerIdParamsSchema,
      querystring: customerChangesQuerySchema,
      response: { 200: customerChangesResponseSchema },
    },
    handler: async (request) => service.listChanges(db, request.actor, request.params.id, request.query.page),
  });
  return Promise.resolve();
}
