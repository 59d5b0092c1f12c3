import type { ProgramRecord, ProviderRecord } from '../../reference/records.ts';

export const programTypeNames: string[] = [];
export const programFormatNames: string[] = [];
export const providerTypeNames: string[] = [];
export const providerRecords: ProviderRecord[] = [];
export const programRecords: ProgramRecord[] = [];
