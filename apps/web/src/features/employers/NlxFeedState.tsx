import { Text } from '@mantine/core';
import { jobPostMessages, jobPostStatus, type JobPost } from '@portal/contracts';

/**
 * Where a post stands with the NLX feed, in plain words: queued for the feed a job exchange pulls, or pulled by it.
 * Never "sent": nothing is sent from here (docs/decisions/0017).
 */
export function NlxFeedState({ post }: { post: JobPost }) {
  if (!post.send_to_nlx) return <Text size="sm">No</Text>;
  const live = post.employer_job_post_status_id === jobPostStatus.published;
  if (!live) return <Text size="sm">Flagged; queued for the NLX job feed when published</Text>;
  const pulled = post.nlx_feed?.pulled_at;
  return (
    <Text size="sm">
      {pulled
        ? `In the NLX job feed (pulled ${new Date(pulled).toLocaleDateString('en-US')})`
        : 'Queued for the NLX job feed'}
    </Text>
  );
}

export const nlxExplanation = jobPostMessages.nlxQueued;
