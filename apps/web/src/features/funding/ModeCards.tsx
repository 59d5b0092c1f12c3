import { Badge, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Columns } from '../../ui/Columns';
import classes from './FundingPage.module.css';

export interface ModeCard<Key extends string> {
  key: Key;
  label: string;
  description?: string;
}

interface ModeCardsProps<Key extends string> {
  heading?: string;
  cards: readonly ModeCard<Key>[];
  active: Key;
  /** Count per card; undefined while loading (a skeleton), null when the counts failed to load (a dash). */
  counts: Partial<Record<Key, number>> | null | undefined;
  onSelect: (key: Key) => void;
}

/** The four cards with their counts (forms spec 2); the chosen one is pressed. */
export function ModeCards<Key extends string>({ heading, cards, active, counts, onSelect }: ModeCardsProps<Key>) {
  return (
    <Stack gap="sm" component="section" aria-label={heading ?? 'Transaction cards'} className={classes.noPrint}>
      {heading && <Title order={2}>{heading}</Title>}
      <Columns cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {cards.map((card) => {
          const count = counts === null ? null : counts?.[card.key];
          return (
            <UnstyledButton
              key={card.key}
              className={classes.card}
              aria-pressed={card.key === active}
              onClick={() => onSelect(card.key)}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={700}>{card.label}</Text>
                {counts === undefined ? (
                  <Skeleton height={22} width={32} radius="xl" aria-hidden />
                ) : (
                  <Badge size="lg" variant="filled" color="blue.9" aria-label={`${count ?? 'unknown'} records`}>
                    {count ?? '–'}
                  </Badge>
                )}
              </Group>
              {card.description && (
                <Text size="sm" c="dark.6" mt={4}>
                  {card.description}
                </Text>
              )}
            </UnstyledButton>
          );
        })}
      </Columns>
    </Stack>
  );
}
