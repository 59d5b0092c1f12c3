import { z } from 'zod';
import { serviceLengths } from './service-log-constants.ts';
import { serviceCatalogLimits, serviceCatalogMessages } from './service-catalog-constants.ts';

/**
 * The service catalogue an admin keeps (issue #14): service types, their services and the service-log programs
 * (the WIOA PIRL programs). Nothing is deleted: an inactive row is no longer offered on the service log form, and
 * logs and enrolments already made keep showing its name (docs/spec-decisions.md, "Service catalogue").
 */
export {
  serviceCatalogLimits,
  serviceCatalogMessages,
  serviceCatalogPath,
  serviceCatalogPaths,
  serviceCatalogRoutes,
} from './service-catalog-constants.ts';

/** An id from a select: nothing chosen is 'required'; a number that cannot be an id is 'invalid'. */
const id = (invalid: string, missing = invalid) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: missing }).int(invalid).min(1, invalid).max(2_147_483_647, invalid),
  );

const name = () =>
  z
    .string({ error: serviceCatalogMessages.nameRequired })
    .trim()
    .min(1, serviceCatalogMessages.nameRequired)
    .max(serviceCatalogLimits.name, serviceCatalogMessages.nameTooLong);

const flag = (fallback: boolean) => z.boolean({ error: serviceCatalogMessages.flagInvalid }).default(fallback);

export const serviceCatalogIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const serviceTypeBodySchema = z.object({
  name: name(),
  color: z
    .string({ error: serviceCatalogMessages.colorInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, serviceCatalogMessages.colorInvalid),
  active: flag(true),
});
export type ServiceTypeBody = z.output<typeof serviceTypeBodySchema>;
export type ServiceTypeInput = z.input<typeof serviceTypeBodySchema>;

export const serviceBodySchema = z.object({
  service_type_id: id(serviceCatalogMessages.serviceTypeInvalid, serviceCatalogMessages.serviceTypeRequired),
  name: name(),
  duration: z.enum(serviceLengths, { error: serviceCatalogMessages.durationInvalid }),
  enrollment: flag(false),
  expense_associated: flag(false),
  active: flag(true),
  /** The programs the service counts towards (the log form's program list depends on the chosen services). */
  program_ids: z
    .array(id(serviceCatalogMessages.programInvalid), { error: serviceCatalogMessages.programInvalid })
    .max(serviceCatalogLimits.programsPerService, serviceCatalogMessages.programInvalid)
    .default([]),
});
export type ServiceBody = z.output<typeof serviceBodySchema>;
export type ServiceInput = z.input<typeof serviceBodySchema>;

export const programBodySchema = z.object({
  name: name(),
  /** The PIRL data element (e.g. 903 for WIOA Adult); empty for a program that is not a WIOA PIRL program. */
  pirl_code: z
    .string({ error: serviceCatalogMessages.pirlCodeTooLong })
    .trim()
    .max(serviceCatalogLimits.pirlCode, serviceCatalogMessages.pirlCodeTooLong)
    .nullable()
    .default(null)
    .transform((code) => (code === null || code === '' ? null : code)),
  is_common_exit: flag(false),
  active: flag(true),
});
export type ProgramBody = z.output<typeof programBodySchema>;
export type ProgramInput = z.input<typeof programBodySchema>;

export const catalogServiceSchema = z.object({
  id: z.number(),
  service_type_id: z.number(),
  name: z.string(),
  duration: z.enum(serviceLengths),
  enrollment: z.boolean(),
  expense_associated: z.boolean(),
  active: z.boolean(),
  program_ids: z.array(z.number()),
});
export type CatalogService = z.infer<typeof catalogServiceSchema>;

export const catalogServiceTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  active: z.boolean(),
  services: z.array(catalogServiceSchema),
});
export type CatalogServiceType = z.infer<typeof catalogServiceTypeSchema>;

export const catalogProgramSchema = z.object({
  id: z.number(),
  name: z.string(),
  pirl_code: z.string().nullable(),
  is_common_exit: z.boolean(),
  active: z.boolean(),
});
export type CatalogProgram = z.infer<typeof catalogProgramSchema>;

export const serviceCatalogResponseSchema = z.object({
  service_types: z.array(catalogServiceTypeSchema),
  programs: z.array(catalogProgramSchema),
});
export type ServiceCatalogResponse = z.infer<typeof serviceCatalogResponseSchema>;

export const serviceCatalogSavedSchema = z.object({ id: z.number() });
