import { type Alert, type AlertList, type AlertListQuery, alertListQuerySchema } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function toAlert(row: repository.AlertRow): Alert {
  return {
    id: row.id,
    email_subject: row.emailSubject,
    web_message: row.webMessage,
    created_at: iso(row.createdAt),
    read_at: row.readAt ? iso(row.readAt) : null,
  };
}

/** The caller's own alerts, newest first; `unread` lists only unread ones (the bell). */
export async function listAlerts(db: Db, actor: Actor, query: AlertListQuery): Promise<AlertList> {
  const staff = requireStaff(actor);
  const input = alertListQuerySchema.parse(query);
  const { rows, total, unread } = await repository.listAlerts(db, staff.staffId, input.unread ?? false, {
    offset: (input.page - 1) * input.perPage,
    limit: input.perPage,
  });
  return { alerts: rows.map(toAlert), total, unread, per_page: input.perPage, current_page: input.page };
}

/** Only the owner may read (or mark) an alert; to anyone else it does not exist. */
export async function markRead(db: Db, actor: Actor, id: number) {
  const staff = requireStaff(actor);
  const alert = await repository.findAlert(db, id);
  if (!alert || alert.userId !== staff.staffId) throw notFound();
  await repository.markRead(db, id);
  const [row, unread] = await Promise.all([repository.findAlert(db, id), repository.unreadCount(db, staff.staffId)]);
  return { data: toAlert(row!), unread };
}
