import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import type { Actor } from './access/actor.ts';

export interface AuditEntry {
  actor: Actor;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  customerId?: number | null;
  /** Never put PII (names, emails, SSNs) here; ids and outcomes only. */
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Appends one row to audit_log (inside the caller's transaction when given one). */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await db.insert(schema.auditLog).values({
    actorGuard: actor.kind === 'guest' ? null : actor.kind,
    actorId: actor.kind === 'customer' ? actor.customerId : actor.kind === 'staff' ? actor.staffId : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    customerId: entry.customerId ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}
