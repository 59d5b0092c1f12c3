import { sql } from 'drizzle-orm';
import { customerAccountLimits } from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import { guest } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { lockAddress } from './repository.ts';
import { entityType } from './shared.ts';

/**
 * Sign-ups nobody confirmed (docs/decisions/0041-customer-accounts.md): once every link the account was sent has been
 * expired for the grace period, the account and its links go. The customer row the sign-up made goes with them while
 * staff have not taken it on (no location yet); otherwise only the unconfirmed sign-in is removed and the record stays.
 * The grace lets a late click still say "expired" and a second sign-up of the address reuse the waiting account.
 */
export const unconfirmedGraceDays = 7;

export const accountJobNames = { sweepUnconfirmed: 'customer-account.sweep-unconfirmed' } as const;

const graceMs = unconfirmedGraceDays * 86_400_000;

/**
 * Unconfirmed accounts whose newest link (of any purpose) expired before `cutoff`; an account without links counts
 * from its creation plus the sign-up link's lifetime. Deleted and merged customers keep theirs (ADR 0010).
 */
function expiredSql(cutoff: Date) {
  return sql`
    a.email_verified_at is null and c.deleted_at is null and c.merged_into is null
    and coalesce(
      (select max(t.expires_at) from customer_account_tokens t where t.customer_id = a.customer_id),
      a.created_at + make_interval(hours => ${customerAccountLimits.verifyEmailHours})
    ) < ${cutoff.toISOString()}::timestamptz`;
}

async function candidates(db: DbOrTx, cutoff: Date, limit: number) {
  const result = (await db.execute(sql`
    select a.customer_id as "customerId", a.email from customer_accounts a join customers c on c.id = a.customer_id
    where ${expiredSql(cutoff)} order by a.customer_id limit ${limit}`)) as {
    rows: { customerId: number; email: string }[];
  };
  return result.rows;
}

/** Removes one sign-up if it still qualifies (a sign-up of the same address may have sent a new link meanwhile). */
async function removeOne(db: Db, candidate: { customerId: number; email: string }, cutoff: Date) {
  return db.transaction(async (tx) => {
    await lockAddress(tx, candidate.email);
    const again = (await tx.execute(sql`
      select cardinality(c.location_ids) = 0 as untouched from customer_accounts a join customers c on c.id = a.customer_id
      where a.customer_id = ${candidate.customerId} and ${expiredSql(cutoff)}
      for update of a`)) as { rows: { untouched: boolean }[] };
    const row = again.rows[0];
    if (!row) return null;
    let removedCustomer = false;
    if (row.untouched) {
      // Rows that must not vanish with a record (a merge, the funding ledger) keep it: then only the account goes.
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint.execute(sql`delete from customers where id = ${candidate.customerId}`);
        });
        removedCustomer = true;
      } catch {
        removedCustomer = false;
      }
    }
    // The links go with the account (customer_account_tokens cascades from customer_accounts).
    if (!removedCustomer)
      await tx.execute(sql`delete from customer_accounts where customer_id = ${candidate.customerId}`);
    await audit(tx, {
      actor: guest,
      action: 'customer_account.unconfirmed_removed',
      entityType,
      entityId: candidate.customerId,
      customerId: candidate.customerId,
      detail: { by: 'sweep', customer_removed: removedCustomer },
    });
    return removedCustomer ? 'customer' : 'account';
  });
}

/** One pass, in batches; what it removed. */
export async function sweepUnconfirmedAccounts(
  db: Db,
  now: Date = new Date(),
  batch = 200,
): Promise<{ accounts: number; customers: number }> {
  const cutoff = new Date(now.getTime() - graceMs);
  const removed = { accounts: 0, customers: 0 };
  for (;;) {
    const found = await candidates(db, cutoff, batch);
    let progressed = false;
    for (const candidate of found) {
      const outcome = await removeOne(db, candidate, cutoff);
      if (!outcome) continue;
      progressed = true;
      removed.accounts += 1;
      if (outcome === 'customer') removed.customers += 1;
    }
    if (found.length < batch || !progressed) return removed;
  }
}

/** customer-account.sweep-unconfirmed: hourly, and once after the server listens (main.ts). */
export function customerAccountJobs(db: Db, clock: () => Date = () => new Date()): JobDefinition[] {
  return [
    {
      name: accountJobNames.sweepUnconfirmed,
      cron: '41 * * * *',
      queue: { retryLimit: 0, expireInSeconds: 900 },
      async handler() {
        await sweepUnconfirmedAccounts(db, clock());
      },
    },
  ];
}
