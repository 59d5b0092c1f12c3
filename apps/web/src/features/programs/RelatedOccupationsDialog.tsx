import { Anchor, Badge, Group, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import { programMessages, type Program } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { relatedOccupationsQuery } from './queries';

const salary = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function RelatedOccupationsList({ cipCode }: { cipCode: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(relatedOccupationsQuery(cipCode, page));

  if (query.isPending) return <Loader role="progressbar" size="sm" aria-label="Loading related occupations" />;
  // The failure is toasted too ('Error fetching related occupations'); it is not "no related occupations".
  if (query.isError) {
    return <LoadError what="related occupations" onRetry={query.refetch} retrying={query.isFetching} />;
  }
  const data = query.data;
  if (data.data.length === 0) return <EmptyState message={programMessages.noRelated} />;
  const pages = Math.ceil(data.total / data.perPage);
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.data.map((occupation) => (
          <li key={occupation.id}>
            <Anchor component={Link} to={`/customer-portal/occupation/${occupation.id}`} fw={600}>
              {occupation.title}
            </Anchor>
            <Text size="sm">
              {occupation.median_annual_salary === null
                ? 'Median salary: national data not available'
                : `Median salary: ${salary.format(occupation.median_annual_salary)} a year`}
              {occupation.growth_rate !== null && ` · Projected growth: ${occupation.growth_rate}%`}
            </Text>
            <Group gap={4}>
              {occupation.clusters.data.map((cluster) => (
                <Badge key={cluster.id} size="xs" variant="light" color="gray">
                  {cluster.name}
                </Badge>
              ))}
            </Group>
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <nav aria-label="Related occupations pages">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page` })}
          />
        </nav>
      )}
    </Stack>
  );
}

/** 'Related Occupations': the occupations the CIP-SOC crosswalk links to the program's CIP code, paged. */
export function RelatedOccupationsDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  return (
    <Modal opened={program !== null} onClose={onClose} title={programMessages.relatedTitle} size="lg">
      {program?.cip_id && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Occupations that {program.title} prepares you for
            {program.cip_title ? ` (${program.cip_title}, CIP ${program.cip_id})` : ` (CIP ${program.cip_id})`}.
          </Text>
          <RelatedOccupationsList key={program.cip_id} cipCode={program.cip_id} />
        </Stack>
      )}
    </Modal>
  );
}
