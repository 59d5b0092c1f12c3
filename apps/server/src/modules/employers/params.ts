import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const employerParams = z.object({ id });
export const locationParams = z.object({ id, locationId: id });
export const userParams = z.object({ id, locationId: id, userId: id });
export const serviceTypeParams = z.object({ typeId: id });
export const serviceProvidedParams = z.object({ id, serviceProvidedId: id });
export const documentParams = z.object({ id, documentId: id });
export const postParams = z.object({ id, postId: id });
export const deletedSchema = z.object({ deleted: z.boolean() });
export const createdIdSchema = z.object({ id: z.number() });
