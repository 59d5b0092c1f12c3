import { z } from 'zod';

/** The customer's history (issue #26): one timeline of everything that happened to the customer, newest first. */
export const customerHistoryPaths = { history: '/internal-api/customers/:id/history' } as const;

/** The kinds of entry, in the order the filter lists them. A kind is one source on the server. */
export const historyKinds = [
  'service',
  'case_note',
  'message',
  'form',
  'document',
  'referral',
  'flag',
  'enrolment',
  'enrolment_exit',
  'performance',
  'wage',
  'funding',
  'profile_change',
  'application',
  'eligibility_decision',
  'follow_up',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

export const historyKindLabels: Record<HistoryKind, string> = {
  service: 'Services',
  case_note: 'Case notes',
  message: 'Messages',
  form: 'Forms',
  document: 'Documents',
  referral: 'Referrals',
  flag: 'Flags',
  enrolment: 'Enrolments',
  enrolment_exit: 'Exits',
  performance: 'Performance',
  wage: 'Wages',
  funding: 'Funding',
  profile_change: 'Profile changes',
  application: 'Applications',
  eligibility_decision: 'Eligibility decisions',
  follow_up: 'Follow-ups',
};

export const historyLimits = { perPage: 20, maxPerPage: 100 } as const;

export const historyMessages = {
  title: 'History',
  empty: 'Nothing has happened on this record yet.',
  emptyFiltered: 'Nothing of these kinds yet.',
  loadFailed: 'There was a problem fetching the history',
  badCursor: 'The cursor field is invalid.',
  badKinds: 'The selected kinds is invalid.',
  more: 'Show older entries',
} as const;

/** Microseconds since 1970 bounded to the dates the portal keeps (1900 to 2200): a cursor outside is no cursor. */
const earliestMicros = Date.UTC(1900, 0, 1) * 1000;
const latestMicros = Date.UTC(2200, 0, 1) * 1000;

export interface HistoryCursor {
  /** The entry's moment in microseconds (Postgres keeps microseconds; a JS Date would round the key). */
  atMicros: number;
  kind: HistoryKind;
  id: number;
}

export const encodeHistoryCursor = (cursor: HistoryCursor) => `${cursor.atMicros}.${cursor.kind}.${cursor.id}`;

export function decodeHistoryCursor(value: string): HistoryCursor | null {
  const match = /^(-?\d{1,16})\.([a-z_]+)\.(\d{1,15})$/.exec(value);
  if (!match) return null;
  const atMicros = Number(match[1]);
  const kind = match[2] as HistoryKind;
  const id = Number(match[3]);
  if (!historyKinds.includes(kind) || atMicros < earliestMicros || atMicros > latestMicros) return null;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return { atMicros, kind, id };
}

export const historyQuerySchema = z.object({
  /** Comma-separated kinds; none: every kind. */
  kinds: z
    .string()
    .max(400)
    .optional()
    .transform((value, context) => {
      const kinds = (value ?? '')
        .split(',')
        .map((kind) => kind.trim())
        .filter(Boolean);
      if (kinds.some((kind) => !historyKinds.includes(kind as HistoryKind))) {
        context.addIssue({ code: 'custom', message: historyMessages.badKinds });
        return z.NEVER;
      }
      return [...new Set(kinds)] as HistoryKind[];
    }),
  /** The last entry of the previous page (next_cursor); the page starts after it. */
  cursor: z
    .string()
    .max(60)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return null;
      const cursor = decodeHistoryCursor(value);
      if (!cursor) {
        context.addIssue({ code: 'custom', message: historyMessages.badCursor });
        return z.NEVER;
      }
      return cursor;
    }),
  perPage: z.coerce.number().int().min(1).max(historyLimits.maxPerPage).catch(historyLimits.perPage),
});
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const historyEntrySchema = z.object({
  kind: z.enum(historyKinds),
  /** The row's id in its own table (unique within the kind). */
  id: z.number(),
  at: z.string(),
  title: z.string(),
  /** Plain text. */
  detail: z.string().nullable(),
  /** Sanitised rich text (case notes). */
  html: z.string().nullable(),
  /** Who did it: a staff user's name, 'Customer', or null when not known. */
  actor: z.string().nullable(),
  /** Only for case notes: confidential. */
  confidential: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  data: z.array(historyEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyResponseSchema>;
