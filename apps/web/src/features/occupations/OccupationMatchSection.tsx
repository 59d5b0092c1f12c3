import { Anchor, Stack, Text, Title } from '@mantine/core';
import { myCareerRoutes, myCareerTexts } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { MatchExplanation } from '../../ui/MatchExplanation';
import { occupationMatchQuery } from '../my-career/api';

/** 'Your match' on the detail page: what each input adds to the score and what would raise it. */
export function OccupationMatchSection({ occupationId, title }: { occupationId: number; title: string }) {
  const match = useQuery(occupationMatchQuery(occupationId));
  if (match.isPending) return null;
  return (
    <Stack component="section" gap="xs" aria-label="Your match">
      <Title order={2} size="h3">
        Your match
      </Title>
      {match.isError ? (
        <LoadError what="your match" onRetry={match.refetch} retrying={match.isFetching} />
      ) : match.data === null ? (
        <Text>
          {myCareerTexts.noMatch}{' '}
          <Anchor component={Link} to={myCareerRoutes.page}>
            Tell us about yourself on My Career
          </Anchor>
        </Text>
      ) : (
        <MatchExplanation
          title={`What makes up your match with ${title}`}
          factors={match.data.explanation.factors}
          raise={match.data.explanation.raise}
        />
      )}
    </Stack>
  );
}
