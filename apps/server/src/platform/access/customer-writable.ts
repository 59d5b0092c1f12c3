import { eq } from 'drizzle-orm';
import { customerRecordMessages } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import { type AppError, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Actor } from './actor.ts';
import { canSeeCustomer } from './policies.ts';

/** The columns that decide whether a customer may be changed, and by whom. */
export interface CustomerWriteState {
  id: number;
  locationIds: number[];
  /** false: archived. */
  status: boolean;
  deletedAt: Date | null;
  /** Set when merged into another record (ADR 0033): read-only like a deleted one. */
  mergedInto?: number | null;
}

export interface CustomerWriteOptions {
  /** The route's own answer for a customer that does not exist (default 404), given to deleted ones too. */
  missing?: () => AppError;
  /** Archive/Unarchive and Delete: the ways out of, and past, the archived state. */
  allowArchived?: boolean;
}

/**
 * The one guard every write on a customer passes (docs/decisions/0010-read-only-customers.md): a deleted customer
 * answers exactly as a missing one, for everybody; someone who may not reach the customer gets 403 (a customer: 404,
 * as for another customer's rows); an archived customer is read-only (409) until unarchived.
 */
export function assertCustomerWritable(
  customer: CustomerWriteState | null | undefined,
  actor: Actor,
  options: CustomerWriteOptions = {},
): asserts customer is CustomerWriteState {
  if (!customer || customer.deletedAt !== null || customer.mergedInto) throw (options.missing ?? notFound)();
  if (!canSeeCustomer(actor, customer)) throw actor.kind === 'customer' ? notFound() : forbidden();
  if (!customer.status && !options.allowArchived) {
    throw conflict(
      actor.kind === 'customer'
        ? customerRecordMessages.archivedReadOnlyForCustomer
        : customerRecordMessages.archivedReadOnly,
    );
  }
}

const { customers } = schema;

export async function findCustomerWriteState(db: DbOrTx, customerId: number): Promise<CustomerWriteState | null> {
  const [row] = await db
    .select({
      id: customers.id,
      locationIds: customers.locationIds,
      status: customers.status,
      deletedAt: customers.deletedAt,
      mergedInto: customers.mergedInto,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** Loads the customer and applies the guard; for services that have not read the customer row themselves. */
export async function requireWritableCustomer(
  db: DbOrTx,
  actor: Actor,
  customerId: number,
  options: CustomerWriteOptions = {},
): Promise<CustomerWriteState> {
  const customer = await findCustomerWriteState(db, customerId);
  assertCustomerWritable(customer, actor, options);
  return customer;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onRequest (after the route access): every state-changing call made with a customer's own session, on a route that needs a signed-in
 * customer, writes that customer's data (experiences, saved items, surveys, forms, documents), so it passes the
 * guard first. Public routes (sign in, sign out) are not writes on the customer. Callback style: the reads and
 * staff calls it lets through cost no promise.
 */
export function customerSessionWriteHook(db: DbOrTx) {
  return (
    request: { method: string; actor: Actor; routeOptions: { config: { access?: string } } },
    _reply: unknown,
    done: (error?: Error) => void,
  ): void => {
    const { actor } = request;
    if (actor.kind !== 'customer' || readMethods.has(request.method)) return done();
    const access = request.routeOptions.config.access;
    if (access !== 'customer' && access !== 'authenticated') return done();
    requireWritableCustomer(db, actor, actor.customerId).then(() => done(), done);
  };
}
