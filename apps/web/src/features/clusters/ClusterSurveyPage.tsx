import { Paper, Stack, Text, Title } from '@mantine/core';
import { clusterSurveyMinutes } from '@portal/contracts';
import { Navigate, useNavigate } from 'react-router';
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
  const title = mode === 'edit' ? 'Update Your Career Cluster Survey' : 'Career Cluster Survey';

  if (customerRedirect) return <Navigate to={customerRedirect} replace />;
  if (checkingSignIn) return <PageLoader />;
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          Tick what you enjoy and what sounds like you. It takes about {clusterSurveyMinutes} minutes, and we will show
          which of the 16 career clusters fit you best.
        </Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <SurveyPanel
          key={`${taker}-${mode}`}
          taker={taker}
          mode={mode}
          onSubmitted={() => void navigate(pages.result)}
        />
      </Paper>
    </Stack>
  );
}
