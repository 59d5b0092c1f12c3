import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@portal/db';

const { customers, locations, customerImpactAnswers, customerToolUses, customerAvatars, homeResources } = schema;

/** The only code that touches Drizzle for the customer's home. */

export interface ProfileRow {
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  location: string | null;
  updatedAt: Date;
}

export async function profile(db: Db, customerId: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      avatarUrl: customers.avatarUrl,
      location: locations.name,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .leftJoin(locations, eq(locations.id, customers.primaryLocationId))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export interface AnswerRow {
  questionKey: string;
  answer: string;
  updatedAt: Date;
}

export async function answers(db: DbOrTx, customerId: number): Promise<AnswerRow[]> {
  return db
    .select({
      questionKey: customerImpactAnswers.questionKey,
      answer: customerImpactAnswers.answer,
      updatedAt: customerImpactAnswers.updatedAt,
    })
    .from(customerImpactAnswers)
    .where(eq(customerImpactAnswers.customerId, customerId));
}

export async function saveAnswers(
  db: Db,
  customerId: number,
  changes: ReadonlyArray<readonly [string, string | null]>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [questionKey, answer] of changes) {
      if (answer === null) {
        await tx
          .delete(customerImpactAnswers)
          .where(
            and(eq(customerImpactAnswers.customerId, customerId), eq(customerImpactAnswers.questionKey, questionKey)),
          );
      } else {
        // An unchanged answer keeps its date: "last updated" means a real change.
        await tx
          .insert(customerImpactAnswers)
          .values({ customerId, questionKey, answer })
          .onConflictDoUpdate({
            target: [customerImpactAnswers.customerId, customerImpactAnswers.questionKey],
            set: { answer, updatedAt: sql`now()` },
            setWhere: sql`${customerImpactAnswers.answer} <> excluded.answer`,
          });
      }
    }
  });
}

/** Records a use; a second one the same day, of the same tool and kind, changes nothing. */
export async function recordToolUse(
  db: Db,
  use: { customerId: number; tool: string; kind: 'visit' | 'update'; day: string },
): Promise<void> {
  await db.insert(customerToolUses).values(use).onConflictDoNothing();
}

/** Each tool's last use since `fromDay` (inclusive), with whether anything was saved in it. */
export async function toolUsesSince(
  db: Db,
  customerId: number,
  fromDay: string,
): Promise<{ tool: string; updated: boolean }[]> {
  return db
    .select({ tool: customerToolUses.tool, updated: sql<boolean>`bool_or(${customerToolUses.kind} = 'update')` })
    .from(customerToolUses)
    .where(and(eq(customerToolUses.customerId, customerId), gte(customerToolUses.day, fromDay)))
    .groupBy(customerToolUses.tool);
}

export async function lastToolUses(db: Db, customerId: number): Promise<{ tool: string; lastUsedAt: Date }[]> {
  return db
    .select({
      tool: customerToolUses.tool,
      lastUsedAt: sql<Date>`max(${customerToolUses.usedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(customerToolUses)
    .where(eq(customerToolUses.customerId, customerId))
    .groupBy(customerToolUses.tool);
}

export async function avatarOf(db: DbOrTx, customerId: number) {
  const [row] = await db.select().from(customerAvatars).where(eq(customerAvatars.customerId, customerId)).limit(1);
  return row ?? null;
}

/** Sets the customer's avatar; returns the previous file's path (to delete once committed). */
export async function setAvatar(
  tx: DbOrTx,
  customerId: number,
  avatar: { path: string; mime: string; url: string },
): Promise<string | null> {
  const previous = await avatarOf(tx, customerId);
  await tx
    .insert(customerAvatars)
    .values({ customerId, path: avatar.path, mime: avatar.mime })
    .onConflictDoUpdate({
      target: customerAvatars.customerId,
      set: { path: avatar.path, mime: avatar.mime, updatedAt: sql`now()` },
    });
  await tx
    .update(customers)
    .set({ avatarUrl: avatar.url, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
  return previous?.path ?? null;
}

export async function removeAvatar(tx: DbOrTx, customerId: number): Promise<string | null> {
  const [removed] = await tx
    .delete(customerAvatars)
    .where(eq(customerAvatars.customerId, customerId))
    .returning({ path: customerAvatars.path });
  await tx
    .update(customers)
    .set({ avatarUrl: null, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
  return removed?.path ?? null;
}

export type ResourceRow = typeof homeResources.$inferSelect;

export async function resources(db: Db, options: { publishedOnly: boolean }): Promise<ResourceRow[]> {
  return db
    .select()
    .from(homeResources)
    .where(options.publishedOnly ? eq(homeResources.published, true) : undefined)
    .orderBy(asc(homeResources.position), desc(homeResources.id));
}

export async function insertResource(db: Db, values: typeof homeResources.$inferInsert): Promise<ResourceRow> {
  const [row] = await db.insert(homeResources).values(values).returning();
  return row!;
}

export async function updateResource(
  db: Db,
  id: number,
  values: Partial<typeof homeResources.$inferInsert>,
): Promise<ResourceRow | null> {
  const [row] = await db
    .update(homeResources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(homeResources.id, id))
    .returning();
  return row ?? null;
}

export async function deleteResource(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(homeResources).where(eq(homeResources.id, id)).returning({ id: homeResources.id });
  return rows.length > 0;
}
