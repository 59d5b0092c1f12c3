import { schema, type DbOrTx } from '@portal/db';

export function wageBody(customerId: number, onetCode: string, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    date_received: '2026-03-02',
    employer_name: 'Front Range Health',
    naics_code: '621111',
    job_title: 'LPN',
    start_date: '2026-02-16',
    starting_wage: 24.5,
    recent_wage: 26,
    wage_increment: 'hourly',
    is_job_relevant: 'yes',
    onet_code: onetCode,
    ...overrides,
  };
}

/** An external record as a wage-record match would bring it (sources 2 and 4 carry no wage). */
export async function externalWage(db: DbOrTx, customerId: number, sourceId: 2 | 3 | 4) {
  const withWages = sourceId === 3;
  const [row] = await db
    .insert(schema.wageRecords)
    .values({
      customerId,
      sourceId,
      dateReceived: '2026-01-15',
      startDate: '2025-10-01',
      employerName: 'Mile High Logistics',
      naicsCode: '493110',
      jobTitle: 'Warehouse Associate',
      startingWage: withWages ? 21.75 : null,
      recentWage: withWages ? 22.5 : null,
      wageIncrement: withWages ? 'hourly' : null,
      onetCode: withWages ? '53-7062.00' : null,
    })
    .returning();
  return row!;
}
