import { type StaffPortalEmail, customerAccountMessages as messages, customerAccountPages } from '@portal/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import { canSeeCustomer } from '../../platform/access/policies.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';
import { type AccountDeps, type AfterCommit, entityType, link, send } from './shared.ts';

/** GET /customers/portal-activity/{id}/email: staff who reach the customer (any of their locations). */
export async function staffGetPortalEmail(
  deps: AccountDeps,
  actor: Actor,
  customerId: number,
): Promise<StaffPortalEmail> {
  if (actor.kind !== 'staff') throw forbidden();
  const customer = await repository.findCustomerForStaff(deps.db, customerId);
  if (!customer || customer.deletedAt !== null || customer.mergedInto) throw notFound();
  if (!canSeeCustomer(actor, customer)) throw forbidden();
  const account = await repository.findAccount(deps.db, customerId);
  return {
    customer_id: customerId,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: account?.email ?? null,
    has_account: account !== null,
  };
}

/**
 * PUT /customers/portal-activity/{id}/email: the change takes effect at once (staff vouch for the address), both
 * addresses are told, every link sent to the old address stops working, and the change is audited under the staff
 * member's name.
 */
export async function staffChangePortalEmail(
  deps: AccountDeps,
  actor: Actor,
  customerId: number,
  email: string,
  ip: string,
): Promise<{ data: StaffPortalEmail; after: AfterCommit }> {
  if (actor.kind !== 'staff') throw forbidden();
  await requireWritableCustomer(deps.db, actor, customerId);
  const account = await repository.findAccount(deps.db, customerId);
  if (!account) throw notFound(messages.noPortalAccount);
  const now = deps.now();
  if (email === account.email)
    return { data: await staffGetPortalEmail(deps, actor, customerId), after: { outboxIds: [] } };
  const outboxIds = await deps.db.transaction(async (tx) => {
    await repository.lockAddress(tx, email);
    if (await repository.emailTakenByOther(tx, email, customerId)) throw invalid({ email: [messages.emailTaken] });
    await repository.updateAccount(tx, customerId, { email });
    await repository.voidTokens(tx, customerId, ['email_change', 'password_reset', 'verify_email'], now);
    await audit(tx, {
      actor,
      action: 'customer_account.email_changed',
      entityType,
      entityId: customerId,
      customerId,
      detail: { by: 'staff' },
      ip,
    });
    const notice = { name: account.firstName, link: link(deps, customerAccountPages.login), newEmail: email };
    const ids = [await send(deps, tx, email, 'emailChanged', account.preferredLanguage, notice)];
    if (account.email.toLowerCase() !== email.toLowerCase())
      ids.push(await send(deps, tx, account.email, 'emailChanged', account.preferredLanguage, notice));
    return ids;
  });
  return { data: await staffGetPortalEmail(deps, actor, customerId), after: { outboxIds } };
}
