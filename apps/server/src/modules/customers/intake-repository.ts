import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CustomerIntakeInput, CustomerLookupInput } from '@portal/contracts';
import { schema, type DbOrTx } from '@portal/db';

const { customers, customerSources, locations } = schema;

export interface LookupRow {
  id: number;
  first_name: string;
  last_name: string;
  birthdate: string | null;
  email: string | null;
  phone: string | null;
  location_ids: number[];
}

const sameName = (first: string, last: string) =>
  sql`portal_search_name(c.first_name) = portal_search_name(${first})
    and portal_search_name(c.last_name) = portal_search_name(${last})`;

/** Any contact field the searcher gave that agrees with the record (digits for phones, 5-digit zips). */
function contactAgrees(input: CustomerLookupInput): SQL {
  const checks: SQL[] = [];
  const phone = input.phone?.replace(/\D/g, '');
  if (phone) checks.push(sql`regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') = ${phone}`);
  if (input.email) checks.push(sql`lower(c.email) = lower(${input.email})`);
  if (input.address) checks.push(sql`portal_search_name(c.address) = portal_search_name(${input.address})`);
  if (input.zip) checks.push(sql`left(c.zip, 5) = left(${input.zip.trim()}, 5)`);
  return checks.length > 0 ? sql`(${sql.join(checks, sql` or `)})` : sql`false`;
}

/**
 * Customers anywhere (not deleted) with this name (case- and accent-blind) and birthdate, confirmed by at
 * least one of the contact fields given. Reads at most `limit` rows: the caller only needs "exactly one".
 */
export async function lookupCustomers(db: DbOrTx, input: CustomerLookupInput, limit: number): Promise<LookupRow[]> {
  const query = sql`select c.id, c.first_name, c.last_name, to_char(c.birthdate, 'YYYY-MM-DD') as birthdate,
    c.email, c.phone, c.location_ids
    from customers c
    where ${sameName(input.first_name, input.last_name)} and c.birthdate = ${input.birthdate}::date
      and c.deleted_at is null and ${contactAgrees(input)}
    order by c.id limit ${limit}`;
  const result = (await db.execute(query)) as { rows: LookupRow[] };
  return result.rows;
}

/** Whether a customer (not deleted) with this name and birthdate exists. */
export async function duplicateExists(db: DbOrTx, input: CustomerIntakeInput): Promise<boolean> {
  const query = sql`select exists (select 1 from customers c
    where ${sameName(input.first_name, input.last_name)} and c.birthdate = ${input.birthdate}::date
      and c.deleted_at is null) as found`;
  const result = (await db.execute(query)) as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}

/** Serialises intakes of the same person (name + birthdate) until the transaction ends. */
export async function lockPerson(db: DbOrTx, input: CustomerIntakeInput): Promise<void> {
  const key = `${input.first_name}|${input.last_name}|${input.birthdate}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${key})))`);
}

export async function locationExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).limit(1);
  return rows.length > 0;
}

export async function listLocations(db: DbOrTx, ids: number[] | 'all') {
  const query = db.select({ id: locations.id, name: locations.name }).from(locations);
  return ids === 'all'
    ? query.orderBy(asc(locations.name))
    : ids.length === 0
      ? []
      : query.where(inArray(locations.id, ids)).orderBy(asc(locations.name));
}

export async function insertCustomer(db: DbOrTx, input: CustomerIntakeInput, source: string): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      birthdate: input.birthdate,
      primaryLocationId: input.location_id,
    })
    .returning({ id: customers.id });
  await db.insert(customerSources).values({ customerId: row!.id, locationId: input.location_id, source });
  return row!.id;
}

export async function findCustomerForImport(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: customers.id, primaryLocationId: customers.primaryLocationId, locationIds: customers.locationIds })
    .from(customers)
    .where(sql`${customers.id} = ${id} and ${customers.deletedAt} is null`)
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Adds the location as a source; a customer without a primary location gets this one. */
export async function addSource(
  db: DbOrTx,
  customer: { id: number; primaryLocationId: number | null },
  locationId: number,
  source: string,
) {
  await db.insert(customerSources).values({ customerId: customer.id, locationId, source });
  if (customer.primaryLocationId === null)
    await db.update(customers).set({ primaryLocationId: locationId }).where(eq(customers.id, customer.id));
}
