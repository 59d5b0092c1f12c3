import {
  caseNoteBodySchema,
  caseNoteParamsSchema,
  caseNotePaths as paths,
  caseNotePinBodySchema,
  caseNoteSchema,
  caseNotesQuerySchema,
  caseNotesResponseSchema,
  customerIdParamsSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Case notes'];
const config = { access: 'staff' } as const;

export function caseNotesRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: "The customer's case notes, pinned first (confidential ones only for their author and admins)",
      params: customerIdParamsSchema,
      querystring: caseNotesQuerySchema,
      response: { 200: caseNotesResponseSchema },
    },
    handler: async (request) => service.listNotes(db, request.actor, request.params.id, request.query),
  });

  app.post(paths.list, {
    config,
    schema: {
      tags,
      summary: 'Write a case note (audited)',
      params: customerIdParamsSchema,
      body: caseNoteBodySchema,
      response: { 200: caseNoteSchema },
    },
    handler: async (request) => service.createNote(db, request.actor, request.params.id, request.body),
  });

  app.put(paths.note, {
    config,
    schema: {
      tags,
      summary: "Edit a case note: its author only, within the service log's edit window (audited)",
      params: caseNoteParamsSchema,
      body: caseNoteBodySchema,
      response: { 200: caseNoteSchema },
    },
    handler: async (request) => service.updateNote(db, request.actor, request.params, request.body),
  });

  app.put(paths.pin, {
    config,
    schema: {
      tags,
      summary: 'Pin or unpin a case note (audited)',
      params: caseNoteParamsSchema,
      body: caseNotePinBodySchema,
      response: { 200: caseNoteSchema },
    },
    handler: async (request) => service.pinNote(db, request.actor, request.params, request.body.pinned),
  });
  return Promise.resolve();
}
