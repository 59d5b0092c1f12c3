import { resumePaths, type Resume } from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { i18n } from '../../platform/i18n';

export const resumeKeys = {
  draft: (occupationId: number | null) => ['resume', 'draft', occupationId] as const,
};

/**
 * The resume filled in from the profile. Read afresh on every visit (gcTime 0): the page keeps the person's edits,
 * and a later visit starts again from the profile as it is then. The page shows its own failure, so it is silent.
 */
export function resumeDraftQuery(occupationId: number | null) {
  return queryOptions({
    queryKey: resumeKeys.draft(occupationId),
    queryFn: async ({ signal }) =>
      (await client.get(resumePaths.draft, { query: { occupation: occupationId }, signal })).data,
    gcTime: 0,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** POST the edited resume; the PDF comes back as a Blob (nothing is stored on the server). */
export function useResumePdf() {
  return useMutation({
    mutationFn: (resume: Resume) =>
      // The PDF's own labels follow the portal's language; English is the default, so it is not sent.
      client.postForFile(resumePaths.pdf, { body: i18n.language === 'es' ? { ...resume, language: 'es' } : resume }),
  });
}
