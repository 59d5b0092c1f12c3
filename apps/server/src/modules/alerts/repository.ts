import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';

const { webAlerts } = schema;

const alertColumns = {
  id: webAlerts.id,
  userId: webAlerts.userId,
  emailSubject: webAlerts.emailSubject,
  webMessage: webAlerts.webMessage,
  createdAt: webAlerts.createdAt,
  readAt: webAlerts.readAt,
};

export async function listAlerts(db: Db, userId: number, unreadOnly: boolean, page: { offset: number; limit: number }) {
  const where = and(eq(webAlerts.userId, userId), unreadOnly ? isNull(webAlerts.readAt) : undefined);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select(alertColumns)
      .from(webAlerts)
      .where(where)
      .orderBy(desc(webAlerts.createdAt), desc(webAlerts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webAlerts).where(where),
    unreadOnly
      ? Promise.resolve([undefined])
      : db
          .select({ n: count() })
          .from(webAlerts)
          .where(and(eq(webAlerts.userId, userId), isNull(webAlerts.readAt))),
  ]);
  const totalCount = total?.n ?? 0;
  return { rows, total: totalCount, unread: unreadOnly ? totalCount : (unread?.n ?? 0) };
}

export type AlertRow = NonNullable<Awaited<ReturnType<typeof findAlert>>>;

export async function findAlert(db: Db, id: number) {
  const [row] = await db.select(alertColumns).from(webAlerts).where(eq(webAlerts.id, id));
  return row ?? null;
}

/** Marks it read once: the first read time stays. */
export async function markRead(db: Db, id: number) {
  await db
    .update(webAlerts)
    .set({ readAt: sql`now()` })
    .where(and(eq(webAlerts.id, id), isNull(webAlerts.readAt)));
}

export async function unreadCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(webAlerts)
    .where(and(eq(webAlerts.userId, userId), isNull(webAlerts.readAt)));
  return row?.n ?? 0;
}
