import { Anchor, Avatar, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { customerRecordLimits, customerSnapshotRoute, type CustomerRecord } from '@portal/contracts';
import { Link } from 'react-router';
import { formatPhone, initials, isReadOnly } from './format';
import { PinButton } from './PinButton';

// Light badges with near-black text keep the WCAG AA contrast whatever the hue.
const badge = { variant: 'light', c: 'dark.9' } as const;

/** Spec 2.5: who the customer is, at a glance. */
export function CustomerBanner({ record }: { record: CustomerRecord }) {
  const more = record.source_total - Math.min(record.sources.length, customerRecordLimits.bannerSources);
  const caseManagers = Object.values(record.case_managers);
  const readOnly = isReadOnly(record);
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Avatar src={record.avatar_url} alt="" size="xl" color="blue" radius="xl">
        {initials(record.first_name, record.last_name)}
      </Avatar>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap="sm">
          <Title order={1}>{record.full_name}</Title>
          {readOnly ? (
            record.tracked_by_user && (
              <Badge {...badge} color="blue">
                Pinned
              </Badge>
            )
          ) : (
            <PinButton id={record.id} tracked={record.tracked_by_user} />
          )}
        </Group>
        <Group gap="xs">
          {/* One status: a deleted customer is not also "Active". */}
          <Badge {...badge} color={record.deleted ? 'red' : record.status ? 'green' : 'gray'}>
            {record.deleted ? 'Deleted' : record.status ? 'Active' : 'Archived'}
          </Badge>
          {record.engagement_status_flag !== null && (
            <Badge {...badge} color="blue">
              Engagement: {record.engagement_status_flag ? 'Active' : 'Idle'}
            </Badge>
          )}
          <Badge {...badge} color={record.agreement_signed ? 'green' : 'orange'}>
            {record.agreement_signed ? 'Agreement signed' : 'Agreement not signed'}
          </Badge>
          {record.restrictions.length > 0 && (
            <Badge {...badge} color="red">
              {record.restrictions.length === 1 ? '1 flag' : `${record.restrictions.length} flags`}
            </Badge>
          )}
          {record.customer_type && (
            <Badge {...badge} color="grape">
              {record.customer_type}
            </Badge>
          )}
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
          <Fact term="Phone" value={formatPhone(record.phone)} />
          <Fact term="Email" value={record.email} />
          <div>
            <Text component="dt" fw={600} size="sm">
              Sources
            </Text>
            <Text component="dd" size="sm" m={0}>
              {record.sources.map((source) => `${source.location} (${source.source})`).join(', ') || 'None'}
              {more > 0 && (
                <>
                  {' '}
                  <Anchor component={Link} to={customerSnapshotRoute(record.id)}>
                    + {more} more
                  </Anchor>
                </>
              )}
            </Text>
          </div>
          <Fact term="Case managers" value={caseManagers.join(', ') || 'None'} />
        </SimpleGrid>
      </Stack>
    </Group>
  );
}

function Fact({ term, value }: { term: string; value: string | null }) {
  return (
    <div>
      <Text component="dt" fw={600} size="sm">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value ?? 'Not given'}
      </Text>
    </div>
  );
}
