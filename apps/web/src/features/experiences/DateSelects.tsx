import { monthOptions } from '@portal/contracts';
import { useMemo } from 'react';
import { localeOf, useT } from '../../platform/i18n';
import { StringSelect, type StringSelectProps } from '../../ui/StringSelect';

type DateSelectProps = Omit<StringSelectProps, 'data'> & { label: string };

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
    <StringSelect
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
  return (
    <StringSelect
      label={label}
      data={years}
      placeholder={t('selectYear')}
      clearable
      clearButtonProps={{ 'aria-label': t('clear', { label }) }}
      {...props}
    />
  );
}
