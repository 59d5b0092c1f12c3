import { Anchor, Stack, Text } from '@mantine/core';
import { clusterPagePaths, type SurveyTaker } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { showErrorToast } from '../../platform/toasts';
import { useModule } from '../../platform/useModule';
import { PageLoader } from '../../ui/PageLoader';
import { surveyFormQuery, useSubmitSurvey, type SurveyMode } from './clusterApi';

// The stepper (checkboxes, progress, alerts: a chain of Mantine chunks) loads beside the survey's questions, after the
// page's heading and intro have painted, instead of holding them back.
const loadStepper = () => import('./SurveyStepper');

export interface SurveyPanelProps {
  taker: SurveyTaker;
  mode: SurveyMode;
  /** After the answers are saved. */
  onSubmitted: () => void;
  /**
   * On a page of its own: while the questions load, the panel holds a screen's height, so the footer below it is not on
   * the first screen and does not move down as the questions replace the loader (a layout shift in Lighthouse).
   */
  holdScreenWhileLoading?: boolean;
}

/**
 * Loads the survey (create: nothing ticked; edit: the latest answers) and submits it: a new survey in create mode,
 * new answers for the same survey in edit mode.
 */
export function SurveyPanel({ taker, mode, onSubmitted, holdScreenWhileLoading = false }: SurveyPanelProps) {
  const { t } = useT('clusters');
  const form = useQuery(surveyFormQuery(taker, mode, t('surveyFailed')));
  const submit = useSubmitSurvey(taker);
  const noSteps = form.isSuccess && form.data.data.length === 0;
  const stepper = useModule(loadStepper);

  // A failed fetch is toasted by the query cache (its meta); an empty survey gets the same words here.
  useEffect(() => {
    if (noSteps) showErrorToast(t('surveyFailed'));
  }, [noSteps, t]);

  const loader = (
    <div style={holdScreenWhileLoading ? { minHeight: '100vh' } : undefined}>
      <PageLoader compact />
    </div>
  );

  if (form.isPending) return loader;
  if (form.isError || noSteps) {
    return (
      <Stack gap="xs" role="status">
        <Text>{t('surveyFailed')}</Text>
        {mode === 'edit' && (
          <Anchor component={Link} to={clusterPagePaths[taker].survey}>
            {t('retakeSurvey')}
          </Anchor>
        )}
      </Stack>
    );
  }

  if (!stepper) return loader;
  const { SurveyStepper } = stepper;
  return (
    <SurveyStepper
      steps={form.data.data}
      submitting={submit.isPending}
      onSubmit={(answers) =>
        submit.mutate(
          { responseId: mode === 'edit' ? (form.data.response?.id ?? null) : null, answers },
          { onSuccess: onSubmitted, onError: (error) => handleApiError(error) },
        )
      }
    />
  );
}
