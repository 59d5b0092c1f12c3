import { sql } from 'drizzle-orm';
import { indicatorsPaths } from '@portal/contracts';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

/** A program to ask about (created once per app). */
async function programId({ db }: MatrixContext): Promise<number> {
  const found = (await db.execute(
    sql`select id from service_log_programs where name = 'Matrix WIOA Adult' limit 1`,
  )) as { rows: { id: number }[] };
  if (found.rows[0]) return found.rows[0].id;
  const created = (await db.execute(
    sql`insert into service_log_programs (name) values ('Matrix WIOA Adult') returning id`,
  )) as { rows: { id: number }[] };
  return created.rows[0]!.id;
}

describeAccessMatrix('performance indicators', [
  { method: 'GET', url: () => indicatorsPaths.programs, allowed: staff, name: 'programs' },
  {
    method: 'GET',
    url: async (context) => `${indicatorsPaths.indicators}?program_id=${await programId(context)}&program_year=2024`,
    allowed: staff,
    name: 'indicators',
  },
  {
    method: 'GET',
    url: async (context) => `${indicatorsPaths.warnings}?program_id=${await programId(context)}`,
    allowed: staff,
    name: 'warnings',
  },
]);
