import type {
  CipRecord,
  CipSocRecord,
  OccupationRecord,
  ProgramRecord,
  ProviderRecord,
} from '../../reference/records.ts';
import { readDataFile } from './read-data-file.ts';
import { cipFileSchema, occupationRecordSchema, programsFileSchema } from './records-schema.ts';
import { z } from 'zod';

/**
 * The built-in demo catalogue, written by the team: real codes, titles and figures (O*NET, BLS,
 * NCES, ZIP centroids), descriptions and tasks in our own words (sources: ./README.md). Loaded on
 * an empty embedded database in demo mode; an operator replaces the occupations with
 * `npm run import:reference`. The records are data files beside this module, read and checked on
 * first use.
 */
export interface BuiltInCatalogue {
  occupations: OccupationRecord[];
  cip: CipRecord[];
  cipSoc: CipSocRecord[];
  programTypes: string[];
  programFormats: string[];
  providerTypes: string[];
  providers: ProviderRecord[];
  programs: ProgramRecord[];
}

let loaded: BuiltInCatalogue | undefined;

export function loadBuiltInCatalogue(): BuiltInCatalogue {
  if (loaded) return loaded;
  const occupations = readDataFile(new URL('./occupations.json', import.meta.url), z.array(occupationRecordSchema));
  const { cip, cipSoc } = readDataFile(new URL('./cip.json', import.meta.url), cipFileSchema);
  const programs = readDataFile(new URL('./programs.json', import.meta.url), programsFileSchema);
  loaded = { occupations, cip, cipSoc, ...programs };
  return loaded;
}

export { surveySteps } from './survey.ts';
