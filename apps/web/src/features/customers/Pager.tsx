import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../platform/i18n';
import { pageItems } from './pagination';

interface PagerProps {
  current: number;
  last: number;
  onPage: (page: number) => void;
}

/** Page buttons by the spec's rule; the current page is highlighted and marked aria-current. */
export function Pager({ current, last, onPage }: PagerProps) {
  const { t } = useT('common');
  if (last <= 1) return null;
  return (
    <nav aria-label={t('pages')}>
      <Group gap={4}>
        <Button variant="default" size="xs" disabled={current <= 1} onClick={() => onPage(current - 1)}>
          {t('previous')}
        </Button>
        {pageItems(current, last).map((item, index) =>
          item === 'ellipsis' ? (
            <Text key={`gap-${index}`} component="span" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="xs"
              variant={item === current ? 'filled' : 'default'}
              aria-current={item === current ? 'page' : undefined}
              aria-label={t('page', { page: item })}
              onClick={() => onPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button variant="default" size="xs" disabled={current >= last} onClick={() => onPage(current + 1)}>
          {t('next')}
        </Button>
      </Group>
    </nav>
  );
}
