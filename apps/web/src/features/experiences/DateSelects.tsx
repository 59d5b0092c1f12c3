import { monthOptions } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { localeOf, useT } from '../../platform/i18n';
import { LaterStringSelect, type LaterStringSelectProps } from '../../ui/LaterStringSelect';

type FormSelectProps = LaterStringSelectProps & { defaultValue?: string };

/**
 * A LaterStringSelect (its list's code comes after the first paint) for a field of an uncontrolled form, whose
 * getInputProps gives `defaultValue`: the choice is kept here as well, so the stand-in shows it too. The form gives the
 * field a new `key` whenever it sets the value itself (reset, Current Role), which starts this again from it.
 */
export function FormSelect({ defaultValue, value, onChange, ...props }: FormSelectProps) {
  const [chosen, setChosen] = useState(defaultValue ?? '');
  return (
    <LaterStringSelect
      {...props}
      value={value ?? chosen}
      onChange={(next) => {
        setChosen(next);
        onChange?.(next);
      }}
    />
  );
}

type DateSelectProps = Omit<FormSelectProps, 'data'> & { label: string };

/** The months' names in the language shown (English: the contracts' names). */
function useMonthOptions(language: string) {
  return useMemo(() => {
    if (language === 'en') return monthOptions;
    const name = new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' });
    return monthOptions.map(({ value }) => {
      const text = name.format(new Date(Date.UTC(2000, Number(value) - 1, 1)));
      return { value, label: text.charAt(0).toLocaleUpperCase(localeOf(language)) + text.slice(1) };
    });
  }, [language]);
}

/** Months '01'–'12' shown by name. */
export function MonthSelect({ label, ...props }: DateSelectProps) {
  const { t, i18n } = useT('experiences');
  return (
    <FormSelect
      label={label}
      data={useMonthOptions(i18n.language)}
      placeholder={t('selectMonth')}
      clearable
      clearButtonProps={{ 'aria-label': t('clear', { label }) }}
      {...props}
    />
  );
}

/** Years as given (newest first). */
export function YearSelect({ label, years, ...props }: DateSelectProps & { years: string[] }) {
  const { t } = useT('experiences');
  const data = useMemo(() => years.map((year) => ({ value: year, label: year })), [years]);
  return (
    <FormSelect
      label={label}
      data={data}
      placeholder={t('selectYear')}
      clearable
      clearButtonProps={{ 'aria-label': t('clear', { label }) }}
      {...props}
    />
  );
}
