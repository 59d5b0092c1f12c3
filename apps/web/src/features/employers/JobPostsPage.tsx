import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { jobBoardRoutes, jobPostMessages, jobPostPaths, type JobPost } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { showErrorToast } from '../../platform/toasts';
import { SwitchField } from '../../ui/SwitchField';
import { employerKeys, employerLinks } from './api';
import { jobPostsQuery } from './jobPostQueries';
import { NlxFeedState } from './NlxFeedState';
import { PagedTable } from './PagedTable';
import classes from './JobPostsPage.module.css';
import { DeleteAction, useRowDelete } from './DeleteAction';
import { EmployerRecordHeader, useEmployerParams } from './parts';

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '-');

/**
 * .../job-posts: the employer's posts with the published/draft toggle. The state (Draft, Published, Expired) is the
 * server's: only a published post is on the board and gets a link to it; a click on an expired one publishes it again.
 */
export function JobPostsPage() {
  const { id } = useEmployerParams();
  const queryClient = useQueryClient();
  const remove = useRowDelete(id);
  const [page, setPage] = useState(1);
  const [switching, setSwitching] = useState<number | null>(null);
  const query = useQuery(jobPostsQuery(id, page));

  const toggle = async (post: JobPost) => {
    const to = post.state === 'published' ? 'draft' : 'published';
    setSwitching(post.id);
    try {
      await client.put(jobPostPaths.status, { params: { id, postId: post.id }, body: { status: to } });
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
    } catch (error) {
      // A 422 says why (a post needs a location or Remote to be published).
      const reason = error instanceof ApiError && error.status === 422 ? error.body?.message : undefined;
      showErrorToast(reason || jobPostMessages.statusFailed(to));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <EmployerRecordHeader
        id={id}
        title="Job Posts"
        actions={
          <Button component={Link} to={employerLinks.createJobPost(id)}>
            Post a Job
          </Button>
        }
      />
      <PagedTable
        query={query}
        loadError={jobPostMessages.fetchFailed}
        columns={['Title', 'Status', 'Posted', 'Expires', 'Locations', 'NLX', 'Actions']}
        onPage={setPage}
      >
        {(post) => {
          const published = post.state === 'published';
          return (
            <Table.Tr key={post.id}>
              <Table.Td data-label="Title">
                <Anchor component={Link} to={employerLinks.editJobPost(id, post.id)}>
                  {post.title}
                </Anchor>
                <Text size="xs" c="dark.6">
                  by {post.creator.full_name}
                </Text>
              </Table.Td>
              <Table.Td data-label="Status">
                <SwitchField
                  checked={published}
                  disabled={switching === post.id}
                  onChange={() => void toggle(post)}
                  label={post.employer_job_post_status}
                  aria-label={`${post.title}: ${post.employer_job_post_status}`}
                />
              </Table.Td>
              <Table.Td data-label="Posted">{shortDate(post.posted_at)}</Table.Td>
              <Table.Td data-label="Expires">{shortDate(post.expires_at)}</Table.Td>
              <Table.Td data-label="Locations">
                {post.remote && <span className={classes.remote}>Remote</span>}
                {post.locations.map((location) => location.label).join(', ') || (post.remote ? '' : '-')}
              </Table.Td>
              <Table.Td data-label="NLX">
                <NlxFeedState post={post} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button size="xs" variant="default" component={Link} to={employerLinks.jobPostLocations(id, post.id)}>
                    Locations
                  </Button>
                  {published && (
                    <Button
                      size="xs"
                      variant="default"
                      component="a"
                      href={jobBoardRoutes.detail(jobBoardRoutes.publicBoard, post.id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${post.title} on the job board (opens in a new tab)`}
                    >
                      View on job board
                    </Button>
                  )}
                  <DeleteAction
                    what="job post"
                    label={post.title}
                    onDelete={remove(() => client.delete(jobPostPaths.post, { params: { id, postId: post.id } }), {
                      deleted: jobPostMessages.deleted,
                      failed: jobPostMessages.deleteFailed,
                    })}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        }}
      </PagedTable>
    </>
  );
}
