import {
  indicatorsPaths,
  type IndicatorPrograms,
  type Indicators,
  type IndicatorWarningsPage,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

export const indicatorProgramsQuery = () =>
  queryOptions({
    queryKey: ['indicators', 'programs'],
    queryFn: ({ signal }) => api.get<IndicatorPrograms>(indicatorsPaths.programs, { signal }),
  });

export const indicatorsQuery = (programId: number | null, year: number) =>
  queryOptions({
    queryKey: ['indicators', 'figures', programId, year],
    queryFn: ({ signal }) =>
      api.get<Indicators>(`${indicatorsPaths.indicators}?program_id=${programId}&program_year=${year}`, { signal }),
    enabled: programId !== null,
  });

export const indicatorWarningsQuery = (programId: number | null, page: number) =>
  queryOptions({
    queryKey: ['indicators', 'warnings', programId, page],
    queryFn: ({ signal }) =>
      api.get<IndicatorWarningsPage>(`${indicatorsPaths.warnings}?program_id=${programId}&page=${page}`, { signal }),
    enabled: programId !== null,
  });
