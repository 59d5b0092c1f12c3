import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { firstProgramYear, programYearLabel, programYearStartOf, type IndicatorChoice } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LaterSelect } from '../../ui/LaterSelect';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { indicatorProgramsQuery, indicatorsQuery, indicatorWarningsQuery } from './api';

const title = 'Performance Indicators';

/**
 * The figures (cards, chart, table) and the early warnings' table: the page starts fetching their code as it starts
 * fetching the figures, which they wait for anyway (issue #30).
 */
const loadFigures = () => import('./IndicatorsFigures');
const Figures = lazy(async () => ({ default: (await loadFigures()).Figures }));
const WarningsTable = lazy(async () => ({ default: (await loadFigures()).WarningsTable }));

const loader = (what: string) => (
  <Group justify="center" py="md">
    <Loader role="progressbar" size="sm" aria-label={`Loading ${what}`} />
  </Group>
);

/** The program and year last looked at, kept in this browser, to open the page on them next time. */
const lastChoiceKey = 'portal.indicators.last-choice';

function rememberedChoice(): IndicatorChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(lastChoiceKey) ?? 'null') as Partial<IndicatorChoice> | null;
    return Number.isInteger(stored?.program_id) && Number.isInteger(stored?.program_year)
      ? (stored as IndicatorChoice)
      : null;
  } catch {
    return null;
  }
}

function rememberChoice(choice: IndicatorChoice) {
  try {
    window.localStorage.setItem(lastChoiceKey, JSON.stringify(choice));
  } catch {
    // Storage may be off (private mode): the page then opens on the program and year with data.
  }
}

/** Program years from PY 2016 to the current one, newest first. */
function programYears(now: Date): { value: string; label: string }[] {
  const years: { value: string; label: string }[] = [];
  for (let year = programYearStartOf(now); year >= firstProgramYear; year -= 1) {
    years.push({ value: String(year), label: programYearLabel(year) });
  }
  return years;
}

function Warnings({ programId }: { programId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, isFetching, refetch } = useQuery(indicatorWarningsQuery(programId, page));
  const what = 'Early warnings';
  return (
    <Stack>
      <Title order={2}>{what}</Title>
      <Text size="sm" c="dark.6">
        Enrolments that exited in the last 15 months, or have had no service for 60 days and will exit at 90, and lack
        the evidence an indicator needs.
      </Text>
      <div aria-live="polite" aria-busy={isPending}>
        {isPending ? (
          loader(what)
        ) : isError ? (
          <LoadError what={what} onRetry={refetch} retrying={isFetching} />
        ) : data.data.length === 0 ? (
          <EmptyState message="No early warnings" />
        ) : (
          <Suspense fallback={loader(what)}>
            <WarningsTable
              warnings={data}
              caption={`${what}: ${data.total.toLocaleString('en-US')} in all`}
              onPage={(next) =>
                setSearchParams((params) => {
                  params.set('page', String(next));
                  return params;
                })
              }
            />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}

/**
 * The board's performance at a glance (issue #15): the WIOA primary indicators of a program for a program year with
 * a chart, and early warnings. Definitions: docs/wioa-indicators.md. Program and year live in the address; without
 * them the page opens on the last ones used in this browser, else on the program and year with data (issue #23).
 */
export function IndicatorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const programs = useQuery(indicatorProgramsQuery());
  const years = programYears(new Date());
  const known = (choice: IndicatorChoice | null | undefined) =>
    choice && programs.data?.data.some((p) => p.id === choice.program_id) ? choice : null;
  const opening = known(rememberedChoice()) ?? known(programs.data?.with_data);
  const programId = Number(searchParams.get('program')) || (opening?.program_id ?? programs.data?.data[0]?.id ?? null);
  const year = Number(searchParams.get('year')) || (opening?.program_year ?? programYearStartOf(new Date()) - 1);
  const figures = useQuery(indicatorsQuery(programId, year));
  void loadFigures();

  const choose = (key: 'program' | 'year', value: string | null) => {
    if (!value || programId === null) return;
    rememberChoice(
      key === 'program'
        ? { program_id: Number(value), program_year: year }
        : { program_id: programId, program_year: Number(value) },
    );
    setSearchParams((params) => {
      params.set('program', key === 'program' ? value : String(programId));
      params.set('year', key === 'year' ? value : String(year));
      params.delete('page');
      return params;
    });
  };

  return (
    <Stack>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      {programs.isError ? (
        <LoadError what="Programs" onRetry={programs.refetch} retrying={programs.isFetching} />
      ) : programs.data && programs.data.data.length === 0 ? (
        <EmptyState message="No programs to report on" />
      ) : (
        <>
          <Group align="end" grow preventGrowOverflow={false} wrap="wrap">
            <LaterSelect
              label="Program"
              data={(programs.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={programId === null ? null : String(programId)}
              onChange={(value) => choose('program', value)}
              allowDeselect={false}
              disabled={!programs.data}
              miw={220}
            />
            <LaterSelect
              label="Program year"
              data={years}
              value={String(year)}
              onChange={(value) => choose('year', value)}
              allowDeselect={false}
              miw={220}
            />
          </Group>
          <div aria-live="polite" aria-busy={figures.isPending}>
            {programId === null || figures.isPending ? (
              loader('indicators')
            ) : figures.isError ? (
              <LoadError what="Indicators" onRetry={figures.refetch} retrying={figures.isFetching} />
            ) : (
              <Suspense fallback={loader('indicators')}>
                <Figures figures={figures.data} />
              </Suspense>
            )}
          </div>
          {programId !== null && <Warnings programId={programId} />}
        </>
      )}
    </Stack>
  );
}
