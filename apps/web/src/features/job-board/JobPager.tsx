import { Pagination } from '@mantine/core';
import { useT } from '../../platform/i18n';

export interface JobPagerProps {
  lastPage: number;
  currentPage: number;
  onPage: (page: number) => void;
}

/** The results' pages (Mantine's Pagination), its code fetched after the board's first paint (JobBoardPage). */
export function JobPager({ lastPage, currentPage, onPage }: JobPagerProps) {
  const { t } = useT('job-board');
  return (
    <Pagination
      total={lastPage}
      value={currentPage}
      onChange={onPage}
      getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pageItem', { page }) })}
    />
  );
}
