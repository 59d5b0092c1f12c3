import {
  resumeDraftQuerySchema,
  resumeDraftResponseSchema,
  resumeFileName,
  resumePaths,
  resumeSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Resume'];

export function resumeRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(resumePaths.draft, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "The signed-in customer's resume, filled in from the profile, the experiences and the occupation",
      querystring: resumeDraftQuerySchema,
      response: { 200: resumeDraftResponseSchema },
    },
    handler: async (request) => ({ data: await service.resumeDraft(db, request.actor, request.query) }),
  });

  app.post(resumePaths.pdf, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'The edited resume as a one-page PDF (attachment; Letter or A4); nothing is stored',
      body: resumeSchema,
    },
    handler: async (request, reply) => {
      const pdf = await service.resumePdf(db, request.actor, request.body);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${resumeFileName(request.body.name)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
  return Promise.resolve();
}
