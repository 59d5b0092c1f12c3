import { Readable } from 'node:stream';
import {
  boardProgramYear,
  boardToday,
  drillPerPage,
  firstProgramYear,
  pirlProgramCodes,
  pirlProgramLabels,
  programQuarterBounds,
  quarterLabel,
  quarterOf,
  reportCriteriaSchemas,
  reportMessages,
  reportRunDetailSchema,
  reportsPerPage,
  reportTypeDescriptions,
  reportTypeKeys,
  reportTypeLabels,
  type CriteriaObject,
  type ReportDrill,
  type ReportDrillQuery,
  type ReportList,
  type ReportListQuery,
  type ReportRun,
  type ReportRunDetail,
  type ReportTypeKey,
} from '@portal/contracts';
import { type Db, type DbOrTx } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { isAdmin } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import * as ledger from '../../platform/exports/ledger.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as tracker from '../service-log/tracker-repository.ts';
import { listLocations } from '../dynamic-query/repository.ts';
import { locationScopeOf, requireReporter, seesPii } from './access.ts';
import { drillRows } from './drill-down.ts';
import { quarterlyFileName, quarterlyPdf } from './files.ts';
import { reportPrograms, scopeOf } from './quarterly.ts';
import * as repository from './repository.ts';
import { reportJobNames } from './runner.ts';

export async function types(db: DbOrTx, actor: Actor) {
  const staff = await requireReporter(db, actor);
  // The funds summary reads the funding module's budgets, which only admins may see.
  const offered = reportTypeKeys.filter((key) => key !== 'funding_summary' || isAdmin(staff));
  return {
    data: offered.map((key) => ({ key, label: reportTypeLabels[key], description: reportTypeDescriptions[key] })),
  };
}

/** The last program-year quarter that is over, by the board's today. */
export function lastClosedQuarter(now = new Date()): { program_year: number; quarter: number } {
  const current = { 3: 1, 4: 2, 1: 3, 2: 4 }[quarterOf(boardToday(now))];
  const year = boardProgramYear(now);
  return current === 1 ? { program_year: year - 1, quarter: 4 } : { program_year: year, quarter: current - 1 };
}

function yearOptions(now: Date) {
  const years = [];
  for (let year = boardProgramYear(now); year >= firstProgramYear; year -= 1) {
    years.push({ value: year, label: `PY ${year} (Jul 1, ${year} - Jun 30, ${year + 1})` });
  }
  return years;
}

const quarterOptions = [1, 2, 3, 4].map((q) => ({ value: q, label: `Quarter ${q}` }));

export async function criteriaObject(db: DbOrTx, actor: Actor, type: ReportTypeKey, now = new Date()) {
  await requireReporter(db, actor);
  const closed = lastClosedQuarter(now);
  const year = {
    name: 'program_year',
    label: 'Program year',
    kind: 'select',
    required: true,
    options: yearOptions(now),
  };
  const quarter = { name: 'quarter', label: 'Quarter', kind: 'select', required: true, options: quarterOptions };
  const label = reportTypeLabels[type];
  let object: CriteriaObject;
  if (type === 'pirl') {
    const recorded = new Set((await tracker.listPrograms(db)).map((program) => program.pirlCode).filter(Boolean));
    object = {
      type,
      label,
      fields: [
        year,
        quarter,
        {
          name: 'programs',
          label: 'Programs',
          kind: 'multiselect',
          required: true,
          options: pirlProgramCodes.map((code) => ({ value: code, label: `${pirlProgramLabels[code]} (${code})` })),
        },
      ] as CriteriaObject['fields'],
      defaults: { ...closed, programs: pirlProgramCodes.filter((code) => recorded.has(code)) },
    };
  } else if (type === 'quarterly_performance') {
    const programs = await tracker.listPrograms(db);
    object = {
      type,
      label,
      fields: [
        year,
        quarter,
        {
          name: 'program_ids',
          label: 'Programs (none chosen: every active program)',
          kind: 'multiselect',
          required: false,
          options: programs.map((program) => ({ value: program.id, label: program.name })),
        },
      ] as CriteriaObject['fields'],
      defaults: { ...closed, program_ids: [] },
    };
  } else {
    object = {
      type,
      label,
      fields: [year] as CriteriaObject['fields'],
      defaults: { program_year: boardProgramYear(now) },
    };
  }
  return { data: object };
}

