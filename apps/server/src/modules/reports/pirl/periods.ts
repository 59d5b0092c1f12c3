import { boardTimeZone, boardToday, quarterStartOf, type PirlProgramCode, type PirlRequest } from '@portal/contracts';
import type { DatabaseHandle } from '@portal/db';
import type { PirlEnrollment, PirlPeriod } from './period.ts';
import { countPeriodsQuery, detailsQuery, periodsQuery, type PeriodsScope } from './queries.ts';
import { forEachBatch, withReadSession, type RunQuery } from './read-session.ts';
import { loadResidenceData, residenceOf } from './residence.ts';
import { scalarText } from './rules.ts';

export interface PirlRunOptions {
  /** Customers at one of these locations count; null or absent: every location. */
  locationIds?: number[] | null;
  /** Called after each batch with the number of periods done so far. */
  onProgress?: (periodsDone: number) => void;
  /** Periods per cursor fetch (and per detail query). */
  batchSize?: number;
  /** The as-of day (YYYY-MM-DD): wage records received later are ignored, later quarters are not yet available. */
  today?: string;
}

export const defaultBatchSize = 2000;

const scopeOf = (options: PirlRunOptions): PeriodsScope => ({ locationIds: options.locationIds ?? null });

export async function countPirlPeriods(
  database: DatabaseHandle,
  request: PirlRequest,
  options: PirlRunOptions = {},
): Promise<number> {
  const query = countPeriodsQuery(request, scopeOf(options), boardTimeZone());
  const [row] = (await database.rawQuery(query.text, query.params)) as { periods: number }[];
  return row?.periods ?? 0;
}

/**
 * Walks the request's periods of participation in file order (by customer, then entry), one batch at a time:
 * the cursor's rows plus one detail query per batch, in one read-only snapshot.
 */
export async function forEachPeriodBatch(
  database: DatabaseHandle,
  request: PirlRequest,
  options: PirlRunOptions,
  onBatch: (periods: PirlPeriod[]) => Promise<void>,
): Promise<number> {
  const zone = boardTimeZone();
  const today = options.today ?? boardToday();
  let done = 0;
  await loadResidenceData();
  await withReadSession(database, async (run) => {
    await forEachBatch(
      run,
      periodsQuery(request, scopeOf(options), zone),
      options.batchSize ?? defaultBatchSize,
      async (rows) => {
        const details = await detailsOf(run, rows, today, zone);
        const periods = rows.map((row, index) =>
          toPeriod(row, details.get(Number(row.enrollment_id)), done + index + 1, today),
        );
        done += periods.length;
        await onBatch(periods);
        options.onProgress?.(done);
      },
    );
  });
  return done;
}

type Details = Record<string, unknown>;

async function detailsOf(run: RunQuery, rows: Record<string, unknown>[], today: string, zone: string) {
  const members = rows.flatMap((row) =>
    (row.enrollment_ids as number[]).map((id, index) => [row.enrollment_id, id, (row.program_ids as number[])[index]]),
  );
  const found = await run<Details>(detailsQuery, [
    rows.map((row) => row.enrollment_id),
    rows.map((row) => row.customer_id),
    rows.map((row) => row.entry_date),
    rows.map((row) => row.exit_date ?? null),
    today,
    zone,
    members.map((member) => member[0]),
    members.map((member) => member[1]),
    members.map((member) => member[2]),
  ]);
  return new Map(found.map((detail) => [Number(detail.id), detail]));
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : scalarText(value));
const amount = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The first day of the quarter `quarters` after the one `isoDate` falls in. */
function quarterAfter(isoDate: string, quarters: number): string {
  const start = quarterStartOf(isoDate);
  const month = Number(start.slice(5, 7)) - 1 + quarters * 3;
  return `${Number(start.slice(0, 4)) + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}

/** 1602/1606: employed per a wage match (New Hires, UI wages) or per other evidence; 9 while the quarter runs. */
function employedIn(exitDate: string | null, quarters: number, employed: unknown, matched: unknown, today: string) {
  if (!exitDate) return null;
  if (employed === true) return matched === true ? 'ui_wage' : 'supplemental';
  return quarterAfter(exitDate, quarters + 1) <= today ? 'not_employed' : 'not_yet_available';
}

/** The period's enrolments by entry, and a second enrolment in a program it already holds (a duplicate), if any. */
function enrollmentsOf(row: Record<string, unknown>) {
  const programs = row.programs as PirlProgramCode[];
  const enrollments: PirlEnrollment[] = (row.enrollment_ids as unknown[]).map((id, index) => ({
    id: Number(id),
    program: programs[index]!,
  }));
  const seen = new Set<PirlProgramCode>();
  let duplicate: PirlEnrollment | null = null;
  for (const enrollment of enrollments) {
    if (seen.has(enrollment.program)) duplicate ??= enrollment;
    seen.add(enrollment.program);
  }
  return { enrollments, programs: [...seen], duplicate };
}

function toPeriod(row: Record<string, unknown>, details: Details | undefined, obs: number, today: string): PirlPeriod {
  const d = details ?? {};
  const { enrollments, programs, duplicate } = enrollmentsOf(row);
  const residence = residenceOf(text(row.zip));
  const exitDate = text(row.exit_date);
  const credentialTypes = (d.cred_types as number[] | null) ?? [];
  const credentialDates = (d.cred_dates as string[] | null) ?? [];
  const trainingStart = text(d.training_start);
  return {
    obs,
    enrollmentId: Number(row.enrollment_id),
    enrollments,
    programs,
    duplicateEnrollment: duplicate,
    customerId: Number(row.customer_id),
    entryDate: String(row.entry_date),
    exitDate,
    exitReason: text(row.exit_reason),
    birthdate: text(row.birthdate),
    stateOfResidence: residence.state,
    countyOfResidence: residence.county,
    sex: text(row.sex),
    hispanicLatino: text(row.hispanic_latino),
    races: (row.races as string[] | null) ?? null,
    disability: text(row.disability),
    veteranStatus: text(row.veteran_status),
    highestGrade: text(row.highest_grade_completed),
    employmentAtEntry: text(row.employment_status_at_entry),
    firstServiceDate: text(d.first_service),
    lastServiceDate: text(d.last_service),
    receivedTraining: trainingStart ? 'yes' : 'no',
    trainingStartDate: trainingStart,
    trainingType: text(d.course_type),
    trainingProvider: text(d.provider),
    ita: trainingStart ? (d.ita === true ? 'yes' : 'no') : null,
    employedQ2: employedIn(exitDate, 2, d.q2, d.q2_match, today),
    employedQ4: employedIn(exitDate, 4, d.q4, d.q4_match, today),
    wagesQ2: d.q2 === true ? amount(d.wages_q2) : null,
    wagesQ4: d.q4 === true ? amount(d.wages_q4) : null,
    wageWithoutEmployer: d.no_employer === true,
    credential1Type: credentialTypes[0] ?? null,
    credential1Date: credentialDates[0] ?? null,
    credential2Type: credentialTypes[1] ?? null,
    credential2Date: credentialDates[1] ?? null,
    credential3Type: credentialTypes[2] ?? null,
    credential3Date: credentialDates[2] ?? null,
    latestCredentialDate: text(d.latest_credential),
    msgEflDate: text(d.msg_101),
    msgTranscriptDate: text(d.msg_103),
    msgTrainingMilestoneDate: text(d.msg_104),
    msgSkillsProgressionDate: text(d.msg_105),
    exemptReasonRecorded: d.exempt === true,
  };
}
