import {
  formatSalaryRange,
  fullTimeAboveHours,
  hoursLabel,
  locationLabel,
  payUnits,
  type JobBoardPost,
} from '@portal/contracts';
import { useFormat, useT } from '../../platform/i18n';

type PayUnitKey = keyof typeof payUnits;
const unitSynonyms: Record<string, PayUnitKey> = { annual: 'year', annually: 'year', yearly: 'year' };
const isPayUnit = (value: string): value is PayUnitKey => value in payUnits;

/**
 * A post's hours, place and pay in the language shown. English keeps the contract's own wording (the spec's); other
 * languages build the same parts from the catalogue and Intl.
 */
export function useJobTexts() {
  const { t, i18n } = useT('job-board');
  const format = useFormat();
  const english = i18n.language === 'en';
  return {
    hours: (hoursPerWeek: number | null) => {
      if (english || hoursPerWeek === null) return hoursLabel(hoursPerWeek);
      return hoursPerWeek > fullTimeAboveHours ? t('fullTime') : t('partTime');
    },
    location: (post: Pick<JobBoardPost, 'remote' | 'location'>) =>
      english || !post.remote ? locationLabel(post) : t('remote'),
    salary: (post: Pick<JobBoardPost, 'salary_range_min' | 'salary_range_max' | 'pay_unit'>) => {
      if (english) return formatSalaryRange(post);
      const money = (value: number) => format.money(value, { cents: value % 1 !== 0 });
      const raw = post.pay_unit.toLowerCase();
      const key = unitSynonyms[raw] ?? raw;
      const unit = isPayUnit(key) ? t(`payUnit.${key}`) : post.pay_unit.toLowerCase();
      const range =
        post.salary_range_min === post.salary_range_max
          ? money(post.salary_range_min)
          : `${money(post.salary_range_min)} - ${money(post.salary_range_max)}`;
      return t('salaryRange', { range, unit });
    },
  };
}
