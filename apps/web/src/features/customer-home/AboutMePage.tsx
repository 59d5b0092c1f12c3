import { Alert, Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { CustomerHomeImpactAnswersBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { laterModule } from '../../platform/laterModule';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { customerHomeKeys, impactQuestionsQuery, saveImpactAnswers } from './api';
import { useT } from '../../platform/i18n';

// The shared schema (and Zod) is fetched after the page paints; a save waits for it (ADR 0051).
const loadSchema = laterModule(() =>
  import('@portal/contracts/customer-home').then((module) => module.customerHomeImpactAnswersSchema),
);

/** /customer-portal/about-me/: the impact questions the profile widget counts, with the customer's answers. */
export function AboutMePage() {
  const { t } = useT('customer-home');
  const questions = useQuery(impactQuestionsQuery);
  const queryClient = useQueryClient();
  const [changes, setChanges] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    void loadSchema().catch(() => undefined);
  }, []);
  const save = useMutation({
    mutationFn: saveImpactAnswers,
    onSuccess: (data) => {
      queryClient.setQueryData(customerHomeKeys.impact, data);
      void queryClient.invalidateQueries({ queryKey: customerHomeKeys.profile });
      setChanges({});
      setErrors({});
    },
    onError: (error) => {
      if (isApiError(error, 422) && error.body?.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.body.errors).map(([field, messages]) => [
              field.replace(/^answers\./, ''),
              messages[0] ?? '',
            ]),
          ),
        );
      }
    },
  });

  if (questions.isError)
    return <LoadError what={t('loadQuestions')} onRetry={questions.refetch} retrying={questions.isFetching} />;
  if (!questions.data) return <PageLoader />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: CustomerHomeImpactAnswersBody = { answers: changes };
    // The same schema the server checks.
    loadSchema().then(
      (schema) => {
        const checked = schema.safeParse(body);
        if (!checked.success) {
          setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[1]), issue.message])));
          return;
        }
        save.mutate(checked.data);
      },
      (error: unknown) => handleApiError(error),
    );
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageTitle title={t('aboutMe')} />
      <Title order={1}>{t('aboutMe')}</Title>
      <Text>{t('aboutMeIntro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {questions.data.data.map((question) => (
            <Paper key={question.key} withBorder p="md">
              <Radio.Group
                name={question.key}
                label={question.question}
                value={changes[question.key] ?? question.answer ?? ''}
                onChange={(value) => {
                  setChanges((current) => ({ ...current, [question.key]: value }));
                  save.reset();
                }}
                error={errors[question.key]}
              >
                <Stack gap={6} mt="xs">
                  {question.options.map((option) => (
                    <Radio key={option} value={option} label={option} />
                  ))}
                </Stack>
              </Radio.Group>
            </Paper>
          ))}
          {save.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {t('saved')}
            </Alert>
          )}
          {save.isError && !isApiError(save.error, 422) && (
            <Alert color="red" variant="light" role="alert">
              {save.error.message}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={save.isPending} disabled={Object.keys(changes).length === 0}>
              {t('save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
