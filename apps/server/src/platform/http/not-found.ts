import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '@portal/contracts';
import { sendSpaIndex, wantsSpaIndex } from '../web/web-app.ts';

/** Unknown routes: the SPA's index.html for browser navigations (when built), JSON 404 otherwise. */
export function notFoundHandler(serveSpa: boolean) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
    if (serveSpa && wantsSpaIndex(request.method, request.url, request.headers.accept)) {
      return sendSpaIndex(request, reply);
    }
    return reply.code(404).send({ message: errorMessages.notFound });
  };
}
