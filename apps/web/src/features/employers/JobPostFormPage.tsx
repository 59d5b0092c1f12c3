import { jobPostMessages } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { locationsQuery } from './api';
import { jobPostQuery, lookupQuery } from './jobPostQueries';
import { useEmployerParams } from './parts';

/** The form's code (fields, choices, form state): fetched as the page starts, behind the page's loader (issue #30). */
const loadJobPostForm = () => import('./JobPostForm');
const JobPostForm = lazy(async () => ({ default: (await loadJobPostForm()).JobPostForm }));

/** .../job-posts/create and .../job-posts/{postId}/edit (staff spec 3, 5). A new post is a draft until published. */
export function JobPostFormPage() {
  const { id, postId } = useEmployerParams();
  const editing = Number.isFinite(postId);
  const existing = useQuery({ ...jobPostQuery(id, postId), enabled: editing });
  const queryClient = useQueryClient();
  // The form's code comes while the post and the form's choices do; the loader stays until the code and the post are in.
  void loadJobPostForm().catch(() => undefined);
  for (const lookup of ['industries', 'position-types', 'pay-units', 'educational-levels', 'encouraged-types'] as const)
    void queryClient.prefetchQuery(lookupQuery(lookup));
  void queryClient.prefetchQuery(locationsQuery(id, 'all'));
  if (!editing) return <Form id={id} post={null} />;
  if (existing.isError)
    return (
      <LoadError message={jobPostMessages.fetchFailed} onRetry={existing.refetch} retrying={existing.isFetching} />
    );
  if (!existing.data) return <PageLoader />;
  return <Form id={id} post={existing.data} />;
}

function Form(props: ComponentProps<typeof JobPostForm>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <JobPostForm {...props} />
    </Suspense>
  );
}
