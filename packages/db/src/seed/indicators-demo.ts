import { sql } from 'drizzle-orm';
import { boardProgramYear } from '@portal/contracts';
import type { DbOrTx } from '../client.ts';
import { createCustomer } from '../factories/index.ts';

const day = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Last program year's exits (July 1 to June 30) of the demo's WIOA Adult program, for the indicators page. */
interface DemoExit {
  first: string;
  last: string;
  /** Month (0 = July of last program year) and day of the exit. */
  exit: [number, number];
  /** Found work 20 days after exit, still there when last reported (a State UI wage record). */
  wage?: number;
  credential?: boolean;
  skillGain?: boolean;
  exempt?: boolean;
}

const exits: DemoExit[] = [
  { first: 'Amara', last: 'Okafor', exit: [0, 18], wage: 21.5, credential: true, skillGain: true },
  { first: 'Diego', last: 'Ramos', exit: [1, 22], wage: 18.75, skillGain: true },
  { first: 'Hana', last: 'Sato', exit: [2, 9], credential: true },
  { first: 'Luis', last: 'Fernandez', exit: [3, 14], wage: 24, credential: true },
  { first: 'Priya', last: 'Raman', exit: [4, 3], wage: 19.25 },
  { first: 'Samuel', last: 'Adeyemi', exit: [6, 27], skillGain: true },
  { first: 'Grace', last: 'Kim', exit: [8, 12], wage: 27.5, skillGain: true },
  { first: 'Omar', last: 'Haddad', exit: [10, 6], wage: 22 },
  { first: 'Rosa', last: 'Delgado', exit: [5, 19], exempt: true },
];

/**
 * Exited enrolments with wage, credential and skill-gain records so the performance indicators page
 * (/performance-indicators) shows real figures on first start, and a few enrolments for its early warnings: two open
 * ones with no service for four months and for 70 days and one exit seven months ago with nothing recorded. All at Denver (Casey
 * Nguyen's location), in 'WIOA Adult'; dates are relative to today so the page stays meaningful.
 */
export async function seedIndicatorsDemo(tx: DbOrTx, creatorEmail: string, denverId: number, now = new Date()) {
  const found = (await tx.execute<{ program: number | null; creator: number | null }>(sql`select
      (select id from service_log_programs where name = 'WIOA Adult' order by id limit 1) as program,
      (select id from staff_users where email = ${creatorEmail}) as creator`)) as {
    rows: { program: number | null; creator: number | null }[];
  };
  const { program, creator } = found.rows[0] ?? { program: null, creator: null };
  if (!program || !creator) return;
  // Last program year in the board's time zone (BOARD_TIME_ZONE), as the indicators page reads it.
  const yearStart = boardProgramYear(now) - 1;

  const person = (first: string, last: string) =>
    createCustomer(tx, { firstName: first, lastName: last, portal: false, primaryLocationId: denverId });
  const enrol = async (customerId: number, start: Date, exit: Date | null) => {
    await tx.execute(sql`insert into service_log_enrollments (customer_id, program_id, created_at, exit_at)
      values (${customerId}, ${program}, ${start.toISOString()}, ${exit ? exit.toISOString() : null})`);
  };
  const record = (customerId: number, kind: string, typeId: number, date: Date) =>
    tx.execute(sql`insert into performance_records (customer_id, creator_user_id, kind, performance_type_id, date_affected)
      values (${customerId}, ${creator}, ${kind}, ${typeId}, ${iso(date)})`);

  for (const entry of exits) {
    const exit = new Date(Date.UTC(yearStart, 6 + entry.exit[0], entry.exit[1], 17));
    if (exit > now) continue;
    const start = new Date(exit.getTime() - 240 * day);
    const customer = await person(entry.first, entry.last);
    await enrol(customer.id, start, exit);
    if (entry.wage !== undefined) {
      const received = new Date(Math.min(exit.getTime() + 420 * day, now.getTime()));
      await tx.execute(sql`insert into wage_records (customer_id, source_id, date_received, start_date, employer_name,
          job_title, starting_wage, recent_wage, wage_increment)
        values (${customer.id}, 3, ${iso(received)}, ${iso(new Date(exit.getTime() + 20 * day))},
          'Front Range Health', 'Medical Assistant', ${entry.wage - 1}, ${entry.wage}, 'hourly')`);
    }
    // 209 'Other Recognized Diploma, Degree or Certificate' and 104 'Training Milestone' need no evidence file.
    if (entry.credential) await record(customer.id, 'credential_attainment', 209, new Date(exit.getTime() + 45 * day));
    if (entry.skillGain) await record(customer.id, 'measurable_skill_gain', 104, new Date(exit.getTime() - 10 * day));
    if (entry.exempt) await record(customer.id, 'program_exempt_reason', 405, new Date(exit.getTime() + 10 * day));
  }

  // Early warnings: open with no service for four months (its exit day, last service + 90 days, has passed: exit
  // overdue) and for 70 days (exits in 20 days: exit near), and a recent exit with nothing recorded.
  for (const [first, last, daysWithoutService] of [
    ['Noah', 'Whitfield', 120],
    ['Leila', 'Nasser', 70],
  ] as const) {
    const customer = await person(first, last);
    await enrol(customer.id, new Date(now.getTime() - daysWithoutService * day), null);
  }
  const recent = await person('Ethan', 'Brooks');
  await enrol(recent.id, new Date(now.getTime() - 400 * day), new Date(now.getTime() - 210 * day));
}
