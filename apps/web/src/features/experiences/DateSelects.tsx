import { monthOptions } from '@portal/contracts';
import { StringSelect, type StringSelectProps } from '../../ui/StringSelect';
import { selectMonthLabel, selectYearLabel } from './messages';

type DateSelectProps = Omit<StringSelectProps, 'data'> & { label: string };

/** Months '01'–'12' shown by name. */
export function MonthSelect({ label, ...props }: DateSelectProps) {
  return (
    <StringSelect
      label={label}
      data={monthOptions}
      placeholder={selectMonthLabel}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      {...props}
    />
  );
}

/** Years as given (newest first). */
export function YearSelect({ label, years, ...props }: DateSelectProps & { years: string[] }) {
  return (
    <StringSelect
      label={label}
      data={years}
      placeholder={selectYearLabel}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      {...props}
    />
  );
}
