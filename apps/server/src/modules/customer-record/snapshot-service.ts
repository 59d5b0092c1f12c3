import type { CustomerSnapshot } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/http/errors.ts';
import { recordReadAction } from './record-read.ts';
import { snapshotParts } from './snapshot-repository.ts';
import { readableCustomer } from './service.ts';
import { referralReadDetail } from '../../platform/access/referral-read.ts';

// Postgres returns timestamps in its own text form (json_agg too); the API sends ISO 8601.
const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The snapshot page: the whole of what the banner summarises. A read of the record, so it is audited as one
 * (it then shows in "Who accessed this record"), marked as the snapshot view.
 */
export async function getSnapshot(db: Db, actor: Actor, customerId: number): Promise<CustomerSnapshot> {
  const { customer, referralId } = await readableCustomer(db, actor, customerId);
  const [parts] = await Promise.all([
    snapshotPartsOrThrow(db, customer.id),
    audit(db, {
      actor,
      action: recordReadAction,
      entityType: 'customer',
      entityId: customer.id,
      customerId: customer.id,
      detail: { view: 'snapshot', ...(referralId === null ? {} : referralReadDetail(referralId)) },
    }),
  ]);
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    full_name: `${customer.firstName} ${customer.lastName}`.trim(),
    birthdate: parts.birthdate,
    email: customer.email,
    phone: customer.phone,
    address: parts.address,
    zip: parts.zip,
    status: customer.status,
    deleted: customer.deletedAt !== null,
    customer_type: customer.customerType,
    source_system_customer_id: parts.source_system_customer_id,
    primary_location: parts.primary_location,
    created_at: iso(parts.created_at),
    sources: parts.sources.map((source) => ({ ...source, created_at: iso(source.created_at) })),
    case_managers: parts.case_managers,
    restrictions: parts.restrictions.map((flag) => ({ ...flag, created_at: iso(flag.created_at) })),
    enrollments: parts.enrollments.map((enrollment) => ({
      ...enrollment,
      created_at: iso(enrollment.created_at),
      exit_at: enrollment.exit_at === null ? null : iso(enrollment.exit_at),
    })),
  };
}

async function snapshotPartsOrThrow(db: Db, customerId: number) {
  const parts = await snapshotParts(db, customerId);
  if (!parts) throw notFound();
  return parts;
}
