import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { PageLoader } from '../../ui/PageLoader';
import { savedClustersQuery } from './clusterApi';

/** Customers only: the clusters they saved, each opening the Occupation Finder filtered to it. */
export function SavedClustersPanel() {
  const { t } = useT('clusters');
  const headingId = useId();
  const saved = useQuery(savedClustersQuery());
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {t('results.viewOpportunities')}
      </Title>
      {saved.isPending ? (
        <PageLoader compact />
      ) : (saved.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('results.noSaved')}</Text>
      ) : (
        <List>
          {saved.data!.map((cluster) => (
            <List.Item key={cluster.id}>
              <Anchor component={Link} to={cluster.cluster_link}>
                {cluster.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
