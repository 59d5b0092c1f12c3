import { Stack, Title } from '@mantine/core';
import { clusterPagePaths, skillsSurveyRoutes } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../platform/i18n';
import { PageTitle } from '../../ui/PageTitle';
import { myCareerKeys } from './api';
import { EducationHistoryDialog, WorkHistoryDialog } from './HistoryDialogs';
import { IntakeCards } from './IntakeCards';
import { MatchFiltersForm } from './MatchFiltersForm';
import { MatchList } from './MatchList';
import { MatchStatusPanel } from './MatchStatusPanel';
import { NoInputBanner } from './NoInputBanner';
import { useMatchFilters } from './useMatchFilters';
import { useMatchStatus } from './useMatchStatus';

const bannerClosedKey = 'my-career:banner-closed';

function useBannerClosed(): [boolean, () => void] {
  const [closed, setClosed] = useState(() => sessionStorage.getItem(bannerClosedKey) === '1');
  const close = () => {
    sessionStorage.setItem(bannerClosedKey, '1');
    setClosed(true);
  };
  return [closed, close];
}

type Dialog = 'work' | 'education' | null;

/** /customer-portal/my-career: the Match Engine (participant spec 2, 4, 7-9). */
export function MyCareerPage() {
  const { t } = useT('my-career');
  const queryClient = useQueryClient();
  const filterState = useMatchFilters();
  const { status, results } = useMatchStatus(filterState.filters);
  const [bannerClosed, closeBanner] = useBannerClosed();
  const [dialog, setDialog] = useState<Dialog>(null);

  const flags = status.data;
  // "Profile completion is absent": the customer has given none of the four inputs yet.
  const noInput = flags !== undefined && flags.completed <= 0;

  // A job or an education saved in a dialog changes the inputs: ask for the status and the list again (a recompute may
  // have started, or already finished).
  const closeDialog = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: myCareerKeys.all });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      {noInput && !bannerClosed && <NoInputBanner onClose={closeBanner} />}
      <MatchStatusPanel completed={flags?.completed ?? null} matches={flags?.matches ?? null} failed={status.isError}>
        <IntakeCards
          complete={{
            clusterSurvey: flags?.clusterSurvey ?? false,
            skillsSurvey: flags?.pairinSurvey ?? false,
            work: flags?.professional ?? false,
            education: flags?.education ?? false,
          }}
          actions={{
            clusterSurvey: {
              to: flags?.clusterSurvey ? clusterPagePaths.customer.update : clusterPagePaths.customer.survey,
            },
            skillsSurvey: { to: skillsSurveyRoutes.survey },
            work: { onClick: () => setDialog('work') },
            education: { onClick: () => setDialog('education') },
          }}
        />
      </MatchStatusPanel>
      <Stack component="section" gap="md" aria-labelledby="career-opportunities">
        <Title order={2} id="career-opportunities">
          {t('opportunities')}
        </Title>
        <MatchFiltersForm
          filters={filterState.filters}
          keywordInput={filterState.keywordInput}
          onKeywordInput={filterState.setKeywordInput}
          onKeywordSubmit={filterState.submitKeyword}
          onChange={filterState.update}
          onClear={filterState.clear}
        />
        <MatchList results={results} personal={!noInput && flags !== undefined} />
      </Stack>
      <WorkHistoryDialog opened={dialog === 'work'} onClose={closeDialog} />
      <EducationHistoryDialog opened={dialog === 'education'} onClose={closeDialog} />
    </Stack>
  );
}
