import { sql } from 'drizzle-orm';
import { boardProgramYear } from '@portal/contracts';
import type { DbOrTx } from '../client.ts';
import { createCustomer } from '../factories/index.ts';

/**
 * The PIRL file's demo (issue #28, docs/pirl.md): the service-log programs get their PIRL program elements (WIOA
 * Youth is added), and people at Aurora and Colorado Springs have periods in every WIOA program over the last two
 * program years, with services, training, wages after exit, credentials and skill gains, so the file has rows for
 * every program; one of them is co-enrolled in Wagner-Peyser and WIOA Adult (one period, one row). Four real
 * problems for the edit checks, all in the older year: a duplicate enrolment (twice in one program on the same day),
 * wages from a record without an employer, an exclusion whose exit names no other reason for exit, and a
 * Wagner-Peyser participant nobody asked the highest school grade, the one problem of that program, which staff fix
 * on the customer edit page
 * (the reports journey's fix loop). Demo customers enrolled in a PIRL program whom nobody has asked about demographics
 * get plausible answers, so the checks report those problems and not a page of blanks. Dates are relative to the
 * board's program year, so the file stays meaningful.
 */

/** Co-enrolled in Wagner-Peyser and WIOA Adult: one period of participation, one row with both programs. */
const pirlDemoCoEnrolled = { firstName: 'Ravi', lastName: 'Kapoor' } as const;

/** Who has which problem, for the reports journey to find them. */
export const pirlDemoProblems = {
  duplicate: { firstName: 'Tomas', lastName: 'Novak' },
  wageWithoutEmployer: { firstName: 'Ines', lastName: 'Duarte' },
  missingExitReason: { firstName: 'Kofi', lastName: 'Mensah' },
  missingHighestGrade: { firstName: 'Samir', lastName: 'Haddad' },
} as const;

type Program = 'adult' | 'dw' | 'youth' | 'wp';

interface DemoPeriod {
  first: string;
  last: string;
  birthdate: string;
  program: Program;
  /** Program year offset (0: last program year, 1: the one before) and month of the year (0 = July) of entry. */
  year: 0 | 1;
  entry: number;
  /** Months after entry of the exit; none: still open. */
  exitAfter?: number;
  trained?: boolean;
  /** Hourly wage of a job found 20 days after exit (a State UI wage record); '' as employer: none named. */
  wage?: { hourly: number; employer: string };
  credential?: boolean;
  skillGain?: boolean;
  exemptReason?: boolean;
  duplicate?: boolean;
  /** Also enrolled in this program a month after entry, exiting the same day (a co-enrolment). */
  alsoIn?: Program;
  /** Nobody asked the highest school grade completed (408 is required). */
  gradeNotAsked?: boolean;
  springs?: boolean;
}

