import { Anchor, Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import {
  employerPath,
  jobBoardRoutes,
  jobPostMessages,
  jobPostPaths,
  jobPostStatus,
  type JobPost,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../platform/api';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { employerKeys, employerLinks, jobPostsQuery } from './api';
import { NlxFeedState } from './NlxFeedState';
import { DeleteAction, EmployerPageHeader, EmployerTabs, useCompanyName, useEmployerParams } from './parts';

const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '-');

/** The board shows published posts that have not expired (the server's rule); only those get a link to it. */
export function isOnJobBoard(post: Pick<JobPost, 'employer_job_post_status_id' | 'expires_at'>, now = Date.now()) {
  return (
    post.employer_job_post_status_id === jobPostStatus.published &&
    (post.expires_at === null || Date.parse(post.expires_at) > now)
  );
}

/** .../job-posts: the employer's posts with the published/draft toggle (status 3 shows published). */
export function JobPostsPage() {
  const { id } = useEmployerParams();
  const company = useCompanyName(id);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [switching, setSwitching] = useState<number | null>(null);
  const { data, isError, isFetching, refetch } = useQuery(jobPostsQuery(id, page));

  const toggle = async (post: JobPost) => {
    const to = post.employer_job_post_status_id === jobPostStatus.published ? 'draft' : 'published';
    setSwitching(post.id);
    try {
      await api.put(employerPath(jobPostPaths.status, { id, postId: post.id }), { status: to });
      await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
    } catch {
      showErrorToast(jobPostMessages.statusFailed(to));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <EmployerPageHeader
        trail={[{ label: company, to: employerLinks.edit(id) }, { label: 'Job Posts' }]}
        actions={
          <Button component={Link} to={employerLinks.createJobPost(id)}>
            Post a Job
          </Button>
        }
      />
      <EmployerTabs id={id} />
      {isError ? (
        <LoadError message={jobPostMessages.fetchFailed} onRetry={refetch} retrying={isFetching} />
      ) : data && data.data.length === 0 ? (
        <EmptyState message="No data available to show" />
      ) : (
        <StackedTable striped aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Posted</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Locations</Table.Th>
              <Table.Th>NLX</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.data ?? []).map((post) => {
              const published = post.employer_job_post_status_id === jobPostStatus.published;
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
                    <Switch
                      checked={published}
                      disabled={switching === post.id}
                      onChange={() => void toggle(post)}
                      label={published ? 'Published' : 'Draft'}
                      aria-label={`${post.title}: ${published ? 'Published' : 'Draft'}`}
                    />
                  </Table.Td>
                  <Table.Td data-label="Posted">{shortDate(post.posted_at)}</Table.Td>
                  <Table.Td data-label="Expires">{shortDate(post.expires_at)}</Table.Td>
                  <Table.Td data-label="Locations">
                    {post.remote && (
                      <Badge size="sm" variant="light" mr={4}>
                        Remote
                      </Badge>
                    )}
                    {post.locations.map((location) => location.label).join(', ') || (post.remote ? '' : '-')}
                  </Table.Td>
                  <Table.Td data-label="NLX">
                    <NlxFeedState post={post} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        component={Link}
                        to={employerLinks.jobPostLocations(id, post.id)}
                      >
                        Locations
                      </Button>
                      {isOnJobBoard(post) && (
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
                        onDelete={async () => {
                          try {
                            await api.delete(employerPath(jobPostPaths.post, { id, postId: post.id }));
                            await queryClient.invalidateQueries({ queryKey: employerKeys.one(id) });
                            showSuccessToast(jobPostMessages.deleted);
                          } catch {
                            showErrorToast(jobPostMessages.deleteFailed);
                          }
                        }}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </StackedTable>
      )}
      {data && (
        <Group mt="md">
          <Pager current={data.current_page} last={data.last_page} onPage={setPage} />
        </Group>
      )}
    </>
  );
}
