import { Paper, Stack, Text, Title } from '@mantine/core';
import { clusterSurveyMinutes } from '@portal/contracts';
import { Navigate, useNavigate } from 'react-router';
import { useT } from '../../platform/i18n';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { SurveyPanel } from './SurveyPanel';
import { useSurveyRoute } from './surveyRoute';

/**
 * /customer-portal/career-cluster/survey and /career-cluster/survey (a new survey), and the /update
 * variants (the latest answers, to change). After submit: the results page of the same variant.
 */
export function ClusterSurveyPage() {
  const { taker, mode, pages, customerRedirect, checkingSignIn } = useSurveyRoute();
  const navigate = useNavigate();
  const { t } = useT('clusters');
  const title = mode === 'edit' ? t('updateTitle') : t('surveyTitle');

  if (customerRedirect) return <Navigate to={customerRedirect} replace />;
  if (checkingSignIn) return <PageLoader />;
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('intro', { minutes: clusterSurveyMinutes })}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <SurveyPanel
          key={`${taker}-${mode}`}
          taker={taker}
          mode={mode}
          onSubmitted={() => void navigate(pages.result)}
          holdScreenWhileLoading
        />
      </Paper>
    </Stack>
  );
}