const periods: DemoPeriod[] = [
  // The older program year (its exits' 2nd and 4th quarters are over).
  {
    first: 'Vera',
    last: 'Sokolova',
    birthdate: '1984-03-11',
    program: 'adult',
    year: 1,
    entry: 1,
    exitAfter: 6,
    trained: true,
    wage: { hourly: 24, employer: 'Aurora Medical Center' },
    credential: true,
  },
  {
    first: 'Marcus',
    last: 'Bell',
    birthdate: '1976-09-30',
    program: 'dw',
    year: 1,
    entry: 2,
    exitAfter: 6,
    wage: { hourly: 29.5, employer: 'Front Range Logistics' },
    skillGain: true,
  },
  {
    first: 'Keisha',
    last: 'Grant',
    birthdate: '2005-01-14',
    program: 'youth',
    year: 1,
    entry: 3,
    exitAfter: 6,
    skillGain: true,
    credential: true,
    springs: true,
  },
  {
    first: 'Arturo',
    last: 'Silva',
    birthdate: '1991-06-02',
    program: 'wp',
    year: 1,
    entry: 0,
    exitAfter: 3,
    wage: { hourly: 19, employer: 'Pikes Peak Builders' },
    springs: true,
  },
  {
    first: pirlDemoProblems.duplicate.firstName,
    last: pirlDemoProblems.duplicate.lastName,
    birthdate: '1982-12-05',
    program: 'dw',
    year: 1,
    entry: 4,
    exitAfter: 4,
    duplicate: true,
  },
  {
    first: pirlDemoProblems.wageWithoutEmployer.firstName,
    last: pirlDemoProblems.wageWithoutEmployer.lastName,
    birthdate: '1993-04-21',
    program: 'adult',
    year: 1,
    entry: 0,
    exitAfter: 5,
    wage: { hourly: 21, employer: '' },
  },
  {
    first: pirlDemoProblems.missingExitReason.firstName,
    last: pirlDemoProblems.missingExitReason.lastName,
    birthdate: '1988-08-17',
    program: 'adult',
    year: 1,
    entry: 2,
    exitAfter: 4,
    exemptReason: true,
    springs: true,
  },
  {
    first: pirlDemoProblems.missingHighestGrade.firstName,
    last: pirlDemoProblems.missingHighestGrade.lastName,
    birthdate: '1986-01-09',
    program: 'wp',
    year: 1,
    entry: 3,
    exitAfter: 4,
    wage: { hourly: 22, employer: 'Montview Hardware' },
    gradeNotAsked: true,
  },
  // Last program year.
  {
    first: 'Lena',
    last: 'Fischer',
    birthdate: '1989-02-27',
    program: 'adult',
    year: 0,
    entry: 1,
    exitAfter: 6,
    trained: true,
    wage: { hourly: 26, employer: 'Colfax Dental Group' },
    credential: true,
  },
  {
    first: 'Owen',
    last: 'Price',
    birthdate: '1972-11-08',
    program: 'dw',
    year: 0,
    entry: 2,
    exitAfter: 6,
    wage: { hourly: 31, employer: 'Denver Water Works' },
    skillGain: true,
  },
  {
    first: 'Jada',
    last: 'Morris',
    birthdate: '2006-05-19',
    program: 'youth',
    year: 0,
    entry: 3,
    trained: true,
    skillGain: true,
    springs: true,
  },
  {
    first: pirlDemoCoEnrolled.firstName,
    last: pirlDemoCoEnrolled.lastName,
    birthdate: '1995-10-03',
    program: 'wp',
    alsoIn: 'adult',
    year: 0,
    entry: 1,
    exitAfter: 4,
    wage: { hourly: 20.5, employer: 'Stapleton Foods' },
  },
  {
    first: 'Chloe',
    last: 'Martin',
    birthdate: '1998-07-25',
    program: 'adult',
    year: 0,
    entry: 6,
    trained: true,
    credential: true,
    springs: true,
  },
];

const programNames: Record<Program, string> = {
  adult: 'WIOA Adult',
  dw: 'WIOA Dislocated Worker',
  youth: 'WIOA Youth',
  wp: 'Wagner-Peyser',
};
const programCodes: Record<Program, string> = { adult: '903', dw: '904', youth: '905', wp: '918' };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** Noon in Denver on the given day of a program year's month (month 0 = July). */
const monthDay = (programYear: number, month: number, day: number) =>
  new Date(Date.UTC(programYear, 6 + month, day, 18));

async function rows<T extends Record<string, unknown>>(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute<T>(query)) as { rows: T[] }).rows;
}