function parseCriteria(type: ReportTypeKey, body: unknown) {
  const parsed = reportCriteriaSchemas[type].safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  throw invalid(errors);
}

export function criteriaLabel(type: ReportTypeKey, criteria: Record<string, unknown>): string {
  const year = Number(criteria.program_year);
  if (type === 'funding_summary') return `PY ${year}`;
  const parts = [quarterLabel(year, Number(criteria.quarter))];
  if (Array.isArray(criteria.programs)) parts.push((criteria.programs as string[]).join(', '));
  return parts.join('; ');
}

function formatsOf(row: repository.ReportRunRow): ReportRun['formats'] {
  if (row.status !== 'ready' || !row.fileKey) return [];
  return row.type === 'quarterly_performance' ? ['csv', 'pdf'] : ['csv'];
}

function toRun(row: repository.ReportRunWithUser): ReportRun {
  const type = row.type as ReportTypeKey;
  const criteria = (row.criteria ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    type,
    type_label: reportTypeLabels[type],
    criteria,
    criteria_label: criteriaLabel(type, criteria),
    status: row.status,
    progress: row.progress,
    user: { id: row.userId, name: row.userName },
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    row_count: row.rowCount,
    failure_count: row.failureCount,
    file_name: row.fileName,
    formats: formatsOf(row),
    error: row.error,
  };
}

/** POST execute/{type}/reportDetail: checks the criteria, records the run, and nudges the worker. */
export async function startRun(db: Db, jobs: JobQueue, actor: Actor, type: ReportTypeKey, body: unknown) {
  const staff = await requireReporter(db, actor);
  if (type === 'funding_summary' && !isAdmin(staff)) throw forbidden(reportMessages.fundingAdminsOnly);
  const criteria = parseCriteria(type, body);
  const run = await db.transaction(async (tx) => {
    const created = await repository.createRun(tx, { userId: staff.staffId, type, criteria });
    await audit(tx, {
      actor: staff,
      action: 'reports.run',
      entityType: 'report_run',
      entityId: created.id,
      detail: { type, criteria },
    });
    return created;
  });
  await jobs.send(reportJobNames.run, { id: run.id });
  const found = await repository.findRun(db, run.id);
  return { data: toRun(found!), message: reportMessages.queued };
}

/** Agency admins see every run; everyone else their own. */
async function visibleRun(db: DbOrTx, staff: StaffActor, id: number) {
  const row = await repository.findRun(db, id);
  if (!row || (staff.role !== 'agency_admin' && row.userId !== staff.staffId)) throw notFound();
  return row;
}

export async function listRuns(db: DbOrTx, actor: Actor, query: ReportListQuery): Promise<ReportList> {
  const staff = await requireReporter(db, actor);
  const page = query.page ?? 1;
  const text = query.filter?.toLowerCase();
  const typesMatching = text ? reportTypeKeys.filter((key) => reportTypeLabels[key].toLowerCase().includes(text)) : [];
  const { rows, total } = await repository.listRuns(
    db,
    staff.role === 'agency_admin' ? null : staff.staffId,
    { page, sort: query.sort ?? 'created_at', order: query.order ?? 'desc', type: query.type, filter: query.filter },
    typesMatching,
  );
  return {
    data: rows.map(toRun),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / reportsPerPage)),
    total,
    per_page: reportsPerPage,
  };
}

export async function getRun(db: DbOrTx, actor: Actor, id: number): Promise<{ data: ReportRunDetail }> {
  const staff = await requireReporter(db, actor);
  const row = await visibleRun(db, staff, id);
  const result = row.status === 'ready' ? reportRunDetailSchema.shape.data.shape.result.parse(row.result) : null;
  return { data: { ...toRun(row), result } };
}

