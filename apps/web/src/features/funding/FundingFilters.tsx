import { Button, Group } from '@mantine/core';
import { fundingCategoryNames, type FundingCategory } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../platform/auth';
import { LaterStringSelect } from '../../ui/LaterStringSelect';
import { categoriesQuery, programsQuery, useApproverOptions, useVendorOptions, type FundingFilters } from './api';
import { LookupSelect } from './LookupSelect';

interface FundingFiltersProps {
  value: FundingFilters;
  onChange: (filters: FundingFilters) => void;
  /** The aggregate also filters by program (forms spec 2). */
  withProgram?: boolean;
  idPrefix: string;
}

const toId = (text: string) => (text === '' ? undefined : Number(text));
const toText = (id: number | undefined) => (id === undefined ? '' : String(id));
const width = { base: '100%', xs: 220 };

/** Category, approver, vendor (and program) filters with Reset (forms spec 2); each choice applies at once. */
export function FundingFiltersBar({ value, onChange, withProgram = false, idPrefix }: FundingFiltersProps) {
  const categories = useQuery(categoriesQuery());
  const { data: user } = useCurrentUser();
  // The approver lookup never lists the caller (no one approves their own request); an admin still filters by self.
  const me =
    user && (user.role === 'admin' || user.role === 'agency_admin')
      ? { value: String(user.userId), label: `${user.name} (you)` }
      : null;
  const programs = useQuery({ ...programsQuery(), enabled: withProgram });
  const useVendors = (term: string) => useVendorOptions(term, value.category);
  const categoryOptions =
    categories.data?.data.map((row) => ({ value: row.name, label: row.label })) ??
    fundingCategoryNames.map((name) => ({ value: name, label: name[0]?.toUpperCase() + name.slice(1) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label="Transaction filters">
      <LaterStringSelect
        id={`${idPrefix}-category`}
        label="Category"
        clearable
        data={categoryOptions}
        value={value.category ?? ''}
        onChange={(next) => onChange({ ...value, category: (next || undefined) as FundingCategory | undefined })}
        w={width}
      />
      {withProgram && (
        <LaterStringSelect
          id={`${idPrefix}-program`}
          label="Program"
          clearable
          searchable
          data={(programs.data?.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={toText(value.program)}
          onChange={(next) => onChange({ ...value, program: toId(next) })}
          w={width}
        />
      )}
      <LookupSelect
        id={`${idPrefix}-approver`}
        label="Approver"
        useOptions={useApproverOptions}
        current={me}
        value={toText(value.approver)}
        onChange={(next) => onChange({ ...value, approver: toId(next) })}
        w={width}
      />
      <LookupSelect
        id={`${idPrefix}-vendor`}
        label="Vendor"
        useOptions={useVendors}
        value={toText(value.vendor)}
        onChange={(next) => onChange({ ...value, vendor: toId(next) })}
        w={width}
      />
      <Button variant="default" onClick={() => onChange({})}>
        Reset
      </Button>
    </Group>
  );
}
