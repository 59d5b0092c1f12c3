import { useCallback } from 'react';
import { localeOf, useT } from '../../platform/i18n';

/**
 * A job's or a school's month and year as the tables show it: the server's 'Jun/2021' in English (participant spec
 * 9), the month's short name in the language shown otherwise ('jun/2021').
 */
export function useMonthYear() {
  const { i18n } = useT('experiences');
  const language = i18n.language;
  return useCallback(
    (isoDate: string | null, formatted: string | null): string | null => {
      if (language === 'en' || !isoDate || !/^\d{4}-\d{2}/.test(isoDate)) return formatted;
      const month = new Intl.DateTimeFormat(localeOf(language), { month: 'short', timeZone: 'UTC' })
        .format(new Date(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, 1)))
        .replace(/\.$/, '');
      return `${month}/${isoDate.slice(0, 4)}`;
    },
    [language],
  );
}
