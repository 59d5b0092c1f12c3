import { z } from 'zod';

/**
 * What the form screen looks up besides the form itself (forms spec 7): occupation titles for the onet-job-title
 * component, and the documents a file question's answer names. Paths are ours; the spec does not show them.
 */
export const formLookupPaths = {
  /** GET ?search=&include= -> data[]{id,title}; 'Never Employed' (0) is the client's to prepend. */
  jobTitles: '/internal-api/forms/job-titles',
  /** GET ?ids[]=1&ids[]=2 -> data[] of the caller's reachable, not deleted documents. */
  documentsByIds: '/internal-api/documents',
  /** DELETE a document (soft). */
  document: '/internal-api/documents/:id',
} as const;

export const jobTitleQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  /** The answer already chosen, so the combobox can show its label before any search. */
  include: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type JobTitleQuery = z.input<typeof jobTitleQuerySchema>;

export const jobTitleSchema = z.object({ id: z.number().int(), title: z.string() });
export const jobTitlesResponseSchema = z.object({ data: z.array(jobTitleSchema) });
export type JobTitle = z.infer<typeof jobTitleSchema>;

const documentId = z.coerce.number().int().positive().max(2_147_483_647);

/** `ids[]=1&ids[]=2` (or `ids=1`); one value arrives as a string, several as an array. */
export const documentIdsQuerySchema = z
  .object({
    'ids[]': z.union([documentId, z.array(documentId).max(100)]).optional(),
    ids: z.union([documentId, z.array(documentId).max(100)]).optional(),
  })
  .transform((query) => ({ ids: [query['ids[]'] ?? [], query.ids ?? []].flat() }));

export const documentIdParamsSchema = z.object({ id: documentId });
export const documentDeletedSchema = z.object({ deleted: z.boolean() });

/** Server-side checks beyond the shared validator (ours; same style as formValidationMessages). */
export const formServerMessages = {
  unknownSection: 'This step does not belong to the form',
  raceInvalid: 'Select races from the list',
} as const;
