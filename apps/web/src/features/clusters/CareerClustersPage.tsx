import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { clusterPagePaths, clusterSurveyMinutes, exploreToolsPath, type ClusterResult } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { loginPathFor } from '../../platform/auth';
import { useT } from '../../platform/i18n';
import { useRouteExists } from '../../platform/routes';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { clusterResultsQuery, interestsQuery, type SurveyMode } from './clusterApi';
import { ClusterResultsSection } from './ClusterResultsSection';
import { InterestsPanel } from './InterestsPanel';
import { SavedClustersPanel } from './SavedClustersPanel';
import { LaterSurveyDialog } from './LaterSurveyDialog';
import { useSurveyRoute } from './surveyRoute';
import { useClusterSaves } from './useClusterSaves';

const noResults: readonly ClusterResult[] = [];

/**
 * /customer-portal/career-cluster/result and /career-cluster/result: the intro, the user's interests by
 * survey date, the ranked clusters with the top 3 as trophies, and the survey in a dialog. Customers
 * also save clusters and see the saved ones; guests are invited to sign in for that.
 */
export function CareerClustersPage() {
  const { t } = useT('clusters');
  const { taker, customerRedirect, checkingSignIn } = useSurveyRoute();
  const [dialog, setDialog] = useState<SurveyMode | null>(null);
  const results = useQuery(clusterResultsQuery(taker, t('surveyFailed')));
  const interests = useQuery(interestsQuery(taker));
  const isCustomer = taker === 'customer';
  const saves = useClusterSaves(results.data?.data ?? noResults);
  const hasSurvey = (results.data?.data.length ?? 0) > 0;
  const toolsPageExists = useRouteExists(exploreToolsPath);

  if (customerRedirect) return <Navigate to={customerRedirect} replace />;
  if (checkingSignIn) return <PageLoader />;
  return (
    <Stack gap="xl">
      <PageTitle title={t('results.title')} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="sm">
          <Title order={1}>{t('results.title')}</Title>
          <Text>{t('results.intro', { minutes: clusterSurveyMinutes })}</Text>
          <Group gap="sm">
            {hasSurvey && (
              <>
                <Button onClick={() => setDialog('create')}>{t('retakeSurvey')}</Button>
                <Button variant="outline" onClick={() => setDialog('edit')}>
                  {t('results.updateSurvey')}
                </Button>
              </>
            )}
            {toolsPageExists && (
              <Button component={Link} to={exploreToolsPath} variant="subtle">
                {t('results.exploreTools')}
              </Button>
            )}
          </Group>
          {!isCustomer && (
            <Text size="sm">
              <Anchor component={Link} to={loginPathFor('customer', clusterPagePaths.customer.result)}>
                {t('results.signIn')}
              </Anchor>
              {t('results.signInToSave')}
            </Text>
          )}
        </Stack>
      </Paper>

      {interests.data && interests.data.length > 0 && <InterestsPanel interests={interests.data} />}

      {results.isPending ? (
        <PageLoader compact />
      ) : results.isError ? (
        <Stack gap="xs" role="status">
          <Text>{t('surveyFailed')}</Text>
          <Button variant="default" w="fit-content" onClick={() => void results.refetch()}>
            {t('results.refresh')}
          </Button>
        </Stack>
      ) : hasSurvey ? (
        <ClusterResultsSection results={results.data.data} saves={isCustomer ? saves : null} />
      ) : (
        <Paper withBorder p="lg" radius="md" role="status">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{t('results.noSurveyTitle')}</Text>
            <Text>{t('results.noSurveyText')}</Text>
            <Button onClick={() => setDialog('create')}>{t('results.takeSurvey')}</Button>
          </Stack>
        </Paper>
      )}

      {isCustomer && (
        <>
          <Divider />
          <SavedClustersPanel />
        </>
      )}

      <LaterSurveyDialog taker={taker} mode={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
