import { sql, type SQL } from 'drizzle-orm';
import type { HistoryKind } from '@portal/contracts';

/** Who reads the history: confidential case notes only for their author and admins. */
export interface HistoryViewer {
  staffId: number;
  admin: boolean;
}

/**
 * One kind of history entry. `rows` selects, for one customer and what this viewer may see, the columns
 * `at` (timestamptz), `id` (unique within the kind), `title`, `detail` (plain text), `html` (sanitised rich text),
 * `actor` (who did it) and `confidential`; the timeline adds the kind, the keyset condition and the order.
 */
export interface HistorySource {
  kind: HistoryKind;
  rows: (customerId: number, viewer: HistoryViewer) => SQL;
}

/** A staff user's name by id (null for none), for the `actor` column. */
export const staffName = (staffId: SQL) =>
  sql`(select su.first_name || ' ' || su.last_name from staff_users su where su.id = ${staffId})`;

/** A CASE over a code column from a labels map (the contracts' labels, so the timeline says what the screens say). */
export function labelOf(column: SQL, labels: Record<string | number, string>): SQL {
  const arms = Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`);
  return sql`(case ${column}::text ${sql.join(arms, sql` `)} else ${column}::text end)`;
}
