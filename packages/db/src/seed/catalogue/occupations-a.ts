import type { OccupationRecord } from '../../reference/records.ts';

/** Built-in demo occupations, clusters 1-8 (see ./index.ts). */
export const occupationsA: OccupationRecord[] = [];
