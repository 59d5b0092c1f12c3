import { cipRecords, cipSocRecords } from './cip.ts';
import { occupationsA } from './occupations-a.ts';
import { occupationsB } from './occupations-b.ts';
import { occupationsC } from './occupations-c.ts';
import {
  programFormatNames,
  programRecords,
  programTypeNames,
  providerRecords,
  providerTypeNames,
} from './programs.ts';

/**
 * The built-in demo catalogue, written by the team: real codes, titles and figures (O*NET, BLS,
 * NCES, ZIP centroids), descriptions and tasks in our own words. Loaded on an empty embedded
 * database in demo mode; an operator replaces the occupations with `npm run import:reference`.
 */
export const builtInCatalogue = {
  occupations: [...occupationsA, ...occupationsB, ...occupationsC],
  cip: cipRecords,
  cipSoc: cipSocRecords,
  programTypes: programTypeNames,
  programFormats: programFormatNames,
  providerTypes: providerTypeNames,
  providers: providerRecords,
  programs: programRecords,
};

export { surveySteps } from './survey.ts';
