import { Button, Checkbox, Group, Paper, ScrollArea, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { caseManagerToastTitle, customerRecordMessages as messages, type CustomerRecord } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { caseManagerOptionsQuery, useSetCaseManagers } from './api';

/** Spec 2.5: pick case managers from a searchable list that loads more on scroll. */
export function CaseManagersPanel({ record }: { record: CustomerRecord }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const options = useInfiniteQuery(caseManagerOptionsQuery(debounced));
  // Starts from the record; after a save the record reloads with the same ids, so the choice stays in step.
  const [chosen, setChosen] = useState(() => new Set(Object.keys(record.case_managers).map(Number)));
  const save = useSetCaseManagers(record.id);
  const rows = options.data?.pages.flatMap((page) => page.data) ?? [];

  const loadMore = () => {
    if (options.hasNextPage && !options.isFetchingNextPage) void options.fetchNextPage();
  };
  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () =>
    save.mutate([...chosen], {
      onSuccess: (result) => {
        const title = caseManagerToastTitle(result);
        if (title) showSuccessToast(record.full_name, title);
      },
      onError: () => showErrorToast(messages.caseManagersFailed),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="case-managers-heading">
      <Title order={2} size="h3" id="case-managers-heading" mb="sm">
        Case managers
      </Title>
      <Stack gap="sm">
        <TextInput
          label="Search case managers"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <ScrollArea.Autosize
          mah={220}
          onBottomReached={loadMore}
          type="auto"
          aria-label="Case manager options"
          aria-busy={options.isFetching}
        >
          {options.data && rows.length === 0 ? (
            <EmptyState message={messages.noCaseManagers} />
          ) : (
            <Stack gap={6} py={4}>
              {rows.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  checked={chosen.has(option.value)}
                  onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Group>
          {options.hasNextPage && (
            <Button variant="subtle" onClick={loadMore} loading={options.isFetchingNextPage}>
              Load more
            </Button>
          )}
          <Button onClick={submit} loading={save.isPending}>
            Save case managers
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
