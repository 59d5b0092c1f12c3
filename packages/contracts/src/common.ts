import { z } from 'zod';

/** `{ data: T }`, the envelope of single items and plain lists. */
export const dataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
