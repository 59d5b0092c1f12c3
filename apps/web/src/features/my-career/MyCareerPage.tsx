import { Stack, Title } from '@mantine/core';
import { clusterPagePaths, skillsSurveyRoutes } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../platform/i18n';
import { useModule } from '../../platform/useModule';
import { PageTitle } from '../../ui/PageTitle';
import { myCareerKeys } from './api';
import { EducationHistoryDialog, WorkHistoryDialog } from './HistoryDialogs';
import { IntakeCards } from './IntakeCards';
import { MatchesLoading } from './MatchesLoading';
import { MatchStatusPanel } from './MatchStatusPanel';
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

// The opportunities' filters and cards (fields, selects, switches, cards, their explanations) are fetched as the page
// mounts, alongside the list they show, behind the list's loading line, instead of with the first script (issue #30).
const loadOpportunities = () => import('./MatchOpportunities');
// The no-input banner (Alert, its close button) shows only once the status has come: its code is fetched meanwhile.
const loadBanner = () => import('./NoInputBanner');

/** /customer-portal/my-career: the Match Engine (participant spec 2, 4, 7-9). */
export function MyCareerPage() {
  const { t } = useT('my-career');
  const queryClient = useQueryClient();
  const filterState = useMatchFilters();
  const { status, results } = useMatchStatus(filterState.filters);
  const [bannerClosed, closeBanner] = useBannerClosed();
  const [dialog, setDialog] = useState<Dialog>(null);
  const opportunities = useModule(loadOpportunities);
  const banner = useModule(loadBanner);

  const flags = status.data;
  // "Profile completion is absent": the customer has given none of the four inputs yet.
  const noInput = flags !== undefined && flags.completed <= 0;
  // The customer has given some data: their own scores are loading, not example ones.
  const personal = !noInput && flags !== undefined;

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
      {noInput && !bannerClosed && banner && <banner.NoInputBanner onClose={closeBanner} />}
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
        {opportunities ? (
          <opportunities.MatchOpportunities
            filters={{
              filters: filterState.filters,
              keywordInput: filterState.keywordInput,
              onKeywordInput: filterState.setKeywordInput,
              onKeywordSubmit: filterState.submitKeyword,
              onChange: filterState.update,
              onClear: filterState.clear,
            }}
            list={{ results, personal }}
          />
        ) : (
          <MatchesLoading personal={personal} />
        )}
      </Stack>
      <WorkHistoryDialog opened={dialog === 'work'} onClose={closeDialog} />
      <EducationHistoryDialog opened={dialog === 'education'} onClose={closeDialog} />
    </Stack>
  );
}
