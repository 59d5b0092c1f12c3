import { useFormat, useT } from '../../platform/i18n';
import { dueDateOf } from './dueDate';

/** The due-date wording in the language shown. */
export function useDueText(today?: string) {
  const { t } = useT('outcomes');
  const format = useFormat();
  return (due: string | null) => {
    const when = dueDateOf(due, today);
    switch (when.kind) {
      case 'notSet':
        return t('due.notSet');
      case 'today':
        return t('due.today');
      case 'ago':
        return t('due.ago', { count: when.count });
      case 'in':
        return t('due.in', { count: when.count });
      case 'date':
        return format.date(when.date);
    }
  };
}
