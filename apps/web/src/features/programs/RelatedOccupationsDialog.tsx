import { Anchor, Badge, Group, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import type { Program } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat, useT } from '../../platform/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { relatedOccupationsQuery } from './queries';

function RelatedOccupationsList({ cipCode }: { cipCode: string }) {
  const { t } = useT('programs');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useQuery(relatedOccupationsQuery(cipCode, page));

  if (query.isPending) return <Loader role="progressbar" size="sm" aria-label={t('related.loading')} />;
  // The failure is toasted too ('Error fetching related occupations'); it is not "no related occupations".
  if (query.isError) {
    return <LoadError what={t('related.loadErrorWhat')} onRetry={query.refetch} retrying={query.isFetching} />;
  }
  const data = query.data;
  if (data.data.length === 0) return <EmptyState message={t('related.none')} />;
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
                ? t('related.noSalary')
                : t('related.salary', { amount: format.money(occupation.median_annual_salary) })}
              {occupation.growth_rate !== null &&
                t('related.growth', {
                  growth: format.number(occupation.growth_rate / 100, { style: 'percent', maximumFractionDigits: 2 }),
                })}
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
        <nav aria-label={t('related.pages')}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': t('related.page', { page: item }) })}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? t('related.nextPage') : t('related.previousPage'),
            })}
          />
        </nav>
      )}
    </Stack>
  );
}

/** 'Related Occupations': the occupations the CIP-SOC crosswalk links to the program's CIP code, paged. */
export function RelatedOccupationsDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  const { t } = useT('programs');
  return (
    <Modal opened={program !== null} onClose={onClose} title={t('related.title')} size="lg">
      {program?.cip_id && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('related.preparesFor', { title: program.title })}
            {program.cip_title
              ? t('related.cipWithTitle', { cipTitle: program.cip_title, cip: program.cip_id })
              : t('related.cipOnly', { cip: program.cip_id })}
          </Text>
          <RelatedOccupationsList key={program.cip_id} cipCode={program.cip_id} />
        </Stack>
      )}
    </Modal>
  );
}
