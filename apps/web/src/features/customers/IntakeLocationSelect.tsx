import { NativeSelect } from '@mantine/core';
import { noLocationId } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { intakeLocationsQuery } from './intakeApi';

interface IntakeLocationSelectProps {
  value: number;
  onChange: (id: number) => void;
  error?: React.ReactNode;
}

/** The locations the user may add to; "none chosen" is the spec's 9999. */
export function IntakeLocationSelect({ value, onChange, error }: IntakeLocationSelectProps) {
  const locations = useQuery(intakeLocationsQuery);
  const data = [
    { value: String(noLocationId), label: 'Select a location' },
    ...(locations.data?.data ?? []).map((location) => ({ value: String(location.id), label: location.name })),
  ];
  return (
    <NativeSelect
      label="Location"
      withAsterisk
      data={data}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      error={error}
    />
  );
}
