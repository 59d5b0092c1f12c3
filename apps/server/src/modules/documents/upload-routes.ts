import type { Readable } from 'node:stream';
import { z } from 'zod';
import { documentPaths, uploadReceiptSchema } from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { receiveUpload, type UploadDeps } from './upload-service.ts';

const uploadQuery = z.object({
  expires: z.coerce.number().int().optional(),
  size: z.coerce.number().int().nonnegative().optional(),
  signature: z.string().max(200).optional(),
});

/**
 * The local driver's signed PUT, in its own scope so that its "any content type, raw
 * stream" body parser applies to this route only. No CSRF header: like an S3 presigned PUT
 * it is authorised by the HMAC signature in its URL, which another site cannot produce.
 */
export function uploadRoutes(app: AppInstance, options: { deps: UploadDeps }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    `${documentPaths.upload}/*`,
    {
      config: {
        access: 'public',
        sessionless: true,
        csrfExempt: 'authorised by the HMAC signature of its URL (S3 presigned-URL equivalent)',
      },
      schema: { tags: ['documents'], querystring: uploadQuery, response: { 200: uploadReceiptSchema } },
    },
    async (request, reply) => {
      const params = request.params as { '*': string };
      const length = request.headers['content-length'];
      try {
        return await receiveUpload(options.deps, {
          path: params['*'],
          expires: request.query.expires,
          size: request.query.size,
          signature: request.query.signature,
          contentLength: length === undefined ? undefined : Number(length),
          body: (request.body as Readable | undefined) ?? request.raw,
        });
      } catch (error) {
        // The body may be unread; do not keep the connection for a next request.
        void reply.header('connection', 'close');
        throw error;
      }
    },
  );
  return Promise.resolve();
}
