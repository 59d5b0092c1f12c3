import { serviceLogLimits, type EnrollmentsResponse } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { readableCustomer } from '../customer-record/service.ts';
import * as repository from './repository.ts';

// Postgres returns timestamps in its own text form (and json_agg too); the API sends ISO 8601.
const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** The enrolments panel of the customer record: staff who may open the record may read it. */
export async function getEnrollments(db: Db, actor: Actor, customerId: number): Promise<EnrollmentsResponse> {
  const { customer } = await readableCustomer(db, actor, customerId);
  const rows = await repository.listEnrollments(db, customer.id, serviceLogLimits.logsPerEnrollment);
  return {
    data: rows.map((row) => ({
      id: row.id,
      program: row.program,
      service: row.service,
      created_at: iso(row.created_at),
      exit_at: isoOrNull(row.exit_at),
      statuses: { data: row.statuses.map((status) => ({ name: status.name, created_at: iso(status.created_at) })) },
      serviceLogs: {
        data: row.logs.map((log) => ({
          ...log,
          start_at: iso(log.start_at),
          end_at: isoOrNull(log.end_at),
          created_at: iso(log.created_at),
        })),
      },
    })),
  };
}
