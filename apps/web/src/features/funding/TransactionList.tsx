import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDollars, formatUsDate, type FundingRecord } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import classes from './FundingPage.module.css';
import { StatusBadge } from './StatusBadge';

interface TransactionListProps {
  records: FundingRecord[];
  selectedId: number | null;
  onSelect: (record: FundingRecord) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  label: string;
}

/** The infinite list of the chosen card's items (forms spec 2, 9: the next page loads near the bottom). */
export function TransactionList({
  records,
  selectedId,
  onSelect,
  hasMore,
  loadingMore,
  onMore,
  label,
}: TransactionListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingMore) onMore();
      },
      { rootMargin: '0px 0px 5px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onMore]);

  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {records.map((record) => (
        <li key={record.id}>
          <UnstyledButton
            className={classes.item}
            aria-current={record.id === selectedId}
            onClick={() => onSelect(record)}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={700} size="sm">{`#${record.id} ${record.title}`}</Text>
              <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDollars(record.total_cents)}
              </Text>
            </Group>
            <Group gap="xs" mt={4}>
              <StatusBadge status={record.status} />
              <Text size="xs" c="dark.6">
                {`${record.category.label} · ${formatUsDate(record.date)}`}
              </Text>
            </Group>
            <Text size="xs" c="dark.6" mt={2}>
              {record.vendor?.name ?? record.employer?.name ?? ''}
            </Text>
          </UnstyledButton>
        </li>
      ))}
      {hasMore && (
        <li>
          <div ref={sentinel} style={{ minHeight: 1 }} />
          {loadingMore && <Loader size="sm" aria-label="Loading more" />}
        </li>
      )}
    </Stack>
  );
}
