import { z } from 'zod';
import type {
  CipRecord,
  CipSocRecord,
  OccupationRecord,
  ProgramRecord,
  ProviderRecord,
} from '../../reference/records.ts';

/**
 * The demo catalogue's JSON files, checked when they are read: a typo in a data file fails the seed with the file,
 * the record's path and what is wrong, never a half-written catalogue. Each schema is tied to its record type, so
 * the data and the writer (reference/store.ts) cannot drift apart.
 */

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();
const rated = z.object({ name: z.string().min(1), importance: nullableNumber });

export const occupationRecordSchema: z.ZodType<OccupationRecord> = z.strictObject({
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  title: z.string().min(1),
  description: z.string().min(1),
  educationLevel: z.number().int().min(1).max(5).nullable(),
  jobZone: z.number().int().min(1).max(5).nullable(),
  medianAnnualSalary: nullableNumber,
  growthRate: nullableNumber,
  annualJobOpenings: nullableNumber,
  brightOutlookCategory: nullableText,
  clusters: z.array(z.strictObject({ name: z.string().min(1), pathway: nullableText })),
  alsoCalled: z.array(z.string()),
  alternateTitles: z.array(z.string()),
  reportedTitles: z.array(z.string()).optional(),
  tasks: z.array(z.strictObject({ task: z.string().min(1), type: z.enum(['Core', 'Supplemental']).nullable() })),
  knowledge: z.array(rated),
  skills: z.array(rated),
  tech: z.array(z.strictObject({ name: z.string().min(1), hot: z.boolean() })),
  interests: z.partialRecord(z.enum(['R', 'I', 'A', 'S', 'E', 'C']), z.number()),
  related: z.array(z.string()),
  relatedTiers: z.record(z.string(), z.string()).optional(),
});

const cipRecordSchema: z.ZodType<CipRecord> = z.strictObject({
  code: z.string().regex(/^\d{2}(\.\d{2}(\d{2})?)?$/),
  title: z.string().min(1),
  definition: nullableText,
});
const cipSocRecordSchema: z.ZodType<CipSocRecord> = z.strictObject({
  cipCode: z.string().min(1),
  socCode: z.string().regex(/^\d{2}-\d{4}$/),
});
export const cipFileSchema = z.strictObject({ cip: z.array(cipRecordSchema), cipSoc: z.array(cipSocRecordSchema) });

const providerRecordSchema: z.ZodType<ProviderRecord> = z.strictObject({
  name: z.string().min(1),
  type: z.string().min(1),
  providerType: z.string().min(1),
  description: z.string(),
  accreditation: nullableText,
  supportServices: nullableText,
  contactPhone: nullableText,
  website: nullableText,
  commutingAreaDescription: nullableText,
  locations: z.array(
    z.strictObject({
      name: z.string().min(1),
      address: z.string(),
      city: z.string(),
      state: z.string().length(2),
      zip: z.string().regex(/^\d{5}$/),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  ),
});

const programRecordSchema: z.ZodType<ProgramRecord> = z.strictObject({
  title: z.string().min(1),
  providerName: z.string().min(1),
  locationName: nullableText,
  type: z.string().min(1),
  format: z.string().min(1),
  description: nullableText,
  link: nullableText,
  cipCode: nullableText,
  totalCost: nullableNumber,
  tuitionCost: nullableNumber,
  creditHours: nullableNumber,
  contactHours: nullableNumber,
  duration: nullableText,
  semesters: nullableNumber,
  eligibleForFinancialAid: z.boolean().nullable(),
  eligibleForGiVeteranAid: z.boolean().nullable(),
  eligibleForPaidTraining: z.boolean().nullable(),
  eligibleForTuitionSupport: z.boolean().nullable(),
  localAreasOfferingWioaFunding: nullableText,
  prerequisiteSkills: nullableText,
  expectedSkillsAcquired: nullableText,
  relatedCareerInformation: nullableText,
});

export const programsFileSchema = z.strictObject({
  programTypes: z.array(z.string().min(1)),
  programFormats: z.array(z.string().min(1)),
  providerTypes: z.array(z.string().min(1)),
  providers: z.array(providerRecordSchema),
  programs: z.array(programRecordSchema),
});

const four = z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]);
/** Per career cluster (by name): four activities, four qualities, four subjects (see ./survey.ts). */
export const surveyFileSchema = z.record(
  z.string().min(1),
  z.strictObject({ activities: four, qualities: four, subjects: four }),
);
