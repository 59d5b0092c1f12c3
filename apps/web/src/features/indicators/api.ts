import { indicatorsPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export const indicatorProgramsQuery = () =>
  queryOptions({
    queryKey: ['indicators', 'programs'],
    queryFn: ({ signal }) => client.get(indicatorsPaths.programs, { signal }),
  });

export const indicatorsQuery = (programId: number | null, year: number) =>
  queryOptions({
    queryKey: ['indicators', 'figures', programId, year],
    queryFn: ({ signal }) =>
      client.get(indicatorsPaths.indicators, { query: { program_id: programId, program_year: year }, signal }),
    enabled: programId !== null,
  });

export const indicatorWarningsQuery = (programId: number | null, page: number) =>
  queryOptions({
    queryKey: ['indicators', 'warnings', programId, page],
    queryFn: ({ signal }) => client.get(indicatorsPaths.warnings, { query: { program_id: programId, page }, signal }),
    enabled: programId !== null,
  });
