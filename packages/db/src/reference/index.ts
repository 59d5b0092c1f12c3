export * from './records.ts';
export { normalizeTitle } from './normalize.ts';
export type { ProgressListener, StoreProgress, WriteCounts } from './batch.ts';
export {
  cipLevel,
  lockReferenceWriters,
  type OccupationStoreResult,
  type ProgramCatalogue,
  recordReferenceImport,
  type StoreOptions,
  storeCipCodes,
  storeCipSoc,
  storeOccupations,
  storeProgramCatalogue,
} from './store.ts';
export type { ProgramStoreResult } from './store-programs.ts';
export { type CatalogueSeedResult, seedCatalogue } from './catalogue-loader.ts';
export { referenceTables, settleTables } from './settle.ts';
export { refreshTitleWords } from './title-words.ts';
export {
  countReferenceRows,
  type ImportOptions,
  type ImportSummary,
  importReferenceFolder,
  type ParsedReference,
  parseReferenceFolder,
  type SourceLoaded,
} from './import/folder.ts';
export { ReferenceFormatError } from './import/table.ts';
export { educationLevelFromRl, topicLimit, topicMinImportance } from './import/onet.ts';
export { oewsTopCodedAnnualWage } from './import/bls.ts';
export { sharedDataFolder, skipWithoutSharedData } from './shared-data.ts';
