import { reportsPath, reportsPaths, type ReportRun, type ReportListQuery, type ReportTypeKey } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export const reportTypesQuery = () =>
  queryOptions({
    queryKey: ['reports', 'types'],
    queryFn: ({ signal }) => client.get(reportsPaths.types, { signal }),
  });

export const criteriaQuery = (type: ReportTypeKey) =>
  queryOptions({
    queryKey: ['reports', 'criteria', type],
    queryFn: ({ signal }) => client.get(reportsPaths.criteriaObject, { params: { id: type }, signal }),
  });

const unfinished = (status: ReportRun['status']) => status === 'pending' || status === 'running';

/** What the runs list asks for (the list call's page, type, filter, sort and order). */
export interface RunsListState {
  page: number;
  type?: ReportTypeKey;
  /** Text in the runner's name or the report's label. */
  filter?: string;
  sort: ReportListQuery['sort'];
  order: ReportListQuery['order'];
}

/** Runs, polled every 2 s while one of them is still running. */
export const runsQuery = ({ page, type, filter, sort, order }: RunsListState) =>
  queryOptions({
    queryKey: ['reports', 'runs', page, type ?? '', filter ?? '', sort, order],
    queryFn: ({ signal }) => client.get(reportsPaths.list, { query: { page, type, filter, sort, order }, signal }),
    refetchInterval: (query) => (query.state.data?.data.some((run) => unfinished(run.status)) ? 2_000 : false),
  });

/** One run, polled every second until it is ready or failed. */
export const runQuery = (id: number) =>
  queryOptions({
    queryKey: ['reports', 'run', id],
    queryFn: ({ signal }) => client.get(reportsPaths.run, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data && !unfinished(query.state.data.data.status) ? false : 1_000),
  });

export interface DrillTarget {
  programId: number;
  figure: string;
  part: 'numerator' | 'denominator' | 'pending';
  label: string;
}

export const drillQuery = (runId: number, target: DrillTarget | null, page: number) =>
  queryOptions({
    queryKey: ['reports', 'drill', runId, target?.programId, target?.figure, target?.part, page],
    queryFn: ({ signal }) =>
      client.get(reportsPaths.drillDown, {
        params: { id: runId },
        query: { program_id: target?.programId, figure: target?.figure, part: target?.part, page },
        signal,
      }),
    enabled: target !== null,
  });

export function startRun(type: ReportTypeKey, criteria: Record<string, unknown>) {
  return client.post(reportsPaths.reportDetail, { params: { id: type }, body: criteria });
}

export function exportUrl(runId: number, format: 'csv' | 'pdf'): string {
  return `${reportsPath(reportsPaths.export, runId)}?format=${format}`;
}
