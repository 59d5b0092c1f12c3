import { Anchor, List, Text } from '@mantine/core';
import { customerRecordRoute, exitingSoonDays } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { formatDay } from '../customer-record/format-day';
import { Figures, WidgetCard } from '../dashboard/widgets/WidgetCard';
import { exitingSoonQuery } from './api';

/** The first enrolments listed; the total says how many more there are. */
const shown = 10;

/**
 * On the staff dashboard: the enrolments of the caller's locations that exit by themselves within
 * exitingSoonDays (90 days without a service, none planned), soonest first, each linked to the record's Programs
 * panel. Hidden while nobody is about to exit, like the enrolled widget.
 */
export function ExitingSoonWidget() {
  const { customers } = useTerminology();
  const title = `${customers} about to exit`;
  const { data, isPending, isError, refetch } = useQuery(exitingSoonQuery());
  if (data && data.data.length === 0) return null;
  const rows = data?.data ?? [];
  return (
    <WidgetCard
      title={title}
      subtitle={`No service for a while: they exit by themselves within ${exitingSoonDays} days unless a service is given or planned`}
      loading={isPending}
      {...(isError ? { retryFailedLoad: refetch } : {})}
    >
      <Figures items={[['Enrollments', rows.length]]} />
      <List size="sm" mt="sm" spacing={4} listStyleType="none" ps={0}>
        {rows.slice(0, shown).map((row) => (
          <List.Item key={row.enrollment_id}>
            <Anchor component={Link} to={`${customerRecordRoute(row.customer_id)}#programs`}>
              {row.full_name}
            </Anchor>{' '}
            <Text span size="sm">
              {row.program_name}, exits on {formatDay(row.automatic_exit_on)}
            </Text>
          </List.Item>
        ))}
      </List>
      {rows.length > shown && (
        <Text size="sm" mt="xs">
          and {rows.length - shown} more
        </Text>
      )}
    </WidgetCard>
  );
}
