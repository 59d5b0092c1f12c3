import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/app-instance.ts';
import { baseCookieOptions } from '../../platform/auth/cookies.ts';
import { findCustomerWriteState } from '../../platform/access/customer-writable.ts';
import { guestCookieName, guestTokenHash } from '../clusters/guest-token.ts';
import { myCareerJobNames } from './jobs.ts';
import { adoptGuestSurvey, markInputsChanged } from './repository.ts';

/**
 * A guest who took the career-cluster survey and then signs in on the same browser keeps it: the survey becomes
 * the customer's own (the newest of their surveys, so their results and matches use it) and the guest cookie is
 * cleared. A read-only (archived) customer's data is not changed: their guest survey stays a guest's and expires.
 */
export async function adoptGuestSurveyOnSignIn(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
): Promise<void> {
  const hash = guestTokenHash(request);
  if (!hash) return;
  const customer = await findCustomerWriteState(app.db, customerId);
  if (!customer || customer.deletedAt !== null || !customer.status) return;
  const adopted = await app.db.transaction(async (tx) => {
    const found = await adoptGuestSurvey(tx, customerId, hash);
    if (found) await markInputsChanged(tx, customerId);
    return found;
  });
  void reply.clearCookie(guestCookieName(app.config), baseCookieOptions(app.config));
  if (adopted) await app.jobs.send(myCareerJobNames.recompute, {});
}
