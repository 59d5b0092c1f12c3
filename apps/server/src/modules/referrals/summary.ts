import { sql, type SQL } from 'drizzle-orm';
import { type CatalogWidget, referralDefaults, type ReferralsSummary } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireSignedIn } from '../../platform/access/policies.ts';
import { joins, listed, type ReferralScope, rows, typeCondition } from './repository.ts';
import { scopeOf } from './service.ts';

/**
 * The dashboards' referral widgets: the Referrals widget's counts and the Catalog widget's counts and latest
 * referrals, for a customer (their own) or a staff user (scoped as the lists are).
 */

/** Whose referrals a summary counts: a customer's own, or a staff scope's. */
export type SummaryOwner = { kind: 'customer'; customerId: number } | { kind: 'staff'; scope: ReferralScope };

export interface SummaryCounts {
  in_new: number;
  in_accepted: number;
  in_rejected: number;
  in_total: number;
  out_new: number;
  out_accepted: number;
  out_rejected: number;
  out_total: number;
  ext_info: number;
  ext_inquiry: number;
  ext_referral: number;
  ext_total: number;
}

/**
 * The Referrals widget's counts. Staff: incoming, outgoing and external as the admin list's types. A customer
 * (decision 0023): incoming are the in-network referrals staff made for them, outgoing the ones they asked for
 * themselves, external their out-of-network ones.
 */
export async function summaryCounts(db: Db, owner: SummaryOwner): Promise<SummaryCounts> {
  let incoming: SQL;
  let outgoing: SQL;
  let external: SQL;
  let base: SQL;
  if (owner.kind === 'customer') {
    base = sql`r.customer_id = ${owner.customerId}`;
    incoming = sql`r.kind = 'network' and not r.requested_by_customer`;
    outgoing = sql`r.kind = 'network' and r.requested_by_customer`;
    external = sql`r.kind = 'external'`;
  } else {
    base = sql`true`;
    incoming = typeCondition('incoming', owner.scope);
    outgoing = typeCondition('outgoing', owner.scope);
    external = typeCondition('external', owner.scope);
  }
  const counts = (condition: SQL, prefix: string, statuses: string[]) =>
    sql.join(
      [
        ...statuses.map(
          (status) =>
            sql`count(*) filter (where ${condition} and r.status = ${status})::int as ${sql.identifier(
              `${prefix}_${status === 'new' ? 'new' : status}`,
            )}`,
        ),
        sql`count(*) filter (where ${condition})::int as ${sql.identifier(`${prefix}_total`)}`,
      ],
      sql`, `,
    );
  const [row] = await rows<SummaryCounts>(
    db,
    sql`select ${counts(incoming, 'in', ['new', 'accepted', 'rejected'])},
        ${counts(outgoing, 'out', ['new', 'accepted', 'rejected'])},
        ${counts(external, 'ext', ['info', 'inquiry', 'referral'])}
      from referrals r join customers c on c.id = r.customer_id
      where ${listed} and ${base}`,
  );
  return row!;
}

/** The Catalog widget: in-network referrals (a customer's own, or from or to a staff scope's locations). */
function catalogCondition(owner: SummaryOwner): SQL {
  if (owner.kind === 'customer') return sql`r.customer_id = ${owner.customerId} and r.kind = 'network'`;
  return sql`(${typeCondition('incoming', owner.scope)} or ${typeCondition('outgoing', owner.scope)})`;
}

export async function catalogCounts(db: Db, owner: SummaryOwner) {
  const [row] = await rows<{ new_referral: number; accepted: number; rejected: number }>(
    db,
    sql`select count(*) filter (where r.status = 'new')::int as new_referral,
        count(*) filter (where r.status = 'accepted')::int as accepted,
        count(*) filter (where r.status = 'rejected')::int as rejected
      from referrals r join customers c on c.id = r.customer_id
      where ${listed} and ${catalogCondition(owner)}`,
  );
  return row ?? { new_referral: 0, accepted: 0, rejected: 0 };
}

export async function recentReferrals(db: Db, owner: SummaryOwner, limit: number) {
  return rows<{
    id: number;
    name: string;
    location_label: string | null;
    created_at: string;
    description: string | null;
  }>(
    db,
    sql`select r.id, coalesce(r.to_service_name, tl.name, '') as name,
        coalesce(fl.name, case when r.requested_by_customer then tl.name end) as location_label,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, r.note as description
      from ${joins}
      where ${listed} and ${catalogCondition(owner)}
      order by r.created_at desc, r.id desc
      limit ${limit}`,
  );
}

function ownerOf(actor: Actor): SummaryOwner {
  const signedIn = requireSignedIn(actor);
  return signedIn.kind === 'customer'
    ? { kind: 'customer', customerId: signedIn.customerId }
    : { kind: 'staff', scope: scopeOf(signedIn) };
}

/** The Referrals widget (staff and customer dashboards): real counts, scoped as the lists are. */
export async function referralsSummary(db: Db, actor: Actor): Promise<ReferralsSummary> {
  const counts = await summaryCounts(db, ownerOf(actor));
  return {
    incoming_referrals: {
      new_referral: counts.in_new,
      accepted: counts.in_accepted,
      rejected: counts.in_rejected,
      total: counts.in_total,
    },
    outgoing_referrals: {
      new_referral: counts.out_new,
      accepted: counts.out_accepted,
      rejected: counts.out_rejected,
      total: counts.out_total,
    },
    external_referrals: {
      info: counts.ext_info,
      inquiry: counts.ext_inquiry,
      referral: counts.ext_referral,
      total: counts.ext_total,
    },
  };
}

export async function catalogWidget(db: Db, actor: Actor): Promise<CatalogWidget> {
  const owner = ownerOf(actor);
  const [counts, data] = await Promise.all([
    catalogCounts(db, owner),
    recentReferrals(db, owner, referralDefaults.catalogWidgetItems),
  ]);
  return { ...counts, data };
}
