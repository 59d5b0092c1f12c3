import { z } from 'zod';

/** Case notes (issue #26): rich-text notes on a customer, not tied to a service. */
export const caseNotePaths = {
  list: '/internal-api/customers/:id/case-notes',
  note: '/internal-api/customers/:id/case-notes/:noteId',
  pin: '/internal-api/customers/:id/case-notes/:noteId/pin',
} as const;

/** Our own small list (the spec has none); the database's CHECK constraint names the same values. */
export const caseNoteCategories = [
  'general',
  'employment',
  'training',
  'barriers',
  'supportive_services',
  'follow_up',
] as const;
export type CaseNoteCategory = (typeof caseNoteCategories)[number];

export const caseNoteCategoryLabels: Record<CaseNoteCategory, string> = {
  general: 'General',
  employment: 'Employment',
  training: 'Training',
  barriers: 'Barriers',
  supportive_services: 'Supportive services',
  follow_up: 'Follow-up',
};

export const caseNoteLimits = { perPage: 10, maxPerPage: 50, bodyMaxLength: 20_000 } as const;

export const caseNoteMessages = {
  bodyRequired: 'The note field is required.',
  bodyTooLong: `The note field must not be greater than ${caseNoteLimits.bodyMaxLength} characters.`,
  categoryRequired: 'The category field is required.',
  notAuthor: 'Only the author may edit this case note.',
  editWindowClosed: (days: number) =>
    `This case note can no longer be edited: notes may be edited for ${days} ${days === 1 ? 'day' : 'days'}.`,
  noteNotFound: 'Case note not found.',
  created: 'Case note saved.',
  updated: 'Case note updated.',
  pinned: 'Case note pinned.',
  unpinned: 'Case note unpinned.',
  loadFailed: 'There was a problem fetching case notes',
  empty: 'No case notes yet.',
  title: 'Case notes',
} as const;

/** Text of rich-text HTML, for the "is it empty" check on both ends (the server sanitises the HTML itself). */
export const richTextIsBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim() === '';

export const caseNoteBodySchema = z.object({
  category: z.enum(caseNoteCategories, { error: caseNoteMessages.categoryRequired }),
  body: z
    .string({ error: caseNoteMessages.bodyRequired })
    .max(caseNoteLimits.bodyMaxLength, { error: caseNoteMessages.bodyTooLong })
    .refine((html) => !richTextIsBlank(html), { error: caseNoteMessages.bodyRequired }),
  confidential: z.boolean().default(false),
});
export type CaseNoteBody = z.input<typeof caseNoteBodySchema>;

export const caseNotePinBodySchema = z.object({ pinned: z.boolean() });

export const caseNoteParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  noteId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const caseNotesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  perPage: z.coerce.number().int().min(1).max(caseNoteLimits.maxPerPage).catch(caseNoteLimits.perPage),
});

export const caseNoteSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  category: z.enum(caseNoteCategories),
  category_label: z.string(),
  /** Sanitised rich text (the server's allow-list). */
  body: z.string(),
  confidential: z.boolean(),
  pinned: z.boolean(),
  author: z.object({ id: z.number().nullable(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  /** The last moment the author may edit it (the service log's edit window). */
  editable_until: z.string(),
  /** Whether the caller may edit it now (author, inside the window, customer writable). */
  can_edit: z.boolean(),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;

export const caseNotesResponseSchema = z.object({
  data: z.array(caseNoteSchema),
  currentPage: z.number(),
  lastPage: z.number(),
  total: z.number(),
});
export type CaseNotes = z.infer<typeof caseNotesResponseSchema>;
