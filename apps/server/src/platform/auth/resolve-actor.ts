import { eq } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { type Actor, guest } from '../access/actor.ts';
import { findLiveSession, type SessionLimits, touchSession } from './session-store.ts';
import { sessionIdFor } from './session-token.ts';

const { customerAccounts, staffUserLocations, staffUsers } = schema;

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** Turns a session cookie's token into the caller: a customer, a staff user, or a guest. */
export async function resolveActor(db: Db, token: string, limits: SessionLimits, now = new Date()): Promise<Actor> {
  const session = await findLiveSession(db, sessionIdFor(token), limits, now);
  if (!session) return guest;
  const actor = session.guard === 'customer' ? await customerActor(db, session) : await staffActor(db, session);
  if (actor.kind !== 'guest') await touchSession(db, session, now);
  return actor;
}

async function customerActor(db: Db, session: LiveSession): Promise<Actor> {
  const [account] = await db
    .select({ customerId: customerAccounts.customerId })
    .from(customerAccounts)
    .where(eq(customerAccounts.customerId, session.userId))
    .limit(1);
  return account ? { kind: 'customer', customerId: account.customerId, sessionId: session.id } : guest;
}

async function staffActor(db: Db, session: LiveSession): Promise<Actor> {
  const [user] = await db
    .select({ id: staffUsers.id, role: staffUsers.role, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.id, session.userId))
    .limit(1);
  if (!user?.active) return guest;
  const locations = await db
    .select({ locationId: staffUserLocations.locationId })
    .from(staffUserLocations)
    .where(eq(staffUserLocations.staffUserId, user.id));
  return {
    kind: 'staff',
    staffId: user.id,
    role: user.role,
    locationIds: locations.map((row) => row.locationId).sort((a, b) => a - b),
    sessionId: session.id,
  };
}
