import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  fundingListMessages as messages,
  fundingSummaryCsvName,
  programYearLabel,
  boardProgramYear,
  type FundingSummaryRow,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { saveFile } from '../../platform/save-file';
import { showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { LaterStringSelect } from '../../ui/LaterStringSelect';
import { exportSummary, fundingKeys, programsQuery, putBudget, summaryQuery } from './api';
import { centsToInput, parseDollarsToCents } from './money';
import { TextField } from '../../ui/TextField';

/** The summary table's code is fetched as the page starts reading the summary, behind the same loader (#30). */
const loadTable = () => import('./SummaryTable');
const SummaryTable = lazy(async () => ({ default: (await loadTable()).SummaryTable }));

export const summaryTitle = 'Budgets and funds summary';
const budgetMessage = 'Enter the budget in dollars, such as 250000 or 250000.50.';

/**
 * /transactions/budgets (issue #25; admins): a budget per program and WIOA program year, and per program the budget,
 * obligated, expended and available amounts and the customers funded — the ETA-9130 figures — with a CSV export.
 */
export function FundsSummaryPage() {
  const current = boardProgramYear();
  const [year, setYear] = useState(current);
  const summary = useQuery(summaryQuery(year));
  useEffect(() => void loadTable().catch(() => undefined), []);
  const [exporting, setExporting] = useState(false);
  const years = [...new Set([...(summary.data?.program_years ?? []), current, current + 1, year])].sort(
    (a, b) => b - a,
  );

  const runExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportSummary(year), fundingSummaryCsvName);
    } catch (error) {
      handleApiError(error);
    } finally {
      setExporting(false);
    }
  };

  const rows = summary.data?.data ?? [];
  return (
    <Stack gap="lg">
      <PageTitle title={summaryTitle} />
      <Title order={1}>{summaryTitle}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LaterStringSelect
          id="summary-year"
          label="Program year"
          allowDeselect={false}
          data={years.map((value) => ({ value: String(value), label: programYearLabel(value) }))}
          value={String(year)}
          onChange={(next) => setYear(Number(next))}
          w={{ base: '100%', xs: 320 }}
        />
        <Button variant="default" loading={exporting} onClick={() => void runExport()}>
          Export CSV
        </Button>
      </Group>
      {summary.isError ? (
        <LoadError message={messages.tableLoadError} onRetry={summary.refetch} retrying={summary.isFetching} />
      ) : summary.isPending ? (
        <Loader aria-label="Loading the funds summary" />
      ) : rows.length === 0 ? (
        <EmptyState message={`No budgets for ${programYearLabel(year)} yet.`} />
      ) : (
        <Suspense fallback={<Loader aria-label="Loading the funds summary" />}>
          <SummaryTable rows={rows} />
        </Suspense>
      )}
      <BudgetForm year={year} rows={rows} />
    </Stack>
  );
}

/** Sets one program's budget for the chosen program year. */
function BudgetForm({ year, rows }: { year: number; rows: FundingSummaryRow[] }) {
  const queryClient = useQueryClient();
  const programs = useQuery(programsQuery());
  const [program, setProgram] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ program?: string; amount?: string }>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const cents = parseDollarsToCents(amount);
    const found = {
      program: program === '' ? 'Select a program.' : undefined,
      amount: cents === null ? budgetMessage : undefined,
    };
    setErrors(found);
    if (found.program || cents === null) return;
    setSaving(true);
    try {
      const answer = await putBudget({ program_id: Number(program), program_year: year, budget_cents: cents });
      showSuccessToast(answer.message);
      await queryClient.invalidateQueries({ queryKey: fundingKeys.all });
    } catch (error) {
      if (isApiError(error, 422)) {
        const fieldErrors = error.body?.errors ?? {};
        setErrors({
          program: fieldErrors.program_id?.[0],
          amount: fieldErrors.budget_cents?.[0] ?? (fieldErrors.program_id ? undefined : error.body?.message),
        });
      } else handleApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="budget-form-title">
      <Title order={2} size="h3" id="budget-form-title">
        {`Set a budget for ${programYearLabel(year)}`}
      </Title>
      {programs.isError && <LoadError what="the programs" onRetry={programs.refetch} retrying={programs.isFetching} />}
      <form
        noValidate
        aria-labelledby="budget-form-title"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <LaterStringSelect
            id="budget-program"
            label="Program"
            withAsterisk
            searchable
            data={(programs.data?.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={program}
            onChange={(next) => {
              setProgram(next);
              const row = rows.find((line) => String(line.program_id) === next);
              setAmount(row ? centsToInput(row.budget_cents) : '');
            }}
            error={errors.program}
            w={{ base: '100%', xs: 280 }}
          />
          <TextField
            id="budget-amount"
            label="Budget"
            withAsterisk
            inputMode="decimal"
            leftSection="$"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errors.amount}
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit" loading={saving} mt={{ base: 0, xs: 25 }}>
            Save budget
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dark.6">
        A budget cannot be set below what is already obligated and expended in that program year.
      </Text>
    </Stack>
  );
}
