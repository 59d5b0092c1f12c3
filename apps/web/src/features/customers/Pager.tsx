import { Button, Group, Text } from '@mantine/core';
import { pageItems } from './pagination';

interface PagerProps {
  current: number;
  last: number;
  onPage: (page: number) => void;
}

/** Page buttons by the spec's rule; the current page is highlighted and marked aria-current. */
export function Pager({ current, last, onPage }: PagerProps) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Pages">
      <Group gap={4}>
        <Button variant="default" size="xs" disabled={current <= 1} onClick={() => onPage(current - 1)}>
          Previous
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
              aria-label={`Page ${item}`}
              onClick={() => onPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button variant="default" size="xs" disabled={current >= last} onClick={() => onPage(current + 1)}>
          Next
        </Button>
      </Group>
    </nav>
  );
}
