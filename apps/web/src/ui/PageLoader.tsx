import { Center, Loader } from '@mantine/core';
import { useT } from '../platform/i18n';

/**
 * Shown while a page's code or data loads; `compact` for a part of a page. A Mantine loader is a span, and a span's
 * aria-label needs a role (axe aria-prohibited-attr): every labelled loader is a progressbar.
 */
export function PageLoader({ compact = false, holdsPage = !compact }: { compact?: boolean; holdsPage?: boolean }) {
  const { t } = useT('common');
  return (
    // A whole page's loader marks its page as still on its way: the first paint stays until it is gone (firstPaint.ts).
    // So does a part's loader whose content the first paint already shows (`holdsPage`: the Finder's cards, ADR 0055).
    <Center mih={compact ? 120 : '50vh'} role="status" data-page-pending={holdsPage ? '' : undefined}>
      <Loader role="progressbar" aria-label={t('loadingLabel')} />
    </Center>
  );
}
