import { Paper, Stack, Text, Title } from '@mantine/core';
import { skillsSurveyMinutes, skillsSurveyRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { i18n, useT } from '../../platform/i18n';
import { showSuccessToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { skillsSurveyFormQuery, useSaveSkillsSurvey } from './api';
import { RatingStepper } from './RatingStepper';

/** /customer-portal/pairin/survey: rate yourself on the O*NET skills, step by step; taken again the same way. */
export function SkillsSurveyPage() {
  const { t } = useT('skills-survey');
  const form = useQuery(skillsSurveyFormQuery);
  const save = useSaveSkillsSurvey();
  const navigate = useNavigate();
  const retaking = form.data?.updated_at != null;

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">
          {t('intro')}
          {t('minutes', { minutes: skillsSurveyMinutes })}
          {retaking && t('retaking')}
        </Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {form.isPending ? (
          <PageLoader compact />
        ) : form.isError || form.data.data.length === 0 ? (
          <LoadError what={t('loadErrorWhat')} onRetry={form.refetch} retrying={form.isFetching} />
        ) : (
          <RatingStepper
            steps={form.data.data}
            submitting={save.isPending}
            onSubmit={(ratings) =>
              save.mutate(
                { ratings },
                {
                  onSuccess: () => {
                    showSuccessToast(i18n.t('skills-survey:saved'));
                    void navigate(skillsSurveyRoutes.result);
                  },
                  onError: (error) => handleApiError(error),
                },
              )
            }
          />
        )}
      </Paper>
    </Stack>
  );
}
