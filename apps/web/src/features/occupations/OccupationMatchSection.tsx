import { Anchor, Stack, Text, Title } from '@mantine/core';
import { myCareerRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { MatchExplanation } from '../../ui/MatchExplanation';
import { occupationMatchQuery } from '../my-career/api';

/** 'Your match' on the detail page: what each input adds to the score and what would raise it. */
export function OccupationMatchSection({ occupationId, title }: { occupationId: number; title: string }) {
  const { t } = useT('occupations');
  const match = useQuery(occupationMatchQuery(occupationId));
  if (match.isPending) return null;
  return (
    <Stack component="section" gap="xs" aria-label={t('match.yourMatch')}>
      <Title order={2} size="h3">
        {t('match.yourMatch')}
      </Title>
      {match.isError ? (
        <LoadError what={t('match.yourMatchWhat')} onRetry={match.refetch} retrying={match.isFetching} />
      ) : match.data === null ? (
        <Text>
          {t('match.noMatch')}{' '}
          <Anchor component={Link} to={myCareerRoutes.page}>
            {t('match.tellUs')}
          </Anchor>
        </Text>
      ) : (
        <MatchExplanation
          title={t('match.whatMakesUp', { title })}
          factors={match.data.explanation.factors}
          raise={match.data.explanation.raise}
          raiseDetail={match.data.explanation.raise_detail}
        />
      )}
    </Stack>
  );
}
