import type { OccupationRecord } from '../../reference/records.ts';

/** Built-in demo occupations that give the demo programs' CIP codes their related occupations. */
export const occupationsC: OccupationRecord[] = [];
