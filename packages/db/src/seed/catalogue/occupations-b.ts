import type { OccupationRecord } from '../../reference/records.ts';

/** Built-in demo occupations, clusters 9-16 (see ./index.ts). */
export const occupationsB: OccupationRecord[] = [];
