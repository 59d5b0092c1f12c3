import { jobPostMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { employerLinks } from './api';
import { jobPostLocationsQuery, jobPostQuery } from './jobPostQueries';
import { EmployerPageHeader, useCompanyName, useEmployerParams } from './parts';

/** The lists' code (checkboxes, tables): the page starts fetching it as it starts fetching the locations. */
const loadLists = () => import('./JobPostLocationsLists');
const JobPostLocationsLists = lazy(async () => ({ default: (await loadLists()).JobPostLocationsLists }));

/** .../job-posts/{postId}/locations: the post's locations, with add and remove. */
export function JobPostLocationsPage() {
  const { id, postId } = useEmployerParams();
  const company = useCompanyName(id);
  const post = useQuery(jobPostQuery(id, postId));
  const { data, isError, isFetching, refetch } = useQuery(jobPostLocationsQuery(id, postId));
  void loadLists();

  return (
    <>
      <EmployerPageHeader
        trail={[
          { label: company, to: employerLinks.edit(id) },
          { label: 'Job Posts', to: employerLinks.jobPosts(id) },
          { label: `${post.data?.title ?? 'Job Post'} Locations` },
        ]}
      />
      {isError ? (
        <LoadError message={jobPostMessages.fetchFailed} onRetry={refetch} retrying={isFetching} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <JobPostLocationsLists id={id} postId={postId} data={data} />
        </Suspense>
      )}
    </>
  );
}