export async function seedPirlDemo(
  tx: DbOrTx,
  at: { aurora: number; springs: number; creatorEmail: string },
  now = new Date(),
): Promise<void> {
  const [creator] = await rows<{ id: number }>(tx, sql`select id from staff_users where email = ${at.creatorEmail}`);
  if (!creator) return;
  const programIds = {} as Record<Program, number>;
  for (const program of Object.keys(programNames) as Program[]) {
    const [found] = await rows<{ id: number }>(
      tx,
      sql`select id from service_log_programs where name = ${programNames[program]} order by id limit 1`,
    );
    const id =
      found?.id ??
      (
        await rows<{ id: number }>(
          tx,
          sql`insert into service_log_programs (name, is_common_exit) values (${programNames[program]}, true) returning id`,
        )
      )[0]!.id;
    await tx.execute(sql`update service_log_programs set pirl_code = ${programCodes[program]}
      where id = ${id} and pirl_code is null`);
    programIds[program] = id;
  }
  const [services] = await rows<{ career: number | null; training: number | null }>(
    tx,
    sql`select (select id from services where name = 'Job Search Assistance' order by id limit 1) as career,
      (select id from services where expense_category = 'training' order by id limit 1) as training`,
  );

  const lastYear = boardProgramYear(now) - 1;
  for (const period of periods) {
    const year = lastYear - period.year;
    const customer = await createCustomer(tx, {
      firstName: period.first,
      lastName: period.last,
      portal: false,
      birthdate: period.birthdate,
      zip: period.springs ? '80907' : '80011',
      primaryLocationId: period.springs ? at.springs : at.aurora,
      sex: period.first.length % 2 === 0 ? 'female' : 'male',
      hispanicLatino: period.last.length % 3 === 0 ? 'yes' : 'no',
      races: [period.last.length % 2 === 0 ? 'white' : 'black_african_american'],
      disability: 'no',
      veteranStatus: period.program === 'dw' ? 'yes' : 'no',
      highestGradeCompleted: period.gradeNotAsked
        ? null
        : period.program === 'youth'
          ? 'grade_11'
          : 'high_school_diploma',
      employmentStatusAtEntry: period.program === 'dw' ? 'employed_notice_of_termination' : 'unemployed',
    });
    const entry = monthDay(year, period.entry, 6);
    const exitDate = period.exitAfter === undefined ? null : monthDay(year, period.entry + period.exitAfter, 20);
    const exit = exitDate && exitDate < now ? exitDate : null;
    const copies = period.duplicate ? 2 : 1;
    let enrollmentId = 0;
    for (let copy = 0; copy < copies; copy += 1) {
      const [inserted] = await rows<{ id: number }>(
        tx,
        sql`insert into service_log_enrollments (customer_id, program_id, created_at, exit_at, exit_kind, exit_recorded_by)
          values (${customer.id}, ${programIds[period.program]}, ${entry.toISOString()},
            ${exit?.toISOString() ?? null}, ${exit ? 'recorded' : null}, ${exit ? creator.id : null})
          returning id`,
      );
      enrollmentId = inserted!.id;
    }
    if (period.alsoIn) {
      await tx.execute(sql`insert into service_log_enrollments (customer_id, program_id, created_at, exit_at, exit_kind,
          exit_recorded_by)
        values (${customer.id}, ${programIds[period.alsoIn]}, ${monthDay(year, period.entry + 1, 6).toISOString()},
          ${exit?.toISOString() ?? null}, ${exit ? 'recorded' : null}, ${exit ? creator.id : null})`);
    }
    const log = async (serviceId: number | null, when: Date, title: string) => {
      if (!serviceId || when > now) return;
      await tx.execute(sql`insert into service_logs (customer_id, enrollment_id, title, service_id, created_by,
          location_id, created_on, start_at)
        values (${customer.id}, ${enrollmentId}, ${title}, ${serviceId}, ${creator.id}, ${customer.primaryLocationId},
          ${dayOf(when)}, ${when.toISOString()})`);
    };
    await log(services?.career ?? null, entry, 'Intake and job search plan');
    if (period.trained) await log(services?.training ?? null, monthDay(year, period.entry + 1, 3), 'Started training');
    const record = async (kind: string, typeId: number, when: Date) => {
      if (when > now) return;
      await tx.execute(sql`insert into performance_records (customer_id, creator_user_id, kind, performance_type_id,
          date_affected, enrollment_id)
        values (${customer.id}, ${creator.id}, ${kind}, ${typeId}, ${dayOf(when)}, ${enrollmentId})`);
    };
    // 209, 104 and 405 need no evidence document.
    if (period.skillGain) await record('measurable_skill_gain', 104, monthDay(year, period.entry + 2, 10));
    if (period.credential) await record('credential_attainment', 209, monthDay(year, period.entry + 5, 12));
    if (exit && period.exemptReason)
      await record('program_exempt_reason', 405, new Date(exit.getTime() + 5 * 86_400_000));
    if (exit && period.wage) {
      const received = new Date(Math.min(exit.getTime() + 400 * 86_400_000, now.getTime()));
      await tx.execute(sql`insert into wage_records (customer_id, source_id, date_received, start_date, employer_name,
          job_title, starting_wage, recent_wage, wage_increment)
        values (${customer.id}, 3, ${dayOf(received)}, ${dayOf(new Date(exit.getTime() + 20 * 86_400_000))},
          ${period.wage.employer}, 'Associate', ${period.wage.hourly}, ${period.wage.hourly}, 'hourly')`);
    }
  }

  // Demo customers in a PIRL program: the ZIP of their location when they have none (state and county come from it),
  // and plausible demographics when nobody asked them, so only the problems above fail the checks.
  const inPirlProgram = sql`exists (select 1 from service_log_enrollments e
    join service_log_programs p on p.id = e.program_id where e.customer_id = c.id and p.pirl_code is not null)`;
  await tx.execute(sql`update customers c set zip = l.zip from locations l
    where l.id = c.primary_location_id and c.zip is null and l.zip is not null and ${inPirlProgram}`);
  await tx.execute(sql`update customers c set
      sex = case when c.id % 2 = 0 then 'female' else 'male' end,
      hispanic_latino = case when c.id % 3 = 0 then 'yes' else 'no' end,
      races = array[case when c.id % 4 = 0 then 'asian' else 'white' end],
      disability = 'no', veteran_status = 'no', highest_grade_completed = 'high_school_diploma',
      employment_status_at_entry = 'unemployed'
    where c.sex is null and c.hispanic_latino is null and c.races is null and c.disability is null
      and c.veteran_status is null and c.highest_grade_completed is null and c.employment_status_at_entry is null
      and ${inPirlProgram}`);
}
