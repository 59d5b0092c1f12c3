import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { outcomeRoutes, outcomeStaffTexts as texts } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../platform/auth';
import { useModule } from '../../platform/useModule';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { staffOutcomesPageQuery } from './api';

// The assign form (its fields) and the list (table, pager) are fetched as the page mounts, alongside the outcomes,
// instead of with the page's first script (issue #30).
const loadParts = () => import('./StaffOutcomesParts');

/** Staff /outcomes: the Completed, Assigned and Recommended totals, assigning, and the outcomes at my locations. */
export function StaffOutcomesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch, isRefetching } = useQuery(staffOutcomesPageQuery(page));
  const role = useCurrentUser().data?.role;
  const admin = role === 'admin' || role === 'agency_admin';
  const parts = useModule(loadParts);

  return (
    <Stack gap="lg">
      <PageTitle title={texts.pageTitle} />
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{texts.pageTitle}</Title>
        {admin && (
          <Anchor component={Link} to={outcomeRoutes.library}>
            {texts.libraryLink}
          </Anchor>
        )}
      </Group>
      {isPending ? null : isError ? (
        <LoadError what="outcomes" onRetry={refetch} retrying={isRefetching} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
          {(
            [
              [texts.completed, data.totals.total_completed_outcomes],
              [texts.assigned, data.totals.total_assigned_outcomes],
              [texts.recommended, data.totals.total_recommended_outcomes],
            ] as const
          ).map(([label, value]) => (
            <Card key={label} withBorder>
              <Text component="dt" size="sm" c="dark.6">
                {label}
              </Text>
              <Text component="dd" ms={0} fw={700} fz="xl">
                {value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {parts && <parts.AssignForm />}
      {data && (
        <section aria-labelledby="staff-outcomes-list">
          <Title order={2} size="h4" id="staff-outcomes-list" mb="sm">
            {texts.pageTitle}
          </Title>
          {parts && <parts.OutcomesList data={data} page={page} onPage={(next) => setParams({ page: String(next) })} />}
        </section>
      )}
    </Stack>
  );
}