/** The participants behind one figure of a quarterly run, at the caller's locations, PII masked as the query tool. */
export async function drillDown(db: DbOrTx, actor: Actor, id: number, query: ReportDrillQuery): Promise<ReportDrill> {
  const staff = await requireReporter(db, actor);
  const row = await visibleRun(db, staff, id);
  const { data } = await getRun(db, actor, id);
  const result = data.result;
  if (row.type !== 'quarterly_performance' || result?.kind !== 'quarterly_performance') throw notFound();
  const programId = Number(query.program_id);
  if (!result.programs.some((program) => program.program_id === programId)) throw notFound();
  const page = query.page ?? 1;
  const found = await drillRows(
    db,
    scopeOf(locationScopeOf(staff)),
    { programId, from: result.window.from, last: result.window.to, asOf: result.as_of },
    query.figure,
    query.part ?? 'numerator',
    page,
  );
  const masked = !seesPii(staff);
  const total = found[0]?.total ?? 0;
  return {
    data: found.map(({ total: _total, birth_date, ...rest }) => ({
      ...rest,
      birth_date: masked && birth_date !== null ? '***' : birth_date,
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / drillPerPage)),
    total,
    per_page: drillPerPage,
  };
}

/** GET export/{id}: the run's file, recorded in the export ledger (running, then ready with its rows, or failed). */
export async function openExport(db: Db, storage: Storage, actor: Actor, id: number, format: 'csv' | 'pdf') {
  const staff = await requireReporter(db, actor);
  const row = await visibleRun(db, staff, id);
  const run = toRun(row);
  if (!run.formats.includes(format) || !row.fileKey) throw notFound(reportMessages.notReady);
  const detail = format === 'pdf' ? (await getRun(db, actor, id)).data.result : null;
  const fileName =
    format === 'pdf' && detail?.kind === 'quarterly_performance'
      ? quarterlyFileName(detail, 'pdf')
      : (row.fileName ?? `report-${id}.csv`);
  const entry = await db.transaction(async (tx) => {
    const recorded = await ledger.recordStreamedExport(tx, {
      userId: staff.staffId,
      kind: `report:${row.type}`,
      criteria: { run_id: id, format, ...(row.criteria as object) },
      columns: [],
      fileName,
    });
    await audit(tx, {
      actor: staff,
      action: 'reports.export',
      entityType: 'report_run',
      entityId: id,
      detail: { export_id: recorded.id, format },
    });
    return recorded;
  });
  const finish = (ok: boolean) =>
    ledger.finishStreamedExport(db, entry.id, ok ? { rowCount: row.rowCount ?? 0, customerIds: [] } : null);
  try {
    const stream =
      format === 'pdf' && detail?.kind === 'quarterly_performance'
        ? Readable.from([await quarterlyPdf(detail)])
        : await storage.createReadStream(row.fileKey);
    stream.once('end', () => void finish(true).catch(() => undefined));
    stream.once('error', () => void finish(false).catch(() => undefined));
    return { stream, fileName, contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8' };
  } catch (error) {
    await finish(false);
    throw error;
  }
}

export async function locationSearch(db: DbOrTx, actor: Actor, q: string) {
  const staff = await requireReporter(db, actor);
  const scope = locationScopeOf(staff);
  const text = q.toLowerCase();
  const rows = (await listLocations(db)).filter(
    (row) => (scope === null || scope.includes(row.id)) && row.label.toLowerCase().includes(text),
  );
  return { data: rows.slice(0, 50).map((row) => ({ id: row.id, name: row.label })) };
}

export async function servicePrograms(db: DbOrTx, actor: Actor) {
  await requireReporter(db, actor);
  return { data: (await reportPrograms(db, [])).map((program) => ({ id: program.id, name: program.name })) };
}

export async function services(db: DbOrTx, actor: Actor) {
  await requireReporter(db, actor);
  const typesWithServices = await tracker.listServiceTypes(db);
  return {
    data: typesWithServices.flatMap((type) => type.services.map((service) => ({ id: service.id, name: service.name }))),
  };
}

/** The reporting terms: every program-year quarter from PY 2016 to the current one, newest first. */
export async function academicTerms(db: DbOrTx, actor: Actor, now = new Date()) {
  await requireReporter(db, actor);
  const terms = [];
  for (let year = boardProgramYear(now); year >= firstProgramYear; year -= 1) {
    for (let quarter = 4; quarter >= 1; quarter -= 1) {
      const bounds = programQuarterBounds(year, quarter);
      if (bounds.from > boardToday(now)) continue;
      terms.push({ program_year: year, quarter, label: quarterLabel(year, quarter), ...bounds });
    }
  }
  return { data: terms };
}
