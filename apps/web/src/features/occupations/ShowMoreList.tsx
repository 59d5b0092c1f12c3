import { Anchor, List, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../platform/i18n';

interface ShowMoreListProps {
  title: string;
  items: string[];
  /** How many show before "Show more". */
  shown: number;
}

/** A titled list that shows its first `shown` items and a toggle for the rest (spec 2: topics 5, tasks 3). */
export function ShowMoreList({ title, items, shown }: ShowMoreListProps) {
  const { t } = useT('occupations');
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (items.length === 0) return null;
  const visible = expanded ? items : items.slice(0, shown);
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <List id={listId} spacing={4}>
        {visible.map((item, index) => (
          <List.Item key={`${index}-${item}`}>{item}</List.Item>
        ))}
      </List>
      {items.length > shown && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          style={{ alignSelf: 'flex-start' }}
        >
          {expanded ? t('detail.showLess') : t('detail.showMoreCount', { count: items.length - shown })}
        </Anchor>
      )}
    </Stack>
  );
}
