import { z } from 'zod';
import {
  customerRaceValues,
  customerSexValues,
  employmentStatusAtEntryValues,
  exitKindValues,
  exitReasonValues,
  highestGradeValues,
  yesNoUndisclosed,
} from './customer-demographics-constants.ts';

export * from './customer-demographics-constants.ts';

export const customerSexSchema = z.enum(customerSexValues);
export const yesNoUndisclosedSchema = z.enum(yesNoUndisclosed);
export const customerRaceSchema = z.enum(customerRaceValues);
export const employmentStatusAtEntrySchema = z.enum(employmentStatusAtEntryValues);
export const highestGradeSchema = z.enum(highestGradeValues);
export const exitReasonSchema = z.enum(exitReasonValues);
export const exitKindSchema = z.enum(exitKindValues);

export type Sex = z.infer<typeof customerSexSchema>;
export type YesNoUndisclosed = z.infer<typeof yesNoUndisclosedSchema>;
export type CustomerRace = z.infer<typeof customerRaceSchema>;
export type EmploymentStatusAtEntry = z.infer<typeof employmentStatusAtEntrySchema>;
export type HighestGrade = z.infer<typeof highestGradeSchema>;
export type ExitReason = z.infer<typeof exitReasonSchema>;
export type ExitKind = z.infer<typeof exitKindSchema>;
